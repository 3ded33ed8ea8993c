import type { Plugin } from 'vite';

/** The address a guest room's QR code opens: /q/<token>. */
const GUEST_ADDRESS = /^\/q\/[^/?]+/;

/**
 * `npm run dev -w web`: /q/<token> opens the guest page's own entry, as the server does for a build
 * (static-web.ts), so the one guest page is the same in development.
 */
export function guestPageInDev(): Plugin {
  return {
    name: 'cleanops-guest-page-in-dev',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        if (req.url && GUEST_ADDRESS.test(req.url)) req.url = '/guest.html';
        next();
      });
    },
  };
}
