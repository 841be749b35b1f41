import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// The browser tests wait on what the page shows (a locator, a response, expect.poll, the helpers
// in tests/e2e/waits.ts), never on the clock: a fixed pause is a flake on a busy machine and
// wasted time everywhere else, and a check for absence after a pause proves nothing. The
// screenshot script drives the same browser and follows the same rule.

const ROOT = resolve(import.meta.dirname, '../..');
const WHERE = ['tests/e2e', 'scripts/screens.ts'];

/** A pause: Playwright's fixed wait, or a promise that only a timer resolves. */
const SLEEP = [
  /\bwaitForTimeout\s*\(/,
  /new Promise\s*\(\s*\(?\s*(\w+)\s*\)?\s*=>\s*setTimeout\(\s*\1\b/,
];

// The e2e global setup bounds how long teardown waits for the server to exit: not a test's wait.
const ALLOWED = new Set(['tests/e2e/global-setup.ts']);

function files(path: string): string[] {
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path).flatMap((name) =>
    name === 'artifacts' || name === 'node_modules' ? [] : files(join(path, name)),
  );
}

/** `file:line: text` for every pause in `text`. */
function pausesIn(file: string, text: string): string[] {
  return text
    .split('\n')
    .flatMap((line, i) =>
      SLEEP.some((re) => re.test(line)) ? [`${file}:${i + 1}: ${line.trim()}`] : [],
    );
}

describe('browser tests without sleeps', () => {
  it('finds a pause where there is one', () => {
    expect(pausesIn('a.ts', 'ok();\n  await page.waitForTimeout(400);')).toEqual([
      'a.ts:2: await page.waitForTimeout(400);',
    ]);
    expect(pausesIn('b.ts', 'await new Promise((r) => setTimeout(r, 500));')).toHaveLength(1);
    expect(pausesIn('c.ts', "await page.getByTestId('x').waitFor();")).toEqual([]);
  });

  it('no test, helper or the screenshot script in the browser suite waits on the clock', () => {
    const found = WHERE.flatMap((where) => files(join(ROOT, where)))
      .filter((f) => /\.(ts|tsx|mts|js|mjs)$/.test(f))
      .map((f) => relative(ROOT, f))
      .filter((f) => !ALLOWED.has(f))
      .flatMap((f) => pausesIn(f, readFileSync(join(ROOT, f), 'utf8')));
    expect(found).toEqual([]);
  });
});
