// The browser tests (tests/e2e): Debian's Chromium, one per worker, a fresh context per test, two
// workers, each with its own server and database (tests/e2e/global-setup.ts).
import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH } from './tests/e2e/chromium';

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '*.test.ts',
  outputDir: 'tests/e2e/artifacts/results',
  globalSetup: './tests/e2e/global-setup.ts',
  // Two cores: two workers, each a browser and a server of its own.
  workers: 2,
  // Files run in parallel, the tests of a file in order in one worker.
  fullyParallel: false,
  timeout: 60_000,
  // A failed test runs once more, traced. Both attempts must fail for the run to fail, so a broken
  // feature still fails it; a pass on the retry is reported as flaky (tests/e2e/flaky-reporter.ts),
  // never hidden.
  retries: 1,
  forbidOnly: true,
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.E2E_JSON_REPORT ?? 'tests/e2e/artifacts/report.json' }],
    ['./tests/e2e/flaky-reporter.ts'],
  ],
  use: {
    browserName: 'chromium',
    launchOptions: CHROMIUM_LAUNCH,
    trace: 'on-first-retry',
  },
});
