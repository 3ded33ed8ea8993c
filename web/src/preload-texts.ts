import { preloadFirstView } from './app/preload-first-view';

/*
 * The script index.html runs before the app (`/preload-texts.js`): a classic script of its own, since
 * the Content-Security-Policy allows no inline one, bundled from the app's modules by
 * web/build/preload-script.ts. It holds the first paint (blocking="render") while it runs, so it does
 * little and imports only what it needs: no React, no zod, no store library.
 */
preloadFirstView();
