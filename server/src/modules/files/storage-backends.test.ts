import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { files } from '../../db/schema';
import { startS3Server } from '../../test/s3-server';
import { createTestApp, type TestApp } from '../../test/test-app';
import { type FileStorage, LocalDiskStorage, parseFilesUrl, variantKey } from './file-storage';
import { cameraJpeg, minimalPdf, upload, workspaceOf } from './files.fixtures';
import { sweepOrphanFiles } from './orphan-files';
import { S3Storage } from './s3-storage';

/**
 * Files on the local disk or in any S3-compatible bucket behave the same, for the storage
 * itself and for what a user does with files over HTTP. The S3 side runs against a local s3rver.
 */

let s3: Awaited<ReturnType<typeof startS3Server>>;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => s3?.close());

type Backend = 'disk' | 's3';

async function openStorage(backend: Backend): Promise<{ storage: FileStorage; close(): Promise<void> }> {
  if (backend === 's3') {
    const storage = await S3Storage.open(parseFilesUrl(s3.filesUrl));
    return { storage, close: async () => storage.close() };
  }
  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'cleanops-disk-'));
  return { storage: new LocalDiskStorage(root), close: () => fs.rm(root, { recursive: true, force: true }) };
}

describe.each<Backend>(['disk', 's3'])('%s storage', (backend) => {
  let storage: FileStorage;
  let closeStorage: () => Promise<void>;
  beforeAll(async () => {
    ({ storage, close: closeStorage } = await openStorage(backend));
  });
  afterAll(async () => closeStorage());

  const bytes = Buffer.from([0, 1, 2, 0xff, 0xfe, 0x0d, 0x0a, 0x25]);

  it('gives back exactly the bytes it was given, and null for a key it never held', async () => {
    const key = `${randomUUID()}/${randomUUID()}`;
    await storage.put(key, bytes);
    expect(await storage.get(key)).toEqual(bytes);
    await storage.put(key, Buffer.from('replaced'));
    expect((await storage.get(key))?.toString()).toBe('replaced');
    expect(await storage.get(`${randomUUID()}/${randomUUID()}`)).toBeNull();
  });

  it('deletes a file with its smaller sizes and leaves its neighbours alone', async () => {
    const workspace = randomUUID();
    const key = `${workspace}/${randomUUID()}`;
    const neighbour = `${workspace}/${randomUUID()}`;
    for (const k of [key, variantKey(key, 'thumb'), variantKey(key, 'medium'), neighbour])
      await storage.put(k, bytes);
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    expect(await storage.get(variantKey(key, 'thumb'))).toBeNull();
    expect(await storage.get(variantKey(key, 'medium'))).toBeNull();
    expect(await storage.get(neighbour)).toEqual(bytes);
    // Deleting what is already gone is not an error (a retried delete, a sweep after a crash).
    await expect(storage.delete(key)).resolves.toBeUndefined();
  });

  it('deletes a whole workspace, past one page of a listing, and keeps every other workspace', async () => {
    const gone = randomUUID();
    const kept = randomUUID();
    // More than S3 lists per page and deletes per request (1000 each).
    const keys = Array.from({ length: 1005 }, () => `${gone}/${randomUUID()}`);
    for (let i = 0; i < keys.length; i += 25)
      await Promise.all(keys.slice(i, i + 25).map((k) => storage.put(k, bytes)));
    await storage.put(`${kept}/${randomUUID()}`, bytes);
    const keptKey = `${kept}/${randomUUID()}`;
    await storage.put(keptKey, bytes);

    await storage.deletePrefix(gone);
    const leftovers = await Promise.all([keys[0]!, keys[999]!, keys[1004]!].map((k) => storage.get(k)));
    expect(leftovers).toEqual([null, null, null]);
    expect(await storage.get(keptKey)).toEqual(bytes);
    await expect(storage.deletePrefix(randomUUID())).resolves.toBeUndefined();
  });

  it('refuses a key that is not ours, before touching the store', async () => {
    for (const key of ['../etc/passwd', `${randomUUID()}/../x`, 'kitchen.jpg', `${randomUUID()}/`]) {
      await expect(storage.put(key, bytes)).rejects.toThrow(/unsafe storage key/);
      await expect(storage.get(key)).rejects.toThrow(/unsafe storage key/);
      await expect(storage.delete(key)).rejects.toThrow(/unsafe storage key/);
    }
    await expect(storage.deletePrefix('..')).rejects.toThrow(/unsafe storage key/);
  });
});

