import fs from 'node:fs/promises';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, roomMaterials } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { contentDisposition, sanitiseFileName } from './file-names';
import { cameraJpeg, minimalPdf, multipartBody, newPlace, png, upload, workspaceOf } from './files.fixtures';
import { sweepOrphanFiles } from './orphan-files';

let t: TestApp;
let owner: Awaited<ReturnType<TestApp['signIn']>>;
let other: Awaited<ReturnType<TestApp['signIn']>>;
let workspaceId: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.signIn('files-owner@example.com');
  other = await t.signIn('files-other@example.com');
  workspaceId = await workspaceOf(t.db, owner.user.id);
});
afterAll(async () => t.close());

const getFile = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const fileRowCount = async () => (await t.db.select({ n: count() }).from(files))[0]!.n;

/** Every file under DATA_DIR/files, as `<workspace>/<file>` paths. */
async function storedPaths(): Promise<string[]> {
  const root = path.join(t.dataDir, 'files');
  const entries = await fs.readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.relative(root, path.join(e.parentPath, e.name)));
}

describe('POST /uploads: photos', () => {
  it('stores a JPEG re-encoded without its EXIF, readable by bearer and by its signed link', async () => {
    const original = await cameraJpeg(64, 48);
    expect((await sharp(original).metadata()).exif).toBeDefined();

    const res = await upload(t, owner.auth, original, 'holiday.jpg', 'image/jpeg');
    expect(res.statusCode).toBe(201);
    const stored = res.json();
    expect(stored).toMatchObject({
      kind: 'image',
      mime: 'image/jpeg',
      name: 'holiday.jpg',
      width: 64,
      height: 48,
    });
    expect(await storedPaths()).toContain(`${workspaceId}/${stored.id}`);

    const byBearer = await getFile(`/api/files/${stored.id}`, owner.auth);
    expect(byBearer.statusCode).toBe(200);
    expect(byBearer.headers['content-type']).toBe('image/jpeg');
    expect(byBearer.headers['x-content-type-options']).toBe('nosniff');
    expect(byBearer.headers['cache-control']).toBe('private, max-age=3600');
    expect(byBearer.headers['content-disposition']).toBe(
      `inline; filename="holiday.jpg"; filename*=UTF-8''holiday.jpg`,
    );
    expect(byBearer.headers['content-security-policy']).toBe(
      "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
    );
    expect(Number(byBearer.headers['content-length'])).toBe(stored.size);
    const served = byBearer.rawPayload;
    const meta = await sharp(served).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.format).toBe('jpeg');
    expect(served.includes(Buffer.from('TestCam'))).toBe(false);

    // An <img src> sends no bearer: the signed url alone lets the owner's browser load it.
    expect(stored.url).toMatch(new RegExp(`^/api/files/${stored.id}\\?uid=.+&exp=\\d+&sig=`));
    const byLink = await getFile(stored.url);
    expect(byLink.statusCode).toBe(200);
    expect(byLink.rawPayload.equals(served)).toBe(true);
  });

  it('turns a photo upright by its orientation flag and shrinks it to 2560 px', async () => {
    // Orientation 6: the camera was held upright, the pixels are stored lying on their side.
    const res = await upload(t, owner.auth, await cameraJpeg(4000, 3000, 6), 'tall.jpg');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ width: 1920, height: 2560 });
    const meta = await sharp(
      (await getFile(`/api/files/${res.json().id}`, owner.auth)).rawPayload,
    ).metadata();
    expect([meta.width, meta.height, meta.orientation]).toEqual([1920, 2560, undefined]);
  });

  it('keeps a small image at its size', async () => {
    const res = await upload(t, owner.auth, await png(300, 200), 'small.png');
    expect(res.json()).toMatchObject({ width: 300, height: 200, mime: 'image/png' });
  });

  it('goes by the bytes: a PNG named x.jpg is stored as x.png', async () => {
    const res = await upload(t, owner.auth, await png(), 'x.jpg', 'image/jpeg');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ kind: 'image', mime: 'image/png', name: 'x.png' });
    expect((await getFile(`/api/files/${res.json().id}`, owner.auth)).headers['content-type']).toBe(
      'image/png',
    );
  });

  it('keeps the first frame of a GIF, as a PNG', async () => {
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: 'green' } })
      .gif()
      .toBuffer();
    const res = await upload(t, owner.auth, gif, 'wave.gif');
    expect(res.json()).toMatchObject({ mime: 'image/png', name: 'wave.png' });
  });

  it('refuses a file that starts like a JPEG but does not decode', async () => {
    const broken = Buffer.concat([(await cameraJpeg()).subarray(0, 40), Buffer.alloc(200, 7)]);
    const before = await fileRowCount();
    const res = await upload(t, owner.auth, broken, 'broken.jpg');
    expect(res.statusCode).toBe(415);
    expect(res.json().code).toBe('unsupported_file_type');
    expect(await fileRowCount()).toBe(before);
  });
});

