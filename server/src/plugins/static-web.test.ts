import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

/** A built web app of a few files, as `vite build` leaves it (with an old build's source map). */
let dist: string;
let t: TestApp;
beforeAll(async () => {
  dist = await fs.mkdtemp(path.join(os.tmpdir(), 'cleanops-dist-'));
  await fs.mkdir(path.join(dist, 'assets'));
  await fs.writeFile(path.join(dist, 'index.html'), '<!doctype html><title>CleanOps</title>');
  await fs.writeFile(path.join(dist, 'assets', 'app.js'), 'console.log(1);\n//# sourceMappingURL=app.js.map');
  await fs.writeFile(path.join(dist, 'assets', 'app.js.map'), '{"sources":["src/secret.ts"]}');
  t = await createTestApp({ WEB_DIST_DIR: dist });
});
afterAll(async () => {
  await t.close();
  await fs.rm(dist, { recursive: true, force: true });
});

describe('the built web app', () => {
  it('serves its files and its pages, but no source map', async () => {
    expect((await t.app.inject({ url: '/assets/app.js' })).statusCode).toBe(200);
    const page = await t.app.inject({ url: '/tasks/today' });
    expect([page.statusCode, page.body]).toEqual([200, '<!doctype html><title>CleanOps</title>']);
    for (const url of ['/assets/app.js.map', '/assets/APP.js.map', '/assets//app.js.map']) {
      const res = await t.app.inject({ url });
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
