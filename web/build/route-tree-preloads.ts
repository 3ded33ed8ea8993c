import type { Plugin, Rollup } from 'vite';
import { PRELOAD_METAS, ROUTE_TREES, type RouteTree, START_PAGES } from '../src/app/routes/start-pages.ts';
import { PRELOAD_SCRIPT } from './preload-script.ts';

/** antd's provider with its stylesheet, which a page drawn in antd loads beside its code (lazyAntdPage). */
export const ANTD_PROVIDER = 'src/shared/ui-kit/antd-provider.tsx';

export interface RouteTreePreloadsOptions {
  /** Each route tree's module, by the name the preload script starts it under. */
  trees?: Record<RouteTree, string>;
  /** The signed-in pages opened straight from an address. */
  startPages?: ReadonlyArray<{ path: string; module: string; plain?: boolean }>;
  antdProvider?: string;
}

/**
 * Names each route tree's JavaScript files in index.html (`<meta name="cleanops-signed-in-js">`, …), so
 * its first script (src/preload-texts.ts) can start the one tree this visitor needs beside the entry
 * instead of after it has run: one round trip less before the first paint. Only the tree's own files
 * are named; what the entry loads anyway Vite already preloads. Likewise `<meta name="cleanops-start-pages">`
 * names, for each of START_PAGES (app/routes/start-pages.ts), the files of that page alone. The names
 * are PRELOAD_METAS, which the script reads by.
 */
export function routeTreePreloads({
  trees = ROUTE_TREES,
  startPages = START_PAGES,
  antdProvider = ANTD_PROVIDER,
}: RouteTreePreloadsOptions = {}): Plugin {
  // The API's address for the early first-view request: the app's own origin unless the build points a
  // region elsewhere (shared/config/regions.ts), in which case the script asks for no data.
  let sameOriginApi = true;
  return {
    name: 'cleanops-route-tree-preloads',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      sameOriginApi = !config.env.VITE_API_BASE_KZ && !config.env.VITE_API_BASE_RU;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.filename.endsWith('index.html') || !ctx.bundle) return html;
        const bundle = ctx.bundle;
        const chunks = Object.values(bundle).filter(
          (file): file is Rollup.OutputChunk => file.type === 'chunk',
        );
        const closure = (fileName: string, into = new Set<string>()) => {
          const chunk = bundle[fileName];
          if (chunk?.type !== 'chunk' || into.has(fileName)) return into;
          into.add(fileName);
          for (const imported of chunk.imports) closure(imported, into);
          return into;
        };
        const entry = chunks.find((chunk) => chunk.isEntry && chunk.facadeModuleId?.endsWith('index.html'));
        const loadedByEntry = entry ? closure(entry.fileName) : new Set<string>();
        // A tree's stylesheets (antd's, for the signed-in one) are named with its scripts.
        const withCss = (files: string[]) => [
          ...files,
          ...new Set(
            files.flatMap((file) => {
              const chunk = bundle[file];
              return chunk?.type === 'chunk' ? [...(chunk.viteMetadata?.importedCss ?? [])] : [];
            }),
          ),
        ];
        const metas = Object.entries(trees).map(([name, source]) => {
          const tree = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(source));
          if (!tree) throw new Error(`route-tree-preloads: ${source} is no longer a chunk of the build`);
          const files = withCss([...closure(tree.fileName)].filter((file) => !loadedByEntry.has(file)));
          return `<meta name="${PRELOAD_METAS.tree(name as RouteTree)}" content="${files.map((file) => `/${file}`).join(' ')}" />`;
        });
        // The start pages' own files (those of neither the entry nor the signed-in tree).
        const signedIn = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(trees['signed-in']));
        const loadedByTree = closure(signedIn?.fileName ?? '', new Set(loadedByEntry));
        // A page drawn in antd loads antd's provider (with its stylesheet) beside its code (lazyAntdPage).
        const antd =
          chunks.find((chunk) => chunk.facadeModuleId?.endsWith(antdProvider)) ??
          chunks.find((chunk) => chunk.moduleIds.some((id) => id.endsWith(antdProvider)));
        if (!antd) throw new Error(`route-tree-preloads: ${antdProvider} is no longer a chunk of the build`);
        const pages = startPages.map(({ path, module, plain }) => {
          const page = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(module));
          if (!page)
            throw new Error(`route-tree-preloads: ${module} (START_PAGES) is no longer a chunk of the build`);
          const own = closure(page.fileName);
          if (!plain) closure(antd.fileName, own);
          const files = withCss([...own].filter((file) => !loadedByTree.has(file)));
          return [path, files.map((file) => `/${file}`)] as const;
        });
        const attribute = JSON.stringify(Object.fromEntries(pages))
          .replaceAll('&', '&amp;')
          .replaceAll('"', '&quot;');
        metas.push(`<meta name="${PRELOAD_METAS.startPages}" content="${attribute}" />`);
        if (sameOriginApi) metas.push(`<meta name="${PRELOAD_METAS.api}" content="/api" />`);
        // Before the preload script, so the parser has read them when it runs.
        const script = new RegExp(`<script [^>]*src="/${PRELOAD_SCRIPT.replaceAll('.', '\\.')}"[^>]*>`);
        if (!script.test(html))
          throw new Error(
            `route-tree-preloads: index.html no longer loads /${PRELOAD_SCRIPT}, where the metas go`,
          );
        return html.replace(script, `${metas.join('\n    ')}\n    $&`);
      },
    },
  };
}
