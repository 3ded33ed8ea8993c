import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/contracts', 'server', 'web'],
    // Two cores: more workers than that only adds contention for the PGlite instances.
    maxWorkers: 2,
  },
});
