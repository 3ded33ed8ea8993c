import { createRequire } from 'node:module';
import path from 'node:path';
import type { Alias } from 'vite';

/**
 * React Router 7's package.json sends every bundler to its development build: its `exports` have no
 * condition that picks the production build it ships beside it (dist/production), so no
 * resolve.conditions can. The two are the same code, built by the package from the same source, but the
 * development one has its warnings switched on. For builds, `react-router` is aliased to that
 * production file, unchanged; `npm run dev` keeps the development build and its warnings. Should the
 * package move the file, the build fails to resolve it, and its test says so first.
 */
export function reactRouterProductionAlias(from: string | URL = import.meta.url): Alias {
  const manifest = createRequire(from).resolve('react-router/package.json');
  return {
    find: /^react-router$/,
    replacement: path.join(path.dirname(manifest), 'dist', 'production', 'index.mjs'),
  };
}
