import { LANGUAGES, ZApiError, ZOkResponse } from '@cleanops/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { missingTranslations } from '../../db/schema';

const ZParams = z.object({
  lng: z.enum(LANGUAGES),
  ns: z.string().regex(/^[a-z][a-zA-Z0-9-]{0,39}$/),
});
/** What i18next-http-backend posts: `{ key: fallbackValue }` for each missing key. */
const ZBody = z
  .record(z.string().min(1).max(200), z.string().max(2000))
  .refine((r) => Object.keys(r).length <= 50, { message: 'tooBig' });

/**
 * POST /locales/add/{lng}/{ns} (SPEC.md §7): records keys the web app could not find, for translators.
 * They are stored, never written into the served files, and the route is rate-limited (API.md).
 */
const translationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/locales/add/:lng/:ns',
    {
      schema: {
        tags: ['translations'],
        params: ZParams,
        body: ZBody,
        response: { 200: ZOkResponse, 400: ZApiError, 429: ZApiError },
      },
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
    },
    async (request) => {
      const { lng, ns } = request.params;
      const rows = Object.entries(request.body).map(([key, fallback]) => ({
        language: lng,
        namespace: ns,
        key,
        fallback,
      }));
      if (rows.length) {
        await app.database.db
          .insert(missingTranslations)
          .values(rows)
          .onConflictDoUpdate({
            target: [missingTranslations.language, missingTranslations.namespace, missingTranslations.key],
            set: { hits: sql`${missingTranslations.hits} + 1`, lastSeenAt: sql`now()` },
          });
      }
      return { ok: true as const };
    },
  );
};

export default translationsRoutes;
