import { defineConfig } from 'vitest/config';

// One project per kind of test so each can run alone (`vitest run --project api`).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['tests/unit/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'machines',
          environment: 'node',
          include: ['tests/machines/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'components',
          environment: 'jsdom',
          include: ['tests/components/**/*.test.tsx'],
          // One real server (PGlite, small seed) for every file: pages render in jsdom against it.
          globalSetup: ['tests/components/global-setup.ts'],
          setupFiles: ['tests/components/jsdom-setup.ts'],
          // Above the tests' own wait for the server's answer (SERVER_WAIT), so a slow answer
          // fails on what the page shows, not on the clock.
          testTimeout: 90_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'api',
          environment: 'node',
          include: ['tests/api/**/*.test.ts'],
          globalSetup: ['tests/api/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // PGlite instances are ~350 MB each; two cores, so two forks at most.
          maxWorkers: 2,
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/e2e/global-setup.ts'],
          testTimeout: 60000,
          hookTimeout: 180000,
          fileParallelism: false,
          // A browser test that fails is run once more. Both attempts must fail for the run to
          // fail, so a broken feature still fails it; a pass on the second attempt is listed by
          // `npm test` (tests/e2e/artifacts/failed-attempts.txt) with the first attempt's
          // screenshot and page log, so a flake is seen and chased instead of re-run by hand.
          retry: 1,
        },
      },
    ],
  },
});
