// `npm run bench:sign-in`: the sign-in page on a mid-range phone. Lighthouse (mobile, simulated
// throttling, Debian's Chromium) on a cold /auth/login of the built SPA as `npm start` serves it,
// BENCH_RUNS times (default 5). Prints each run's performance score, Total Blocking Time, First
// and Largest Contentful Paint, their medians, the accessibility and best-practices scores, and
// writes them to BENCH_JSON (.data-bench/sign-in.json) with the load average.
// BENCH_BESIDE_BUILD=1 builds the SPA in a loop beside the runs (the "while other work runs" case).
// BENCH_SPA_DIR=<a built and precompressed SPA> measures that build instead of building one.
// Lighthouse is fetched by npx (LIGHTHOUSE=lighthouse@<version> to choose another), so the
// project does not install it.

import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { median, startServer, writeBenchJson } from './bench-server';
import { servedSpa } from './people-browser';

const exec = promisify(execFile);
const runs = Number(process.env.BENCH_RUNS ?? 5);
const jsonPath = process.env.BENCH_JSON ?? '.data-bench/sign-in.json';
const lighthouse = process.env.LIGHTHOUSE ?? 'lighthouse@12.8.2';
const chromium = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const besideBuild = process.env.BENCH_BESIDE_BUILD === '1';

interface Run {
  performance: number;
  accessibility: number;
  bestPractices: number;
  tbtMs: number;
  fcpMs: number;
  lcpMs: number;
}

interface LighthouseReport {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number }>;
}

async function lighthouseRun(url: string): Promise<Run> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-lh-'));
  const out = join(dir, 'report.json');
  try {
    await exec(
      'npx',
      [
        '--yes',
        lighthouse,
        url,
        '--quiet',
        '--only-categories=performance,accessibility,best-practices',
        '--output=json',
        `--output-path=${out}`,
        `--chrome-path=${chromium}`,
        '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
      ],
      { maxBuffer: 64 * 1024 * 1024 },
    );
    const report = JSON.parse(readFileSync(out, 'utf8')) as LighthouseReport;
    const score = (id: string) => report.categories[id]?.score ?? Number.NaN;
    const ms = (id: string) => Math.round(report.audits[id]?.numericValue ?? Number.NaN);
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      tbtMs: ms('total-blocking-time'),
      fcpMs: ms('first-contentful-paint'),
      lcpMs: ms('largest-contentful-paint'),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Builds the SPA again and again into a scratch folder until stopped: other work on the CPU. */
function buildLoop(): { stop(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'bench-busy-'));
  let child: ChildProcess | null = null;
  let stopped = false;
  const next = () => {
    if (stopped) return;
    child = spawn(
      process.execPath,
      [
        'node_modules/vite/bin/vite.js',
        'build',
        '--outDir',
        dir,
        '--emptyOutDir',
        '--logLevel',
        'silent',
      ],
      { stdio: 'ignore' },
    );
    child.on('exit', next);
  };
  next();
  return {
    stop() {
      stopped = true;
      child?.kill();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

const spa = await servedSpa();
process.env.STATIC_DIR = spa.dir;
const server = await startServer('postgres', 'demo', 18380);
const url = `${server.base}/auth/login`;
// Once before measuring, so npx has Lighthouse on disk and the server has read its files.
await lighthouseRun(url);
const busy = besideBuild ? buildLoop() : null;
const samples: Run[] = [];
try {
  for (let r = 0; r < runs; r++) {
    const load = loadavg()[0]?.toFixed(1);
    const s = await lighthouseRun(url);
    samples.push(s);
    console.log(
      `run ${r + 1}: performance ${s.performance.toFixed(2)}, TBT ${s.tbtMs} ms, FCP ${s.fcpMs} ms, ` +
        `LCP ${s.lcpMs} ms, accessibility ${s.accessibility}, best practices ${s.bestPractices} ` +
        `(load average ${load})`,
    );
  }
} finally {
  busy?.stop();
  await server.stop();
  await spa.remove();
}
const summary = {
  lighthouse,
  besideBuild,
  runs,
  performanceMin: Math.min(...samples.map((s) => s.performance)),
  tbtMsMedian: median(samples.map((s) => s.tbtMs)),
  tbtMsMax: Math.max(...samples.map((s) => s.tbtMs)),
  fcpMsMedian: median(samples.map((s) => s.fcpMs)),
  lcpMsMedian: median(samples.map((s) => s.lcpMs)),
};
console.log(
  `/auth/login cold, ${lighthouse}, mobile${besideBuild ? ', beside a build' : ''}, ${runs} runs: ` +
    `performance ≥ ${summary.performanceMin.toFixed(2)} in every run; TBT median ` +
    `${summary.tbtMsMedian} ms, worst ${summary.tbtMsMax} ms; FCP median ${summary.fcpMsMedian} ms, ` +
    `LCP median ${summary.lcpMsMedian} ms`,
);
writeBenchJson(jsonPath, { summary, samples });
