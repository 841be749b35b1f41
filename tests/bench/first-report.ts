// `npm run bench:first-report`: the first report a manager opens. A signed-in brand administrator
// opens /dashboard cold (no HTTP cache, every chunk downloaded again) in Chromium with the CPU
// slowed 4× (a mid-range phone), on the demo seed. Prints, per engine, the median of BENCH_RUNS
// (default 5) of: navigation → key figures painted, → first chart painted, and the JavaScript
// fetched before the figures were asked for (brotli, as `npm start` serves it); writes them to BENCH_JSON
// (.data-bench/first-report.json) with the load average.
// BENCH_ENGINES=postgres,pglite (default postgres)  BENCH_CPU_SLOWDOWN=4  BENCH_RUNS=5
// BENCH_SPA_DIR=<a built and precompressed SPA> measures that build instead of building one.

import type { Page } from 'playwright-core';
import { launch, openPage, signIn } from '../e2e/browser';
import { median, startServer, writeBenchJson } from './bench-server';
import { servedSpa } from './people-browser';

const engines = (process.env.BENCH_ENGINES ?? 'postgres').split(',');
const runs = Number(process.env.BENCH_RUNS ?? 5);
const slowdown = Number(process.env.BENCH_CPU_SLOWDOWN ?? 4);
const jsonPath = process.env.BENCH_JSON ?? '.data-bench/first-report.json';

// Installed before any script of the page: on every frame, notes the first frame in which the
// key figures (the key-metrics panel settled, its values shown) and the first chart (an
// apexcharts SVG with its series drawn) are in the DOM. A frame callback runs just before that
// frame is painted, so its time is when the user first sees them. A string: tsx's helpers do not
// exist inside the page.
const WATCH = `(() => {
  const marks = { figures: null, chart: null };
  window.__firstReport = marks;
  const look = () => {
    const now = performance.now();
    if (marks.figures === null &&
        document.querySelector('[data-panel="key-metrics"][aria-busy="false"] [data-testid="figure-value"]')) {
      marks.figures = now;
    }
    if (marks.chart === null && document.querySelector('svg.apexcharts-svg .apexcharts-series')) {
      marks.chart = now;
    }
    if (marks.figures === null || marks.chart === null) requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
})()`;

interface Sample {
  figuresMs: number;
  chartMs: number;
  /** Compressed JavaScript requested before the key figures were asked for, KB. */
  jsBeforeFiguresKb: number;
  jsFiles: number;
  /** The key-metrics call: sent and answered (ms from navigation). */
  keyMetricsSentMs: number;
  keyMetricsAnsweredMs: number;
}

async function measureOnce(page: Page): Promise<Sample> {
  await page.goto(page.url().replace(/\/[^/]*$/, '/dashboard'), { waitUntil: 'commit' });
  await page.waitForFunction(
    () => {
      const m = (
        window as unknown as { __firstReport?: { figures: number | null; chart: number | null } }
      ).__firstReport;
      return m !== undefined && m.figures !== null && m.chart !== null;
    },
    undefined,
    { timeout: 120_000, polling: 250 },
  );
  return page.evaluate(() => {
    const m = (window as unknown as { __firstReport: { figures: number; chart: number } })
      .__firstReport;
    const call = performance
      .getEntriesByType('resource')
      .filter((e) => new URL(e.name).pathname.endsWith('/dashboard/key-metrics'))
      .pop() as PerformanceResourceTiming | undefined;
    // What the page fetched before it could ask for its figures (the chart's chunk comes after).
    const scripts = performance
      .getEntriesByType('resource')
      .filter(
        (e): e is PerformanceResourceTiming =>
          e instanceof PerformanceResourceTiming &&
          /\.js(\?|$)/.test(new URL(e.name).pathname) &&
          e.startTime < (call?.startTime ?? m.figures),
      );
    const bytes = scripts.reduce((sum, e) => sum + e.encodedBodySize, 0);
    return {
      keyMetricsSentMs: call?.startTime ?? Number.NaN,
      keyMetricsAnsweredMs: call?.responseEnd ?? Number.NaN,
      figuresMs: m.figures,
      chartMs: m.chart,
      jsBeforeFiguresKb: Math.round(bytes / 102.4) / 10,
      jsFiles: scripts.length,
    };
  });
}

const spa = await servedSpa();
process.env.STATIC_DIR = spa.dir;
const results: Record<string, unknown>[] = [];
try {
  for (const [i, engine] of engines.entries()) {
    const server = await startServer(engine, 'demo', 18280 + i);
    const browser = await launch();
    try {
      const page = await openPage(browser);
      await page.addInitScript(WATCH);
      await signIn(page, server.base, 'brand@demo.test');
      await page.waitForURL((url) => url.pathname === '/dashboard', { timeout: 60_000 });
      // The first visit warms the server's report cache, as an admin's colleagues have by 9 am.
      await page.locator('[data-panel="key-metrics"][aria-busy="false"]').waitFor({
        timeout: 60_000,
      });
      const cdp = await browser.context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
      const samples: Sample[] = [];
      for (let r = 0; r < runs; r++) samples.push(await measureOnce(page));
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      const row = {
        engine,
        cpuSlowdown: slowdown,
        runs,
        figuresMs: Math.round(median(samples.map((s) => s.figuresMs))),
        chartMs: Math.round(median(samples.map((s) => s.chartMs))),
        jsBeforeFiguresKb: median(samples.map((s) => s.jsBeforeFiguresKb)),
        jsFiles: median(samples.map((s) => s.jsFiles)),
        keyMetricsSentMs: Math.round(median(samples.map((s) => s.keyMetricsSentMs))),
        keyMetricsAnsweredMs: Math.round(median(samples.map((s) => s.keyMetricsAnsweredMs))),
        samples,
      };
      console.log(
        `${engine} /dashboard cold, CPU ${slowdown}× slower, median of ${runs}: key figures painted ` +
          `${row.figuresMs} ms, first chart ${row.chartMs} ms; JavaScript before asking ` +
          `${row.jsBeforeFiguresKb} KB in ${row.jsFiles} files; key metrics asked at ` +
          `${row.keyMetricsSentMs} ms, answered at ${row.keyMetricsAnsweredMs} ms ` +
          `(runs: ${samples.map((s) => Math.round(s.figuresMs)).join(', ')} ms)`,
      );
      results.push(row);
    } finally {
      await browser.close();
      await server.stop();
    }
  }
} finally {
  await spa.remove();
}
writeBenchJson(jsonPath, { results });
