import { normalisePath } from './onboarding';
import type { PageRow } from './page-registry';

// A trailing slash names the same page. That rule already lives in rules/onboarding.ts (the
// missions compare paths with it); it is used from there rather than written a second time.

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const patterns = new WeakMap<object, RegExp>();

/** The regular expression of a row's path pattern (`:name` is one segment; prefix adds `/…`). */
function pathPattern(row: Pick<PageRow, 'path' | 'match'>): RegExp {
  const known = patterns.get(row);
  if (known) return known;
  const body = row.path
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : escapeRegExp(segment)))
    .join('/');
  const pattern = new RegExp(`^${body}${row.match === 'prefix' ? '(?:/.*)?' : ''}$`);
  patterns.set(row, pattern);
  return pattern;
}

/** The first row whose pattern matches `path` (trailing slash ignored), or undefined. */
export function pageAt<R extends Pick<PageRow, 'path' | 'match'>>(
  rows: readonly R[],
  path: string,
): R | undefined {
  const clean = normalisePath(path);
  return rows.find((row) => pathPattern(row).test(clean));
}
