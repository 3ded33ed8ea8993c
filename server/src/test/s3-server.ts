import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local S3-compatible server for tests: the calls FileStorage makes (PutObject, GetObject,
 * ListObjectsV2 with paging, DeleteObjects), spoken as S3 speaks them (REST paths, XML bodies and
 * errors), path-style, objects in memory. Ours because s3rver 3.7 cannot page a listing on Node 20
 * (its continuation token uses DES, gone from OpenSSL 3) and its successor needs Node 24.
 *
 * It checks that a request is signed (SigV4) with the expected access key, not the signature itself.
 */
export async function startS3Server(
  bucket = 'cleanops-files',
  accessKey = 'test-key',
  secret = 'test/secret+',
) {
  const buckets = new Map<string, Map<string, Buffer>>([[bucket, new Map()]]);
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      try {
        handle(buckets, accessKey, req, Buffer.concat(chunks), res);
      } catch (error) {
        reply(res, 500, errorXml('InternalError', String(error)));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    bucket,
    /** What is in the bucket now, by key. */
    objects: () => buckets.get(bucket)!,
    filesUrl: `s3://${accessKey}:${encodeURIComponent(secret)}@127.0.0.1:${port}/${bucket}?tls=false&forcePathStyle=true`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const PAGE = 1000;

function handle(
  buckets: Map<string, Map<string, Buffer>>,
  accessKey: string,
  req: http.IncomingMessage,
  body: Buffer,
  res: http.ServerResponse,
) {
  const auth = req.headers.authorization ?? '';
  if (!auth.startsWith(`AWS4-HMAC-SHA256 Credential=${accessKey}/`))
    return reply(
      res,
      403,
      errorXml('InvalidAccessKeyId', 'The AWS Access Key Id you provided does not exist.'),
    );
  if (String(req.headers['x-amz-content-sha256'] ?? '').startsWith('STREAMING-'))
    return reply(res, 501, errorXml('NotImplemented', 'chunked uploads are not supported here'));

  const url = new URL(req.url ?? '/', 'http://localhost');
  const [bucketName = '', ...rest] = url.pathname.slice(1).split('/');
  const objects = buckets.get(decodeURIComponent(bucketName));
  if (!objects) return reply(res, 404, errorXml('NoSuchBucket', 'The specified bucket does not exist'));
  const key = rest.map(decodeURIComponent).join('/');

  if (key === '') {
    if (req.method === 'GET' && url.searchParams.get('list-type') === '2') return list(objects, url, res);
    if (req.method === 'POST' && url.searchParams.has('delete')) {
      const keys = [...body.toString('utf8').matchAll(/<Key>([^<]*)<\/Key>/g)].map((m) => unescapeXml(m[1]!));
      if (keys.length > PAGE) return reply(res, 400, errorXml('MalformedXML', 'more than 1000 keys'));
      for (const k of keys) objects.delete(k);
      const quiet = /<Quiet>true<\/Quiet>/.test(body.toString('utf8'));
      const deleted = quiet ? '' : keys.map((k) => `<Deleted><Key>${escapeXml(k)}</Key></Deleted>`).join('');
      return reply(res, 200, xml(`<DeleteResult>${deleted}</DeleteResult>`));
    }
    return reply(res, 501, errorXml('NotImplemented', `${req.method} on a bucket`));
  }
  if (req.method === 'PUT') {
    objects.set(key, body);
    res.setHeader('etag', '"stored"');
    return reply(res, 200, '');
  }
  if (req.method === 'GET') {
    const object = objects.get(key);
    if (!object) return reply(res, 404, errorXml('NoSuchKey', 'The specified key does not exist.'));
    res.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': object.length });
    return res.end(object);
  }
  return reply(res, 501, errorXml('NotImplemented', `${req.method} on an object`));
}

/** ListObjectsV2: keys in order, at most max-keys (1000) a page, the next page by a token. */
function list(objects: Map<string, Buffer>, url: URL, res: http.ServerResponse) {
  const prefix = url.searchParams.get('prefix') ?? '';
  const max = Math.min(Number(url.searchParams.get('max-keys') ?? PAGE), PAGE);
  const token = url.searchParams.get('continuation-token');
  const after = token ? Buffer.from(token, 'base64url').toString('utf8') : '';
  const keys = [...objects.keys()].filter((k) => k.startsWith(prefix) && k > after).sort();
  const page = keys.slice(0, max);
  const truncated = keys.length > max;
  const contents = page
    .map((k) => `<Contents><Key>${escapeXml(k)}</Key><Size>${objects.get(k)!.length}</Size></Contents>`)
    .join('');
  const next = truncated
    ? `<NextContinuationToken>${Buffer.from(page.at(-1)!).toString('base64url')}</NextContinuationToken>`
    : '';
  return reply(
    res,
    200,
    xml(
      `<ListBucketResult><Prefix>${escapeXml(prefix)}</Prefix><KeyCount>${page.length}</KeyCount>` +
        `<MaxKeys>${max}</MaxKeys><IsTruncated>${truncated}</IsTruncated>${next}${contents}</ListBucketResult>`,
    ),
  );
}

function reply(res: http.ServerResponse, status: number, body: string) {
  res.writeHead(status, body ? { 'content-type': 'application/xml' } : {});
  res.end(body);
}

const xml = (inner: string) => `<?xml version="1.0" encoding="UTF-8"?>${inner}`;
const errorXml = (code: string, message: string) =>
  xml(`<Error><Code>${code}</Code><Message>${escapeXml(message)}</Message></Error>`);
const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const unescapeXml = (s: string) =>
  s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
