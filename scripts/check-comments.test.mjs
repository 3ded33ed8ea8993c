import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkFiles, findReferences, isChecked } from './check-comments.mjs';

const kinds = (text) => findReferences(text).map((r) => r.kind);

describe('the comment check', () => {
  it.each([
    ['// The size budget of issue 13, from the manifest.', 'issue number'],
    ['/** Plain (issue #13): no antd. */', 'issue number'],
    ['-- Rollups (Issue 11): kept in the transaction.', 'issue number'],
    ['# see issues 13/19', 'issue number'],
    ['// (issue 30 item 4)', 'issue number'],
    ['// Since the ninth session every route is within 350.', 'ordinal session'],
    ['/* measured in the 3rd session */', 'ordinal session'],
    ['// Measured in session 7.', 'numbered session'],
    ['// Added this session; the last session left it half done.', 'session in time'],
    ['// As the previous session found, and the next session will keep.', 'session in time'],
  ])('flags %s', (text, kind) => {
    expect(kinds(text)).toContain(kind);
  });

  it('finds a reference a comment breaks across lines, on the line it starts', () => {
    const text = '/**\n * Only what is drawn in antd loads it (issue\n * 13): each page.\n */';
    expect(findReferences(text)).toEqual([{ line: 2, kind: 'issue number', text: 'issue 13' }]);
    const split = '// Since the first views are plain (eighth\n// session), a part also brings antd.';
    expect(findReferences(split)).toEqual([{ line: 1, kind: 'ordinal session', text: 'eighth session' }]);
  });

  it('flags test names and texts, not only comments', () => {
    expect(kinds("describe('translations (issue 14)', () => {")).toEqual(['issue number']);
    expect(kinds("it('keeps the sixth session figures', () => {")).toEqual(['ordinal session']);
  });

  it.each([
    '// A session token: 256 random bits; only its SHA-256 is stored.',
    "it('answers 401 without a session', async () => {",
    "summary: 'End this session',",
    '// Logging out ends this session only; the others stay signed in.',
    '// A session idle for 30 days expires, and signing in makes a new session.',
    '// The earlier session was never ended on the server, so its token still reads.',
    '// The same session token works against the moved data.',
    '// The sign-in session of each role is made once and reused.',
    'const issues = scheduleIssues(schedule({ endDate }));',
    "expect(issues({ startDate: '2028-02-29' })).toEqual([]);",
    '// Known issues with the provider are retried, 5 times at most.',
  ])('passes %s', (text) => {
    expect(findReferences(text)).toEqual([]);
  });

  it("reads the repository's own sources and configuration, not what tools write", () => {
    for (const path of [
      'web/src/main.tsx',
      'server/src/app.ts',
      'scripts/check-bundle-budget.mjs',
      'web/src/app/global.css',
      'web/index.html',
      'server/drizzle/0014_analytics_rollup_triggers.sql',
      'scripts/test.sh',
      'biome.json',
      'web/public/locales/en/common.json',
      '.ci/run',
      '.npmrc',
    ]) {
      expect(isChecked(path), path).toBe(true);
    }
    for (const path of [
      'node_modules/antd/es/index.js',
      'web/dist/assets/index.js',
      'server/drizzle/meta/0014_snapshot.json',
      'package-lock.json',
      'README.md',
      'web/public/icons/icon-192.png',
      'scripts/check-comments.test.mjs',
    ]) {
      expect(isChecked(path), path).toBe(false);
    }
  });

  it('lists file:line for each reference in the files it reads, and nothing for clean ones', () => {
    const root = mkdtempSync(join(tmpdir(), 'check-comments-'));
    try {
      writeFileSync(join(root, 'bad.ts'), 'const a = 1;\n// Plain since issue 13.\nexport { a };\n');
      writeFileSync(join(root, 'good.ts'), '// A sign-in session ends on logout.\nexport const b = 2;\n');
      writeFileSync(join(root, 'notes.md'), 'Written in the ninth session (issue 13).\n');
      expect(checkFiles(['bad.ts', 'good.ts', 'notes.md', 'gone.ts'], root)).toEqual([
        { file: 'bad.ts', line: 2, kind: 'issue number', text: 'issue 13' },
      ]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
