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
          // Real servers, a real replica and bursts on two shared cores: a test that fails once is
          // run again, as the browser tests are, and a pass on the retry is listed by `npm test`
          // (tests/vitest-flaky-reporter.ts), never silent.
          retry: 1,
          // PGlite instances are ~350 MB each; two cores, so two forks at most.
          maxWorkers: 2,
        },
      },
    ],
  },
});
