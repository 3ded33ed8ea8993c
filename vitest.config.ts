import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      'packages/contracts',
      'server',
      'web',
      // Tests of the repository's own scripts (the bundle budget, the comment check).
      { test: { name: 'scripts', include: ['scripts/**/*.test.mjs'], environment: 'node' } },
    ],
    // Two cores: more workers than that only adds contention for the PGlite instances.
    maxWorkers: 2,
  },
});
