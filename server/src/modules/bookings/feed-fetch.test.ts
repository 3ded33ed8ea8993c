import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isForbiddenAddress } from '../outbound/outbound-address';
import { calendarServer, fixture } from './booking-test-kit';
import { type FeedFetchOptions, fetchFeed } from './feed-fetch';

/** The production setting: nothing but public addresses. */
const PRODUCTION: FeedFetchOptions = { timeoutMs: 2000, maxBytes: 5_000_000, allowLoopback: false };
const LOCAL: FeedFetchOptions = { ...PRODUCTION, allowLoopback: true };

let calendars: Awaited<ReturnType<typeof calendarServer>>;
beforeAll(async () => {
  calendars = await calendarServer();
  calendars.serve('/airbnb.ics', fixture('airbnb.ics'));
});
afterAll(async () => calendars.close());

describe('SSRF guard with the production setting', () => {
  it.each([
    'https://127.0.0.1/calendar.ics',
    'https://10.1.2.3/calendar.ics',
    'https://169.254.169.254/latest/meta-data/',
    'https://[::1]/calendar.ics',
    'https://[::ffff:127.0.0.1]/calendar.ics',
    'https://[fd00::1]/calendar.ics',
    'https://192.168.1.10/calendar.ics',
    'https://100.64.0.1/calendar.ics',
    'https://0.0.0.0/calendar.ics',
    // IPv4-compatible (deprecated), 6to4 and Teredo carry an IPv4 address inside: refused whole.
    'https://[::127.0.0.1]/calendar.ics',
    'https://[::7f00:1]/calendar.ics',
    'https://[::a00:1]/calendar.ics',
    'https://[2002:7f00:1::]/calendar.ics',
    'https://[2002:5db8:d822::1]/calendar.ics',
    'https://[2001:0:4136:e378:8000:63bf:80ff:fffe]/calendar.ics',
  ])('refuses %s', async (url) => {
    const result = await fetchFeed(url, PRODUCTION);
    expect(result).toMatchObject({ status: 'error', code: 'forbidden_address' });
  });

  it.each([['127.0.0.1'], ['10.0.0.8'], ['169.254.169.254'], ['::1']])(
    'refuses a host name that resolves to %s',
    async (address) => {
      const result = await fetchFeed('https://calendar.example.com/feed.ics', {
        ...PRODUCTION,
        resolve: async () => [address],
      });
      expect(result).toMatchObject({ status: 'error', code: 'forbidden_address' });
    },
  );

  it('refuses a host one of whose addresses is private, whichever comes first', async () => {
    const result = await fetchFeed('https://calendar.example.com/feed.ics', {
      ...PRODUCTION,
      resolve: async () => ['93.184.216.34', '10.0.0.1'],
    });
    expect(result).toMatchObject({ status: 'error', code: 'forbidden_address' });
  });

  it('refuses the local calendar server itself (localhost)', async () => {
    const result = await fetchFeed(
      calendars.url('/airbnb.ics').replace('127.0.0.1', 'localhost'),
      PRODUCTION,
    );
    expect(result).toMatchObject({ status: 'error', code: 'forbidden_address' });
  });

  it('tells public addresses from the rest', () => {
    expect(isForbiddenAddress('93.184.216.34', false)).toBe(false);
    expect(isForbiddenAddress('2606:4700::1111', false)).toBe(false);
    expect(isForbiddenAddress('172.20.0.1', false)).toBe(true);
    expect(isForbiddenAddress('fe80::1', false)).toBe(true);
    expect(isForbiddenAddress('::ffff:a9fe:a9fe', false)).toBe(true);
    expect(isForbiddenAddress('224.0.0.1', false)).toBe(true);
    // The loopback setting lets loopback through, and nothing else.
    expect(isForbiddenAddress('127.0.0.1', true)).toBe(false);
    expect(isForbiddenAddress('::1', true)).toBe(false);
    expect(isForbiddenAddress('10.0.0.1', true)).toBe(true);
    expect(isForbiddenAddress('169.254.169.254', true)).toBe(true);
  });
});

