import type { ViteDevServer } from 'vite';
import { describe, expect, it } from 'vitest';
import { guestPageInDev } from './guest-page-in-dev.ts';
import { hook } from './plugin-hooks.ts';

type Middleware = (req: { url?: string }, res: unknown, next: () => void) => void;

/** The address the dev server goes on with after the plugin's middleware saw `url`. */
function served(url: string): string | undefined {
  let middleware: Middleware = () => undefined;
  const server = { middlewares: { use: (handler: Middleware) => (middleware = handler) } };
  hook(guestPageInDev(), 'configureServer')(server as unknown as ViteDevServer);
  const req = { url };
  let passedOn = false;
  middleware(req, {}, () => {
    passedOn = true;
  });
  expect(passedOn).toBe(true);
  return req.url;
}

describe('the guest page in development', () => {
  it("serves a guest room's address from guest.html, with or without a query", () => {
    expect(served('/q/AbC123')).toBe('/guest.html');
    expect(served('/q/AbC123?lang=kk')).toBe('/guest.html');
  });

  it("serves a contractor's link (DECISIONS.md §13) from the same light entry", () => {
    expect(served('/fix/q6Vt3mJr0ZkS1aX9bLpW2d')).toBe('/guest.html');
    expect(served('/fixtures')).toBe('/fixtures');
  });

  it("leaves the app's own addresses and a bare /q/ to Vite", () => {
    expect(served('/')).toBe('/');
    expect(served('/q/')).toBe('/q/');
    expect(served('/quality')).toBe('/quality');
    expect(served('/src/features/guest/standalone/main.tsx')).toBe('/src/features/guest/standalone/main.tsx');
  });

  it('is for the dev server only', () => {
    expect(guestPageInDev().apply).toBe('serve');
  });
});
