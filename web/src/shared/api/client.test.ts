import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { i18n } from '../i18n/i18n';
import { useAuthStore } from '../stores/auth-store';
import { bindToastApi } from '../ui-kit/toast';
import { apiRequest, requestEarly } from './client';

/** Answers every request with the next of `bodies`, remembering each request. */
function fakeApi(...bodies: unknown[]) {
  const asked: { url: string; method: string; authorization: string | null }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      asked.push({
        url,
        method: init.method ?? 'GET',
        authorization: new Headers(init.headers).get('Authorization'),
      });
      return new Response(JSON.stringify(bodies[asked.length - 1] ?? null), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return asked;
}

const ZCount = z.object({ count: z.number() });

describe('a first view requested early', () => {
  beforeAll(() => i18n.init({ lng: 'en', resources: { en: {} } }));
  beforeEach(() => useAuthStore.setState({ token: 'secret-token' }));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('is asked once: the page takes the early answer, checked against its schema', async () => {
    const asked = fakeApi({ count: 3 }, { count: 4 });
    requestEarly('/dashboard');
    requestEarly('/dashboard');
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatchObject({ method: 'GET', authorization: 'Bearer secret-token' });
    await expect(apiRequest('/dashboard', { schema: ZCount })).resolves.toEqual({ count: 3 });
    expect(asked).toHaveLength(1);
    // Taken once: the next read asks the server again.
    await expect(apiRequest('/dashboard', { schema: ZCount })).resolves.toEqual({ count: 4 });
    expect(asked).toHaveLength(2);
  });

  it('is not the answer to another path or to a change', async () => {
    const asked = fakeApi({ count: 1 }, { count: 2 }, { count: 5 });
    requestEarly('/locations?page=1');
    await expect(apiRequest('/locations?page=2', { schema: ZCount })).resolves.toEqual({ count: 2 });
    await expect(apiRequest('/locations?page=1', { method: 'POST', body: {} })).resolves.toEqual({
      count: 5,
    });
    expect(asked.map((a) => `${a.method} ${a.url}`)).toEqual([
      'GET /api/locations?page=1',
      'GET /api/locations?page=2',
      'POST /api/locations?page=1',
    ]);
  });

  it('is asked again when the page comes too late for it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const asked = fakeApi({ count: 1 }, { count: 2 });
    requestEarly('/occurrences/j1');
    vi.setSystemTime(Date.now() + 60_000);
    await expect(apiRequest('/occurrences/j1', { schema: ZCount })).resolves.toEqual({ count: 2 });
    expect(asked).toHaveLength(2);
  });

  it('is not made once the page has asked itself, so a later visit never reads a stale early answer', async () => {
    const asked = fakeApi({ count: 1 }, { count: 2 });
    // The page's code came first and asked for its data; the early request's module arrives after.
    await expect(apiRequest('/complaints', { schema: ZCount })).resolves.toEqual({ count: 1 });
    requestEarly('/complaints');
    expect(asked).toHaveLength(1);
    // Back on the page a few seconds later: the server is asked, and its newer answer shows.
    await expect(apiRequest('/complaints', { schema: ZCount })).resolves.toEqual({ count: 2 });
    expect(asked).toHaveLength(2);
  });

  it('is not made without a session', () => {
    useAuthStore.setState({ token: null });
    const asked = fakeApi({ count: 1 });
    requestEarly('/dashboard');
    expect(asked).toHaveLength(0);
  });
});

describe("the first view's data index.html's script asked for before the app's code", () => {
  beforeAll(() => i18n.init({ lng: 'en', resources: { en: {} } }));
  beforeEach(() => useAuthStore.setState({ token: 'secret-token', region: 'kz' }));
  afterEach(() => {
    vi.unstubAllGlobals();
    (globalThis as { __cleanopsFirstData?: unknown }).__cleanopsFirstData = undefined;
  });

  const askedByScript = (url: string, headers: Record<string, string>, body: unknown | Promise<never>) => {
    const response =
      body instanceof Promise ? body : Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));
    (globalThis as { __cleanopsFirstData?: unknown }).__cleanopsFirstData = {
      url,
      headers,
      response,
      at: Date.now(),
    };
  };
  const asTheAppAsks = {
    Accept: 'application/json',
    'Accept-Language': 'en',
    Authorization: 'Bearer secret-token',
  };

  it('is the answer of the page that asks for the same path, and the server is not asked again', async () => {
    const asked = fakeApi({ count: 9 });
    askedByScript('/api/teams', asTheAppAsks, { count: 2 });
    requestEarly('/teams');
    await expect(apiRequest('/teams', { schema: ZCount })).resolves.toEqual({ count: 2 });
    expect(asked).toHaveLength(0);
    await expect(apiRequest('/teams', { schema: ZCount })).resolves.toEqual({ count: 9 });
    expect(asked).toHaveLength(1);
  });

  it('is not taken when asked with another session or language, or for another path', async () => {
    const asked = fakeApi({ count: 1 }, { count: 2 }, { count: 3 });
    askedByScript('/api/dashboard', { ...asTheAppAsks, Authorization: 'Bearer old-token' }, { count: 7 });
    await expect(apiRequest('/dashboard', { schema: ZCount })).resolves.toEqual({ count: 1 });
    askedByScript('/api/dashboard', { ...asTheAppAsks, 'Accept-Language': 'ru' }, { count: 7 });
    await expect(apiRequest('/dashboard', { schema: ZCount })).resolves.toEqual({ count: 2 });
    askedByScript('/api/occurrences/j1', asTheAppAsks, { count: 7 });
    await expect(apiRequest('/occurrences/j2', { schema: ZCount })).resolves.toEqual({ count: 3 });
    expect(asked.map((a) => a.url)).toEqual(['/api/dashboard', '/api/dashboard', '/api/occurrences/j2']);
  });

  it("is asked again by the app when the script's request failed, so a lost signal reads as one", async () => {
    const asked = fakeApi({ count: 4 });
    const failed = Promise.reject(new TypeError('Failed to fetch'));
    failed.catch(() => undefined);
    askedByScript('/api/employees', asTheAppAsks, failed);
    await expect(apiRequest('/employees', { schema: ZCount })).resolves.toEqual({ count: 4 });
    expect(asked).toHaveLength(1);
  });
});

describe('a request that gets no answer', () => {
  beforeAll(() => i18n.init({ lng: 'en', resources: { en: {} } }));
  afterEach(() => vi.unstubAllGlobals());

  /** The toasts shown while `run` runs, with no network reachable and the browser `online` or not. */
  async function toastsOf(online: boolean, run: () => Promise<unknown>): Promise<string[]> {
    const shown: string[] = [];
    const unbind = bindToastApi({
      error: ({ content }) => shown.push(content),
      success: () => undefined,
      info: () => undefined,
    });
    vi.stubGlobal('navigator', { onLine: online });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    try {
      await run().catch(() => undefined);
    } finally {
      unbind();
    }
    return shown;
  }

  it('shows no toast for a read while the browser is offline: the app works on from the device', async () => {
    expect(await toastsOf(false, () => apiRequest('/occurrences?mine=true'))).toEqual([]);
  });

  it('still says so for a change asked offline, and for a read while the browser thinks it is online', async () => {
    expect(
      await toastsOf(false, () => apiRequest('/profile', { method: 'PATCH', body: { name: 'A' } })),
    ).toHaveLength(1);
    expect(await toastsOf(true, () => apiRequest('/occurrences?mine=true'))).toHaveLength(1);
  });
});
