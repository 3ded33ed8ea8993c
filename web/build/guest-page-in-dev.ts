import type { Plugin } from 'vite';

/** The addresses of the light entry: a room's QR code (/q/<token>) and a contractor's link (/fix/<token>). */
const GUEST_ADDRESS = /^\/(q|fix)\/[^/?]+/;

/**
 * `npm run dev -w web`: /q/<token> and /fix/<token> open the light entry, as the server does for a build
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