describe('POST /uploads: documents and what is refused', () => {
  it('stores a PDF as a document, shown inline and not sandboxed (browsers refuse sandboxed PDFs)', async () => {
    const res = await upload(t, owner.auth, minimalPdf(), 'House rules.pdf', 'application/pdf');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      kind: 'document',
      mime: 'application/pdf',
      name: 'House rules.pdf',
      width: null,
      height: null,
    });
    const served = await getFile(`/api/files/${res.json().id}`, owner.auth);
    expect(served.rawPayload.equals(minimalPdf())).toBe(true);
    expect(served.headers['content-disposition']).toBe(
      `inline; filename="House rules.pdf"; filename*=UTF-8''House%20rules.pdf`,
    );
    expect(served.headers['content-security-policy']).toBe(
      "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'",
    );
  });

  it('takes an old Word file by its name, and offers it as a download', async () => {
    const cfb = Buffer.concat([
      Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
      Buffer.alloc(1024),
    ]);
    const res = await upload(t, owner.auth, cfb, 'Инструкция.doc');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ mime: 'application/msword', name: 'Инструкция.doc' });
    const served = await getFile(`/api/files/${res.json().id}`, owner.auth);
    expect(served.headers['content-disposition']).toBe(
      `attachment; filename="__________.doc"; filename*=UTF-8''${encodeURIComponent('Инструкция.doc')}`,
    );
    expect((await upload(t, owner.auth, cfb, 'setup.msi')).statusCode).toBe(415);
  });

  it.each([
    ['text named evil.jpg', Buffer.from('just some words, not a photo'), 'evil.jpg', 'image/jpeg'],
    ['HTML named a.pdf', Buffer.from('<!doctype html><script>alert(1)</script>'), 'a.pdf', 'application/pdf'],
    [
      'SVG named logo.png',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'logo.png',
      'image/png',
    ],
    [
      'a Windows program',
      Buffer.concat([Buffer.from('MZ'), Buffer.alloc(300)]),
      'setup.pdf',
      'application/pdf',
    ],
  ])('refuses %s with 415 and stores nothing', async (_label, bytes, name, type) => {
    const before = await fileRowCount();
    const res = await upload(t, owner.auth, bytes, name, type);
    expect(res.statusCode).toBe(415);
    expect(res.json().code).toBe('unsupported_file_type');
    expect(res.json().message).toContain('PDF');
    expect(await fileRowCount()).toBe(before);
  });

  it('refuses an image over 10 MB with 413', async () => {
    const big = Buffer.concat([await cameraJpeg(), Buffer.alloc(11 * 1024 * 1024)]);
    const res = await upload(t, owner.auth, big, 'huge.jpg');
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      code: 'file_too_large',
      message: 'The file is too large: images up to 10 MB, documents up to 20 MB.',
    });
  });

  it('refuses a 21 MB document with 413 and keeps nothing of it', async () => {
    const rowsBefore = await fileRowCount();
    const pathsBefore = await storedPaths();
    const big = Buffer.concat([minimalPdf(), Buffer.alloc(21 * 1024 * 1024)]);
    const res = await upload(t, owner.auth, big, 'manual.pdf');
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('file_too_large');
    expect(await fileRowCount()).toBe(rowsBefore);
    expect(await storedPaths()).toEqual(pathsBefore);
  });

  it('answers 400 for a body without a `file` part', async () => {
    const other = await multipartBody([{ field: 'photo', filename: 'a.png', bytes: await png() }]);
    for (const body of [await multipartBody([], { note: 'no file' }), other]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/uploads',
        payload: body.payload,
        headers: { ...owner.auth, ...body.headers },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().details.fields).toEqual([{ path: 'file', message: 'Required field.' }]);
    }
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      payload: {},
      headers: owner.auth,
    });
    expect(json.statusCode).toBe(400);
  });

  it('answers 401 to an upload without a session and stores nothing', async () => {
    const before = await fileRowCount();
    const res = await upload(t, {}, await png(), 'a.png');
    expect(res.statusCode).toBe(401);
    expect(await fileRowCount()).toBe(before);
  });

  it('localises the refusal', async () => {
    const res = await upload(t, { ...owner.auth, 'accept-language': 'kz' }, Buffer.from('hello'), 'a.txt');
    expect(res.json().message).toMatch(/^Мұндай файл қабылданбайды/);
  });
});

