import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { RouteAccessEntry } from '../plugins/auth';

/**
 * The rights matrices' walk over the route table (rights-matrix.test.ts for people,
 * api-keys-matrix.test.ts for API keys): every route called with ids that exist nowhere and an
 * empty body, so an allowed call changes nothing and answers 400 or 404, a refused one 401 or 403.
 */
export const concreteUrl = (url: string) =>
  url.replace(/:(\w+)/g, (_, name: string) => (name === 'qrToken' ? 'no-such-token' : randomUUID()));

export function callRoute(
  app: FastifyInstance,
  entry: RouteAccessEntry,
  headers: Record<string, string> = {},
) {
  const withBody = ['POST', 'PUT', 'PATCH'].includes(entry.method);
  return app.inject({
    method: entry.method as 'GET',
    url: concreteUrl(entry.url),
    headers,
    ...(withBody ? { payload: {} } : {}),
  });
}
