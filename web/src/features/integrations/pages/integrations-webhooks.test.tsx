// @vitest-environment happy-dom
// The form is drawn in antd (form, inputs): its first render in happy-dom is slow on a busy machine,
// so the form's tests get more time than the default.
import type {
  TCreateWebhookRequest,
  TWebhookDelivery,
  TWebhookEndpoint,
  TWebhookEvent,
} from '@cleanops/contracts';
import { rightsFor } from '@cleanops/contracts/rights';
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '@/shared/stores/auth-store';
import { renderWidget } from '@/test/render';
import { IntegrationsPage } from './integrations-page';

const SECRET = 'whsec_Ab12Cd34Ef56Gh78Ij90Kl12Mn34Op56Qr78St90Uv1';
const NEW_SECRET = 'whsec_Zz98Yy76Xx54Ww32Vv10Uu98Tt76Ss54Rr32Qq10Pp9';
const URL_OF_PMS = 'https://pms.example.com/hooks/cleanops';

let endpoints: TWebhookEndpoint[] = [];
let deliveries: TWebhookDelivery[] = [];
/** What the server answers the next create with, when it refuses it. */
let refusal: { status: number; body: object } | null = null;
const calls: { method: string; path: string; body?: unknown }[] = [];

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

function endpoint(
  url: string,
  events: TWebhookEvent[],
  fields: Partial<TWebhookEndpoint> = {},
): TWebhookEndpoint {
  return {
    id: id(endpoints.length + 1),
    url,
    description: '',
    events,
    enabled: true,
    pausedReason: null,
    failingSince: null,
    secretPrefix: SECRET.slice(0, 10),
    createdAt: '2026-11-29T06:00:00.000Z',
    createdBy: { id: id(99), name: 'Aigerim Bek' },
    lastDelivery: null,
    ...fields,
  };
}

