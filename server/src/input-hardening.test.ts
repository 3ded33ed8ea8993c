import { ZApiError } from '@cleanops/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody, png } from './modules/files/files.fixtures';
import { newOwner } from './test/factories';
import { createTestApp, type TestApp } from './test/test-app';
import { newWorkPlace } from './test/work-factories';

/**
 * What an outside audit of the API sent: each is a 4xx in our error shape
 * naming what is wrong, never a 500 or Fastify's own body. The API fuzz (api-fuzz.test.ts) sends
 * the same kinds of input at random to every operation; these are the audit's exact requests.
 */
let t: TestApp;
let owner: Awaited<ReturnType<typeof newOwner>>;
let qrToken: string;
let place: Awaited<ReturnType<typeof newWorkPlace>>;

beforeAll(async () => {
  t = await createTestApp();
  owner = await newOwner(t);
  place = await newWorkPlace(t, owner.workspaceId);
  qrToken = place.rooms[0]!.qrToken;
});
afterAll(() => t.close());

function expectFieldError(res: LightMyRequestResponse, path: string) {
  expect(res.statusCode).toBe(400);
  const body = ZApiError.strict().parse(res.json());
  expect(body.details?.fields?.map((f) => f.path)).toContain(path);
  return body;
}

const BOUNDARY = 'auditBoundary';
const multipart = (body: string) => ({
  headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  payload: body,
});

describe('a NUL or another control character', () => {
  it('is a field error in a search, a name and a multi-line text', async () => {
    const search = await t.app.inject({ url: '/api/checklists?search=a%00b', headers: owner.auth });
    const body = expectFieldError(search, 'query.search');
    expect(body.details?.fields?.[0]?.message).toBe(
      'Remove the invisible control characters from this text.',
    );

    const name = await t.app.inject({
      method: 'POST',
      url: '/api/checklists',
      headers: owner.auth,
      payload: { name: 'ab\u0000cd' },
    });
    expectFieldError(name, 'body.name');
    const bell = await t.app.inject({
      method: 'POST',
      url: '/api/teams',
      headers: owner.auth,
      payload: { name: 'Night\u0007shift' },
    });
    expectFieldError(bell, 'body.name');
  });

  it('refuses half an emoji (a lone surrogate), which PostgreSQL cannot keep in JSON', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/rooms/${place.rooms[0]!.id}`,
      headers: { ...owner.auth, 'content-type': 'application/json' },
      payload: '{"name":"Kitchen \\ud800"}',
    });
    expectFieldError(res, 'body.name');
    const key = await t.app.inject({
      method: 'POST',
      url: '/locales/add/en/common',
      headers: { 'content-type': 'application/json' },
      payload: '{"a":"b\\udc00"}',
    });
    expectFieldError(key, 'body.a');
    const emoji = await t.app.inject({
      method: 'PATCH',
      url: `/api/rooms/${place.rooms[0]!.id}`,
      headers: owner.auth,
      payload: { name: 'Kitchen 😀' },
    });
    expect(emoji.statusCode).toBe(200);
  });

  it('keeps line breaks and tabs in multi-line texts but not in names', async () => {
    const team = await t.app.inject({
      method: 'POST',
      url: '/api/teams',
      headers: owner.auth,
      payload: { name: 'Morning shift', description: 'Floors\n\tand windows' },
    });
    expect(team.statusCode).toBe(201);
    expect(team.json().description).toBe('Floors\n\tand windows');
    const twoLines = await t.app.inject({
      method: 'POST',
      url: '/api/teams',
      headers: owner.auth,
      payload: { name: 'Evening\nshift' },
    });
    expectFieldError(twoLines, 'body.name');
  });

  it('is refused in a missing translation key and in a guest review', async () => {
    const key = await t.app.inject({
      method: 'POST',
      url: '/locales/add/en/common',
      payload: { 'a\u0000': 'b' },
    });
    expectFieldError(key, 'body');
    const review = await t.app.inject({
      method: 'POST',
      url: `/api/public/rooms/${qrToken}/complaints`,
      ...multipart(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="rating"\r\n\r\n2\r\n` +
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name="text"\r\n\r\na\u0000b\r\n--${BOUNDARY}--\r\n`,
      ),
    });
    expectFieldError(review, 'body.text');
  });
});

describe('an instant PostgreSQL cannot hold', () => {
  it('is a field error naming the range, in queries and bodies', async () => {
    const yearZero = await t.app.inject({
      url: `/api/complaints?from=${encodeURIComponent('0000-01-01T00:00:00Z')}`,
      headers: owner.auth,
    });
    const body = expectFieldError(yearZero, 'query.from');
    expect(body.details?.fields?.[0]?.message).toBe('Choose a date between 1970 and 9999.');
    // A 9999 date with a negative offset is year 10000 in UTC.
    const yearTenThousand = await t.app.inject({
      method: 'POST',
      url: '/api/complaints',
      headers: owner.auth,
      payload: {
        roomId: place.rooms[0]!.id,
        rating: 3,
        source: 'google',
        createdAt: '9999-12-31T23:59:59-14:00',
      },
    });
    expectFieldError(yearTenThousand, 'body.createdAt');
  });
});

describe('a malformed multipart body', () => {
  const routes = () => [
    { url: '/api/uploads', headers: owner.auth, part: 'file' },
    { url: `/api/public/rooms/${qrToken}/complaints`, headers: {}, part: 'photos' },
  ];

  it('without a boundary, or cut before its closing boundary, is a 400 on the body', async () => {
    for (const route of routes()) {
      const noBoundary = await t.app.inject({
        method: 'POST',
        url: route.url,
        headers: { ...route.headers, 'content-type': 'multipart/form-data' },
        payload: 'x',
      });
      expectFieldError(noBoundary, 'body');
      const cut = await t.app.inject({
        method: 'POST',
        url: route.url,
        headers: { ...route.headers, ...multipart('').headers },
        payload: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${route.part}"; filename="a.png"\r\n\r\nxxxx`,
      });
      expectFieldError(cut, 'body');
    }
  });

  it('that would stall the parser (a large part without Content-Disposition) is a 400, not a hang', async () => {
    const stalling = `--${BOUNDARY}\r\n\r\n${'x'.repeat(100_000)}\r\n--${BOUNDARY}--\r\n`;
    for (const route of routes()) {
      const res = await t.app.inject({
        method: 'POST',
        url: route.url,
        headers: { ...route.headers, ...multipart('').headers },
        payload: stalling,
      });
      expectFieldError(res, 'body');
    }
  });

  it('still lets a well-formed upload through', async () => {
    const form = await multipartBody([{ filename: 'p.png', bytes: await png(), type: 'image/png' }]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      payload: form.payload,
      headers: { ...owner.auth, ...form.headers },
    });
    expect(res.statusCode).toBe(201);
  });
});

