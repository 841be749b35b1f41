import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { loadConfig } from '../../server/platform/config';
import type { Db } from '../../server/platform/db/db';
import { styleHash, TOUR_STYLE_HASH } from '../../server/platform/http/security-headers';
import { installTourStyle } from '../../src/features/tour/tour-style';
import { openTestDb } from './harness/test-db';

// Every response carries the security headers, whatever answers it: API successes and
// failures, 404s, the SPA's index.html and its assets.

const INDEX = `<!doctype html><html><head><style>body{margin:0}</style>
<script type="module" crossorigin src="/assets/app.js"></script></head><body></body></html>`;

let db: Db;
let staticDir: string;
let app: ReturnType<typeof createApp>['app'];
let proxied: ReturnType<typeof createApp>['app'];

beforeAll(async () => {
  db = await openTestDb();
  staticDir = mkdtempSync(join(tmpdir(), 'headers-spa-'));
  writeFileSync(join(staticDir, 'index.html'), INDEX);
  writeFileSync(join(staticDir, 'app.js'), 'export {};');
  const config = { ...loadConfig({}), staticDir };
  app = createApp({ db, config }).app;
  proxied = createApp({ db, config: { ...config, trustProxy: true } }).app;
});
afterAll(async () => {
  await db.close();
  rmSync(staticDir, { recursive: true, force: true });
});

function directives(res: Response): Map<string, string[]> {
  const csp = res.headers.get('content-security-policy') ?? '';
  return new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name as string, values]),
  );
}

function expectSecurityHeaders(res: Response) {
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('x-frame-options')).toBe('DENY');
  expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  const csp = directives(res);
  expect(csp.get('default-src')).toEqual(["'self'"]);
  expect(csp.get('script-src')).toEqual(["'self'"]);
  expect(csp.get('connect-src')).toEqual(["'self'"]);
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  expect(csp.get('base-uri')).toEqual(["'self'"]);
  expect(csp.get('form-action')).toEqual(["'self'"]);
  expect(csp.get('object-src')).toEqual(["'none'"]);
  expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
  const styles = csp.get('style-src') ?? [];
  expect(styles[0]).toBe("'self'");
  // Never a blanket allowance: only this origin and hashes of known inline sheets.
  expect(styles.slice(1).every((s) => /^'sha256-[A-Za-z0-9+/]+=*'$/.test(s))).toBe(true);
  const all = res.headers.get('content-security-policy') ?? '';
  expect(all).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
}

describe('security headers', () => {
  it.each([
    ['an API success', 'GET', '/healthz', 200],
    ['an API 401', 'GET', '/admin/v2/domains', 401],
    ['an API 404', 'GET', '/admin/v2/no-such-thing', 404],
    ['an API 400', 'POST', '/admin/v2/password-reset/request', 400],
    ['the SPA on an app route', 'GET', '/auth/login', 200],
    ['an SPA asset', 'GET', '/app.js', 200],
    ['a missing asset', 'GET', '/assets/missing.js', 404],
  ])('are on %s', async (_what, method, path, status) => {
    const res = await app.request(path, {
      method,
      headers: { 'content-type': 'application/json' },
      ...(method === 'POST' ? { body: JSON.stringify({ email: 42 }) } : {}),
    });
    expect(res.status).toBe(status);
    expectSecurityHeaders(res);
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });

  it('allow the inline style of the built index.html and the tour sheet by hash only', async () => {
    const styles = directives(await app.request('/auth/login')).get('style-src') ?? [];
    expect(styles).toContain(`'${styleHash('body{margin:0}')}'`);
    expect(styles).toContain(`'${TOUR_STYLE_HASH}'`);
    // The empty <style> elements Griffel fills through CSSOM.
    expect(styles).toContain(`'${styleHash('')}'`);
  });

  it('hash the tour sheet the SPA really writes', () => {
    // installTourStyle() needs only these three document calls; it writes its sheet as text.
    let text = '';
    const fake = {
      getElementById: () => null,
      createElement: () => ({ id: '', textContent: '' }),
      head: {
        append: (el: { textContent: string }) => {
          text = el.textContent;
        },
      },
    };
    const saved = globalThis.document;
    // The browser's Document type is not needed to test what the module writes.
    globalThis.document = fake as unknown as Document;
    try {
      installTourStyle();
    } finally {
      globalThis.document = saved;
    }
    expect(text).toContain('.shepherd-element');
    expect(styleHash(text)).toBe(TOUR_STYLE_HASH);
  });

  it('add HSTS over TLS, and behind a proxy only when TRUST_PROXY is on', async () => {
    const https = await app.request('https://console.example/healthz');
    expect(https.headers.get('strict-transport-security')).toMatch(/^max-age=\d{7,}/);
    const forwarded = { headers: { 'x-forwarded-proto': 'https' } };
    expect(
      (await app.request('/healthz', forwarded)).headers.get('strict-transport-security'),
    ).toBeNull();
    expect(
      (await proxied.request('/healthz', forwarded)).headers.get('strict-transport-security'),
    ).toMatch(/^max-age=/);
    const plain = { headers: { 'x-forwarded-proto': 'http, https' } };
    expect(
      (await proxied.request('/healthz', plain)).headers.get('strict-transport-security'),
    ).toBeNull();
  });
});