function delivery(fields: Partial<TWebhookDelivery> = {}): TWebhookDelivery {
  return {
    id: id(500 + deliveries.length),
    eventId: id(700),
    event: 'job.finished',
    state: 'failed',
    attempts: 9,
    createdAt: '2026-11-28T09:00:00.000Z',
    lastAttemptAt: '2026-11-29T08:00:00.000Z',
    nextAttemptAt: null,
    responseCode: 500,
    durationMs: 41,
    responseExcerpt: 'Internal Server Error',
    error: null,
    resendOf: null,
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
  endpoints = [];
  deliveries = [];
  refusal = null;
  calls.length = 0;
  useAuthStore.setState({
    rights: rightsFor({ type: 'owner', role: null, level: 'regular' }),
    menuEnabled: true,
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(String(input), init);
      const { pathname } = new URL(request.url, 'http://localhost');
      const path = pathname.slice(pathname.indexOf('/webhooks'));
      if (!pathname.includes('/webhooks')) return Response.json({ items: [] });
      const body =
        request.method === 'GET' || request.method === 'DELETE'
          ? undefined
          : await request.json().catch(() => undefined);
      if (request.method !== 'GET') calls.push({ method: request.method, path, body });
      if (request.method === 'POST' && path === '/webhooks') {
        if (refusal) return Response.json(refusal.body, { status: refusal.status });
        const sent = body as TCreateWebhookRequest;
        const made = endpoint(sent.url, sent.events as TWebhookEvent[], {
          description: sent.description ?? '',
        });
        endpoints = [made, ...endpoints];
        return Response.json({ endpoint: made, secret: SECRET }, { status: 201 });
      }
      if (request.method === 'PATCH') {
        const patch = body as Partial<TWebhookEndpoint>;
        endpoints = endpoints.map((e) =>
          path.endsWith(e.id)
            ? { ...e, ...patch, pausedReason: patch.enabled === false ? 'manual' : e.pausedReason }
            : e,
        );
        return Response.json(endpoints.find((e) => path.endsWith(e.id)));
      }
      if (request.method === 'POST' && path.endsWith('/secret')) {
        const rotated = { ...endpoints[0]!, secretPrefix: NEW_SECRET.slice(0, 10) };
        endpoints = [rotated];
        return Response.json({ endpoint: rotated, secret: NEW_SECRET });
      }
      if (request.method === 'DELETE') {
        endpoints = endpoints.filter((e) => !path.endsWith(e.id));
        return new Response(null, { status: 204 });
      }
      if (request.method === 'POST' && path.endsWith('/resend')) {
        const copy = delivery({
          state: 'pending',
          attempts: 0,
          responseCode: null,
          durationMs: null,
          responseExcerpt: null,
          nextAttemptAt: '2026-11-29T09:00:00.000Z',
        });
        deliveries = [copy, ...deliveries];
        return Response.json(copy, { status: 202 });
      }
      if (path.endsWith('/deliveries')) {
        return Response.json({ items: deliveries, total: deliveries.length, page: 1, pageSize: 10 });
      }
      return Response.json({ items: endpoints });
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Opens the form to add an endpoint, whose code comes after the page's. */
async function openForm(user: UserEvent) {
  await user.click(await screen.findByRole('button', { name: 'Add endpoint' }));
  const address = await screen.findByRole('textbox', { name: 'Address (URL)' });
  return { address, form: address.closest('form')! };
}

describe('the webhooks of the integrations page', () => {
  it('says what webhooks are for when there is none', async () => {
    renderWidget(<IntegrationsPage />, { route: '/integrations' });
    expect(await screen.findByText(/No webhooks yet\. Add an endpoint to hear at once/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Webhooks', level: 2 })).toBeInTheDocument();
  });

  it('checks the address before sending, and keeps what was typed when the server refuses it', async () => {
    const { user } = renderWidget(<IntegrationsPage />, { route: '/integrations' });
    const { form, address } = await openForm(user);
    await user.click(within(form).getByRole('button', { name: 'Add endpoint' }));
    expect(await screen.findByText("Enter the receiver's address.")).toBeInTheDocument();
    expect(await screen.findByText('Choose at least one event.')).toBeInTheDocument();

    await user.type(address, 'ftp://pms.example.com/hook');
    expect(await screen.findByText("Enter the receiver's full https:// address.")).toBeInTheDocument();
    expect(calls).toEqual([]);

    // Every event is offered by its name, in a group named as the field.
    const events = screen.getByRole('group', { name: 'Events' });
    expect(within(events).getAllByRole('checkbox')).toHaveLength(10);
    await user.click(within(events).getByRole('checkbox', { name: 'Complaint turned into a job' }));
    await user.click(within(events).getByRole('checkbox', { name: 'Job finished' }));

    refusal = {
      status: 400,
      body: {
        code: 'validation_failed',
        message: 'Check the fields.',
        details: {
          fields: [
            {
              path: 'body.url',
              message: 'This address points into a private network. Use a public https address.',
            },
          ],
        },
      },
    };
    await user.clear(address);
    await user.type(address, 'https://10.0.0.1/x');
    await user.click(within(form).getByRole('button', { name: 'Add endpoint' }));
    expect(await screen.findByText(/points into a private network/)).toBeInTheDocument();
    // Sent in the contract's order of events, whatever order they were ticked in.
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/webhooks',
        body: { url: 'https://10.0.0.1/x', events: ['job.finished', 'complaint.converted'] },
      },
    ]);
    expect(address).toHaveValue('https://10.0.0.1/x');
    expect(screen.getByRole('checkbox', { name: 'Job finished' })).toBeChecked();
  }, 30_000);

  it('shows the signing secret once, with a copy button and how to check a delivery', async () => {
    const { user } = renderWidget(<IntegrationsPage />, { route: '/integrations' });
    const { form, address } = await openForm(user);
    await user.type(address, URL_OF_PMS);
    await user.type(within(form).getByRole('textbox', { name: 'Description (optional)' }), 'PMS sync');
    await user.click(within(form).getByRole('button', { name: 'All events' }));
    await user.click(within(form).getByRole('button', { name: 'Add endpoint' }));

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(`Copy the signing secret for ${URL_OF_PMS} now`)).toBeInTheDocument();
    expect(within(dialog).getByText(SECRET)).toBeInTheDocument();
    expect(within(dialog).getByText(/HMAC-SHA256 of timestamp\.body/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Copy the secret' })).toBeInTheDocument();
    expect(calls[0]?.body).toMatchObject({ url: URL_OF_PMS, description: 'PMS sync' });
    expect((calls[0]!.body as TCreateWebhookRequest).events).toHaveLength(10);

    await user.click(within(dialog).getByRole('button', { name: 'I have stored the secret' }));
    await vi.waitFor(() => expect(screen.queryByText(SECRET)).not.toBeInTheDocument());
    const item = await screen.findByRole('listitem', { name: URL_OF_PMS });
    expect(within(item).getByText(`${SECRET.slice(0, 10)}…`)).toBeInTheDocument();
    expect(within(item).getByText('Enabled')).toBeInTheDocument();
    expect(document.body.textContent).not.toContain(SECRET);
  }, 30_000);

  it('deletes an endpoint only after confirming', async () => {
    endpoints = [endpoint(URL_OF_PMS, ['job.finished'])];
    const { user } = renderWidget(<IntegrationsPage />, { route: '/integrations' });
    await user.click(await screen.findByRole('button', { name: `Delete the webhook to ${URL_OF_PMS}` }));
    expect(await screen.findByText(/Its delivery log and the deliveries still waiting/)).toBeInTheDocument();
    expect(calls).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await vi.waitFor(() =>
      expect(calls).toEqual([{ method: 'DELETE', path: `/webhooks/${id(1)}`, body: undefined }]),
    );
    expect(await screen.findByText(/No webhooks yet/)).toBeInTheDocument();
  });

  it('makes a new secret only after confirming, and shows it once', async () => {
    endpoints = [endpoint(URL_OF_PMS, ['job.finished'])];
    const { user } = renderWidget(<IntegrationsPage />, { route: '/integrations' });
    await user.click(
      await screen.findByRole('button', { name: `New secret for the webhook to ${URL_OF_PMS}` }),
    );
    expect(await screen.findByText(/The old secret stops at once/)).toBeInTheDocument();
    expect(calls).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Make a new secret' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(`Copy the signing secret for ${URL_OF_PMS} now`)).toBeInTheDocument();
    expect(within(dialog).getByText(NEW_SECRET)).toBeInTheDocument();
    expect(calls).toEqual([{ method: 'POST', path: `/webhooks/${id(1)}/secret`, body: undefined }]);
    await user.click(within(dialog).getByRole('button', { name: 'I have stored the secret' }));
    await vi.waitFor(() => expect(screen.queryByText(NEW_SECRET)).not.toBeInTheDocument());
    expect(await screen.findByText(`${NEW_SECRET.slice(0, 10)}…`)).toBeInTheDocument();
  });

  it('sends only what was changed, and pauses an endpoint', async () => {
    endpoints = [endpoint(URL_OF_PMS, ['job.finished'], { description: 'PMS sync' })];
    const { user } = renderWidget(<IntegrationsPage />, { route: '/integrations' });
    await user.click(await screen.findByRole('button', { name: `Edit the webhook to ${URL_OF_PMS}` }));
    const description = await screen.findByRole('textbox', { name: 'Description (optional)' });
    expect(screen.getByRole('textbox', { name: 'Address (URL)' })).toHaveValue(URL_OF_PMS);
    expect(screen.getByRole('checkbox', { name: 'Job finished' })).toBeChecked();
    await user.clear(description);
    await user.type(description, 'Channel manager');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() =>
      expect(calls).toEqual([
        { method: 'PATCH', path: `/webhooks/${id(1)}`, body: { description: 'Channel manager' } },
      ]),
    );
    const item = await screen.findByRole('listitem', { name: URL_OF_PMS });
    expect(await within(item).findByText('Channel manager')).toBeInTheDocument();

    await user.click(within(item).getByRole('button', { name: `Pause the webhook to ${URL_OF_PMS}` }));
    expect(await within(item).findByText('Paused by you')).toBeInTheDocument();
    expect(calls.at(-1)).toEqual({ method: 'PATCH', path: `/webhooks/${id(1)}`, body: { enabled: false } });
    expect(
      within(item).getByRole('button', { name: `Enable the webhook to ${URL_OF_PMS}` }),
    ).toBeInTheDocument();
  }, 30_000);

  it('tells why an endpoint is paused, and since when its deliveries fail', async () => {
    endpoints = [
      endpoint(URL_OF_PMS, ['job.missed', 'member.joined'], {
        enabled: false,
        pausedReason: 'failing',
        failingSince: '2026-11-26T08:00:00.000Z',
        lastDelivery: { at: '2026-11-29T08:00:00.000Z', status: 'failed', responseCode: 503 },
      }),
    ];
    renderWidget(<IntegrationsPage />, { route: '/integrations' });
    const item = await screen.findByRole('listitem', { name: URL_OF_PMS });
    expect(within(item).getByText('Paused after failures')).toBeInTheDocument();
    expect(within(item).getByText(/Every delivery has failed since 26 Nov/)).toBeInTheDocument();
    expect(within(item).getByText('Job missed, Member joined')).toBeInTheDocument();
    expect(within(item).getByText(/code 503/)).toBeInTheDocument();
    expect(
      within(item).getByRole('button', { name: `Enable the webhook to ${URL_OF_PMS}` }),
    ).toBeInTheDocument();
  });

  it('sends a delivery again from the log', async () => {
    endpoints = [endpoint(URL_OF_PMS, ['job.finished'])];
    deliveries = [delivery()];
    const { user } = renderWidget(<IntegrationsPage />, { route: '/integrations' });
    const toggle = await screen.findByRole('button', { name: 'Delivery log' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const log = await screen.findByRole('list', { name: `Deliveries to ${URL_OF_PMS}` });
    expect(within(log).getByText('Internal Server Error')).toBeInTheDocument();
    expect(within(log).getByText('Failed')).toBeInTheDocument();
    await user.click(within(log).getByRole('button', { name: /^Send again the “Job finished” delivery of/ }));
    await vi.waitFor(() =>
      expect(calls).toEqual([
        { method: 'POST', path: `/webhooks/${id(1)}/deliveries/${id(500)}/resend`, body: undefined },
      ]),
    );
    // The log asks again and shows the new delivery waiting for its turn.
    expect(await within(log).findByText('Pending')).toBeInTheDocument();
    expect(within(log).getByText(/next attempt/)).toBeInTheDocument();
  });
});
