import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { hook } from './plugin-hooks.ts';
import { buildIdentity, versionFile } from './version-file.ts';

function packageJson(version: string): URL {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'version-file-')), 'package.json');
  writeFileSync(file, JSON.stringify({ name: 'x', version }));
  return pathToFileURL(file);
}

describe("the build's id and version", () => {
  it('takes BUILD_ID and APP_VERSION from the environment when a release sets them', () => {
    expect(buildIdentity({ BUILD_ID: 'rel-7', APP_VERSION: '2.1.0' }, packageJson('0.0.0'))).toEqual({
      buildId: 'rel-7',
      version: '2.1.0',
    });
  });

  it("otherwise names the build by its UTC time with a random tail, at web/package.json's version", () => {
    const now = new Date('2030-04-05T06:07:08.900Z');
    const first = buildIdentity({}, packageJson('1.4.2'), now);
    expect(first.version).toBe('1.4.2');
    expect(first.buildId).toMatch(/^20300405-060708-[a-z0-9]{4}$/);
    // Two builds in the same second still differ (the tail), or a page would not see the new one.
    const ids = new Set(Array.from({ length: 20 }, () => buildIdentity({}, packageJson('1'), now).buildId));
    expect(ids.size).toBeGreaterThan(1);
  });

  it('writes version.json with the id, the version and when it was built', () => {
    const emitted: Array<{ type: string; fileName: string; source: string }> = [];
    const before = Date.now();
    hook(versionFile({ buildId: 'b-1', version: '3.0.0' }), 'generateBundle').call({
      emitFile: (file: (typeof emitted)[number]) => emitted.push(file),
    });
    expect(emitted).toHaveLength(1);
    expect(emitted[0]).toMatchObject({ type: 'asset', fileName: 'version.json' });
    const written = JSON.parse(emitted[0]?.source ?? '{}') as Record<string, string>;
    expect(written).toMatchObject({ buildId: 'b-1', version: '3.0.0' });
    expect(Date.parse(written.builtAt ?? '')).toBeGreaterThanOrEqual(before - 1000);
  });
});
