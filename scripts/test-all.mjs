// `npm test`: typecheck + lint, the i18n catalogue check, then every vitest project; the API tests run on PGlite and,
// when TEST_DATABASE_URL is set (CI sets it), once more on PostgreSQL; then the browser tests. Ends with one plain line
// "tests: N passed, N failed" summed over every run.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureChromium } from './ensure-chromium.mjs';

// The browser tests come last; find (or install) their browser first, so a machine without it
// stops now with the command to run instead of failing after every other suite.
const noBrowser = ensureChromium();
if (noBrowser) {
  console.error(noBrowser);
  process.exit(1);
}

const out = mkdtempSync(join(tmpdir(), 'test-all-'));
const pgUrl = process.env.TEST_DATABASE_URL;
const { TEST_DATABASE_URL: _drop, ...envWithoutPg } = process.env;

const runs = [
  { name: 'check', cmd: ['npm', 'run', 'check'] },
  // The contract against a third-party linter (Redocly's recommended rules, redocly.yaml); it must
  // not phone home: the network is closed here and in CI.
  {
    name: 'contract lint',
    cmd: ['npx', 'redocly', 'lint', 'openapi/admin.yaml'],
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
  },
  // Catalogues complete in every language (missing, extra, untranslated, ICU placeholders).
  { name: 'i18n', cmd: ['npm', 'run', 'i18n:check'] },
  { name: 'unit', vitest: ['--project', 'unit'] },
  // The path tests print their coverage table (states, transitions, paths per machine).
  { name: 'machines', paths: true },
  // Pages rendered in jsdom (Testing Library) against a real server on PGlite.
  { name: 'components', vitest: ['--project', 'components'], env: envWithoutPg },
  { name: 'api (PGlite)', vitest: ['--project', 'api'], env: envWithoutPg },
];
if (pgUrl) {
  runs.push({
    name: 'api (PostgreSQL)',
    vitest: ['--project', 'api'],
    env: { ...process.env, TEST_DATABASE_URL: pgUrl },
  });
}
// Real Chromium against real servers (Debian's chromium; .ci/run installs it when absent), on
// @playwright/test: two workers, each with its own server and database (playwright.config.ts).
runs.push({ name: 'e2e (Chromium)', playwright: true, env: envWithoutPg });

// Written by the browser tests' flaky reporter: the tests that passed only on their retry.
const flaky = join('tests', 'e2e', 'artifacts', 'flaky.txt');
rmSync(flaky, { force: true });

let passed = 0;
let failed = 0;
const failures = [];
// The failing tests by name, repeated at the end: a CI log is often read from its tail only.
const failedTests = [];
// The vitest tests that passed only on their retry (tests/vitest-flaky-reporter.ts), by run.
const flakyTests = [];
for (const [i, run] of runs.entries()) {
  console.log(`\n=== ${run.name} ===`);
  const started = Date.now();
  const report = join(out, `${i}.json`);
  const json = ['--reporter=json', `--outputFile.json=${report}`];
  const cmd =
    run.cmd ??
    (run.playwright
      ? ['npx', 'playwright', 'test']
      : run.paths
        ? ['npx', 'tsx', 'scripts/paths-report.ts', ...json]
        : [
            'npx',
            'vitest',
            'run',
            ...run.vitest,
            '--reporter=default',
            '--reporter=./tests/vitest-flaky-reporter.ts',
            ...json,
          ]);
  const vitestFlaky = join(out, `${i}-flaky.txt`);
  const env = run.playwright
    ? { ...(run.env ?? process.env), E2E_JSON_REPORT: report }
    : { ...(run.env ?? process.env), VITEST_FLAKY_FILE: vitestFlaky };
  const r = spawnSync(cmd[0], cmd.slice(1), { stdio: 'inherit', env });
  if (!run.cmd) {
    try {
      const json = JSON.parse(readFileSync(report, 'utf8'));
      // Playwright counts a pass on retry as flaky: passed, and listed below.
      passed += run.playwright ? json.stats.expected + json.stats.flaky : json.numPassedTests;
      failed += run.playwright ? json.stats.unexpected : json.numFailedTests;
      if (!run.playwright) failedTests.push(...vitestFailures(run.name, json));
    } catch {
      failed += 1;
    }
  }
  if (existsSync(vitestFlaky)) {
    const text = readFileSync(vitestFlaky, 'utf8').trimEnd();
    // Each test's line is named by its run; the line under it (its first error) stays as it is.
    flakyTests.push(
      ...text.split('\n').map((line) => (line.startsWith(' ') ? line : `${run.name} › ${line}`)),
    );
  }
  if (r.status !== 0) failures.push(run.name);
  console.log(
    `=== ${run.name}: ${r.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}
if (existsSync(flaky)) {
  // A browser test passed on its retry only; the flake is shown, never silent.
  const text = readFileSync(flaky, 'utf8').trimEnd();
  const count = text.split('\n').filter((line) => !line.startsWith(' ')).length;
  console.log(`\nbrowser tests that passed only on their retry (${count}):\n${text}`);
}
if (flakyTests.length > 0) {
  const count = flakyTests.filter((line) => !line.startsWith(' ')).length;
  console.log(
    `\nvitest tests that passed only on their retry (${count}):\n${flakyTests.join('\n')}`,
  );
}
if (failedTests.length > 0) console.log(`\nfailed tests:\n${failedTests.join('\n')}`);
if (failures.length > 0) console.log(`\nfailed: ${failures.join(', ')}`);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failures.length > 0 ? 1 : 0);

/** "run › file › test: first line of the message" for each failed test of a vitest JSON report. */
function vitestFailures(runName, json) {
  const lines = [];
  for (const file of json.testResults ?? []) {
    const name = file.name?.replace(`${process.cwd()}/`, '') ?? '?';
    const failedInFile = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
    if (failedInFile.length === 0 && file.status === 'failed') {
      lines.push(`  ${runName} › ${name}: ${firstLine(file.message)}`);
    }
    for (const t of failedInFile) {
      lines.push(`  ${runName} › ${name} › ${t.fullName}: ${firstLine(t.failureMessages?.[0])}`);
    }
  }
  return lines;
}

function firstLine(text) {
  return (
    (text ?? '')
      .split('\n')
      .find((line) => line.trim() !== '')
      ?.slice(0, 300) ?? ''
  );
}
