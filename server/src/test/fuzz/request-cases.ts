import fc from 'fast-check';
import { type JsonSchema, type Pools, STRANGE_STRINGS, valueFor } from './schema-arbitraries';

/** One operation of the OpenAPI document, as much of it as the fuzz needs. */
export interface Operation {
  method: string;
  /** As documented: `/api/rooms/{id}`. */
  path: string;
  pathParams: { name: string; schema: JsonSchema }[];
  queryParams: { name: string; schema: JsonSchema; required: boolean }[];
  body: { mediaType: string; schema: JsonSchema } | null;
  /** Status → the media types documented for it (none for 204). */
  responses: Map<number, string[]>;
  isPublic: boolean;
}

interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}
interface OpenApiOperation {
  parameters?: { in: string; name: string; required?: boolean; schema: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { content?: Record<string, unknown> }>;
  security?: unknown[];
}

export function operationsOf(doc: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const params = op.parameters ?? [];
      const [mediaType, content] = Object.entries(op.requestBody?.content ?? {})[0] ?? [];
      operations.push({
        method: method.toUpperCase(),
        path,
        pathParams: params.filter((p) => p.in === 'path'),
        queryParams: params
          .filter((p) => p.in === 'query')
          .map((p) => ({ name: p.name, schema: p.schema, required: Boolean(p.required) })),
        body: mediaType && content ? { mediaType, schema: content.schema } : null,
        responses: new Map(
          Object.entries(op.responses).map(([status, reply]) => [
            Number(status),
            Object.keys(reply.content ?? {}),
          ]),
        ),
        isPublic: !op.security?.some((s) => Object.keys(s as object).length > 0),
      });
    }
  }
  return operations;
}

/** Who sends a case: the workspace's owner, its cleaner (a team member), nobody, or a token nobody has. */
export type Identity = 'owner' | 'cleaner' | 'anonymous' | 'madeUpToken';

export interface RequestCase {
  as: Identity;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

const clip = (text: string, max = 300) =>
  text.length > max ? `${text.slice(0, max)}… (${text.length} chars)` : text;

/** How a failing case is printed: its start, not megabytes of body. */
export function describeCase(c: RequestCase): string {
  const body = c.payload === undefined ? '' : clip(c.payload.toString('latin1'));
  return `${c.as}: ${c.method} ${clip(c.url)} ${JSON.stringify(c.headers)} ${JSON.stringify(body)}`;
}

/** The pool a path parameter draws from: `{id}` by the collection it follows. */
const POOL_OF_COLLECTION: Record<string, string> = {
  locations: 'location',
  rooms: 'room',
  checklists: 'checklist',
  teams: 'team',
  tasks: 'task',
  occurrences: 'occurrence',
  employees: 'employee',
  invite: 'invite',
  complaints: 'complaint',
  files: 'file',
};

function pathParamValue(op: Operation, param: Operation['pathParams'][number], pools: Pools) {
  const collection = op.path.split('/').at(op.path.split('/').indexOf(`{${param.name}}`) - 1) ?? '';
  const poolName =
    param.name === 'id' ? POOL_OF_COLLECTION[collection] : param.name === 'fileId' ? 'file' : '';
  const pool = pools[poolName ?? ''] ?? [];
  const valid = valueFor(param.schema, { name: param.name, pools, invalidWeight: 0 });
  return fc
    .oneof(
      { weight: 6, arbitrary: pool.length ? fc.oneof(fc.constantFrom(...pool), valid) : valid },
      { weight: 1, arbitrary: fc.uuid() },
      { weight: 1, arbitrary: fc.constantFrom(...STRANGE_STRINGS) },
      // Around and far over the router's 100 characters per parameter.
      { weight: 1, arbitrary: fc.integer({ min: 90, max: 3_000 }).map((n) => 'a'.repeat(n)) },
      { weight: 1, arbitrary: fc.string({ minLength: 1 }) },
    )
    .map((v) => encodePathSegment(String(v) || 'x'));
}

/** A lone surrogate has no UTF-8: it is sent as the bytes a careless client would, which no decoder takes. */
function encodePathSegment(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return `${encodeURIComponent(value.replace(/[\ud800-\udfff]/g, ''))}%ED%A0%80`;
  }
}

