/// <reference types="node" />
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/*
 * Every subpath the package exports beside its index (`@cleanops/contracts/rules`, `/rights`, …) is for
 * pages that must not carry zod: the guest page, the sign-in flow and the script index.html runs
 * first. What such a module loads at run time is read here from the sources, followed through their
 * relative imports, so a zod import anywhere on the way fails this test, not a page's budget later.
 */
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const manifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
  sideEffects: unknown;
  exports: Record<string, string>;
};

/** `import … from '…'`, `export … from '…'`, `import '…'` and `import('…')`, but not `import type`/`export type`. */
const RUNTIME_IMPORT =
  /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\bfrom\s*)?['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/gm;

/** The packages (zod, …) a module loads at run time, itself or through the modules it imports. */
function packagesLoadedBy(file: string, seen = new Set<string>(), packages = new Set<string>()): Set<string> {
  if (seen.has(file)) return packages;
  seen.add(file);
  const source = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm, '');
  for (const match of source.matchAll(RUNTIME_IMPORT)) {
    const specifier = match[1] ?? match[2] ?? '';
    if (!specifier.startsWith('.')) {
      packages.add(`${specifier} (from ${relative(ROOT, file)})`);
      continue;
    }
    const base = join(dirname(file), specifier);
    const target = [base, `${base}.ts`, join(base, 'index.ts')].find(
      (path) => existsSync(path) && path.endsWith('.ts'),
    );
    if (!target) throw new Error(`${relative(ROOT, file)} imports ${specifier}, which is no .ts file`);
    packagesLoadedBy(target, seen, packages);
  }
  return packages;
}

const zodFree = Object.entries(manifest.exports).filter(([subpath]) => subpath !== '.');

describe('the subpaths for pages without zod', () => {
  it('are declared, in a package bundlers may drop unused modules of', () => {
    expect(manifest.sideEffects).toBe(false);
    expect(zodFree.map(([subpath]) => subpath)).toEqual(
      expect.arrayContaining(['./rules', './rights', './translation-rules']),
    );
  });

  it('finds zod where it is loaded: the index, through the schemas it exports', () => {
    const found = [...packagesLoadedBy(join(ROOT, manifest.exports['.'] ?? ''))];
    expect(found.some((entry) => entry.startsWith('zod '))).toBe(true);
  });

  it.each(zodFree)('%s loads no package at run time, zod or other', (_, file) => {
    expect([...packagesLoadedBy(join(ROOT, file))]).toEqual([]);
  });
});
