// Compiled in by web/vite.config.ts (`define`); the same id is in the build's version.json.
declare const __BUILD_ID__: string;
declare const __APP_VERSION__: string;

/** The id of the build this page was loaded from. */
export const BUILD_ID: string = __BUILD_ID__;
/** The app's version number (web/package.json, or APP_VERSION at build time). */
export const APP_VERSION: string = __APP_VERSION__;
