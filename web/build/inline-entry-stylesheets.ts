import type { IndexHtmlTransformContext, Plugin } from 'vite';

/** A page's own stylesheet up to this size goes into its HTML. */
export const INLINE_CSS_MAX_BYTES = 24 * 1024;

/**
 * The stylesheet an HTML entry links (the app's plain.css and global.css, the guest page's own) is
 * written into the page instead: a linked stylesheet holds the first paint back on a phone network
 * (Lighthouse counts it as render-blocking), and these are small. A larger one stays linked.
 * The file is still emitted for the service worker's list; the CSP allows inline styles.
 */
export function inlineEntryStylesheets(maxBytes = INLINE_CSS_MAX_BYTES): Plugin {
  return {
    name: 'cleanops-inline-entry-css',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler: (html: string, ctx: IndexHtmlTransformContext) =>
        html.replace(
          /<link rel="stylesheet"(?: crossorigin)? href="\/([^"]+\.css)">/g,
          (tag, file: string) => {
            const asset = ctx.bundle?.[file];
            if (asset?.type !== 'asset') return tag;
            const css =
              typeof asset.source === 'string' ? asset.source : Buffer.from(asset.source).toString('utf8');
            if (Buffer.byteLength(css) > maxBytes) return tag;
            return `<style data-file="/${file}">${css.replaceAll('</style', '<\\/style')}</style>`;
          },
        ),
    },
  };
}