describe('the error contract', () => {
  it('answers a path parameter over 100 characters and an undecodable path in our shape', async () => {
    const long = await t.app.inject({ url: `/api/checklists/${'a'.repeat(200)}`, headers: owner.auth });
    expect(long.statusCode).toBe(404);
    expect(ZApiError.strict().parse(long.json()).code).toBe('not_found');
    expect(long.body).not.toContain('aaaa');
    const undecodable = await t.app.inject({
      url: '/api/checklists/%zz',
      headers: { ...owner.auth, 'accept-language': 'ru' },
    });
    expect(expectFieldError(undecodable, 'params').message).toBe('Некоторые поля заполнены неверно.');
  });

  it('takes an empty JSON body as no body', async () => {
    const json = { 'content-type': 'application/json' };
    const other = await newOwner(t);
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { ...other.auth, ...json },
    });
    expect(logout.statusCode).toBe(200);
    const leaver = await newOwner(t);
    const remove = await t.app.inject({
      method: 'DELETE',
      url: '/api/profile',
      headers: { ...leaver.auth, ...json },
    });
    expect(remove.statusCode).toBe(204);
    const needsBody = await t.app.inject({
      method: 'POST',
      url: '/api/checklists',
      headers: { ...owner.auth, ...json },
    });
    expectFieldError(needsBody, 'body');
  });

  it('documents every error status with our error body, and files, QR codes and PDFs by their media types', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json();
    const create = doc.paths['/api/checklists'].post.responses;
    for (const status of ['400', '401', '403', '413', '415', '429', '500', '503']) {
      expect(create[status].content['application/json'].schema.$ref).toBe('#/components/schemas/ApiError');
    }
    expect(Object.keys(doc.paths['/api/rooms/{id}/qr.png'].get.responses['200'].content)).toEqual([
      'image/png',
    ]);
    expect(Object.keys(doc.paths['/api/rooms/{id}/qr.svg'].get.responses['200'].content)).toEqual([
      'image/svg+xml',
    ]);
    expect(Object.keys(doc.paths['/api/locations/{id}/qr-sheet.pdf'].get.responses['200'].content)).toEqual([
      'application/pdf',
    ]);
    expect(Object.keys(doc.paths['/api/files/{id}'].get.responses['200'].content)).toContain(
      'application/pdf',
    );

    const xml = await t.app.inject({
      method: 'POST',
      url: '/api/checklists',
      headers: { ...owner.auth, 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(xml.statusCode).toBe(415);
    expect(ZApiError.strict().parse(xml.json()).code).toBe('unsupported_media_type');
  });
});

describe('what probing beyond the audit found', () => {
  it('gives a checklist line sent twice with one id an id of its own, so each line is ticked alone', async () => {
    const id = '0b6e7f1c-2f4a-4c3e-9a55-1c2d3e4f5a6b';
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/tasks',
      headers: owner.auth,
      payload: {
        kind: 'one_time',
        title: 'Twice',
        locationId: place.location.id,
        roomIds: [place.rooms[0]!.id],
        checklist: [
          { id, text: 'Floor' },
          { id, text: 'Windows' },
        ],
      },
    });
    expect(res.statusCode).toBe(201);
    const ids = res.json().items[0].checklist.map((item: { id: string }) => item.id);
    expect(ids[0]).toBe(id);
    expect(new Set(ids).size).toBe(2);
  });
});