describe('file names', () => {
  it('keeps only the base name of a path, with the type of the bytes', async () => {
    const res = await upload(t, owner.auth, await png(), '../../etc/passwd.png');
    expect(res.json().name).toBe('passwd.png');
    expect(sanitiseFileName('C:\\Users\\me\\..\\photo.jpeg', 'png')).toBe('photo.png');
    expect(sanitiseFileName('/var/www/../../x/report', 'pdf')).toBe('report.pdf');
  });

  it('drops control characters, direction overrides and characters Windows forbids', async () => {
    const res = await upload(t, owner.auth, await png(), 'in\u0007voice\u202Egnp.exe.png');
    expect(res.json().name).toBe('invoicegnp.exe.png');
    expect(sanitiseFileName('a<b>c:d"e|f?g*h.pdf', 'pdf')).toBe('abcdefgh.pdf');
    expect(sanitiseFileName('  many    spaces\t here .pdf', 'pdf')).toBe('many spaces here.pdf');
  });

  it('falls back to `file`, and cuts long names keeping the extension', () => {
    expect(sanitiseFileName('...', 'png')).toBe('file.png');
    expect(sanitiseFileName(undefined, 'pdf')).toBe('file.pdf');
    const long = sanitiseFileName(`${'я'.repeat(200)}.docx`, 'docx');
    expect(long).toHaveLength(120);
    expect(long.endsWith('я.docx')).toBe(true);
    const emoji = sanitiseFileName(`${'😀'.repeat(200)}.pdf`, 'pdf');
    expect(Array.from(emoji)).toHaveLength(120);
    expect(emoji.endsWith('😀.pdf')).toBe(true);
  });

  it('writes a download header that survives any name', () => {
    expect(contentDisposition('attachment', "O'Neil (1).pdf")).toBe(
      `attachment; filename="O'Neil (1).pdf"; filename*=UTF-8''O%27Neil%20%281%29.pdf`,
    );
  });
});

