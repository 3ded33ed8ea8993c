import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    // Each API test file builds its own app on its own database (PGlite in process, or a database of
    // its own on TEST_DATABASE_URL), so files run in parallel without seeing each other's rows.
    pool: 'forks',
    globalSetup: ['src/test/database-template.ts'],
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
