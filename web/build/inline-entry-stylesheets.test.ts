import { describe, expect, it } from 'vitest';
import { inlineEntryStylesheets } from './inline-entry-stylesheets.ts';
import { hook } from './plugin-hooks.ts';

const asset = (source: string | Uint8Array) => ({ type: 'asset', source });

/** index.html after the plugin, with a bundle of the given files. */
function transform(html: string, bundle: Record<string, unknown>, maxBytes = 100): string {
  return hook(inlineEntryStylesheets(maxBytes), 'transformIndexHtml')(html, {
    filename: '/web/index.html',
    path: '/',
    bundle,
  }) as string;
}

describe("an entry's own stylesheet in its HTML", () => {
  it('replaces a small linked stylesheet by a <style> naming its file, text or bytes alike', () => {
    const html =
      '<link rel="stylesheet" crossorigin href="/assets/web.css"><link rel="stylesheet" href="/assets/guest.css">';
    const out = transform(html, {
      'assets/web.css': asset('.a{color:red}'),
      'assets/guest.css': asset(new TextEncoder().encode('.g{margin:0}')),
    });
    expect(out).toBe(
      '<style data-file="/assets/web.css">.a{color:red}</style><style data-file="/assets/guest.css">.g{margin:0}</style>',
    );
  });

  it('keeps a stylesheet over the size, or one that is not an asset of this bundle, linked', () => {
    const html =
      '<link rel="stylesheet" href="/assets/big.css"><link rel="stylesheet" href="/assets/elsewhere.css">';
    expect(transform(html, { 'assets/big.css': asset(`.b{}${' '.repeat(200)}`) })).toBe(html);
  });

  it('cannot close its <style> early from inside the stylesheet', () => {
    const out = transform('<link rel="stylesheet" href="/assets/x.css">', {
      'assets/x.css': asset('.x{content:"</style><script>"}'),
    });
    expect(out).toBe('<style data-file="/assets/x.css">.x{content:"<\\/style><script>"}</style>');
    expect(out.match(/<\/style/g)).toHaveLength(1);
  });
});
