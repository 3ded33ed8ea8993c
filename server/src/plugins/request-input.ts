import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors';

/** NUL, or half of a surrogate pair: PostgreSQL stores neither (text refuses NUL, jsonb both). */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const unstorable = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text);

/**
 * Where the first unstorable character of a parsed input is (in a string or an object key), as a
 * field path; null when there is none. Walked with an explicit stack: a body may nest a million
 * arrays deep.
 */
export function findUnstorable(root: unknown, rootPath: string): string | null {
  const stack: Array<[unknown, string]> = [[root, rootPath]];
  while (stack.length) {
    const [value, path] = stack.pop()!;
    if (typeof value === 'string') {
      if (unstorable(value)) return path;
    } else if (Array.isArray(value)) {
      for (const [i, item] of value.entries()) stack.push([item, `${path}.${i}`]);
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        if (unstorable(key)) return path;
        stack.push([item, `${path}.${key}`]);
      }
    }
  }
  return null;
}

/**
 * What every route may assume about its input before validation (DECISIONS.md §9: bad input is a
 * 400, never a 500):
 * - No NUL and no lone surrogate anywhere in the path, query or body. PostgreSQL refuses them (NUL
 *   in text and jsonb, a lone surrogate in jsonb, where the action log keeps names), so a field the
 *   contracts forgot (ZLine/ZMultiline catch them in every schema of theirs) would turn into a 500;
 *   this net answers 400 on the field for any route, also those outside the contracts.
 * - A JSON content type with an empty body is no body: `POST /logout` and `DELETE /profile` sent by
 *   a client that always sets the header are fine, and a route that needs a body says "required".
 */
export default fp(async function requestInput(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text === '') return done(null, undefined);
    parseJson(request, text, done);
  });

  // Only the parts a route declares a schema for: the rest is never read, and a route that takes no
  // query must not start answering 400 to one.
  app.addHook('preValidation', async (request: FastifyRequest) => {
    const schema = request.routeOptions.schema ?? {};
    const declared = [
      [schema.params, request.params, 'params'],
      [schema.querystring, request.query, 'query'],
      [schema.body, request.body, 'body'],
    ] as const;
    const path = declared
      .filter(([declaredSchema]) => declaredSchema)
      .reduce<string | null>((found, [, value, name]) => found ?? findUnstorable(value, name), null);
    if (path) {
      throw new AppError('validation_failed', { fields: [{ path, key: 'controlCharacters' }] });
    }
  });
});
