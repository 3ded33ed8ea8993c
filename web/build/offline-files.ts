import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The source files whose chunks the service worker keeps for offline use: the entry, the signed-in
 * frame and the staff pages (My work, a job). Admin, analytics and the guest page are left to the
 * network: large, and not what a cleaner opens in a basement. Their static imports come along, and
 * their lazy parts that are not pages (offlineFiles).
 */
export const OFFLINE_SOURCES = [
  'index.html',
  'src/app/routes/signed-in-routes.tsx',
  'src/app/routes/my-work-route.tsx',
  'src/app/routes/tasks-home.tsx',
  'src/features/jobs/pages/job-page.tsx',
  // The job page's parts loaded after its first view (features/jobs/components/lazy-steps.tsx).
  'src/features/jobs/components/scan-step.tsx',
  'src/features/jobs/components/photo-step.tsx',
  'src/features/jobs/components/learn-step.tsx',
  'src/features/jobs/components/inspect-step.tsx',
  'src/features/jobs/components/inspection-checklist.tsx',
  'src/features/jobs/components/job-report.tsx',
];

/** A chunk of the build's .vite/manifest.json, as far as it is read here. */
export interface ManifestChunk {
  file: string;
  css?: string[];
  assets?: string[];
  imports?: string[];
  dynamicImports?: string[];
}

export type BuildManifest = Record<string, ManifestChunk>;

/**
 * What the offline files load later stays online-only when it is another page or its data (the
 * route table's lazy pages, their loaders, the signed-out pages); any other lazy part they load (the
 * frame's drawers, the job page's cards and dialogs, the QR decoder) is needed without signal too.
 */
const ONLINE_ONLY_LAZY = /\/pages\/|\/api\/|signed-out-routes/;

/**
 * Every file the offline sources load, at once or later. A lazy part left out would fail to load in
 * a basement, and the page would break in the middle of what the cleaner was doing. A source that is
 * no longer a chunk of the build stops the build: the list would keep nothing for it.
 */
export function offlineFiles(
  manifest: BuildManifest,
  sources: readonly string[] = OFFLINE_SOURCES,
): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    files.add(chunk.file);
    for (const file of [...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
    for (const later of chunk.dynamicImports ?? []) if (!ONLINE_ONLY_LAZY.test(later)) visit(later);
  };
  for (const source of sources) {
    if (!manifest[source])
      throw new Error(`web/build/offline-files.ts: ${source} is no longer a chunk of the build`);
    visit(source);
  }
  return files;
}

/** The build's manifest in `outDir` (Vite writes it with build.manifest). */
export function readBuildManifest(outDir: string): BuildManifest {
  return JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as BuildManifest;
}
