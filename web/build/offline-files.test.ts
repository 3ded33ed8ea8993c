import { describe, expect, it } from 'vitest';
import { type BuildManifest, OFFLINE_SOURCES, offlineFiles } from './offline-files.ts';

/** A small build: the entry, the frame with a drawer and a page, and an admin page nobody keeps. */
const MANIFEST: BuildManifest = {
  'index.html': {
    file: 'assets/index.js',
    css: ['assets/index.css'],
    imports: ['_react.js'],
    dynamicImports: ['src/app/routes/signed-in-routes.tsx', 'src/app/routes/signed-out-routes.tsx'],
  },
  '_react.js': { file: 'assets/react.js' },
  'src/app/routes/signed-in-routes.tsx': {
    file: 'assets/signed-in.js',
    imports: ['index.html'],
    dynamicImports: [
      'src/features/jobs/pages/job-page.tsx',
      'src/features/admin/pages/logs-page.tsx',
      'src/features/profile/components/profile-drawer.tsx',
      'src/features/jobs/api/get-occurrence.ts',
    ],
  },
  'src/app/routes/signed-out-routes.tsx': { file: 'assets/signed-out.js' },
  'src/features/jobs/pages/job-page.tsx': {
    file: 'assets/job-page.js',
    css: ['assets/job-page.css'],
    assets: ['assets/scan.svg'],
    dynamicImports: ['src/features/jobs/components/scan-step.tsx'],
  },
  'src/features/jobs/components/scan-step.tsx': {
    file: 'assets/scan-step.js',
    dynamicImports: ['node_modules/jsqr/dist/jsQR.js'],
  },
  'node_modules/jsqr/dist/jsQR.js': { file: 'assets/jsQR.js' },
  'src/features/admin/pages/logs-page.tsx': { file: 'assets/logs-page.js' },
  'src/features/profile/components/profile-drawer.tsx': { file: 'assets/profile-drawer.js' },
  'src/features/jobs/api/get-occurrence.ts': { file: 'assets/get-occurrence.js' },
};

const SOURCES = ['index.html', 'src/app/routes/signed-in-routes.tsx', 'src/features/jobs/pages/job-page.tsx'];

describe('the files kept for offline use', () => {
  const kept = offlineFiles(MANIFEST, SOURCES);

  it("are the sources' files with their stylesheets, assets and static imports", () => {
    for (const file of ['assets/index.js', 'assets/index.css', 'assets/react.js', 'assets/signed-in.js'])
      expect(kept).toContain(file);
    for (const file of ['assets/job-page.js', 'assets/job-page.css', 'assets/scan.svg'])
      expect(kept).toContain(file);
  });

  it('take the lazy parts a kept file loads later, to the end of the chain (a step, its decoder)', () => {
    expect(kept).toContain('assets/profile-drawer.js');
    expect(kept).toContain('assets/scan-step.js');
    expect(kept).toContain('assets/jsQR.js');
  });

  it('leave other pages, their data and the signed-out pages to the network', () => {
    expect(kept).not.toContain('assets/logs-page.js');
    expect(kept).not.toContain('assets/get-occurrence.js');
    expect(kept).not.toContain('assets/signed-out.js');
  });

  it('stop the build when a source is no longer a chunk of it', () => {
    expect(() => offlineFiles(MANIFEST, [...SOURCES, 'src/features/jobs/pages/gone.tsx'])).toThrow(
      /gone\.tsx is no longer a chunk of the build/,
    );
  });

  it('start from the entry, the signed-in frame and the job page', () => {
    expect(OFFLINE_SOURCES).toEqual(expect.arrayContaining(SOURCES));
  });
});
