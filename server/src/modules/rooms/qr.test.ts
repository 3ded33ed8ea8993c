import { crc32 } from 'node:zlib';
import { eq } from 'drizzle-orm';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { GUEST_NOTE } from './qr-sheet';

let t: TestApp;
beforeAll(async () => {
  // With a trailing slash, as people type it: the codes must not get a double slash.
  t = await createTestApp({ PUBLIC_URL: 'https://clean.example.com/' });
});
afterAll(async () => t.close());

type Headers = Record<string, string>;

let n = 0;
const freshEmail = () => `qr${++n}-${Date.now()}@example.com`;
const get = (url: string, headers: Headers = {}) => t.app.inject({ url, headers });

async function newOwner() {
  const signed = await t.signIn(freshEmail());
  const [row] = await t.db.select().from(users).where(eq(users.id, signed.user.id));
  return { ...signed, workspaceId: row!.workspaceId! };
}

async function newLocation(headers: Headers, title = 'Dastarkhan restaurant') {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/locations',
    headers,
    payload: {
      title,
      address: 'Dostyk 12, Almaty',
      type: 'commercial',
      commercialKind: 'restaurant',
      timezone: 'Asia/Almaty',
      checkoutTime: '12:00',
      cleaningDuration: 360,
      recleanAfter: 15,
      requirePhoto: false,
      requireReport: false,
      requireScan: false,
    },
  });
  return res.json() as { id: string; title: string; qrSheetUrl: string };
}

