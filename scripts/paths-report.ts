/**
 * Runs the machine path tests and prints coverage per machine (states, transitions, paths).
 * The tests measure coverage on replayed actors and write it to PATHS_COVERAGE_DIR.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

interface Coverage {
  name: string;
  states: { covered: number; total: number; missing: string[] };
  transitions: { covered: number; total: number; missing: string[] };
  paths: number;
}

const dir = mkdtempSync(join(tmpdir(), 'paths-'));
// Extra arguments go to vitest (npm test adds a JSON reporter to count the tests).
const run = spawnSync(
  'npx',
  ['vitest', 'run', '--project', 'machines', '--reporter=dot', ...process.argv.slice(2)],
  {
    stdio: 'inherit',
    env: { ...process.env, PATHS_COVERAGE_DIR: dir },
  },
);

const rows: Coverage[] = readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as Coverage)
  .sort((a, b) => a.name.localeCompare(b.name));
rmSync(dir, { recursive: true, force: true });

const header = ['machine', 'states', 'transitions', 'paths'];
const table = rows.map((r) => [
  r.name,
  `${r.states.covered}/${r.states.total}`,
  `${r.transitions.covered}/${r.transitions.total}`,
  String(r.paths),
]);
const widths = header.map((h, i) =>
  Math.max(h.length, ...table.map((row) => (row[i] ?? '').length)),
);
const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join('  ');
console.log(`\n${line(header)}`);
console.log(widths.map((w) => '-'.repeat(w)).join('  '));
for (const row of table) console.log(line(row));
for (const r of rows) {
  for (const m of r.states.missing) console.log(`  uncovered state ${r.name}: ${m}`);
  for (const m of r.transitions.missing) console.log(`  uncovered transition ${r.name}: ${m}`);
}

const sum = (f: (r: Coverage) => number) => rows.reduce((n, r) => n + f(r), 0);
const sc = sum((r) => r.states.covered);
const st = sum((r) => r.states.total);
const tc = sum((r) => r.transitions.covered);
const tt = sum((r) => r.transitions.total);
console.log(`\npaths: ${rows.length} machines, states ${sc}/${st}, transitions ${tc}/${tt}`);

const failed = run.status !== 0 || rows.length === 0 || sc !== st || tc !== tt;
process.exit(failed ? 1 : 0);
