import { describe, expect, it } from 'vitest';
import { findColours, isChecked } from './check-colours.mjs';

describe('check-colours', () => {
  it('finds hex colours and colour functions, with their lines', () => {
    const text = '.a {\n  color: #1668dc;\n  background: rgba(0, 0, 0, 0.5);\n}\nconst c = "#fff";\n';
    expect(findColours(text)).toEqual([
      { line: 2, match: '#1668dc' },
      { line: 3, match: 'rgba(' },
      { line: 5, match: '#fff' },
    ]);
  });

  it('finds a colour inside an SVG data URI', () => {
    expect(findColours('url("data:image/svg+xml,%3Csvg stroke=\'%238c8c8c\'%3E")')).toEqual([
      { line: 1, match: '%238c8c8c' },
    ]);
  });

  it('leaves anchors, ids, entities and tokens alone', () => {
    expect(
      findColours('<a href="#main-content">, #root, &#1234;, var(--kit-bg), #bad-id, url(#dead)'),
    ).toEqual([]);
  });

  it('reads the web app and skips the token source, its generated stylesheet and tests', () => {
    expect(isChecked('web/src/features/jobs/job-page.css')).toBe(true);
    expect(isChecked('web/index.html')).toBe(true);
    expect(isChecked('web/src/shared/ui-kit/tokens/theme-tokens.ts')).toBe(false);
    expect(isChecked('web/src/shared/ui-kit/tokens/tokens.css')).toBe(false);
    expect(isChecked('web/src/shared/ui-kit/tag.test.tsx')).toBe(false);
    expect(isChecked('server/src/app.ts')).toBe(false);
  });
});
