import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // Each API test file builds its own app on its own database (PGlite, or a schema of its own on
    // DATABASE_URL); two cores do not gain from more workers than that.
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
