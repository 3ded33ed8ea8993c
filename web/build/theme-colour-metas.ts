import type { Plugin } from 'vite';
import { TOKENS, type TokenName, tokenValue } from '../src/shared/ui-kit/tokens/theme-tokens.ts';

/** `{{token:<name>:<light|dark>}}` in a page's HTML: the token's value in that theme. */
const PLACEHOLDER = /\{\{token:([a-z-]+):(light|dark)\}\}/g;

/** The HTML with every token placeholder replaced; an unknown token stops the build. */
export function fillTokens(html: string): string {
  return html.replace(PLACEHOLDER, (_match, name: string, mode: 'light' | 'dark') => {
    if (!(name in TOKENS))
      throw new Error(`A page names the token "${name}", which theme-tokens.ts does not have`);
    return tokenValue(name as TokenName, mode);
  });
}

/**
 * The pages' browser colours (`<meta name="theme-color">`, which a phone paints its bar in) come from
 * the kit's tokens like every other colour: the HTML names a token, the build writes its value.
 */
export function themeColourMetas(): Plugin {
  return {
    name: 'cleanops-theme-colour-metas',
    transformIndexHtml: { order: 'pre', handler: fillTokens },
  };
}
