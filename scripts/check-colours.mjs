#!/usr/bin/env node
// Keeps every colour of the web app in one place: the kit's token source
// (web/src/shared/ui-kit/tokens/), from which tokens.css is generated. A stylesheet or a
// component reads a token (`var(--kit-<name>)`, or the value from the token source), so both themes,
// antd's theme and the kit's own components stay the same colours, and a contrast fix is made once.
// Usage: node scripts/check-colours.mjs   (exits 1 listing file:line for every colour written elsewhere)
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const REPO = fileURLToPath(new URL('..', import.meta.url));

/** The files read: the web app's sources, styles and pages. */
const CHECKED = /^web\/(?:src\/.*\.(?:tsx?|css)|[\w-]+\.html)$/;
/** The token source and what is generated from it; tests, which may quote colours they check. */
const ALLOWED = [/^web\/src\/shared\/ui-kit\/tokens\//, /\.test\.tsx?$/];

/**
 * A colour written out: #rgb, #rrggbb, #rrggbbaa (also URL-encoded, as `%23…` in an SVG data URI), or a
 * call of rgb(), rgba(), hsl() or hsla().
 */
const COLOUR =
  /(?<![\w&/-])(?<!url\()(?:#|%23)(?:[0-9a-fA-F]{8}|[0-9a-fA-F]{6}|[0-9a-fA-F]{3,4})\b(?![\w-])|\b(?:rgba?|hsla?)\(/g;

export function isChecked(path) {
  return CHECKED.test(path) && !ALLOWED.some((re) => re.test(path));
}

/** Every colour in a text: its 1-based line and what it matched. */
export function findColours(text) {
  const found = [];
  for (const match of text.matchAll(COLOUR)) {
    const line = text.slice(0, match.index).split('\n').length;
    found.push({ line, match: match[0] });
  }
  return found;
}

function main() {
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', 'web'], {
    cwd: REPO,
    encoding: 'utf8',
  })
    .split('\n')
    .filter(isChecked);
  const problems = [];
  for (const file of files) {
    let text;
    try {
      text = readFileSync(join(REPO, file), 'utf8');
    } catch {
      continue; // deleted in the working tree
    }
    for (const { line, match } of findColours(text)) problems.push(`${file}:${line}: ${match}`);
  }
  if (problems.length > 0) {
    console.error(
      `Colours written outside the kit's tokens (web/src/shared/ui-kit/tokens/): use var(--kit-<name>) or the token's value from there.\n${problems.join('\n')}`,
    );
    process.exit(1);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) main();
