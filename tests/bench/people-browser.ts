// The people table in real Chromium: how long a 500-row page takes from its data arriving to
// rows on screen, and how long 'select all' takes from the click to the checked state painted.
// `npm run bench:people` runs it against its large-seed server; run this file alone
// (`npx tsx tests/bench/people-browser.ts`) to measure against a fresh small-seed server.
import { type ChildProcess, execFile, execFileSync, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { launch, openPage, signIn } from '../e2e/browser';

const exec = promisify(execFile);

/** Builds the SPA into a temporary directory (the server serves it with STATIC_DIR). */
export async function buildSpa(): Promise<{ dir: string; remove(): Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'bench-spa-'));
  await exec(process.execPath, [
    join(process.cwd(), 'node_modules/vite/bin/vite.js'),
    'build',
    '--outDir',
    dir,
    '--emptyOutDir',
    '--logLevel',
    'warn',
  ]);
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

/**
 * The SPA as `npm start` serves it, for a bench that measures what a browser downloads:
 * BENCH_SPA_DIR (a build made and precompressed elsewhere, another commit's, as is) or a fresh
 * build with the brotli siblings of every asset (scripts/precompress.mjs).
 */
export async function servedSpa(): Promise<{ dir: string; remove(): Promise<void> }> {
  const given = process.env.BENCH_SPA_DIR;
  if (given) return { dir: given, remove: async () => {} };
  const spa = await buildSpa();
  execFileSync(process.execPath, [join('scripts', 'precompress.mjs'), spa.dir]);
  return spa;
}

export interface BrowserNumbers {
  rows: number;
  total: number;
  /** Navigation start → the page's rows in the DOM and painted. */
  navigationToRowsMs: number;
  /** The list response fully received → rows painted (parse, React render, commit, paint). */
  responseToRowsMs: number;
  /** The list response fully received → the table's rows committed (its User Timing mark). */
  responseToCommitMs: number;
  /** The next 500 rows (warm page: styles and chunks loaded), response → rows committed. */
  nextPageCommitMs: number;
  /** Click on 'select all' → every rendered row checked in the DOM (React's commit). */
  selectAllCommitMs: number;
  /** Click on 'select all' → the next frame painted. */
  selectAllPaintMs: number;
  /** Clearing the selection again, commit and paint. */
  clearCommitMs: number;
  clearPaintMs: number;
  /** Toggling one row, commit. */
  toggleOneCommitMs: number;
}

// Runs in the page: clicks `selector`, then times the DOM reaching the wanted checked state and
// the next paint. A string, not a function: tsx's name helpers do not exist inside the page.
const TIME_CLICK = `async ({ selector, expectChecked, every }) => {
  const target = document.querySelector(selector);
  if (!target) throw new Error('no ' + selector);
  const start = performance.now();
  target.click();
  // React commits discrete events synchronously; poll in case a scheduler defers it.
  for (;;) {
    const boxes = every ? [...document.querySelectorAll('tbody input[type="checkbox"]')] : [target];
    if (boxes.every((b) => b.checked === expectChecked)) break;
    if (performance.now() - start > 10000) throw new Error('the checkboxes never changed');
    await new Promise((r) => setTimeout(r, 0));
  }
  const commit = performance.now() - start;
  await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
  return { commit, paint: performance.now() - start };
}`;

async function timeClick(page: Page, selector: string, expectChecked: boolean, every = true) {
  return (await page.evaluate(
    `(${TIME_CLICK})(${JSON.stringify({ selector, expectChecked, every })})`,
  )) as { commit: number; paint: number };
}

// Runs in the page once the rows show: when they were painted, when the list response ended.
const LOAD_TIMES = `(async () => {
  await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
  const painted = performance.now();
  const entry = performance
    .getEntriesByType('resource')
    .filter((e) => /\\/admin\\/v2\\/people\\?/.test(e.name))
    .pop();
  const text = document.querySelector('[data-testid="table-range"]')?.textContent ?? '';
  const m = /a (\\d+) de (\\d+)/.exec(text) ?? [];
  const mark = performance.getEntriesByName('data-table:rows').pop();
  return {
    painted,
    committed: mark ? mark.startTime : NaN,
    responseEnd: entry ? entry.responseEnd : NaN,
    rows: Number(m[1]),
    total: Number(m[2]),
  };
})()`;

