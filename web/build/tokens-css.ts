import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { TOKENS, type Token } from '../src/shared/ui-kit/tokens/theme-tokens.ts';

/** Where the generated stylesheet goes: every entry (the app's and the guest page's) imports it. */
export const TOKENS_CSS = fileURLToPath(new URL('../src/shared/ui-kit/tokens/tokens.css', import.meta.url));

/**
 * The tokens as CSS variables (`--kit-<name>`): the light values on :root, the dark ones under
 * `data-theme="dark"` (which main.tsx sets before the first paint) and, for a page that sets no theme
 * (the guest page, the splash before the app starts), under the system's dark preference.
 */
export function tokensCss(tokens: Record<string, Token> = TOKENS): string {
  const entries = Object.entries(tokens);
  const light = entries.map(
    ([name, token]) => `  --kit-${name}: ${typeof token === 'string' ? token : token.light};`,
  );
  const dark = entries.flatMap(([name, token]) =>
    typeof token === 'string' ? [] : [`--kit-${name}: ${token.dark};`],
  );
  return [
    '/* Generated from src/shared/ui-kit/tokens/theme-tokens.ts by `npm run generate -w web`: edit that file, not this one. */',
    ':root {',
    ...light,
    '  color-scheme: light;',
    '}',
    '',
    ':root[data-theme="dark"] {',
    ...dark.map((line) => `  ${line}`),
    '  color-scheme: dark;',
    '}',
    '',
    '@media (prefers-color-scheme: dark) {',
    '  :root:not([data-theme="light"]) {',
    ...dark.map((line) => `    ${line}`),
    '    color-scheme: dark;',
    '  }',
    '}',
    '',
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const out = process.argv[2] ?? TOKENS_CSS;
  writeFileSync(out, tokensCss());
}