function queryString(op: Operation, pools: Pools): fc.Arbitrary<string> {
  const entries = op.queryParams.map((p) =>
    fc
      .option(valueFor(p.schema, { name: p.name, pools, invalidWeight: 2 }), { nil: undefined, freq: 2 })
      .map((value) => [p.name, value] as const),
  );
  const junk = fc.option(
    fc.constantFrom(
      '%zz=1',
      'page=%',
      'search=%00',
      'a[b]=1',
      'page=1&page=2',
      '__proto__=x',
      `q=${'y'.repeat(5_000)}`,
    ),
    { freq: 4 },
  );
  return fc.tuple(fc.tuple(...entries), junk).map(([pairs, extra]) => {
    const search = new URLSearchParams();
    for (const [name, value] of pairs) {
      if (value === undefined) continue;
      for (const v of Array.isArray(value) ? value : [value]) {
        search.append(name, typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v));
      }
    }
    const text = [search.toString(), extra ?? ''].filter(Boolean).join('&');
    return text ? `?${text}` : '';
  });
}

interface Body {
  contentType?: string;
  payload?: string | Buffer;
}

const json = (value: unknown): Body => ({
  contentType: 'application/json',
  payload: JSON.stringify(value) ?? '',
});

/** Bodies no schema describes: broken JSON, other content types, nothing at all, too much. */
const ODD_BODIES: Body[] = [
  { contentType: 'application/json', payload: '{' },
  { contentType: 'application/json', payload: '{"a":' },
  { contentType: 'application/json', payload: '[1,]' },
  { contentType: 'application/json', payload: '{"a":1}garbage' },
  { contentType: 'application/json', payload: '\u0000' },
  { contentType: 'application/json', payload: '{"__proto__":{"admin":true}}' },
  { contentType: 'application/json', payload: '{"constructor":{"prototype":{"admin":true}}}' },
  { contentType: 'application/json', payload: '' },
  { contentType: 'application/json', payload: '"text"' },
  { contentType: 'application/json', payload: '42' },
  { contentType: 'application/json', payload: 'null' },
  { contentType: 'application/json', payload: '[]' },
  { contentType: 'application/json', payload: `${'['.repeat(20_000)}${']'.repeat(20_000)}` },
  { contentType: 'application/json', payload: `"${'x'.repeat(1_100_000)}"` },
  { contentType: 'application/json; charset=latin1', payload: '{}' },
  { contentType: 'text/plain', payload: 'hello' },
  { contentType: 'application/xml', payload: '<a/>' },
  { contentType: 'application/x-www-form-urlencoded', payload: 'a=b' },
  { contentType: 'multipart/form-data; boundary=x', payload: '--x--\r\n' },
  { contentType: 'multipart/form-data', payload: 'no boundary' },
  { contentType: 'application/octet-stream', payload: Buffer.from([0, 1, 2, 255]) },
  { payload: '{}' },
  {},
];
const oddBodies = () => fc.constantFrom(...ODD_BODIES);

/** Files a multipart part may carry. */
export interface SampleFiles {
  png: Buffer;
  /** Larger than any upload cap. */
  huge: Buffer;
}

function multipartBody(schema: JsonSchema, pools: Pools, files: SampleFiles): fc.Arbitrary<Body> {
  const properties = Object.entries(
    (schema.anyOf ?? [schema]).find((s) => s.properties)?.properties ?? { file: { format: 'binary' } },
  );
  const fileBytes = fc.oneof(
    { weight: 5, arbitrary: fc.constant(files.png) },
    { weight: 2, arbitrary: fc.uint8Array({ maxLength: 64 }).map((a) => Buffer.from(a)) },
    { weight: 1, arbitrary: fc.constant(Buffer.alloc(0)) },
    { weight: 1, arbitrary: fc.constant(Buffer.from('%PDF-1.4 not really')) },
    { weight: 1, arbitrary: fc.constant(files.huge) },
  );
  const filename = fc.oneof(
    fc.constant('photo.png'),
    fc.constantFrom(...STRANGE_STRINGS),
    fc.integer({ min: 100, max: 2_000 }).map((n) => `${'n'.repeat(n)}.png`),
  );
  const part = fc.oneof(
    ...properties.map(([name, prop]) =>
      prop.format === 'binary' || prop.items?.format === 'binary'
        ? fc.record({ name: fc.constant(name), filename, bytes: fileBytes })
        : fc.record({
            name: fc.constant(name),
            value: valueFor(prop, { name, pools, invalidWeight: 2 }).map((v) => String(v)),
          }),
    ),
    fc.record({ name: fc.constantFrom(...STRANGE_STRINGS), value: fc.string() }),
  );
  const shape = fc.constantFrom(
    'ok',
    'ok',
    'ok',
    'noClosingBoundary',
    'noBoundary',
    'otherBoundary',
    'noDisposition',
    'garbage',
    'json',
  );
  return fc
    .tuple(fc.array(part, { minLength: 0, maxLength: 8 }), shape)
    .map(([parts, how]) => buildMultipart(parts, how));
}

