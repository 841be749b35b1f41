// `npm run bench:bundle`: builds the SPA and prints the gzip size of the JavaScript a cold visit
// downloads for /auth/login (what index.html loads — its module scripts and modulepreloads — and
// their static imports) and for /dashboard (plus the main layout's and the page views' lazy chunks
// and their imports, and the dashboard page's own chunk) before and with the chart chunk, and the largest chunk. Prints numbers; asserts nothing.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const out = mkdtempSync(join(tmpdir(), 'bundle-'));
execFileSync('npx', ['vite', 'build', '--outDir', out, '--manifest', '--logLevel', 'error'], {
  stdio: 'inherit',
});
const manifest = JSON.parse(readFileSync(join(out, '.vite', 'manifest.json'), 'utf8'));
const gz = (file) => gzipSync(readFileSync(join(out, file)), { level: 9 }).length;
const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));

/** Files loaded by a chunk and its static imports, transitively. */
function closure(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const dep of chunk.imports ?? []) closure(dep, seen);
  return seen;
}

// The entry chunk can be folded into a chunking group, so index.html is the source of truth.
const html = readFileSync(join(out, 'index.html'), 'utf8');
const loaded = [...html.matchAll(/<(?:script|link)[^>]+(?:src|href)="\/(assets\/[^"]+\.js)"/g)];
const login = new Set();
for (const [, file] of loaded) {
  login.add(file);
  const key = keyOfFile.get(file);
  if (key) closure(key, login);
}
const lazyEntry = (part) => Object.keys(manifest).find((k) => k.includes(part));
const kbOf = (files) => [...files].reduce((n, f) => n + gz(f), 0) / 1024;
// Screens shown outside the main layout (toasts, sign-in error, auth pages): what each adds to a
// sign-in visit. The shell's chunk grouping (vite.config.ts) must not make these grow.
const outside = [
  ['notice toaster', 'src/app/notice-toaster'],
  ['sign-in error', 'src/features/auth/login-error'],
  ['auth pages', 'src/features/auth/auth-pages'],
].map(([label, part]) => {
  const key = lazyEntry(part);
  const extra = key ? [...closure(key)].filter((f) => !login.has(f)) : [];
  return `${label} +${kbOf(extra).toFixed(1)}`;
});
const dashboard = new Set(login);
for (const part of [
  'features/shell/layout/main-layout',
  'src/app/page-views',
  'features/dashboard/dashboard-page',
]) {
  const key = lazyEntry(part);
  if (key) closure(key, dashboard);
}
const kb = (files) => ([...files].reduce((n, f) => n + gz(f), 0) / 1024).toFixed(1);
const js = Object.values(manifest).filter((c) => c.file.endsWith('.js'));
const largest = js
  .map((c) => ({ file: c.file, size: gz(c.file) }))
  .sort((a, b) => b.size - a.size)[0];
console.log(`/auth/login cold visit: ${kb(login)} KB gzip JS (${login.size} files)`);
console.log(`  on demand outside the layout (KB gzip): ${outside.join(', ')}`);
console.log(
  `/dashboard cold visit before charts: ${kb(dashboard)} KB gzip JS (${dashboard.size} files; target ≤ 300)`,
);
const chartKey = lazyEntry('src/ui/chart/apex-chart');
if (chartKey) {
  // The chart library arrives after the figures and tables (src/ui/chart/chart.tsx).
  const charts = new Set([...closure(chartKey)].filter((f) => !dashboard.has(f)));
  const css = (manifest[chartKey].css ?? []).reduce((n, f) => n + gz(f), 0) / 1024;
  console.log(
    `/dashboard with charts: ${kb(new Set([...dashboard, ...charts]))} KB gzip JS (+${kb(charts)} KB JS and ${css.toFixed(1)} KB CSS for the chart chunk)`,
  );
}
console.log(`largest chunk: ${largest.file} ${(largest.size / 1024).toFixed(1)} KB gzip`);
const temporal = js.find((c) => c.src?.includes('temporal-polyfill'));
if (temporal) {
  const size = (gz(temporal.file) / 1024).toFixed(1);
  console.log(`+ ${size} KB gzip Temporal polyfill, only where the browser has no Temporal`);
}
const tourKey = lazyEntry('features/tour/run-page-tour');
if (tourKey) {
  // A new administrator's first visit also runs the page's guided tour (shepherd.js).
  const tour = new Set([...closure(tourKey)].filter((f) => !dashboard.has(f)));
  const css = (manifest[tourKey].css ?? []).reduce((n, f) => n + gz(f), 0) / 1024;
  console.log(
    `+ ${kb(tour)} KB gzip JS (${tour.size} files) and ${css.toFixed(1)} KB CSS for the guided tour, on a visit that shows one`,
  );
}
console.log(`lazy chunks: ${js.length - dashboard.size} (charts, tours, forge, catalogues…)`);
