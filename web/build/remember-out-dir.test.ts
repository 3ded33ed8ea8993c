import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { hook } from './plugin-hooks.ts';
import { rememberOutDir } from './remember-out-dir.ts';

describe("the build's output folder", () => {
  it('is the fallback until Vite resolves its configuration', () => {
    expect(rememberOutDir('/repo/web/dist').current()).toBe('/repo/web/dist');
  });

  it('follows build.outDir, relative to the root or absolute (vite build --outDir)', () => {
    const relative = rememberOutDir('/repo/web/dist');
    hook(relative, 'configResolved')({ root: '/repo/web', build: { outDir: 'out/site' } });
    expect(relative.current()).toBe(path.resolve('/repo/web/out/site'));
    const absolute = rememberOutDir('/repo/web/dist');
    hook(absolute, 'configResolved')({ root: '/repo/web', build: { outDir: '/tmp/elsewhere' } });
    expect(absolute.current()).toBe(path.resolve('/tmp/elsewhere'));
  });
});
