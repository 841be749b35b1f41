// `npm run bench:bundle`: builds the SPA and prints the gzip size of the JavaScript a cold visit
// downloads for /auth/login (what index.html loads — its module scripts and modulepreloads — and
// their static imports) and for /dashboard (plus the main layout's, the page views', the focus
// anchor's and the dashboard page's lazy chunks and their imports) before and with the chart
// chunk, and the largest chunk (scripts/bundle-sizes.mjs). Writes the same figures as JSON to
// BENCH_JSON (default .data-bench/bundle.json). Prints numbers; the budget is
// tests/e2e/bundle-budget.test.ts.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { buildBundle, measureBundle } from './bundle-sizes.mjs';

const jsonPath = process.env.BENCH_JSON ?? '.data-bench/bundle.json';
const out = mkdtempSync(join(tmpdir(), 'bundle-'));
buildBundle(out);
const m = measureBundle(out);
rmSync(out, { recursive: true, force: true });

const outside = Object.entries(m.outside).map(([label, kb]) => `${label} +${kb.toFixed(1)}`);
console.log(
  `/auth/login cold visit: ${m.login.kb.toFixed(1)} KB gzip JS (${m.login.files} files) and ${m.login.cssKb.toFixed(1)} KB CSS`,
);
console.log(`  on demand outside the layout (KB gzip): ${outside.join(', ')}`);
console.log(
  `/dashboard cold visit before charts: ${m.dashboard.kb.toFixed(1)} KB gzip JS (${m.dashboard.files} files; target ≤ 300)`,
);
if (m.charts) {
  // The chart library arrives after the figures and tables (src/ui/chart/chart.tsx).
  console.log(
    `/dashboard with charts: ${m.charts.dashboardWithChartsKb.toFixed(1)} KB gzip JS (+${m.charts.kb.toFixed(1)} KB JS and ${m.charts.cssKb.toFixed(1)} KB CSS for the chart chunk)`,
  );
}
console.log(`largest chunk: ${m.largest.file} ${m.largest.kb.toFixed(1)} KB gzip`);
if (m.temporalKb !== null) {
  console.log(
    `+ ${m.temporalKb.toFixed(1)} KB gzip Temporal polyfill, only where the browser has no Temporal`,
  );
}
if (m.tour) {
  // A new administrator's first visit also runs the page's guided tour (shepherd.js).
  console.log(
    `+ ${m.tour.kb.toFixed(1)} KB gzip JS (${m.tour.files} files) and ${m.tour.cssKb.toFixed(1)} KB CSS for the guided tour, on a visit that shows one`,
  );
}
console.log(`lazy chunks: ${m.lazyChunks} (charts, tours, forge, catalogues…)`);
mkdirSync(dirname(jsonPath), { recursive: true });
writeFileSync(
  jsonPath,
  `${JSON.stringify({ measuredAt: new Date().toISOString(), ...m }, null, 2)}\n`,
);
console.log(`written: ${jsonPath}`);