/** Signs in as the brand admin and measures /admin/people?pageSize=500 on `base`. */
export async function measurePeopleBrowser(base: string, runs = 3): Promise<BrowserNumbers> {
  const browser = await launch();
  try {
    const page = await openPage(browser);
    await signIn(page, base, 'brand@demo.test');
    await page.waitForURL((url) => url.pathname === '/dashboard', { timeout: 60_000 });
    const samples: BrowserNumbers[] = [];
    for (let i = 0; i < runs; i++) {
      await page.goto(`${base}/admin/people?pageSize=500`);
      await page.waitForFunction(
        () =>
          /^Registros 1 a \d+ de \d+$/.test(
            document.querySelector('[data-testid="table-range"]')?.textContent ?? '',
          ),
        undefined,
        { timeout: 60_000 },
      );
      const load = (await page.evaluate(LOAD_TIMES)) as {
        painted: number;
        committed: number;
        responseEnd: number;
        rows: number;
        total: number;
      };
      const all = '[data-testid="select-all"] input';
      const on = await timeClick(page, all, true);
      const off = await timeClick(page, all, false);
      const one = await timeClick(page, 'tbody td input[type="checkbox"]', true, false);
      await timeClick(page, 'tbody td input[type="checkbox"]', false, false);
      await page.getByRole('button', { name: 'Página siguiente' }).click();
      await page.waitForFunction(
        () =>
          /^Registros 501 a \d+ de \d+$/.test(
            document.querySelector('[data-testid="table-range"]')?.textContent ?? '',
          ),
        undefined,
        { timeout: 60_000 },
      );
      const next = (await page.evaluate(LOAD_TIMES)) as { committed: number; responseEnd: number };
      samples.push({
        nextPageCommitMs: next.committed - next.responseEnd,
        rows: load.rows,
        total: load.total,
        navigationToRowsMs: load.painted,
        responseToRowsMs: load.painted - load.responseEnd,
        responseToCommitMs: load.committed - load.responseEnd,
        selectAllCommitMs: on.commit,
        selectAllPaintMs: on.paint,
        clearCommitMs: off.commit,
        clearPaintMs: off.paint,
        toggleOneCommitMs: one.commit,
      });
    }
    // The median run of each number: the first visit also pays for loading the chunks.
    const median = (k: keyof BrowserNumbers) => {
      const sorted = samples.map((s) => s[k]).sort((a, b) => a - b);
      return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
    };
    return {
      rows: median('rows'),
      total: median('total'),
      navigationToRowsMs: median('navigationToRowsMs'),
      responseToRowsMs: median('responseToRowsMs'),
      responseToCommitMs: median('responseToCommitMs'),
      nextPageCommitMs: median('nextPageCommitMs'),
      selectAllCommitMs: median('selectAllCommitMs'),
      selectAllPaintMs: median('selectAllPaintMs'),
      clearCommitMs: median('clearCommitMs'),
      clearPaintMs: median('clearPaintMs'),
      toggleOneCommitMs: median('toggleOneCommitMs'),
    };
  } finally {
    await browser.close();
  }
}

/** One line per number, with its 100 ms target. */
export function printBrowserNumbers(label: string, n: BrowserNumbers): void {
  const ms = (v: number) => `${v.toFixed(1)} ms`;
  const mark = (v: number) => (v <= 100 ? 'ok ≤ 100 ms' : 'OVER 100 ms');
  console.log(`${label} browser: /admin/people?pageSize=500 shows ${n.rows} of ${n.total} rows`);
  console.log(`${label} browser: navigation → rows painted ${ms(n.navigationToRowsMs)}`);
  console.log(
    `${label} browser: response → rows committed ${ms(n.responseToCommitMs)} (${mark(n.responseToCommitMs)}), painted ${ms(n.responseToRowsMs)}`,
  );
  console.log(
    `${label} browser: next 500 rows (warm page): response → rows committed ${ms(n.nextPageCommitMs)}`,
  );
  console.log(
    `${label} browser: select all → commit ${ms(n.selectAllCommitMs)}, painted ${ms(n.selectAllPaintMs)} (${mark(n.selectAllPaintMs)})`,
  );
  console.log(
    `${label} browser: clear all → commit ${ms(n.clearCommitMs)}, painted ${ms(n.clearPaintMs)}; one row → commit ${ms(n.toggleOneCommitMs)}`,
  );
}

function waitReady(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let out = '';
    const onData = (d: Buffer) => {
      out += d.toString();
      const m = /ready at (\S+)/.exec(out);
      if (m?.[1]) resolve(m[1].replace(/\/$/, ''));
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${out}`)));
  });
}

// Alone: a fresh small-seed PGlite server with the built SPA on a spare port.
if (import.meta.url === `file://${process.argv[1]}`) {
  console.log('building the SPA…');
  const spa = await buildSpa();
  console.log('starting the server…');
  const data = await mkdtemp(join(tmpdir(), 'bench-data-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: process.env.PORT ?? '18190',
      HOST: '127.0.0.1',
      DATA_DIR: data,
      SEED_SCALE: process.env.SEED_SCALE ?? 'small',
      STATIC_DIR: spa.dir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  try {
    const base = await waitReady(child);
    console.log(`server at ${base}; measuring…`);
    printBrowserNumbers('pglite (small seed)', await measurePeopleBrowser(base));
  } finally {
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
    await spa.remove();
    await rm(data, { recursive: true, force: true });
  }
}
