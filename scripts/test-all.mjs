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
  { name: 'api (PGlite)', vitest: ['--project', 'api'], env: envWithoutPg },
];
if (pgUrl) {
  runs.push({
    name: 'api (PostgreSQL)',
    vitest: ['--project', 'api'],
    env: { ...process.env, TEST_DATABASE_URL: pgUrl },
  });
}
// Real Chromium against the real server (Debian's chromium; .ci/run installs it when absent).
runs.push({ name: 'e2e (Chromium)', vitest: ['--project', 'e2e'], env: envWithoutPg });

// Written by the browser tests, one line per failed attempt (tests/e2e/browser.ts).
const failedAttempts = join('tests', 'e2e', 'artifacts', 'failed-attempts.txt');
rmSync(failedAttempts, { force: true });

let passed = 0;
let failed = 0;
const failures = [];
for (const [i, run] of runs.entries()) {
  console.log(`\n=== ${run.name} ===`);
  const started = Date.now();
  const report = join(out, `${i}.json`);
  const json = ['--reporter=json', `--outputFile.json=${report}`];
  const cmd =
    run.cmd ??
    (run.paths
      ? ['npx', 'tsx', 'scripts/paths-report.ts', ...json]
      : ['npx', 'vitest', 'run', ...run.vitest, '--reporter=default', ...json]);
  const r = spawnSync(cmd[0], cmd.slice(1), { stdio: 'inherit', env: run.env ?? process.env });
  if (!run.cmd) {
    try {
      const json = JSON.parse(readFileSync(report, 'utf8'));
      passed += json.numPassedTests;
      failed += json.numFailedTests;
    } catch {
      failed += 1;
    }
  }
  if (r.status !== 0) failures.push(run.name);
  console.log(
    `=== ${run.name}: ${r.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}
if (existsSync(failedAttempts)) {
  // A browser test passes on its second attempt only; the flake is shown, never silent.
  const lines = readFileSync(failedAttempts, 'utf8').trim().split('\n');
  console.log(`\nbrowser test attempts that failed (${lines.length}; their report is above):`);
  for (const line of lines) console.log(`  ${line}`);
}
if (failures.length > 0) console.log(`\nfailed: ${failures.join(', ')}`);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failures.length > 0 ? 1 : 0);