type Part = { name: string; value: string } | { name: string; filename: string; bytes: Buffer };

function buildMultipart(parts: Part[], how: string): Body {
  if (how === 'json')
    return json(Object.fromEntries(parts.map((p) => [p.name, 'value' in p ? p.value : 'x'])));
  const boundary = 'fuzzBoundary7MA4YWxk';
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition =
      how === 'noDisposition'
        ? ''
        : 'value' in p
          ? `Content-Disposition: form-data; name="${p.name}"\r\n`
          : `Content-Disposition: form-data; name="${p.name}"; filename="${p.filename}"\r\nContent-Type: image/png\r\n`;
    chunks.push(
      Buffer.from(`--${boundary}\r\n${disposition}\r\n`),
      'value' in p ? Buffer.from(p.value) : p.bytes,
    );
    chunks.push(Buffer.from('\r\n'));
  }
  if (how !== 'noClosingBoundary') chunks.push(Buffer.from(`--${boundary}--\r\n`));
  const payload = how === 'garbage' ? Buffer.from('\u0000garbage--\r\n\r\n') : Buffer.concat(chunks);
  const contentType =
    how === 'noBoundary'
      ? 'multipart/form-data'
      : `multipart/form-data; boundary=${how === 'otherBoundary' ? 'other' : boundary}`;
  return { contentType, payload };
}

function bodyOf(op: Operation, pools: Pools, files: SampleFiles): fc.Arbitrary<Body> {
  if (op.method === 'GET' || op.method === 'HEAD') return fc.constant({});
  if (op.body?.mediaType === 'multipart/form-data') {
    return fc.oneof({ weight: 8, arbitrary: multipartBody(op.body.schema, pools, files) }, oddBodies());
  }
  if (!op.body) return fc.oneof({ weight: 4, arbitrary: fc.constant({}) }, oddBodies());
  const schema = op.body.schema;
  return fc.oneof(
    { weight: 8, arbitrary: valueFor(schema, { pools, invalidWeight: 1 }).map(json) },
    { weight: 3, arbitrary: valueFor(schema, { pools, invalidWeight: 0 }).map(json) },
    { weight: 2, arbitrary: oddBodies() },
  );
}

/** Every request the fuzz may send to one operation. */
export function requestCases(op: Operation, pools: Pools, files: SampleFiles): fc.Arbitrary<RequestCase> {
  const params = fc.tuple(...op.pathParams.map((p) => pathParamValue(op, p, pools)));
  const identity = fc.constantFrom<Identity>(
    'owner',
    'owner',
    'owner',
    'owner',
    'cleaner',
    'anonymous',
    'madeUpToken',
  );
  const language = fc.constantFrom('en', 'kz', 'ru', 'es', 'de', 'x'.repeat(300));
  return fc
    .tuple(identity, params, queryString(op, pools), bodyOf(op, pools, files), language)
    .map(([as, values, query, body, lng]) => {
      let path = op.path;
      op.pathParams.forEach((p, i) => {
        path = path.replace(`{${p.name}}`, values[i]!);
      });
      const headers: Record<string, string> = { 'accept-language': lng };
      if (body.contentType) headers['content-type'] = body.contentType;
      const c: RequestCase = {
        as,
        method: op.method,
        url: `${path}${query}`,
        headers,
        payload: body.payload,
      };
      return Object.assign(c, { [fc.toStringMethod]: () => describeCase(c) });
    });
}
