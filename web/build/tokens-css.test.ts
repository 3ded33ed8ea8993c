import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TOKENS_CSS, tokensCss } from './tokens-css.ts';

describe('tokensCss', () => {
  const css = tokensCss({ bg: { light: '#ffffff', dark: '#141414' }, radius: '8px' });

  it('sets every token on :root in its light value, and only the themed ones again for dark', () => {
    const [root, dark] = css.split(':root[data-theme="dark"]');
    expect(root).toContain('--kit-bg: #ffffff;');
    expect(root).toContain('--kit-radius: 8px;');
    expect(dark).toContain('--kit-bg: #141414;');
    expect(dark).not.toContain('--kit-radius');
  });

  it('gives the dark values to a page without a chosen theme when the system is dark', () => {
    expect(css).toMatch(
      /@media \(prefers-color-scheme: dark\) \{\s+:root:not\(\[data-theme="light"\]\) \{\s+--kit-bg: #141414;/,
    );
  });

  it('is what the committed tokens.css holds (npm run generate -w web writes it)', () => {
    expect(readFileSync(TOKENS_CSS, 'utf8')).toBe(tokensCss());
  });
});
