import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { NAMESPACES } from './namespaces';

const LOCALES = join(import.meta.dirname, '../../../public/locales');
const PLURAL = /_(zero|one|two|few|many|other)$/;

type Tree = { [key: string]: string | Tree | Tree[] };

function flatten(tree: Tree, prefix = '', out = new Map<string, string>()): Map<string, string> {
  for (const [key, value] of Object.entries(tree)) {
    const path = `${prefix}${key.replace(PLURAL, '')}`;
    if (typeof value === 'string') out.set(path, value);
    else if (Array.isArray(value)) {
      for (const [i, item] of value.entries()) flatten(item, `${path}.${i}.`, out);
    } else flatten(value, `${path}.`, out);
  }
  return out;
}

const read = (lng: string, ns: string) =>
  flatten(JSON.parse(readFileSync(join(LOCALES, lng, `${ns}.json`), 'utf8')) as Tree);

describe('translations', () => {
  it('has exactly the four interface languages', () => {
    expect(readdirSync(LOCALES).sort()).toEqual(['en', 'es', 'kk', 'ru']);
  });

  for (const ns of NAMESPACES) {
    it(`${ns}: every language has every key, none empty, and is not an English copy`, () => {
      const english = read('en', ns);
      for (const lng of ['kk', 'ru', 'es']) {
        const other = read(lng, ns);
        expect([...other.keys()].sort(), `${lng}/${ns}`).toEqual([...english.keys()].sort());
        expect(
          [...other.values()].filter((v) => !v.trim()),
          `${lng}/${ns} empty`,
        ).toEqual([]);
        const copied = [...english].filter(([key, text]) => text.length > 12 && other.get(key) === text);
        expect(
          copied.map(([key]) => key),
          `${lng}/${ns} copied from English`,
        ).toEqual([]);
      }
    });
  }
});
