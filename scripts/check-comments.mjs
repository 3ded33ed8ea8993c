#!/usr/bin/env node
// Keeps tracker and work-session references out of the repository's source: a comment says why the
// code is as it is in words that stay true, and a test name or a text says what it is about. Which
// issue or session a line came from is git's to tell (`git log -L`, `git blame`).
// Usage: node scripts/check-comments.mjs   (exits 1 listing file:line for every reference)
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const REPO = fileURLToPath(new URL('..', import.meta.url));

/** The kinds of tracked file read: source, styles, markup, SQL, shell, configuration. */
const EXTENSIONS = /\.(?:[cm]?[jt]sx?|css|html|sh|sql|ya?ml|json)$/;
/** Tracked files without such an extension that are ours and can hold comments. */
const NAMED = new Set(['.ci/run', '.npmrc', '.gitignore']);
/**
 * Not read: what tools write (dependencies, builds, drizzle-kit's snapshots, the lock file), and this
 * check's own test, whose examples must quote what the check looks for.
 */
const SKIPPED = [
  /(?:^|\/)node_modules\//,
  /(?:^|\/)dist\//,
  /^server\/drizzle\/meta\//,
  /(?:^|\/)package-lock\.json$/,
  /^scripts\/check-comments\.test\.mjs$/,
];

/** A comment's line break, with the marker that opens the next line (`*`, `//`, `--`, `#`). */
const BREAK = String.raw`[ \t]*\r?\n[ \t]*(?:\*|\/\/|--|#)?[ \t]*`;
const GAP = String.raw`(?:[ \t]+|${BREAK})`;
const ORDINALS =
  'first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|\\d+(?:st|nd|rd|th)';

/**
 * What counts as a reference, case-insensitive, on whole words, a comment's line break allowed where a
 * space is. The product's own sessions (a sign-in's) read "a session", "the session token", "without
 * a session", "End this session": only a number or an ordinal next to "session", or "this", "last",
 * "previous" or "next" before it not after a verb that ends one, names a session of work.
 */
export const PATTERNS = [
  { name: 'issue number', re: new RegExp(String.raw`\bissues?${GAP}?#?\d+\b`, 'gi') },
  { name: 'numbered session', re: new RegExp(String.raw`\bsessions?${GAP}#?\d+\b`, 'gi') },
  { name: 'ordinal session', re: new RegExp(String.raw`\b(?:${ORDINALS})${GAP}session\b`, 'gi') },
  {
    name: 'session in time',
    re: new RegExp(
      String.raw`(?<!\b(?:end|ends|ended|ending|close|closes|closed|closing|revoke|revokes|revoked|revoking|out of)[ \t]+)\b(?:this|last|previous|next)${GAP}session\b`,
      'gi',
    ),
  },
];

/** Whether a tracked path is one this check reads. */
export function isChecked(path) {
  if (SKIPPED.some((re) => re.test(path))) return false;
  return NAMED.has(path) || EXTENSIONS.test(path);
}

/** Every reference in a file's text: its 1-based line, what it matched and of which kind. */
export function findReferences(text) {
  const found = [];
  for (const { name, re } of PATTERNS) {
    for (const match of text.matchAll(re)) {
      const line = text.slice(0, match.index).split('\n').length;
      found.push({ line, kind: name, text: match[0].replace(new RegExp(BREAK, 'g'), ' ') });
    }
  }
  return found.sort((a, b) => a.line - b.line);
}

/** The references in the given tracked files, read from `root`, as `file:line` findings. */
export function checkFiles(files, root = REPO) {
  const findings = [];
  for (const file of files.filter(isChecked)) {
    let text;
    try {
      text = readFileSync(join(root, file), 'utf8');
    } catch {
      continue; // Deleted in the working tree but still tracked: nothing to read.
    }
    for (const hit of findReferences(text)) findings.push({ file, ...hit });
  }
  return findings;
}

function main() {
  const files = execFileSync('git', ['ls-files', '-z'], { cwd: REPO, encoding: 'utf8', maxBuffer: 64 << 20 })
    .split('\0')
    .filter(Boolean);
  const findings = checkFiles(files);
  if (findings.length === 0) return 0;
  for (const f of findings) console.error(`${f.file}:${f.line}: ${f.kind}: "${f.text}"`);
  console.error(
    `\n${findings.length} reference(s) to an issue or a work session. Say why the code is as it is, in words ` +
      'that stay true, or drop the reference where the sentence stands without it; history belongs to git.',
  );
  return 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exitCode = main();
}
