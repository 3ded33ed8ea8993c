import { fileURLToPath } from 'node:url';
import type { Plugin, ViteDevServer } from 'vite';
import { describe, expect, it } from 'vitest';
import { bundlePreloadScript, PRELOAD_SCRIPT, preloadScript } from './preload-script.ts';

const OPTIONS = {
  entry: fileURLToPath(new URL('../src/preload-texts.ts', import.meta.url)),
  tsconfig: fileURLToPath(new URL('../tsconfig.json', import.meta.url)),
};

type Hook = (this: unknown, ...args: unknown[]) => unknown;
const hook = (plugin: Plugin, name: keyof Plugin) => plugin[name] as unknown as Hook;

/**
 * Runs a built script as a browser would, in a page with no build <meta> tags, a stored language and
 * no session; returns the language it put on <html> and the texts it asked for.
 */
function runInPage(code: string, storedLanguage: string) {
  const links: Array<{ href?: string }> = [];
  const documentElement = { lang: 'ru', dataset: {} };
  const page = {
    window: { location: { pathname: '/', search: '' } },
    document: {
      documentElement,
      cookie: '',
      createElement: () => ({}),
      createDocumentFragment: () => ({ appendChild: (link: { href?: string }) => links.push(link) }),
      head: { appendChild: () => undefined },
      querySelector: () => null,
    },
    navigator: { languages: ['en-US'], language: 'en-US' },
    localStorage: { getItem: (key: string) => (key === 'i18nextLng' ? storedLanguage : null) },
  };
  new Function(...Object.keys(page), code)(...Object.values(page));
  return { lang: documentElement.lang, texts: links.map((link) => link.href) };
}

describe("the build's preload script", () => {
  it('is emitted as preload-texts.js, one classic script made from the app modules alone', async () => {
    const plugin = preloadScript(OPTIONS);
    hook(plugin, 'configResolved')({ build: { target: ['chrome111', 'safari16.4'] } });
    const emitted: Array<{ type: string; fileName: string; source: string }> = [];
    await hook(plugin, 'generateBundle').call({
      emitFile: (file: (typeof emitted)[number]) => emitted.push(file),
    });
    expect(emitted.map(({ type, fileName }) => ({ type, fileName }))).toEqual([
      { type: 'asset', fileName: PRELOAD_SCRIPT },
    ]);
    const code = emitted[0]?.source ?? '';
    // index.html loads it without type="module": an import or export left in it would not run.
    expect(code).not.toMatch(/^\s*(?:import|export)\b|import\.meta/m);
    const { lang, texts } = runInPage(code, 'kk');
    expect(lang).toBe('kk');
    expect(texts).toContain('/locales/kk/common.json');
    expect(texts).toContain('/locales/kk/auth.json');
  });

  it('is served fresh by the dev server at the same address, other addresses left to Vite', async () => {
    const plugin = preloadScript(OPTIONS);
    let middleware: Hook = () => undefined;
    const server = {
      middlewares: {
        use: (handler: Hook) => {
          middleware = handler;
        },
      },
    };
    hook(plugin, 'configureServer')(server as unknown as ViteDevServer);
    const headers: Record<string, string> = {};
    const body = await new Promise<string>((resolve, reject) => {
      const res = {
        setHeader: (name: string, value: string) => {
          headers[name] = value;
        },
        end: resolve,
      };
      middleware({ url: `/${PRELOAD_SCRIPT}?t=1` }, res, reject);
    });
    expect(headers).toEqual({ 'Content-Type': 'text/javascript', 'Cache-Control': 'no-cache' });
    expect(runInPage(body, 'es').lang).toBe('es');
    let passedOn = false;
    await middleware({ url: '/src/main.tsx' }, {}, () => {
      passedOn = true;
    });
    expect(passedOn).toBe(true);
  });

  it("takes the app's rules only: no package, so no React, zod or store library", async () => {
    const { inputs } = await bundlePreloadScript(OPTIONS, { target: 'esnext', minify: true });
    expect(inputs.some((input) => input.endsWith('contracts/src/rules.ts'))).toBe(true);
    expect(inputs.filter((input) => input.includes('node_modules'))).toEqual([]);
  });
});
