// The browser tests run on @playwright/test (playwright.config.ts). This module gives the test
// files the small vitest-shaped vocabulary they were written in (`describe`, `it`, `it.each`,
// `beforeEach`, `expect`, `inject`) on top of Playwright's `test`, so each file reads as before,
// and hands each worker the base URL of its own server (global-setup.ts starts one per worker).
import { type Browser, expect as playwrightExpect, type TestInfo, test } from '@playwright/test';

/** The test running, as a test body and the page helpers see it. */
export interface TestRun {
  title: string;
  /** Whether it has failed so far (read after the body, in an after-each hook). */
  readonly failed: boolean;
  readonly errors: string[];
}

function runOf(info: TestInfo): TestRun {
  return {
    title: info.title,
    get failed() {
      return info.status !== info.expectedStatus;
    },
    get errors() {
      return info.errors.map((e) => e.message ?? String(e.value));
    },
  };
}

export const expect = playwrightExpect;

type Body = (run: TestRun) => Promise<void> | void;

// Playwright names a test (in reports, `npx playwright test file:line`, the flaky list) by the
// frame that called `test`, which here would always be this module. While a test is declared,
// the stack Playwright captures starts below `hide` (the function the exported helper calls), so
// the helper's caller, the line of the test file, is the frame Playwright takes.
// Declarations nest (a describe's body declares its tests), so each cut uses V8's own function.
const captureStackTrace = Error.captureStackTrace;

// biome-ignore lint/complexity/noBannedTypes: V8's stack cut takes any function
function declare<T>(hide: Function, define: () => T): T {
  const previous = Error.captureStackTrace;
  // biome-ignore lint/complexity/noBannedTypes: as above
  Error.captureStackTrace = (target: object, cut?: Function) =>
    captureStackTrace(target, cut ?? hide);
  try {
    return define();
  } finally {
    Error.captureStackTrace = previous;
  }
}

export function describe(name: string, body: () => void) {
  declare(declare, () => test.describe(name, body));
}

function declareTest(name: string, body: Body, timeout?: number) {
  declare(declareTest, () =>
    test(name, async ({ browserName: _ }, info) => {
      if (timeout !== undefined) info.setTimeout(timeout);
      await body(runOf(info));
    }),
  );
}

/** A test; `timeout` (ms) replaces the configured per-test timeout, as vitest's third argument did. */
export function it(name: string, body: Body, timeout?: number) {
  declareTest(name, body, timeout);
}

/** `%s`, `%d`, `%i`, `%j` take a case's items in turn; `$key` takes a field of an object case. */
function title(template: string, item: unknown): string {
  if (Array.isArray(item)) {
    let next = 0;
    return template.replace(/%[sdij]/g, () => {
      const value = item[next++];
      return typeof value === 'string' ? value : JSON.stringify(value);
    });
  }
  if (item !== null && typeof item === 'object') {
    const fields = item as Record<string, unknown>;
    return template.replace(/\$(\w+)/g, (whole, key: string) =>
      key in fields ? String(fields[key]) : whole,
    );
  }
  return template.replace(/%[sdij]/, String(item));
}

/** One test per case, named from the template; an array case is spread into the body's arguments. */
it.each = <T>(cases: readonly T[]) => {
  return (
    template: string,
    body: (...args: T extends readonly unknown[] ? T : [T]) => unknown,
    timeout?: number,
  ) => {
    for (const item of cases) {
      const args = (Array.isArray(item) ? item : [item]) as T extends readonly unknown[] ? T : [T];
      declareTest(
        title(template, item),
        async () => {
          await body(...args);
        },
        timeout,
      );
    }
  };
};

/** Before each test, given the worker's Chromium (Playwright's worker-scoped `browser` fixture). */
export function beforeEach(body: (browser: Browser) => Promise<void> | void) {
  test.beforeEach(({ browser }) => body(browser));
}

/** After each test, knowing whether it failed. */
export function afterEach(body: (run: TestRun) => Promise<void> | void) {
  test.afterEach(({ browserName: _ }, info) => body(runOf(info)));
}

/**
 * The base URL of this worker's server. Global setup puts one URL per worker in E2E_BASE_URLS and
 * Playwright numbers the running workers from 0 (TEST_PARALLEL_INDEX; a worker started again after
 * a failure keeps its number), so the two workers never share a database. Test files are also
 * loaded once by the runner just to list their tests, before any server exists: there the URL is
 * empty and never used.
 */
export function inject(_key: 'e2eBaseUrl'): string {
  const urls = (process.env.E2E_BASE_URLS ?? '').split(' ');
  return urls[Number(process.env.TEST_PARALLEL_INDEX ?? 0)] ?? '';
}
