import type { Plugin } from 'vite';

/**
 * The guest room page (guest.html) is not the staff app: its HTML loses the web app manifest's link
 * that vite-plugin-pwa adds to every page, so a guest's browser offers no install.
 */
export function guestPageWithoutManifest(): Plugin {
  return {
    name: 'cleanops-guest-without-manifest',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler: (html, ctx) =>
        ctx.filename.endsWith('guest.html') ? html.replace(/<link rel="manifest"[^>]*>/g, '') : html,
    },
  };
}
