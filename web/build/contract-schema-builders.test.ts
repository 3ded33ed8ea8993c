import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { contractSchemaBuilders } from './contract-schema-builders.ts';

function contracts(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'contracts-'));
  for (const [name, source] of Object.entries(files)) writeFileSync(path.join(dir, name), source);
  return dir;
}

describe("the contracts' schema builders", () => {
  it('are the schemas, field sets and shapes declared at the top of each source file', () => {
    const dir = contracts({
      'locations.ts': [
        'export const locationFields = { title: z.string() };',
        'const roomShape = { name: z.string() };',
        'export const ZLocation = z.object(locationFields);',
        'export function ZLine(item) { return z.object({ item }); }',
        'export const MAX_ROOMS = 50;',
        'export function formatTitle(title) { return title.trim(); }',
        '  const ZInner = z.string();',
      ].join('\n'),
      'common.ts': 'export const ZLocation = z.object({});\nexport const ZId = z.string();\n',
    });
    expect(contractSchemaBuilders(dir).sort()).toEqual([
      'ZId',
      'ZLine',
      'ZLocation',
      'locationFields',
      'roomShape',
    ]);
  });

  it("skip the contracts' tests and files that are not TypeScript", () => {
    const dir = contracts({
      'rules.test.ts': 'const ZFixture = z.string();',
      'notes.md': 'export const ZDoc = 1;',
      'rules.ts': 'export const MIN = 1;',
    });
    expect(contractSchemaBuilders(dir)).toEqual([]);
  });

  it("find the real contracts' schemas", () => {
    const names = contractSchemaBuilders(
      fileURLToPath(new URL('../../packages/contracts/src/', import.meta.url)),
    );
    expect(names).toEqual(expect.arrayContaining(['ZLocation', 'ZAdminLogEntry']));
    expect(names.every((name) => /^Z|Fields$|Shape$/.test(name))).toBe(true);
  });
});
