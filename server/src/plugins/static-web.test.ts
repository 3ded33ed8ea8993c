import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

const PRECOMPRESS = path.resolve(import.meta.dirname, '../../../web/scripts/precompress.mjs');
const INDEX = '<!doctype html><title>CleanOps</title>';
/** Over 1 KiB, as a real page with its preload links is: precompressed too. */
const GUEST = `<!doctype html><title>CleanOps, a room</title>${Array.from(
  { length: 30 },
  (_, i) => `<link rel="modulepreload" href="/assets/guest-part-${i}.js">`,
).join('')}`;
/** A chunk as a build leaves it: well over the 1 KiB below which the script does not compress. */
const CHUNK = Array.from({ length: 400 }, (_, i) => `export const label${i} = "room ${i}";`).join('\n');
const TRANSLATIONS = JSON.stringify(
  Object.fromEntries(Array.from({ length: 80 }, (_, i) => [`key${i}`, `A translated text number ${i}`])),
);

/** A built web app of a few files, precompressed by the real build script, with an old build's source map. */
let dist: string;
let t: TestApp;
beforeAll(async () => {
  dist = await fs.mkdtemp(path.join(os.tmpdir(), 'cleanops-dist-'));
  await fs.mkdir(path.join(dist, 'assets'));
  await fs.mkdir(path.join(dist, 'locales', 'en'), { recursive: true });
  await fs.writeFile(path.join(dist, 'index.html'), INDEX);
  await fs.writeFile(path.join(dist, 'guest.html'), GUEST);
  await fs.writeFile(path.join(dist, 'assets', 'app-Bx12cd.js'), CHUNK);
  await fs.writeFile(path.join(dist, 'assets', 'small-Ab34.js'), 'console.log(1);');
  await fs.writeFile(path.join(dist, 'assets', 'app-Bx12cd.js.map'), '{"sources":["src/secret.ts"]}');
  await fs.writeFile(path.join(dist, 'locales', 'en', 'common.json'), TRANSLATIONS);
  await promisify(execFile)(process.execPath, [PRECOMPRESS, dist]);
  t = await createTestApp({ WEB_DIST_DIR: dist });
});
afterAll(async () => {
  await t.close();
  await fs.rm(dist, { recursive: true, force: true });
});

describe('the build script', () => {
  it('writes brotli and gzip copies of text files, not of tiny files or source maps', async () => {
    const files = (await fs.readdir(path.join(dist, 'assets'))).sort();
    expect(files).toEqual([
      'app-Bx12cd.js',
      'app-Bx12cd.js.br',
      'app-Bx12cd.js.gz',
      'app-Bx12cd.js.map',
      'small-Ab34.js',
    ]);
  });
});

