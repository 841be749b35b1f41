import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, resolve } from 'node:path';
import type { Context } from 'hono';

// Serves the built SPA. Precompressed siblings (.br, .gz, written by scripts/precompress.mjs)
// are sent when the browser accepts them; hashed assets are immutable, index.html never cached.

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/** The decoded path, or undefined when its percent-encoding is malformed (`/%`, `/%ff`). */
function decodePath(pathname: string): string | undefined {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
}

// Such a path names no file and no app route: a client error, not a server one.
const malformedPath = () =>
  Response.json(
    {
      error: true,
      code: 400,
      reason: 'bad_path',
      message: 'The path is not valid percent-encoded UTF-8',
      field: 'path',
    },
    { status: 400 },
  );

/** Returns a handler serving files under `dir`, falling back to index.html for app routes. */
export function staticFiles(dir: string) {
  const root = resolve(dir);
  const cache = new Map<string, Uint8Array<ArrayBuffer>>();
  // version.json (and its .br/.gz) names the deployed build: read afresh, never kept in memory.
  const isVersion = (file: string) => file.startsWith(join(root, 'version.json'));
  const read = (file: string) => {
    let buf = isVersion(file) ? undefined : cache.get(file);
    if (!buf) {
      const raw = readFileSync(file);
      // A copy into a plain ArrayBuffer: Response bodies want Uint8Array<ArrayBuffer>.
      buf = new Uint8Array(raw.byteLength);
      buf.set(raw);
      if (!isVersion(file)) cache.set(file, buf);
    }
    return buf;
  };
  return (c: Context): Response | undefined => {
    if (!existsSync(root)) return undefined;
    const urlPath = decodePath(new URL(c.req.url).pathname);
    if (urlPath === undefined) return malformedPath();
    let file = normalize(join(root, urlPath));
    if (!file.startsWith(root)) return undefined;
    if (!existsSync(file) || statSync(file).isDirectory()) {
      // Unknown file-like paths (with an extension) are real 404s; app routes get the SPA.
      if (extname(urlPath) !== '') return undefined;
      file = join(root, 'index.html');
      if (!existsSync(file)) return undefined;
    }
    const type = TYPES[extname(file)] ?? 'application/octet-stream';
    const accept = c.req.header('accept-encoding') ?? '';
    const headers = new Headers({ 'content-type': type, vary: 'Accept-Encoding' });
    headers.set(
      'cache-control',
      file.includes(`${root}/assets/`) ? 'public, max-age=31536000, immutable' : 'no-cache',
    );
    for (const [enc, ext] of [
      ['br', '.br'],
      ['gzip', '.gz'],
    ] as const) {
      if (accept.includes(enc) && existsSync(file + ext)) {
        headers.set('content-encoding', enc);
        return new Response(read(file + ext), { headers });
      }
    }
    return new Response(read(file), { headers });
  };
}
