import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** A contract's schema (`ZLocation`, `ZLine(…)`) or the fields and shapes it is built from. */
const BUILDER = /^(?:export )?(?:const|function) (Z\w+|\w+Fields|\w+Shape)\b/gm;

/**
 * The names the contracts give their schemas and the field sets they build them from, read from the
 * contracts' source files in `dir` (their tests aside): calls on them only build values. Told so
 * (treeshake.manualPureFunctions, with zod's own `z`), the bundler drops a schema nothing reads, with
 * what it was derived from (`.extend`, `.nullable()`, `locationFields.title.default(…)`), instead of
 * building it when its module runs: a page that uses one constant of a contract no longer builds every
 * schema in that file.
 */
export function contractSchemaBuilders(dir: string): string[] {
  const names = new Set<string>();
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))) {
    const source = readFileSync(path.join(dir, file), 'utf8');
    for (const [, name] of source.matchAll(BUILDER)) if (name) names.add(name);
  }
  return [...names];
}