async function newRoom(headers: Headers, locationId: string, name: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/locations/${locationId}/rooms`,
    headers,
    payload: { name },
  });
  if (res.statusCode !== 201) throw new Error(`create room failed: ${res.body}`);
  return res.json() as { id: string; name: string; publicUrl: string; qrPngUrl: string; qrSvgUrl: string };
}

/** What an ordinary QR reader gets from an image. */
async function scan(image: Buffer | sharp.Sharp): Promise<string | undefined> {
  const { data, info } = await (Buffer.isBuffer(image) ? sharp(image) : image)
    .toColourspace('srgb')
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * The images a PDF holds, rebuilt as PNG files: pdfkit stores a grayscale PNG's IDAT stream as is
 * (Flate with PNG predictors), so a header and an end are all they need to be read again.
 */
/** A text of the PDF's document information (pdfkit writes it as a UTF-16 literal string object). */
function pdfInfo(pdf: Buffer, key: string): string | undefined {
  const text = pdf.toString('latin1');
  const ref = new RegExp(`/${key} (\\d+) 0 R`).exec(text)?.[1];
  const literal = ref && new RegExp(`\n${ref} 0 obj\n\\(([\\s\\S]*?)\\)\nendobj`).exec(text)?.[1];
  if (!literal) return undefined;
  const escapes: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' };
  const raw = literal.replace(/\\([nrtbf()\\]|[0-7]{1,3})/g, (_, c: string) =>
    /^[0-7]/.test(c) ? String.fromCharCode(Number.parseInt(c, 8)) : (escapes[c] ?? c),
  );
  const bytes = Buffer.from(raw, 'latin1');
  return bytes[0] === 0xfe && bytes[1] === 0xff ? bytes.subarray(2).swap16().toString('utf16le') : raw;
}

function pdfImages(pdf: Buffer): Buffer[] {
  const text = pdf.toString('latin1');
  const images: Buffer[] = [];
  for (const match of text.matchAll(/\/Subtype \/Image\n([\s\S]*?)>>\nstream\n/g)) {
    const field = (name: string) => Number(new RegExp(`/${name} (\\d+)`).exec(match[1]!)?.[1]);
    const start = match.index + match[0].length;
    const header = Buffer.alloc(13);
    header.writeUInt32BE(field('Width'), 0);
    header.writeUInt32BE(field('Height'), 4);
    header[8] = 8; // bit depth; colour type 0 (gray), no interlace
    images.push(
      Buffer.concat([
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
        pngChunk('IHDR', header),
        pngChunk('IDAT', pdf.subarray(start, start + field('Length'))),
        pngChunk('IEND', Buffer.alloc(0)),
      ]),
    );
  }
  return images;
}

const pageCount = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type \/Page\n/g)?.length ?? 0;

describe('GET /rooms/{id}/qr.png and qr.svg', () => {
  it('gives a PNG that scans to the room’s public URL, cacheable in private, shown inline', async () => {
    const owner = await newOwner();
    const location = await newLocation(owner.auth);
    const room = await newRoom(owner.auth, location.id, 'Kitchen');
    expect(room.publicUrl).toMatch(/^https:\/\/clean\.example\.com\/q\/[\w-]{22}$/);
    const res = await get(`/api/rooms/${room.id}/qr.png`, owner.auth);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('private, max-age=300');
    expect(res.headers['content-disposition']).toBe(
      `inline; filename="Kitchen-qr.png"; filename*=UTF-8''Kitchen-qr.png`,
    );
    const { width } = await sharp(res.rawPayload).metadata();
    expect(width).toBeGreaterThanOrEqual(500);
    expect(await scan(res.rawPayload)).toBe(room.publicUrl);
  });

  it('offers it as a download with ?download=1, named after the room in any alphabet', async () => {
    const owner = await newOwner();
    const location = await newLocation(owner.auth);
    const room = await newRoom(owner.auth, location.id, 'Қонақ бөлмесі / 2');
    const res = await get(`/api/rooms/${room.id}/qr.png?download=1`, owner.auth);
    expect(res.statusCode).toBe(200);
    const name = encodeURIComponent('Қонақ бөлмесі 2-qr.png');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="_____ _______ 2-qr.png"; filename*=UTF-8''${name}`,
    );
    expect(await scan(res.rawPayload)).toBe(room.publicUrl);
  });

  it('gives an SVG made of paths that, drawn, scans to the same URL', async () => {
    const owner = await newOwner();
    const location = await newLocation(owner.auth);
    const room = await newRoom(owner.auth, location.id, 'Hall');
    const res = await get(`/api/rooms/${room.id}/qr.svg`, owner.auth);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['content-disposition']).toMatch(/^inline; filename="Hall-qr\.svg"/);
    expect(res.body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*viewBox="0 0 \d+ \d+"/);
    expect(res.body).toContain('<path');
    expect(res.body.trim().endsWith('</svg>')).toBe(true);
    // Drawn large (the viewBox counts modules), as a printer or a screen would.
    expect(await scan(sharp(Buffer.from(res.body), { density: 1200 }).resize(600))).toBe(room.publicUrl);
  });
});

describe('signed links (DECISIONS.md §1)', () => {
  it('opens the QR image without a bearer header, and nothing else with it', async () => {
    const owner = await newOwner();
    const location = await newLocation(owner.auth);
    const a = await newRoom(owner.auth, location.id, 'Kitchen');
    const b = await newRoom(owner.auth, location.id, 'Hall');

    const res = await get(a.qrPngUrl);
    expect(res.statusCode).toBe(200);
    expect(await scan(res.rawPayload)).toBe(a.publicUrl);
    expect((await get(`${a.qrPngUrl}&download=1`)).headers['content-disposition']).toMatch(/^attachment/);
    expect((await get(a.qrSvgUrl)).statusCode).toBe(200);

    const sig = new URL(a.qrPngUrl, 'http://x').searchParams.get('sig')!;
    const altered = a.qrPngUrl.replace(
      `sig=${sig}`,
      `sig=${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`,
    );
    expect((await get(altered)).statusCode).toBe(401);
    expect((await get(`/api/rooms/${a.id}/qr.png`)).statusCode).toBe(401);
    // A's signature does not open B's code, nor A's own details.
    const query = a.qrPngUrl.split('?')[1];
    expect((await get(`/api/rooms/${b.id}/qr.png?${query}`)).statusCode).toBe(401);
    expect((await get(`/api/rooms/${a.id}?${query}`)).statusCode).toBe(401);
  });

  it('stops working for a user who has left the workspace', async () => {
    const owner = await newOwner();
    const location = await newLocation(owner.auth);
    const cleaner = await t.signIn(freshEmail());
    await t.db
      .update(users)
      .set({ type: 'staff', role: 'cleaner', workspaceId: owner.workspaceId })
      .where(eq(users.id, cleaner.user.id));
    await newRoom(owner.auth, location.id, 'Kitchen');
    const sheet = (await get(`/api/locations/${location.id}`, cleaner.auth)).json().qrSheetUrl;
    expect((await get(sheet)).statusCode).toBe(200);
    await t.db.update(users).set({ workspaceId: null, role: null }).where(eq(users.id, cleaner.user.id));
    expect((await get(sheet)).statusCode).toBe(404);
  });
});

