import { describe, expect, it } from 'vitest';
import { hook } from './plugin-hooks.ts';
import { PRELOAD_SCRIPT } from './preload-script.ts';
import { routeTreePreloads } from './route-tree-preloads.ts';

const TREES = { 'signed-in': 'src/routes/signed-in.tsx', 'signed-out': 'src/routes/signed-out.tsx' };
const START_PAGES = [
  { path: '/', module: 'src/pages/dashboard.tsx', plain: true },
  { path: '/tasks/mine', module: 'src/pages/my-work.tsx' },
];
const PROVIDER = 'src/kit/antd-provider.tsx';

function chunk(fileName: string, facade: string | null, imports: string[] = [], css: string[] = []) {
  return {
    type: 'chunk',
    fileName,
    facadeModuleId: facade && `/web/${facade}`,
    isEntry: facade === 'index.html',
    imports,
    moduleIds: facade ? [`/web/${facade}`] : [],
    viteMetadata: { importedCss: new Set(css) },
  };
}

/** The entry with React; two trees; antd's provider; a plain start page and one drawn in antd. */
const BUNDLE = Object.fromEntries(
  [
    chunk('assets/index.js', 'index.html', ['assets/react.js']),
    chunk('assets/react.js', null),
    chunk(
      'assets/signed-in.js',
      TREES['signed-in'],
      ['assets/index.js', 'assets/frame.js'],
      ['assets/frame.css'],
    ),
    chunk('assets/frame.js', null, ['assets/react.js']),
    chunk('assets/signed-out.js', TREES['signed-out'], ['assets/index.js']),
    chunk('assets/antd-provider.js', PROVIDER, ['assets/antd.js'], ['assets/antd-provider.css']),
    chunk('assets/antd.js', null, ['assets/react.js']),
    chunk('assets/dashboard.js', 'src/pages/dashboard.tsx', ['assets/frame.js', 'assets/chart.js']),
    chunk('assets/chart.js', null),
    chunk('assets/my-work.js', 'src/pages/my-work.tsx', ['assets/antd.js', 'assets/index.js']),
  ].map((file) => [file.fileName, file]),
);

const HTML = `<head>\n    <script src="/${PRELOAD_SCRIPT}" blocking="render"></script>\n</head>`;

function transform(
  html = HTML,
  env: Record<string, string> = {},
  bundle: object = BUNDLE,
  filename = 'index.html',
) {
  const plugin = routeTreePreloads({ trees: TREES, startPages: START_PAGES, antdProvider: PROVIDER });
  hook(plugin, 'configResolved')({ env });
  return hook(plugin, 'transformIndexHtml')(html, {
    filename: `/web/${filename}`,
    path: '/',
    bundle,
  }) as string;
}

const meta = (html: string, name: string) =>
  new RegExp(`<meta name="${name}" content="([^"]*)" />`)
    .exec(html)?.[1]
    ?.replaceAll('&quot;', '"')
    .replaceAll('&amp;', '&');

describe("index.html's preload metas", () => {
  const html = transform();

  it("name each route tree's own files, with their stylesheets, and not what the entry loads", () => {
    expect(meta(html, 'cleanops-signed-in-js')).toBe(
      '/assets/signed-in.js /assets/frame.js /assets/frame.css',
    );
    expect(meta(html, 'cleanops-signed-out-js')).toBe('/assets/signed-out.js');
  });

  it("name each start page's own files; one drawn in antd with antd's provider and its stylesheet", () => {
    expect(JSON.parse(meta(html, 'cleanops-start-pages') ?? '{}')).toEqual({
      '/': ['/assets/dashboard.js', '/assets/chart.js'],
      '/tasks/mine': [
        '/assets/my-work.js',
        '/assets/antd.js',
        '/assets/antd-provider.js',
        '/assets/antd-provider.css',
      ],
    });
  });

  it('go before the preload script, which reads them as it runs', () => {
    expect(html.indexOf('cleanops-start-pages')).toBeLessThan(html.indexOf(PRELOAD_SCRIPT));
    expect(html.indexOf('cleanops-signed-in-js')).toBeGreaterThan(html.indexOf('<head>'));
  });

  it("name the API's address only when the build keeps it on the app's own origin", () => {
    expect(meta(html, 'cleanops-api')).toBe('/api');
    expect(meta(transform(HTML, { VITE_API_BASE_KZ: 'https://kz.example' }), 'cleanops-api')).toBeUndefined();
  });

  it('leave the guest page alone', () => {
    expect(transform(HTML, {}, BUNDLE, 'guest.html')).toBe(HTML);
  });

  it('stop the build when a start page, a tree or the preload script is gone', () => {
    const { 'assets/dashboard.js': _page, ...withoutPage } = BUNDLE;
    expect(() => transform(HTML, {}, withoutPage)).toThrow(/src\/pages\/dashboard\.tsx \(START_PAGES\)/);
    const { 'assets/signed-out.js': _tree, ...withoutTree } = BUNDLE;
    expect(() => transform(HTML, {}, withoutTree)).toThrow(/signed-out\.tsx is no longer a chunk/);
    expect(() => transform('<head></head>')).toThrow(/no longer loads \/preload-texts\.js/);
  });
});