describe.each<Backend>(['disk', 's3'])('files over HTTP on %s', (backend) => {
  let t: TestApp;
  let owner: Awaited<ReturnType<TestApp['signIn']>>;
  let other: Awaited<ReturnType<TestApp['signIn']>>;
  let workspaceId: string;
  beforeAll(async () => {
    t = await createTestApp(backend === 's3' ? { FILES_URL: s3.filesUrl } : {});
    owner = await t.signIn(`${backend}-owner@example.com`);
    other = await t.signIn(`${backend}-other@example.com`);
    workspaceId = await workspaceOf(t.db, owner.user.id);
  });
  afterAll(async () => t?.close());

  const getFile = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it('stores an uploaded photo with its sizes and serves each through the access checks', async () => {
    expect(t.app.fileStorage).toBeInstanceOf(backend === 's3' ? S3Storage : LocalDiskStorage);
    const res = await upload(t, owner.auth, await cameraJpeg(1200, 900), 'hall.jpg', 'image/jpeg');
    expect(res.statusCode).toBe(201);
    const stored = res.json() as { id: string; url: string; thumbUrl: string };
    const key = `${workspaceId}/${stored.id}`;
    // The bytes are in the configured store, sizes included, made at upload.
    expect(await t.app.fileStorage.get(key)).not.toBeNull();
    expect(await t.app.fileStorage.get(variantKey(key, 'thumb'))).not.toBeNull();

    const original = await getFile(`/api/files/${stored.id}`, owner.auth);
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(original.rawPayload).metadata()).width).toBe(1200);

    const thumb = await getFile(stored.thumbUrl);
    expect(thumb.statusCode).toBe(200);
    expect((await sharp(thumb.rawPayload).metadata()).width).toBeLessThan(1200);
    expect(thumb.rawPayload.length).toBeLessThan(original.rawPayload.length);

    // Another workspace, no session, an altered link: refused as before, whatever the store.
    expect((await getFile(`/api/files/${stored.id}`, other.auth)).statusCode).toBe(404);
    expect((await getFile(`/api/files/${stored.id}`)).statusCode).toBe(401);
    expect(
      (await getFile(stored.url.replace(/exp=(\d+)/, (_m, e: string) => `exp=${Number(e) + 60}`))).statusCode,
    ).toBe(401);
  });

  it('serves a document and a byte range of it', async () => {
    const pdf = (await upload(t, owner.auth, minimalPdf(), 'rules.pdf')).json() as { id: string };
    const whole = await getFile(`/api/files/${pdf.id}`, owner.auth);
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload).toEqual(minimalPdf());
    const range = await getFile(`/api/files/${pdf.id}`, { ...owner.auth, range: 'bytes=0-7' });
    expect(range.statusCode).toBe(206);
    expect(range.body).toBe('%PDF-1.4');
  });

  it('answers 404 when the bytes are gone from the store', async () => {
    const { id } = (await upload(t, owner.auth, minimalPdf(), 'lost.pdf')).json() as { id: string };
    await t.app.fileStorage.delete(`${workspaceId}/${id}`);
    expect((await getFile(`/api/files/${id}`, owner.auth)).statusCode).toBe(404);
  });

  it('the orphan sweep removes a day-old unattached photo and its sizes from the store', async () => {
    const { id } = (await upload(t, owner.auth, await cameraJpeg(), 'old.jpg', 'image/jpeg')).json() as {
      id: string;
    };
    const key = `${workspaceId}/${id}`;
    await t.db
      .update(files)
      .set({ createdAt: new Date(Date.now() - 25 * 3_600_000) })
      .where(eq(files.id, id));
    const result = await sweepOrphanFiles(t.db, t.app.fileStorage);
    expect(result.deleted).toBeGreaterThanOrEqual(1);
    expect(await t.app.fileStorage.get(key)).toBeNull();
    expect(await t.app.fileStorage.get(variantKey(key, 'thumb'))).toBeNull();
    expect((await getFile(`/api/files/${id}`, owner.auth)).statusCode).toBe(404);
  });
});

describe('FILES_URL', () => {
  it('reads the bucket, endpoint, region, path style and percent-encoded credentials', () => {
    expect(
      parseFilesUrl('s3://AKIA1:se%2Fcr%2Bet@minio.local:9000/photos?region=eu-central-1&tls=false'),
    ).toEqual({
      endpoint: 'http://minio.local:9000',
      bucket: 'photos',
      region: 'eu-central-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'AKIA1', secretAccessKey: 'se/cr+et' },
    });
    // AWS itself: https, virtual-hosted style, credentials from the SDK's usual chain.
    expect(parseFilesUrl('s3://s3.eu-west-1.amazonaws.com/cleanops-prod?region=eu-west-1')).toEqual({
      endpoint: 'https://s3.eu-west-1.amazonaws.com',
      bucket: 'cleanops-prod',
      region: 'eu-west-1',
      forcePathStyle: false,
      credentials: undefined,
    });
  });

  it('signs with the key from the URL: a store that does not know the key refuses every call', async () => {
    const storage = await S3Storage.open(parseFilesUrl(s3.filesUrl.replace('test-key:', 'someone-else:')));
    try {
      await expect(storage.put(`${randomUUID()}/${randomUUID()}`, Buffer.from('x'))).rejects.toThrow(
        /Access Key/,
      );
      await expect(storage.get(`${randomUUID()}/${randomUUID()}`)).rejects.toThrow(/Access Key/);
    } finally {
      storage.close();
    }
  });

  it('refuses a wrong value at start-up with a message that says what is wrong', () => {
    const cases: [string, RegExp][] = [
      ['https://minio.local/photos', /must start with s3:\/\//],
      ['s3://minio.local', /needs a bucket/],
      ['s3://minio.local/a/b', /needs a bucket/],
      ['s3://key@minio.local/photos', /both the access key and the secret/],
      ['s3://minio.local/photos?tls=no', /tls must be true or false/],
      ['s3://minio.local/photos?pathStyle=true', /unknown option pathStyle/],
    ];
    for (const [value, message] of cases) {
      expect(() => loadConfig({ FILES_URL: value })).toThrow(/FILES_URL: /);
      expect(() => loadConfig({ FILES_URL: value })).toThrow(message);
    }
    expect(loadConfig({}).FILES_URL).toBeUndefined();
  });
});
