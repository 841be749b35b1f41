import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { MiddlewareHandler } from 'hono';

/**
 * The one inline sheet the SPA writes as text: the guided tours' `<style id="app-tour-style">`
 * (src/features/tour/tour-style.ts). Griffel's rules, Fluent's theme and React `style=` props go
 * through CSSOM, which CSP does not police. tests/api/security-headers.test.ts recomputes this hash from
 * the module, so a change to the sheet fails there before it fails in a browser.
 */
export const TOUR_STYLE_HASH = 'sha256-ivjNEi8LtDzYjmrcARYmGIT83l2zBjhetMj3nS+tzdw=';

/**
 * Griffel (Fluent's styling) and FluentProvider append EMPTY `<style>` elements and fill them
 * with `sheet.insertRule`. CSP checks an inline `<style>` element's text when it is inserted, so
 * without this hash of the empty text the element gets no sheet at all and the console renders
 * unstyled. Allowing empty text allows no CSS; the rules arrive through CSSOM.
 */
const EMPTY_STYLE_HASH = 'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=';

/**
 * The one `<style>` apexcharts 4.7.0 (pinned) writes into a chart with a legend (its
 * `getLegendStyles`, a fixed text). Its main stylesheet ships as a file instead (the chart
 * adapter, src/ui/chart/apex-chart.tsx). tests/unit/apex-legend-style.test.ts recomputes this hash
 * from the installed library, so an upgrade that changes the text fails there first.
 */
export const APEX_LEGEND_STYLE_HASH = 'sha256-aSysLrDECVdJ6L+jLf8CC5QKLmwRuk/OZiZk9mYky8A=';

const HSTS = 'max-age=31536000; includeSubDomains';

/** The CSP hash source of an inline `<style>` text. */
export const styleHash = (text: string) =>
  `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;

/**
 * Hashes of the inline `<style>` elements of the built index.html (Vite minifies them, so they
 * are read from the build, not from the source index.html). None when there is no build.
 */
export function inlineStyleHashes(staticDir: string | undefined): string[] {
  const file = staticDir ? join(staticDir, 'index.html') : undefined;
  if (!file || !existsSync(file)) return [];
  const html = readFileSync(file, 'utf8');
  return [...html.matchAll(/<style(?:\s[^>]*)?>([\s\S]*?)<\/style>/gi)].map((m) =>
    styleHash(m[1] ?? ''),
  );
}

/** The policy: only this origin, no inline script, no framing, no plugins. */
export function contentSecurityPolicy(styleHashes: readonly string[]): string {
  const hashes = [
    ...new Set([EMPTY_STYLE_HASH, TOUR_STYLE_HASH, APEX_LEGEND_STYLE_HASH, ...styleHashes]),
  ].map((h) => `'${h}'`);
  return [
    "default-src 'self'",
    "script-src 'self'",
    `style-src 'self' ${hashes.join(' ')}`,
    "img-src 'self' data: blob:",
    "media-src 'self' blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Whether the client reached us over TLS (directly, or through a proxy we were told to trust). */
function overTls(url: string, forwardedProto: string | undefined, trustProxy: boolean): boolean {
  if (url.startsWith('https:')) return true;
  // A proxy chain appends: the first value is what the client used.
  const first = forwardedProto?.split(',')[0]?.trim().toLowerCase();
  return trustProxy && first === 'https';
}

/**
 * Sets the security headers on every response: API and SPA, successes, errors and 404s alike
 * (registered first, it sees the response after onError and notFound have built it).
 */
export function securityHeaders(options: {
  styleHashes: readonly string[];
  trustProxy: boolean;
}): MiddlewareHandler {
  const csp = contentSecurityPolicy(options.styleHashes);
  return async (c, next) => {
    await next();
    const headers: Record<string, string> = {
      'content-security-policy': csp,
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'strict-origin-when-cross-origin',
    };
    if (overTls(c.req.url, c.req.header('x-forwarded-proto'), options.trustProxy)) {
      headers['strict-transport-security'] = HSTS;
    }
    try {
      for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value);
    } catch {
      // A Response with immutable headers (one passed through from fetch): copy it first.
      c.res = new Response(c.res.body, c.res);
      for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value);
    }
  };
}
