import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { verifyWebhook } from '../../../../docs/examples/verify-webhook';
import { REPO_ROOT } from '../../paths';
import { signWebhook } from './webhook-signature';

const SECRET = 'whsec_test-secret';
const body = JSON.stringify({ id: 'e1', type: 'ping' });
const at = new Date('2026-11-29T12:00:00Z');
const timestamp = Math.floor(at.getTime() / 1000);

describe('the signature a receiver checks', () => {
  it('holds for the body and timestamp it was made for, with the guide’s example code', () => {
    const signature = signWebhook(SECRET, timestamp, body);
    expect(signature).toMatch(/^v1=[0-9a-f]{64}$/);
    expect(verifyWebhook(body, { signature, timestamp: String(timestamp) }, SECRET, at)).toBe(true);
  });

  it('fails for another body, another secret, a moved timestamp or an old delivery', () => {
    const signature = signWebhook(SECRET, timestamp, body);
    const check = (b: string, ts: number, secret: string, now = at) =>
      verifyWebhook(b, { signature, timestamp: String(ts) }, secret, now);
    expect(check(`${body} `, timestamp, SECRET)).toBe(false);
    expect(check(body, timestamp, 'whsec_other')).toBe(false);
    expect(check(body, timestamp + 1, SECRET)).toBe(false);
    expect(check(body, timestamp, SECRET, new Date(at.getTime() + 6 * 60_000))).toBe(false);
    expect(verifyWebhook(body, { signature: undefined, timestamp: String(timestamp) }, SECRET, at)).toBe(
      false,
    );
    expect(verifyWebhook(body, { signature: 'v1=00', timestamp: String(timestamp) }, SECRET, at)).toBe(false);
  });

  it('is shown in the integrations guide exactly as the example file has it', () => {
    const example = fs.readFileSync(path.join(REPO_ROOT, 'docs/examples/verify-webhook.ts'), 'utf8');
    const start = example.indexOf('import { createHmac');
    const end = example.indexOf('\n}\n', example.indexOf('export function verifyWebhook')) + 3;
    const guide = fs.readFileSync(path.join(REPO_ROOT, 'docs/integrations.md'), 'utf8');
    expect(start).toBeGreaterThanOrEqual(0);
    expect(guide).toContain(`\`\`\`ts\n${example.slice(start, end)}\`\`\``);
  });
});
