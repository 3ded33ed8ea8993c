import { describe, expect, it } from 'vitest';
import { TOKENS } from '../src/shared/ui-kit/tokens/theme-tokens.ts';
import { fillTokens } from './theme-colour-metas.ts';

describe('fillTokens', () => {
  it("writes a token's value for the theme the page names", () => {
    const html =
      '<meta name="theme-color" content="{{token:primary:light}}" /><meta content="{{token:bg:dark}}" />';
    expect(fillTokens(html)).toBe(
      `<meta name="theme-color" content="${TOKENS.primary}" /><meta content="${TOKENS.bg.dark}" />`,
    );
  });

  it('stops the build at a token that does not exist', () => {
    expect(() => fillTokens('{{token:no-such-colour:light}}')).toThrow(/no-such-colour/);
  });
});