describe('GET /files/{id}', () => {
  let fileId: string;
  let url: string;
  beforeAll(async () => {
    const res = await upload(t, owner.auth, await png(), 'plan.png');
    ({ id: fileId, url } = res.json());
  });

  it('answers 404 to another workspace, exactly as for an unknown id', async () => {
    const foreign = await getFile(`/api/files/${fileId}`, other.auth);
    const unknown = await getFile('/api/files/00000000-0000-4000-8000-000000000000', other.auth);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(unknown.json());
  });

  it('answers 401 without a session, and to a signed link that was altered or re-pointed', async () => {
    expect((await getFile(`/api/files/${fileId}`)).statusCode).toBe(401);
    const altered = url.replace(/sig=(.)/, (_m: string, c: string) => `sig=${c === 'A' ? 'B' : 'A'}`);
    expect((await getFile(altered)).statusCode).toBe(401);
    const otherFile = (await upload(t, owner.auth, await png(), 'b.png')).json().id;
    expect((await getFile(url.replace(fileId, otherFile))).statusCode).toBe(401);
    const later = url.replace(/exp=(\d+)/, (_m: string, exp: string) => `exp=${Number(exp) + 600}`);
    expect((await getFile(later)).statusCode).toBe(401);
  });

  it('answers 400 to an id that is not a uuid', async () => {
    expect((await getFile('/api/files/not-an-id', owner.auth)).statusCode).toBe(400);
  });

  it('answers 404 when the bytes are gone from the disk', async () => {
    const res = await upload(t, owner.auth, await png(), 'lost.png');
    await fs.rm(path.join(t.dataDir, 'files', workspaceId, res.json().id));
    expect((await getFile(`/api/files/${res.json().id}`, owner.auth)).statusCode).toBe(404);
  });

  it('serves a byte range, as a video player asks for', async () => {
    const pdf = await upload(t, owner.auth, minimalPdf(), 'r.pdf');
    const res = await getFile(`/api/files/${pdf.json().id}`, { ...owner.auth, range: 'bytes=0-7' });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-range']).toBe(`bytes 0-7/${minimalPdf().length}`);
    expect(res.body).toBe('%PDF-1.4');
    const ignored = await getFile(`/api/files/${pdf.json().id}`, { ...owner.auth, range: 'bytes=9999-' });
    expect(ignored.statusCode).toBe(200);
  });
});

describe('orphan sweep', () => {
  it('deletes day-old files attached to nothing, rows and bytes, and keeps attached and fresh ones', async () => {
    const { roomId } = await newPlace(t.db, workspaceId);
    const [oldOrphan, oldAttached, freshOrphan] = await Promise.all(
      ['old.png', 'attached.png', 'fresh.png'].map(
        async (name) => (await upload(t, owner.auth, await png(), name)).json().id as string,
      ),
    );
    const dayAndHourAgo = new Date(Date.now() - 25 * 3_600_000);
    for (const id of [oldOrphan!, oldAttached!]) {
      await t.db.update(files).set({ createdAt: dayAndHourAgo }).where(eq(files.id, id));
    }
    await t.db.insert(roomMaterials).values({ roomId, fileId: oldAttached! });

    const result = await sweepOrphanFiles(t.db, t.app.fileStorage);
    expect(result.skipped).toBe(false);
    expect(result.deleted).toBeGreaterThanOrEqual(1);

    const left = (await t.db.select({ id: files.id }).from(files)).map((r) => r.id);
    expect(left).not.toContain(oldOrphan);
    expect(left).toEqual(expect.arrayContaining([oldAttached, freshOrphan]));
    const paths = await storedPaths();
    expect(paths).not.toContain(`${workspaceId}/${oldOrphan}`);
    expect(paths).toEqual(
      expect.arrayContaining([`${workspaceId}/${oldAttached}`, `${workspaceId}/${freshOrphan}`]),
    );
    expect((await getFile(`/api/files/${oldOrphan}`, owner.auth)).statusCode).toBe(404);
    expect((await sweepOrphanFiles(t.db, t.app.fileStorage)).deleted).toBe(0);
  });
});

describe('deleting an owner account', () => {
  it('removes the workspace files from the disk', async () => {
    const leaving = await t.signIn('files-leaving@example.com');
    const leavingWorkspace = await workspaceOf(t.db, leaving.user.id);
    const id = (await upload(t, leaving.auth, await png(), 'a.png')).json().id;
    expect(await storedPaths()).toContain(`${leavingWorkspace}/${id}`);
    const res = await t.app.inject({ method: 'DELETE', url: '/api/profile', headers: leaving.auth });
    expect(res.statusCode).toBe(204);
    expect((await storedPaths()).some((p) => p.startsWith(leavingWorkspace))).toBe(false);
    // Only that workspace's: another owner's files stay.
    const kept = (await upload(t, owner.auth, await png(), 'b.png')).json().id;
    expect(await storedPaths()).toContain(`${workspaceId}/${kept}`);
  });
});
