import { createHmac } from 'node:crypto';

/**
 * A delivery's signature: HMAC-SHA256 with the endpoint's secret over `<timestamp>.<body>`, as hex,
 * after `v1=`. The timestamp (Unix seconds) is signed with the body, so a receiver that refuses old
 * timestamps refuses a replayed delivery too (docs/examples/verify-webhook.ts).
 */
export function signWebhook(secret: string, timestamp: number, body: string): string {
  return `v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}
