import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHints } from './compile-hints.ts';
import { hook } from './plugin-hooks.ts';

type File =
  | { type: 'chunk'; fileName: string; code: string }
  | { type: 'asset'; fileName: string; source: string };

function run(bundle: Record<string, File>) {
  hook(compileHints(), 'generateBundle')({}, bundle);
  return bundle;
}

describe('compile hints', () => {
  it('put the hint on the first line of every script, and shift its source map one line down', () => {
    const bundle = run({
      'assets/a.js': { type: 'chunk', fileName: 'assets/a.js', code: 'export const a=1;' },
      'assets/a.js.map': {
        type: 'asset',
        fileName: 'assets/a.js.map',
        source: JSON.stringify({ version: 3, mappings: 'AAAA,CAAC' }),
      },
      'assets/b.js': { type: 'chunk', fileName: 'assets/b.js', code: 'console.log(1)' },
    });
    expect(bundle['assets/a.js']).toMatchObject({ code: `${COMPILE_HINT}export const a=1;` });
    expect(bundle['assets/b.js']).toMatchObject({ code: `${COMPILE_HINT}console.log(1)` });
    const map = bundle['assets/a.js.map'];
    expect(JSON.parse(map?.type === 'asset' ? map.source : '{}')).toEqual({
      version: 3,
      mappings: ';AAAA,CAAC',
    });
  });

  it('leave stylesheets and other files, and a script that has the hint already, as they are', () => {
    const css = '.a{color:red}';
    const bundle = run({
      'assets/a.css': { type: 'asset', fileName: 'assets/a.css', source: css },
      'assets/c.js': { type: 'chunk', fileName: 'assets/c.js', code: `${COMPILE_HINT}x()` },
      'assets/c.js.map': { type: 'asset', fileName: 'assets/c.js.map', source: '{"mappings":";AAAA"}' },
    });
    expect(bundle['assets/a.css']).toMatchObject({ source: css });
    expect(bundle['assets/c.js']).toMatchObject({ code: `${COMPILE_HINT}x()` });
    expect(bundle['assets/c.js.map']).toMatchObject({ source: '{"mappings":";AAAA"}' });
  });

  it('run after the other plugins have written the files', () => {
    const plugin = compileHints();
    expect(plugin.enforce).toBe('post');
    expect(plugin.generateBundle).toMatchObject({ order: 'post' });
  });
});