describe('GET /locations/{id}/qr-sheet.pdf', () => {
  it('prints every room’s code, six to an A4 page, each scanning to its room', async () => {
    const owner = await newOwner();
    const location = await newLocation(owner.auth, 'Қонақ үй «Алматы»');
    const names = ['Қонақ бөлмесі', 'Kitchen', 'Hall', 'Terrace', 'Bar', 'Toilets', 'Кладовая'];
    const created = [];
    for (const name of names) created.push(await newRoom(owner.auth, location.id, name));

    const res = await get(location.qrSheetUrl);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    // Never an old sheet from the cache: a room added a minute ago must be on it.
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.headers['content-disposition']).toMatch(/^inline; filename=".*-qr\.pdf"; filename\*=UTF-8''/);
    const pdf = res.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pageCount(pdf)).toBe(2);
    const images = pdfImages(pdf);
    expect(images).toHaveLength(names.length);
    const scanned = await Promise.all(images.map((image) => scan(image)));
    expect(scanned.sort()).toEqual(created.map((room) => room.publicUrl).sort());
    // The room and location names are written with a font that has Kazakh letters, embedded.
    expect(pdf.toString('latin1')).toMatch(/\/FontName \/[A-Z]{6}\+DejaVuSans-Bold/);
  });

  it("tells guests what scanning gives them in the owner's language, whoever prints it", async () => {
    const owner = await newOwner();
    await t.db.update(users).set({ language: 'ru' }).where(eq(users.id, owner.user.id));
    const location = await newLocation(owner.auth);
    await newRoom(owner.auth, location.id, 'Зал');
    for (const language of ['en', 'es']) {
      const res = await get(`/api/locations/${location.id}/qr-sheet.pdf`, {
        ...owner.auth,
        'accept-language': language,
      });
      expect(res.statusCode).toBe(200);
      expect(pdfInfo(res.rawPayload, 'Subject')).toBe(GUEST_NOTE.ru);
    }
    expect(GUEST_NOTE.ru).toContain('оценить уборку');

    await t.db.update(users).set({ language: 'kk' }).where(eq(users.id, owner.user.id));
    const kazakh = await get(`/api/locations/${location.id}/qr-sheet.pdf`, owner.auth);
    expect(pdfInfo(kazakh.rawPayload, 'Subject')).toBe(GUEST_NOTE.kk);
  });

  it('answers a one-page sheet saying there are no rooms yet for an empty location', async () => {
    const owner = await newOwner();
    const location = await newLocation(owner.auth);
    for (const language of ['en', 'ru', 'kz', 'es']) {
      const res = await get(`/api/locations/${location.id}/qr-sheet.pdf`, {
        ...owner.auth,
        'accept-language': language,
      });
      expect(res.statusCode).toBe(200);
      expect(pageCount(res.rawPayload)).toBe(1);
      expect(pdfImages(res.rawPayload)).toEqual([]);
    }
  });
});
