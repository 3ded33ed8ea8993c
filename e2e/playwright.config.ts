import { defineConfig, devices } from '@playwright/test';
import { BASE_URL, CHROME_PATH } from './support/env';
import { REVIEW_FILES } from './support/review';

/**
 * Journeys that change what every page of the server sees (a new build served, a web version
 * published): they run on their own, after the rest (`scripts/e2e.sh` runs the two projects in turn).
 */
const SERVER_WIDE = ['app-version.spec.ts'];

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  // Every other journey makes its own accounts, so two run side by side (the machine has two cores).
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  globalSetup: './support/global-setup.ts',
  globalTeardown: './support/global-teardown.ts',
  projects: [
    { name: 'journeys', testIgnore: SERVER_WIDE },
    { name: 'server-wide', testMatch: SERVER_WIDE, workers: 1 },
  ],
  use: {
    ...devices['Desktop Chrome'],
    baseURL: BASE_URL,
    locale: 'en-US',
    timezoneId: 'Asia/Almaty',
    trace: REVIEW_FILES ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROME_PATH,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
});