describe('the built web app', () => {
  it('sends a file in the encoding the browser accepts, the same file once decoded', async () => {
    const br = await t.app.inject({
      url: '/assets/app-Bx12cd.js',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect([br.statusCode, br.headers['content-encoding']]).toEqual([200, 'br']);
    expect(br.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(CHUNK);
    expect(br.rawPayload.length).toBeLessThan(CHUNK.length / 3);

    const gz = await t.app.inject({ url: '/assets/app-Bx12cd.js', headers: { 'accept-encoding': 'gzip' } });
    expect([gz.statusCode, gz.headers['content-encoding']]).toEqual([200, 'gzip']);
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(CHUNK);

    const plain = await t.app.inject({
      url: '/assets/app-Bx12cd.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect([plain.statusCode, plain.headers['content-encoding'], plain.body]).toEqual([
      200,
      undefined,
      CHUNK,
    ]);
  });

  it('lets browsers keep /assets for a year, and ask again for pages and translations', async () => {
    for (const url of ['/assets/app-Bx12cd.js', '/assets/small-Ab34.js']) {
      const res = await t.app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect([url, res.headers['cache-control']]).toEqual([url, 'public, max-age=31536000, immutable']);
    }
    const translations = await t.app.inject({
      url: '/locales/en/common.json',
      headers: { 'accept-encoding': 'br' },
    });
    expect([translations.headers['content-encoding'], translations.headers['cache-control']]).toEqual([
      'br',
      'no-cache',
    ]);
    expect(JSON.parse(zlib.brotliDecompressSync(translations.rawPayload).toString())).toEqual(
      JSON.parse(TRANSLATIONS),
    );
    expect(translations.headers.etag).toBeTruthy();
  });

  it('answers a page with index.html to be checked each time, and a 304 when it has not changed', async () => {
    for (const url of ['/', '/tasks/today', '/locations']) {
      const page = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect([url, page.statusCode, page.body, page.headers['cache-control']]).toEqual([
        url,
        200,
        INDEX,
        'no-cache',
      ]);
      expect(page.headers.vary).toMatch(/accept-encoding/i);
      const etag = page.headers.etag;
      expect(etag).toBeTruthy();
      const again = await t.app.inject({
        url,
        headers: { 'accept-encoding': 'gzip, deflate, br', 'if-none-match': String(etag) },
      });
      expect([url, again.statusCode, again.body]).toEqual([url, 304, '']);
    }
  });

  it('answers a room’s guest address and a contractor’s link with the guest page', async () => {
    for (const url of ['/q/abc', '/q/abc/', '/q/Zx9-token/review?lang=kk', '/fix/Zx9-token']) {
      const page = await t.app.inject({ url });
      expect([url, page.statusCode, page.body, page.headers['cache-control']]).toEqual([
        url,
        200,
        GUEST,
        'no-cache',
      ]);
    }
    expect((await t.app.inject({ url: '/queue' })).body).toBe(INDEX);

    const br = await t.app.inject({ url: '/q/abc', headers: { 'accept-encoding': 'br' } });
    expect([br.headers['content-encoding'], br.headers['cache-control']]).toEqual(['br', 'no-cache']);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(GUEST);
    const again = await t.app.inject({
      url: '/q/abc',
      headers: { 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('answers a missing chunk with a 404, not with the page (a deploy removed it)', async () => {
    for (const url of ['/assets/gone-Zz99.js', '/assets/gone-Zz99.css', '/old-entry.js']) {
      const res = await t.app.inject({ url });
      expect([url, res.statusCode]).toEqual([url, 404]);
      expect(res.body).not.toContain('<!doctype html>');
    }
  });

  it('never sends a source map, nor the build’s dotfiles', async () => {
    await fs.mkdir(path.join(dist, '.vite'), { recursive: true });
    await fs.writeFile(path.join(dist, '.vite', 'manifest.json'), '{"index.html":{}}');
    for (const url of [
      '/assets/app-Bx12cd.js.map',
      '/assets/APP-Bx12cd.js.map',
      '/assets//app-Bx12cd.js.map',
      '/.vite/manifest.json',
    ]) {
      const res = await t.app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
      expect([url, res.statusCode, res.body]).not.toContain('{"sources":["src/secret.ts"]}');
      expect([url, res.statusCode]).toEqual([url, 404]);
    }
  });

  it('answers an API path in another spelling with our 404, not the page', async () => {
    for (const url of ['/API/checklists', '//api//nothing', '/%41pi/login', '/Locales/add/en/common']) {
      const res = await t.app.inject({ url });
      expect([url, res.statusCode, res.json().code]).toEqual([url, 404, 'not_found']);
    }
  });
});

describe('API replies', () => {
  it('come compressed when large, the same JSON once decoded, and are never stored', async () => {
    const plain = await t.app.inject({ url: '/api/docs/json' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(10_000);

    const br = await t.app.inject({
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect([br.statusCode, br.headers['content-encoding'], br.headers['cache-control']]).toEqual([
      200,
      'br',
      'no-store',
    ]);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    expect(br.rawPayload.length).toBeLessThan(plain.body.length / 4);

    const gz = await t.app.inject({
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'gzip;q=1, br;q=0' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
  });

  it('leave small replies as they are, still not stored', async () => {
    const res = await t.app.inject({ url: '/api/health', headers: { 'accept-encoding': 'br' } });
    expect([res.statusCode, res.headers['content-encoding'], res.headers['cache-control']]).toEqual([
      200,
      undefined,
      'no-store',
    ]);
  });
});
