// @vitest-environment happy-dom
// The form is drawn in antd (form, inputs, date picker): its first render in happy-dom is slow on a
// busy machine, so the form's tests get more time than the default.
import type { TApiKey, TCreateApiKeyRequest } from '@cleanops/contracts';
import { rightsFor } from '@cleanops/contracts/rights';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '@/shared/stores/auth-store';
import { renderWidget } from '@/test/render';
import { IntegrationsPage } from './integrations-page';

const SECRET = 'cok_Ab12Cd34_QWxhZGRpbjpvcGVuIHNlc2FtZQ-and-some-more-random-chars';
let keys: TApiKey[] = [];
const sent: TCreateApiKeyRequest[] = [];
const revoked: string[] = [];

function apiKey(name: string, fields: Partial<TApiKey> = {}): TApiKey {
  return {
    id: `00000000-0000-4000-8000-${String(keys.length + 1).padStart(12, '0')}`,
    name,
    prefix: 'cok_Ab12Cd34',
    rights: ['get_locations'],
    createdAt: '2026-11-29T06:00:00.000Z',
    createdBy: { id: '00000000-0000-4000-8000-0000000000aa', name: 'Aigerim Bek' },
    expiresAt: null,
    lastUsedAt: null,
    lastUsedIp: null,
    revokedAt: null,
    state: 'active',
    ...fields,
  };
}

// The webhook form and delivery log are lazy parts: loaded here, as the app loads them after the page,
// so no test ends with their code still on its way.
beforeAll(async () => {
  await Promise.all([import('../components/webhook-form'), import('../components/webhook-deliveries')]);
});

beforeEach(() => {
  (window as unknown as { happyDOM: { setViewport(size: object): void } }).happyDOM.setViewport({
    width: 390,
    height: 844,
  });
  keys = [];
  sent.length = 0;
  revoked.length = 0;
  // An admin: everything but the owner's own rights, among them manage_integrations.
  useAuthStore.setState({
    rights: rightsFor({ type: 'staff', role: 'admin', level: 'regular' }),
    menuEnabled: true,
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(String(input), init);
      const url = new URL(request.url, 'http://localhost');
      // The webhooks below the keys have their own tests (integrations-webhooks.test.tsx).
      if (url.pathname.includes('/webhooks')) return Response.json({ items: [] });
      if (request.method === 'POST') {
        const body = (await request.json()) as TCreateApiKeyRequest;
        sent.push(body);
        const key = apiKey(body.name, { rights: body.rights as TApiKey['rights'] });
        keys = [key, ...keys];
        return Response.json({ key, secret: SECRET }, { status: 201 });
      }
      if (request.method === 'DELETE') {
        const id = url.pathname.split('/').at(-1)!;
        revoked.push(id);
        keys = keys.map((k) =>
          k.id === id ? { ...k, state: 'revoked', revokedAt: new Date().toISOString() } : k,
        );
        return new Response(null, { status: 204 });
      }
      return Response.json({ items: keys });
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('IntegrationsPage', () => {
  it('says there is no key yet', async () => {
    renderWidget(<IntegrationsPage />, { route: '/integrations' });
    expect(await screen.findByText(/No API keys yet/)).toBeInTheDocument();
  });

  it('creates a key with the chosen rights and shows its secret once, with a copy button', async () => {
    const { user } = renderWidget(<IntegrationsPage />, { route: '/integrations' });
    await user.click(await screen.findByRole('button', { name: 'Create API key' }));
    // Only the admin's own rights are offered, and never the right to hand out keys.
    expect(screen.queryByRole('checkbox', { name: /Create locations/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /manage_integrations/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    expect(await screen.findByText('Enter a name.')).toBeInTheDocument();
    expect(await screen.findByText('Choose at least one right.')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'PMS sync');
    await user.click(screen.getByRole('checkbox', { name: /See locations/ }));
    await user.click(screen.getByRole('checkbox', { name: /See rooms and zones/ }));
    await user.click(screen.getByRole('button', { name: 'Create key' }));

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Copy the key “PMS sync” now')).toBeInTheDocument();
    expect(within(dialog).getByText(SECRET)).toBeInTheDocument();
    expect(within(dialog).getByText(/the only time the key is shown/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Copy the key' })).toBeInTheDocument();
    expect(sent).toEqual([{ name: 'PMS sync', rights: ['get_locations', 'get_rooms'], expiresAt: null }]);

    await user.click(within(dialog).getByRole('button', { name: 'I have stored the key' }));
    await vi.waitFor(() => expect(screen.queryByText(SECRET)).not.toBeInTheDocument());
    // The list names the key by its prefix; the secret is nowhere on the page any more.
    expect(await screen.findByText('PMS sync')).toBeInTheDocument();
    expect(screen.getByText('cok_Ab12Cd34…')).toBeInTheDocument();
    expect(document.body.textContent).not.toContain(SECRET);
  }, 30_000);

  it('picks the reading rights in one go', async () => {
    const { user } = renderWidget(<IntegrationsPage />, { route: '/integrations' });
    await user.click(await screen.findByRole('button', { name: 'Create API key' }));
    await user.click(screen.getByRole('button', { name: 'Reading only' }));
    expect(screen.getByRole('checkbox', { name: /See tasks and jobs/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Create tasks/ })).not.toBeChecked();
  }, 30_000);

  it('revokes a key only after confirming', async () => {
    keys = [apiKey('Old sync', { lastUsedAt: '2026-11-29T07:00:00.000Z', lastUsedIp: '10.0.0.7' })];
    const { user } = renderWidget(<IntegrationsPage />, { route: '/integrations' });
    expect(await screen.findByText(/from 10\.0\.0\.7/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Revoke the key “Old sync”' }));
    expect(revoked).toEqual([]);
    await user.click(await screen.findByRole('button', { name: 'Revoke' }));
    await vi.waitFor(() => expect(revoked).toEqual([keys[0]!.id]));
    expect(await screen.findByText('Revoked')).toBeInTheDocument();
  });
});
