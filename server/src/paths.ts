import path from 'node:path';

/**
 * The server package's folder, the same whether this runs from the sources (server/src, through tsx
 * in development) or from the build (server/dist, `npm start`): both sit right under it, so the
 * folders read at run time (migrations, the built web app) are found from here in either case.
 */
export const SERVER_ROOT = path.resolve(import.meta.dirname, '..');
/** The repository's root, holding web/ beside server/. */
export const REPO_ROOT = path.resolve(SERVER_ROOT, '..');