describe('fetching with the loopback setting (tests and local use)', () => {
  it('reads a feed and keeps its validators', async () => {
    const result = await fetchFeed(calendars.url('/airbnb.ics'), LOCAL);
    expect(result.status).toBe('ok');
    if (result.status === 'ok') {
      expect(result.body).toContain('BEGIN:VCALENDAR');
      expect(result.etag).toMatch(/^".+"$/);
    }
  });

  it('follows up to 3 redirects, each checked again, and no more', async () => {
    calendars.route('/r1', (_q, s) => void s.writeHead(302, { location: '/r2' }).end());
    calendars.route('/r2', (_q, s) => void s.writeHead(301, { location: '/r3' }).end());
    calendars.route('/r3', (_q, s) => void s.writeHead(307, { location: '/airbnb.ics' }).end());
    expect((await fetchFeed(calendars.url('/r1'), LOCAL)).status).toBe('ok');
    calendars.route('/r0', (_q, s) => void s.writeHead(302, { location: '/r1' }).end());
    expect(await fetchFeed(calendars.url('/r0'), LOCAL)).toMatchObject({ code: 'too_many_redirects' });
    // A redirect into the metadata address is refused, even from an allowed server.
    calendars.route(
      '/meta',
      (_q, s) => void s.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end(),
    );
    expect(await fetchFeed(calendars.url('/meta'), LOCAL)).toMatchObject({ code: 'forbidden_address' });
  });

  it('stops at the size cap, whether the length is declared or not', async () => {
    calendars.route('/declared', (_q, s) => void s.writeHead(200, { 'content-length': '60000000' }).end());
    expect(await fetchFeed(calendars.url('/declared'), LOCAL)).toMatchObject({ code: 'too_large' });
    calendars.route('/streamed', (_q, s) => {
      s.writeHead(200);
      s.write(Buffer.alloc(3000, 'B'));
      s.end(Buffer.alloc(3000, 'B'));
    });
    expect(await fetchFeed(calendars.url('/streamed'), { ...LOCAL, maxBytes: 4096 })).toMatchObject({
      code: 'too_large',
    });
  });

  it('names an HTTP error by its status', async () => {
    calendars.route('/forbidden', (_q, s) => void s.writeHead(403).end());
    expect(await fetchFeed(calendars.url('/forbidden'), LOCAL)).toMatchObject({
      code: 'http_error',
      httpStatus: 403,
    });
  });
});

describe('the body in its declared charset', () => {
  it('reads windows-1251 when the Content-Type says so, and drops a UTF-8 byte order mark', async () => {
    const russian = 'BEGIN:VCALENDAR\r\nSUMMARY:Недоступно\r\nEND:VCALENDAR\r\n';
    calendars.route('/cp1251.ics', (_req, res) =>
      res
        .writeHead(200, { 'content-type': 'text/calendar; charset=windows-1251' })
        .end(Buffer.from(new Uint8Array([...russian].map(cp1251Byte)))),
    );
    calendars.route('/bom.ics', (_req, res) =>
      res
        .writeHead(200, { 'content-type': 'text/calendar' })
        .end(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(russian)])),
    );
    expect(await fetchFeed(calendars.url('/cp1251.ics'), LOCAL)).toMatchObject({
      status: 'ok',
      body: russian,
    });
    expect(await fetchFeed(calendars.url('/bom.ics'), LOCAL)).toMatchObject({ status: 'ok', body: russian });
  });
});

/** A character's byte in windows-1251 (ASCII, and the Cyrillic А..я block at 0xC0..0xFF). */
function cp1251Byte(char: string): number {
  const code = char.charCodeAt(0);
  if (code < 0x80) return code;
  if (code >= 0x410 && code <= 0x44f) return code - 0x410 + 0xc0;
  throw new Error(`no windows-1251 byte for ${char}`);
}
