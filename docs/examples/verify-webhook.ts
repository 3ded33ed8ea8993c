/**
 * Checking a CleanOps webhook delivery in a Node.js receiver (TypeScript, no dependencies).
 *
 * Pass the raw request body as it arrived (before any JSON parsing: a re-serialised body has other
 * bytes and will not match), the two headers and the endpoint's secret (`whsec_…`, shown when the
 * endpoint was made or its secret renewed). Answer 2xx quickly; a repeat of an event has the same
 * `id` in its body, so store the ids you have handled and skip a repeat.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** Deliveries older than this are refused: a replay of a captured request fails the check. */
const TOLERANCE_SECONDS = 5 * 60;

export function verifyWebhook(
  rawBody: string,
  headers: { signature: string | undefined; timestamp: string | undefined },
  secret: string,
  now: Date = new Date(),
): boolean {
  const { signature, timestamp } = headers;
  if (!signature || !timestamp || !/^\d+$/.test(timestamp)) return false;
  if (Math.abs(now.getTime() / 1000 - Number(timestamp)) > TOLERANCE_SECONDS) return false;
  const expected = `v1=${createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex')}`;
  const given = Buffer.from(signature);
  const wanted = Buffer.from(expected);
  // Same length first: timingSafeEqual throws on buffers of different lengths.
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

/*
Used in a plain Node.js server:

import http from 'node:http';

http
  .createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const ok = verifyWebhook(
        body,
        {
          signature: req.headers['x-cleanops-signature'] as string | undefined,
          timestamp: req.headers['x-cleanops-timestamp'] as string | undefined,
        },
        process.env.CLEANOPS_WEBHOOK_SECRET ?? '',
      );
      if (!ok) return res.writeHead(400).end('bad signature');
      const event = JSON.parse(body) as { id: string; type: string; data: { object: unknown } };
      // … handle event.type once per event.id …
      res.writeHead(204).end();
    });
  })
  .listen(8080);
*/
