import { LANGUAGES, ZApiError, ZOkResponse } from '@cleanops/contracts';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
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
 * How many missing keys are kept in all (the app has about 1,500 keys per language; a real gap is a
 * handful). Anyone can post here, so without a ceiling the table would be free storage.
 * Concurrent posts may pass it by one body each (50 keys); the bound, not the exact figure, matters.
 */
export const MAX_STORED_KEYS = 2_000;

/**
 * POST /locales/add/{lng}/{ns} (SPEC.md §7): records keys the web app could not find, for translators.
 * They are stored, never written into the served files; the route is rate-limited per IP and the
 * table capped at MAX_STORED_KEYS. The reply is the same when full: the page has nothing to do about it.
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
      if (!rows.length) return { ok: true as const };
      const { db } = app.database;
      const hit = { hits: sql`${missingTranslations.hits} + 1`, lastSeenAt: sql`now()` };
      const [stored] = await db.select({ n: count() }).from(missingTranslations);
      if ((stored?.n ?? 0) < MAX_STORED_KEYS) {
        await db
          .insert(missingTranslations)
          .values(rows)
          .onConflictDoUpdate({
            target: [missingTranslations.language, missingTranslations.namespace, missingTranslations.key],
            set: hit,
          });
      } else {
        // Full: keys already kept are still counted; new ones are dropped, with a warning for the operator.
        await db
          .update(missingTranslations)
          .set(hit)
          .where(
            and(
              eq(missingTranslations.language, lng),
              eq(missingTranslations.namespace, ns),
              inArray(missingTranslations.key, Object.keys(request.body)),
            ),
          );
        request.log.warn({ cap: MAX_STORED_KEYS }, 'missing translations are full; new keys are not kept');
      }
      return { ok: true as const };
    },
  );
};

export default translationsRoutes;
