import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TWebhookPayload } from '@cleanops/contracts';
import { verifyWebhook } from '../../../docs/examples/verify-webhook';

/** One request the receiver got, and whether its signature held with the secret it knew then. */
export interface ReceivedWebhook {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
  payload: TWebhookPayload | null;
  signed: boolean;
  /** The status it answered. */
  status: number;
}

/**
 * A webhook receiver on 127.0.0.1 that checks every delivery's signature with the code the
 * integrations guide gives (docs/examples/verify-webhook.ts). What it answers is the test's to set:
 * 204 by default, or any status, or no answer at all (a receiver that hangs).
 */
export async function webhookReceiver() {
  const received: ReceivedWebhook[] = [];
  let secret = '';
  let answer: number | 'hang' = 204;
  const hanging = new Set<http.ServerResponse>();
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const signed = verifyWebhook(
        body,
        {
          signature: request.headers['x-cleanops-signature'] as string | undefined,
          timestamp: request.headers['x-cleanops-timestamp'] as string | undefined,
        },
        secret,
      );
      let payload: TWebhookPayload | null = null;
      try {
        payload = JSON.parse(body) as TWebhookPayload;
      } catch {}
      const status = answer === 'hang' ? 0 : answer;
      received.push({ path: request.url ?? '', headers: request.headers, body, payload, signed, status });
      if (answer === 'hang') {
        hanging.add(response);
        return;
      }
      if (status >= 300 && status < 400) response.writeHead(status, { location: '/elsewhere' }).end();
      else response.writeHead(status).end(status === 204 ? undefined : `answer ${status}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: (path = '/hook') => `http://127.0.0.1:${port}${path}`,
    received,
    /** The deliveries that reached it signed and were answered 2xx. */
    accepted: () => received.filter((r) => r.signed && r.status >= 200 && r.status < 300),
    useSecret(value: string) {
      secret = value;
    },
    answer(value: number | 'hang') {
      answer = value;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of hanging) response.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
