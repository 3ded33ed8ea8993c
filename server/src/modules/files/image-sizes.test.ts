import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { minimalPdf, newPlace, upload, workspaceOf } from './files.fixtures';
import { sweepOrphanFiles } from './orphan-files';

/** A photo keeps its original plus a thumbnail and a medium size, made once at upload. */

let t: TestApp;
let owner: Awaited<ReturnType<TestApp['signIn']>>;
let other: Awaited<ReturnType<TestApp['signIn']>>;
let workspaceId: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.signIn('sizes-owner@example.com');
  other = await t.signIn('sizes-other@example.com');
  workspaceId = await workspaceOf(t.db, owner.user.id);
});
afterAll(async () => t.close());

const getFile = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const sizesOnDisk = async (id: string) => {
  const names = await fs.readdir(path.join(t.dataDir, 'files', workspaceId)).catch(() => [] as string[]);
  return names.filter((name) => name.startsWith(id)).sort();
};

/**
 * A 12 MP phone photo as the camera writes it: 4000×3000 pixels lying on their side with orientation
 * 6 (upright it is 3000×4000), EXIF with the camera's make, and smooth detail that compresses like a
 * photo (a noise field blown up), not a flat colour that any encoder squeezes to nothing.
 */
async function phonePhoto(): Promise<Buffer> {
  const noise = await sharp({
    create: {
      width: 400,
      height: 300,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .png()
    .toBuffer();
  return sharp(noise)
    .resize(4000, 3000, { kernel: 'cubic' })
    .jpeg({ quality: 92 })
    .withMetadata({ orientation: 6, exif: { IFD0: { Make: 'TestCam', Copyright: 'secret' } } })
    .toBuffer();
}

describe('photo sizes', () => {
  let photo: Buffer;
  let stored: {
    id: string;
    url: string;
    thumbUrl: string;
    mediumUrl: string;
    size: number;
    width: number;
    height: number;
  };
  beforeAll(async () => {
    photo = await phonePhoto();
    const res = await upload(t, owner.auth, photo, 'kitchen.jpg', 'image/jpeg');
    expect(res.statusCode).toBe(201);
    stored = res.json();
  });

  it('keeps the upright original and makes a thumbnail and a medium size at upload, far smaller', async () => {
    expect(photo.length).toBeGreaterThan(1_000_000);
    expect(stored).toMatchObject({ width: 1920, height: 2560 });
    expect(stored.thumbUrl).toBe(`${stored.url}&size=thumb`);
    expect(stored.mediumUrl).toBe(`${stored.url}&size=medium`);
    // Made at upload: on disk before anything asked for them.
    expect(await sizesOnDisk(stored.id)).toEqual([stored.id, `${stored.id}.medium`, `${stored.id}.thumb`]);

    const original = await getFile(stored.url);
    expect(original.headers['content-type']).toBe('image/jpeg');
    const full = await sharp(original.rawPayload).metadata();
    expect([full.format, full.width, full.height]).toEqual(['jpeg', 1920, 2560]);

    const thumb = await getFile(stored.thumbUrl);
    const medium = await getFile(stored.mediumUrl);
    for (const [res, width, height] of [
      [thumb, 360, 480],
      [medium, 960, 1280],
    ] as const) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      const meta = await sharp(res.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', width, height]);
      expect(meta.exif).toBeUndefined();
      expect(res.rawPayload.includes(Buffer.from('TestCam'))).toBe(false);
    }
    // What a list of 100 px thumbnails downloads per photo, against the stored original.
    expect(thumb.rawPayload.length * 10).toBeLessThan(original.rawPayload.length);
    expect(medium.rawPayload.length * 2).toBeLessThan(original.rawPayload.length);
  });

  it('serves a size with the headers of the original: private cache, nosniff, inline, sandboxed', async () => {
    const res = await getFile(stored.thumbUrl);
    expect(res.headers['cache-control']).toBe('private, max-age=3600');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-disposition']).toBe(
      `inline; filename="kitchen.webp"; filename*=UTF-8''kitchen.webp`,
    );
    expect(res.headers['content-security-policy']).toContain('sandbox');
    const byBearer = await getFile(`/api/files/${stored.id}?size=medium`, owner.auth);
    expect(byBearer.headers['content-type']).toBe('image/webp');
  });

  it('answers 400 with the error shape to a size it does not know', async () => {
    for (const size of ['huge', 'THUMB', '']) {
      const res = await getFile(`${stored.url}&size=${size}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation_failed' });
      expect(JSON.stringify(res.json())).toContain('size');
    }
  });

  it('keeps the rights of the original: another workspace gets 404, an altered link 401', async () => {
    const foreign = await getFile(`/api/files/${stored.id}?size=thumb`, other.auth);
    const unknown = await getFile('/api/files/00000000-0000-4000-8000-000000000000?size=thumb', other.auth);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(unknown.json());
    expect((await getFile(`/api/files/${stored.id}?size=thumb`)).statusCode).toBe(401);
    const altered = stored.thumbUrl.replace(/sig=(.)/, (_m, c: string) => `sig=${c === 'A' ? 'B' : 'A'}`);
    expect((await getFile(altered)).statusCode).toBe(401);
    // The other workspace's own link to its own file does not open ours under another id.
    const theirs = (await upload(t, other.auth, await phonePhoto(), 'theirs.jpg')).json();
    expect((await getFile(theirs.thumbUrl.replace(theirs.id, stored.id))).statusCode).toBe(401);
  });

  it('removes the sizes with the photo when it is detached from its room', async () => {
    const { roomId } = await newPlace(t.db, workspaceId);
    const id = (await upload(t, owner.auth, photo, 'training.jpg')).json().id as string;
    const attach = await t.app.inject({
      method: 'POST',
      url: `/api/rooms/${roomId}/materials`,
      headers: owner.auth,
      payload: { fileId: id },
    });
    expect(attach.statusCode).toBeLessThan(300);
    expect(await sizesOnDisk(id)).toHaveLength(3);
    const detach = await t.app.inject({
      method: 'DELETE',
      url: `/api/rooms/${roomId}/materials/${id}`,
      headers: owner.auth,
    });
    expect(detach.statusCode).toBe(204);
    expect(await sizesOnDisk(id)).toEqual([]);
    expect((await getFile(`/api/files/${id}?size=thumb`, owner.auth)).statusCode).toBe(404);
  });

  it('removes the sizes of an orphan with the orphan', async () => {
    const id = (await upload(t, owner.auth, photo, 'never-attached.jpg')).json().id as string;
    await t.db
      .update(files)
      .set({ createdAt: new Date(Date.now() - 25 * 3_600_000) })
      .where(eq(files.id, id));
    await sweepOrphanFiles(t.db, t.app.fileStorage);
    expect(await sizesOnDisk(id)).toEqual([]);
  });

  it('makes the sizes of a photo stored before sizes existed on its first request, once', async () => {
    const id = (await upload(t, owner.auth, photo, 'old.jpg')).json().id as string;
    const dir = path.join(t.dataDir, 'files', workspaceId);
    await fs.rm(path.join(dir, `${id}.thumb`));
    await fs.rm(path.join(dir, `${id}.medium`));
    expect(await sizesOnDisk(id)).toEqual([id]);

    const res = await getFile(`/api/files/${id}?size=thumb`, owner.auth);
    expect(res.headers['content-type']).toBe('image/webp');
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([360, 480]);
    expect(await sizesOnDisk(id)).toEqual([id, `${id}.thumb`]);
    const stat = await fs.stat(path.join(dir, `${id}.thumb`));
    await getFile(`/api/files/${id}?size=thumb`, owner.auth);
    expect((await fs.stat(path.join(dir, `${id}.thumb`))).mtimeMs).toBe(stat.mtimeMs);
  });

  it('has no sizes for a document: null links, and a size asked of it answers the document', async () => {
    const res = await upload(t, owner.auth, minimalPdf(), 'rules.pdf');
    expect(res.json()).toMatchObject({ thumbUrl: null, mediumUrl: null });
    const asked = await getFile(`/api/files/${res.json().id}?size=thumb`, owner.auth);
    expect(asked.statusCode).toBe(200);
    expect(asked.headers['content-type']).toBe('application/pdf');
    expect(await sizesOnDisk(res.json().id)).toEqual([res.json().id]);
  });
});
