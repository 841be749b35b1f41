// What a cold visit downloads, read from a Vite build's manifest and index.html: shared by
// `npm run bench:bundle` (prints it) and the bundle budget test (fails above the budget).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Builds the SPA into `outDir` with its manifest (what the sizes below read). */
export function buildBundle(outDir) {
  execFileSync(
    'npx',
    ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--manifest', '--logLevel', 'error'],
    // A test runner's NODE_ENV=test would make Vite bundle React's development build.
    { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } },
  );
}

/** Screens shown outside the main layout: what each adds to a sign-in visit. */
const OUTSIDE = [
  ['notice toaster', 'src/app/notice-toaster'],
  ['sign-in error', 'src/features/auth/login-error'],
  ['auth pages', 'src/features/auth/auth-pages'],
];
/**
 * Lazy chunks every console page loads before its own view (src/app/app-routes.tsx), the console's
 * actors included (started by the account load, src/app/system/create-system.ts).
 */
const CONSOLE = [
  'src/app/system/start-console',
  'src/app/console-route',
  'features/shell/layout/main-layout',
  'src/app/page-views',
  'src/app/focus-manager-anchor',
  'features/dashboard/dashboard-page',
];

/** The npm packages whose code is in `files`, read from their source maps. */
function packagesOf(outDir, files) {
  const names = new Set();
  for (const file of files) {
    const mapFile = join(outDir, `${file}.map`);
    if (!existsSync(mapFile)) continue;
    for (const source of JSON.parse(readFileSync(mapFile, 'utf8')).sources ?? []) {
      const name = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source)?.[1];
      if (name) names.add(name);
    }
  }
  return [...names].sort();
}

/**
 * Gzip (level 9) sizes in KB of the JavaScript of a cold /auth/login visit (index.html's module
 * scripts and modulepreloads, and their static imports), of a cold /dashboard visit before and
 * with its charts, and of the largest chunk, from the build in `outDir`.
 */
export function measureBundle(outDir) {
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'));
  const gz = (file) => gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length;
  const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const kb = (files) => Math.round(([...files].reduce((n, f) => n + gz(f), 0) / 1024) * 10) / 10;
  const cssKb = (key) =>
    Math.round(((manifest[key].css ?? []).reduce((n, f) => n + gz(f), 0) / 1024) * 10) / 10;

  /** Files loaded by a chunk and its static imports, transitively. */
  function closure(key, seen = new Set()) {
    const chunk = manifest[key];
    if (!chunk || seen.has(chunk.file)) return seen;
    seen.add(chunk.file);
    for (const dep of chunk.imports ?? []) closure(dep, seen);
    return seen;
  }
  const lazyEntry = (part) => Object.keys(manifest).find((k) => k.includes(part));
  const added = (part, base) => {
    const key = lazyEntry(part);
    return new Set(key ? [...closure(key)].filter((f) => !base.has(f)) : []);
  };

  // The entry chunk can be folded into a chunking group, so index.html is the source of truth.
  const html = readFileSync(join(outDir, 'index.html'), 'utf8');
  const login = new Set();
  for (const [, file] of html.matchAll(
    /<(?:script|link)[^>]+(?:src|href)="\/(assets\/[^"]+\.js)"/g,
  )) {
    login.add(file);
    const key = keyOfFile.get(file);
    if (key) closure(key, login);
  }
  // The stylesheets index.html links (the sign-in screens' plain CSS).
  const loginCss = [...html.matchAll(/<link[^>]+href="\/(assets\/[^"]+\.css)"/g)].map((m) => m[1]);
  const dashboard = new Set(login);
  for (const part of CONSOLE) {
    const key = lazyEntry(part);
    if (key) closure(key, dashboard);
  }
  const js = Object.values(manifest).filter((c) => c.file.endsWith('.js'));
  const largest = js
    .map((c) => ({ file: c.file, kb: kb([c.file]) }))
    .sort((a, b) => b.kb - a.kb)[0];
  const chartKey = lazyEntry('src/ui/chart/apex-chart');
  const charts = chartKey ? added('src/ui/chart/apex-chart', dashboard) : null;
  const tourKey = lazyEntry('features/tour/run-page-tour');
  const tour = tourKey ? added('features/tour/run-page-tour', dashboard) : null;
  const temporal = js.find((c) => c.src?.includes('temporal-polyfill'));
  return {
    login: {
      kb: kb(login),
      files: login.size,
      cssKb: kb(loginCss),
      packages: packagesOf(outDir, login),
    },
    outside: Object.fromEntries(OUTSIDE.map(([label, part]) => [label, kb(added(part, login))])),
    dashboard: {
      kb: kb(dashboard),
      files: dashboard.size,
      packages: packagesOf(outDir, dashboard),
    },
    charts: charts && {
      kb: kb(charts),
      cssKb: cssKb(chartKey),
      dashboardWithChartsKb: kb(new Set([...dashboard, ...charts])),
    },
    tour: tour && { kb: kb(tour), files: tour.size, cssKb: cssKb(tourKey) },
    temporalKb: temporal ? kb([temporal.file]) : null,
    largest,
    lazyChunks: js.length - dashboard.size,
  };
}
