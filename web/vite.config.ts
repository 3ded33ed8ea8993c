import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

const API_TARGET = process.env.API_TARGET ?? 'http://localhost:8080';

/**
 * Each build's own id, compiled in and written to dist/version.json, which the server reads to say
 * which build it serves (GET /api/app-versions/latest): a loaded page with another id offers a
 * reload (DECISIONS.md §11). BUILD_ID and APP_VERSION may be set by a release pipeline.
 */
const BUILD_ID =
  process.env.BUILD_ID ??
  `${new Date().toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-')}-${Math.random().toString(36).slice(2, 6)}`;
const APP_VERSION =
  process.env.APP_VERSION ??
  (JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string })
    .version;

function versionFile(): Plugin {
  return {
    name: 'cleanops-version-file',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'version.json',
        source: `${JSON.stringify({ buildId: BUILD_ID, version: APP_VERSION, builtAt: new Date().toISOString() })}\n`,
      });
    },
  };
}

export default defineConfig({
  plugins: [react(), versionFile()],
  define: {
    __BUILD_ID__: JSON.stringify(BUILD_ID),
    __APP_VERSION__: JSON.stringify(APP_VERSION),
  },
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    port: 5173,
    proxy: {
      '/api': API_TARGET,
      '/locales/add': API_TARGET,
    },
  },
  build: {
    outDir: 'dist',
    // Two pages: the app, and the guest room page a QR code opens on a phone, which must not carry the
    // signed-in shell (issue 13). The manifest lets scripts/check-bundle-budget.mjs weigh each route.
    rolldownOptions: {
      input: {
        index: fileURLToPath(new URL('./index.html', import.meta.url)),
        guest: fileURLToPath(new URL('./guest.html', import.meta.url)),
      },
    },
    manifest: true,
    // Maps stay in dist for the team; no //# sourceMappingURL in the files, and the server refuses .map
    // (issue 18: served publicly they would hand out the sources).
    sourcemap: 'hidden',
  },
  test: {
    name: 'web',
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
