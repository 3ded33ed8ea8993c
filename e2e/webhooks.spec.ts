import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type Page, test } from '@playwright/test';
import { axeFindings, horizontalOverflow } from './support/axe';
import { PHONE_CONTEXT } from './support/env';
import { expectToast, signUp } from './support/journey';
import { reviewShot } from './support/review';

/**
 * An owner on a phone adds a webhook endpoint (an address in a private network is refused first),
 * copies its signing secret from the one-time dialog, sends a test event, and a receiver on this
 * machine gets it signed with that secret (the server tries a test event at once); the delivery log
 * shows it sent with the receiver's 200.
 */
test.use({ actionTimeout: 15_000 });

/** The pointer off every button and nothing focused, so axe sees the page's resting colours. */
async function calmDown(page: Page) {
  await page.mouse.move(1, 1);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

interface Received {
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

test('an owner adds a webhook on a phone, sends a test event, and the receiver gets it signed', async ({
  browser,
}) => {
  const received: Received[] = [];
  const receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        url: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      response.writeHead(200, { 'content-type': 'text/plain' }).end('thanks');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
  const context = await browser.newContext(PHONE_CONTEXT);
  const page = await context.newPage();
  try {
    await signUp(page, `hooks-${Date.now()}@example.test`, 'Aigerim', 'Bek');
    await page.goto('/integrations');
    await expect(page.getByRole('heading', { name: 'Webhooks', level: 2 })).toBeVisible();
    await expect(page.getByText(/No webhooks yet/)).toBeVisible();

    await page.getByRole('button', { name: 'Add endpoint' }).click();
    const form = page.locator('form[id="webhook-new"]');
    const address = form.getByRole('textbox', { name: 'Address (URL)' });
    await address.fill('https://10.0.0.1/x');
    await form.getByRole('checkbox', { name: 'Job finished' }).check();
    await form.getByRole('button', { name: 'Add endpoint' }).click();
    await expect(form.getByText(/points into a private network/)).toBeVisible();
    await expect(address).toHaveValue('https://10.0.0.1/x');

    await address.fill(url);
    await form.getByRole('textbox', { name: 'Description (optional)' }).fill('PMS sync');
    await form.getByRole('checkbox', { name: 'Complaint received' }).check();
    expect(await axeFindings(page)).toEqual([]);
    expect(await horizontalOverflow(page)).toEqual([]);
    await form.getByRole('button', { name: 'Add endpoint' }).click();

    const dialog = page.getByRole('dialog', { name: `Copy the signing secret for ${url} now` });
    await expect(dialog.getByText(/HMAC-SHA256 of timestamp\.body/)).toBeVisible();
    const secret = (await dialog.locator('code').textContent())?.trim() ?? '';
    expect(secret).toMatch(/^whsec_/);
    await expect(dialog.getByRole('button', { name: 'Copy the secret' })).toBeVisible();
    await dialog.getByRole('button', { name: 'I have stored the secret' }).click();
    await expect(dialog).toBeHidden();

    const endpoint = page.getByRole('listitem', { name: url });
    await expect(endpoint.getByText('Enabled', { exact: true })).toBeVisible();
    await expect(endpoint.getByText('Job finished, Complaint received')).toBeVisible();
    await expect(endpoint.getByText(`${secret.slice(0, 10)}…`)).toBeVisible();
    await expect(page.getByText(secret)).toHaveCount(0);

    await endpoint.getByRole('button', { name: `Send test event to ${url}` }).click();
    await expectToast(page, `The event reached ${url}: it answered 200.`);
    expect(received).toHaveLength(1);
    const [ping] = received;
    expect(ping?.url).toBe('/hook');
    expect(ping?.headers['x-cleanops-event']).toBe('ping');
    const timestamp = String(ping?.headers['x-cleanops-timestamp']);
    const signature = createHmac('sha256', secret).update(`${timestamp}.${ping?.body}`).digest('hex');
    expect(ping?.headers['x-cleanops-signature']).toBe(`v1=${signature}`);
    expect(JSON.parse(ping?.body ?? '{}')).toMatchObject({ type: 'ping' });

    // The test event opened the log.
    const log = endpoint.getByRole('list', { name: `Deliveries to ${url}` });
    await expect(log.getByText('Sent', { exact: true })).toBeVisible();
    await expect(log.getByText('Test event', { exact: true })).toBeVisible();
    await expect(log.getByText('200', { exact: true })).toBeVisible();
    await expect(log.getByText('thanks')).toBeVisible();
    await calmDown(page);
    expect(await axeFindings(page)).toEqual([]);
    expect(await horizontalOverflow(page)).toEqual([]);
    await reviewShot(page, 'webhooks/endpoint-and-log-390', { fullPage: true });
  } finally {
    await context.close();
    await new Promise((resolve) => receiver.close(resolve));
  }
});
