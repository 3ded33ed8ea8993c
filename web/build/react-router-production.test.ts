import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { reactRouterProductionAlias } from './react-router-production.ts';

describe("react-router's production build", () => {
  const alias = reactRouterProductionAlias();
  const development = createRequire(import.meta.url).resolve('react-router');

  it('is a file the package ships, taken for the bare `react-router` import only', () => {
    expect(existsSync(alias.replacement)).toBe(true);
    expect(alias.replacement).toMatch(/[\\/]react-router[\\/]dist[\\/]production[\\/]index\.mjs$/);
    const find = alias.find as RegExp;
    expect(find.test('react-router')).toBe(true);
    expect(find.test('react-router/dom')).toBe(false);
    expect(find.test('react-router-dom')).toBe(false);
  });

  it('is what the package resolves to otherwise, its development build, with its warnings off', async () => {
    // Still needed: the day the package resolves to its production build, this alias can go.
    expect(development).toMatch(/[\\/]dist[\\/]development[\\/]/);
    const [production, fallback] = await Promise.all([
      import(pathToFileURL(alias.replacement).href) as Promise<Record<string, unknown>>,
      import(pathToFileURL(development.replace(/index\.js$/, 'index.mjs')).href) as Promise<
        Record<string, unknown>
      >,
    ]);
    expect(Object.keys(production).sort()).toEqual(Object.keys(fallback).sort());
    expect(Object.keys(production)).toEqual(
      expect.arrayContaining(['Link', 'useNavigate', 'createBrowserRouter']),
    );
  });
});
