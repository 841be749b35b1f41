// `npm run bench:bundle`: builds the SPA and prints the gzip size of the JavaScript a cold visit
// downloads for /auth/login (the entry and its static imports) and for /dashboard (plus the main
// layout's lazy chunk and its imports), and the largest chunk. Prints numbers; asserts nothing.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const out = mkdtempSync(join(tmpdir(), 'bundle-'));
execFileSync('npx', ['vite', 'build', '--outDir', out, '--manifest', '--logLevel', 'warn'], {
  stdio: 'inherit',
});
const manifest = JSON.parse(readFileSync(join(out, '.vite', 'manifest.json'), 'utf8'));
const gz = (file) => gzipSync(readFileSync(join(out, file)), { level: 9 }).length;

/** Files loaded by a chunk and its static imports, transitively. */
function closure(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const dep of chunk.imports ?? []) closure(dep, seen);
  return seen;
}

const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
const layout = Object.keys(manifest).find((k) => k.includes('features/shell/main-layout'));
const login = closure(entry);
const dashboard = closure(layout, new Set(login));
const kb = (files) => ([...files].reduce((n, f) => n + gz(f), 0) / 1024).toFixed(1);
const js = Object.values(manifest).filter((c) => c.file.endsWith('.js'));
const largest = js
  .map((c) => ({ file: c.file, size: gz(c.file) }))
  .sort((a, b) => b.size - a.size)[0];
console.log(`/auth/login cold visit: ${kb(login)} KB gzip JS (${login.size} files)`);
console.log(`/dashboard cold visit: ${kb(dashboard)} KB gzip JS (${dashboard.size} files)`);
console.log(`largest chunk: ${largest.file} ${(largest.size / 1024).toFixed(1)} KB gzip`);
console.log(`lazy chunks: ${js.length - dashboard.size} (charts, tours, forge, catalogues…)`);
