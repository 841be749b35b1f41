// The browser tests' page plumbing: a fresh context per test on the worker's one Chromium
// (playwright.config.ts launches it), its CSP watch and tours switch, and a failure report.
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import {
  type BrowserContext,
  type Browser as ChromiumBrowser,
  chromium,
  type Page,
  type Request,
} from 'playwright-core';
import { CHROMIUM_LAUNCH, CONTEXT_OPTIONS } from './chromium';
import { afterEach, beforeEach, type TestRun } from './runner';

export const ARTIFACTS = join(process.cwd(), 'tests/e2e/artifacts');
export const PASSWORD = 'Demo1234!';

export interface Browser {
  context: BrowserContext;
  close(): Promise<void>;
}

// Content Security Policy violations seen by a context's pages: the server sends a strict CSP
// and every browser test fails on a violation (freshPageEachTest), so a blocked script, style or
// image cannot pass unnoticed. Reported through a binding, which survives navigations.
const cspViolations = new WeakMap<BrowserContext, string[]>();

async function watchCsp(context: BrowserContext) {
  const seen: string[] = [];
  cspViolations.set(context, seen);
  await context.exposeBinding('__e2eCspViolation', (_source, text: string) => {
    seen.push(text);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { __e2eCspViolation?: (t: string) => void })
        .__e2eCspViolation;
      report?.(
        `${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} at ${e.sourceFile}:${e.lineNumber} (${e.sample})`,
      );
    });
  });
}

/** The CSP violations the context's pages reported (events and console messages). */
export async function cspViolationsOf(browser: Browser): Promise<string[]> {
  // Let reports still in flight through the binding arrive first.
  for (const page of browser.context.pages()) await page.evaluate(() => 0).catch(() => {});
  return [...(cspViolations.get(browser.context) ?? [])];
}

// The worker's Chromium (Playwright's worker-scoped `browser` fixture), known while a test of
// `freshPageEachTest` runs, so a test can open a second, separate browser context on it. None in
// scripts (npm run screens): each context then comes with a Chromium of its own.
let workerBrowser: ChromiumBrowser | undefined;

/**
 * A fresh browser context (its own storage: nothing leaks between tests) on the worker's Chromium,
 * or, outside the test runner (scripts, benches), on a Chromium of its own that `close` stops.
 * Guided tours start on a new context's first visit to each page; they are switched off (as the
 * activate-tips toggle does) unless `tours` is set, so a test about something else is not covered
 * by a tour's overlay.
 */
export async function launch({ tours = false }: { tours?: boolean } = {}): Promise<Browser> {
  const own = workerBrowser ? undefined : await chromium.launch(CHROMIUM_LAUNCH);
  const context = await (workerBrowser ?? own)?.newContext(CONTEXT_OPTIONS);
  if (!context) throw new Error('no Chromium to open a context on');
  // playwright-core's own defaults, which the tests were written against: a wait or action on an
  // element that went away fails after 30 s, instead of holding the test until its timeout (the
  // runner's default for its contexts).
  context.setDefaultTimeout(30_000);
  context.setDefaultNavigationTimeout(30_000);
  await watchCsp(context);
  if (!tours) {
    await context.addInitScript(() => {
      // Only when unset: a test may still turn tours on through the console. Pages without
      // storage (about:blank) throw, and have no tour to turn off.
      try {
        if (localStorage.getItem('app.settings.showTour') === null) {
          localStorage.setItem('app.settings.showTour', 'false');
        }
      } catch {}
    });
  }
  return {
    context,
    async close() {
      await context.close();
      await own?.close();
    },
  };
}

// What each page printed, failed or answered with an error: printed only when a test fails, so a
// flake seen once in CI leaves evidence instead of a bare timeout.
const pageLogs = new WeakMap<Page, string[]>();
const pendingRequests = new WeakMap<Page, Map<Request, string>>();

function recordLogs(page: Page) {
  const logs: string[] = [];
  const stamp = () => new Date().toISOString().slice(11, 23);
  page.on('console', (m) => {
    logs.push(`${stamp()} console.${m.type()}: ${m.text()}`);
    if (/Content Security Policy/i.test(m.text())) {
      cspViolations.get(page.context())?.push(`console: ${m.text()}`);
    }
  });
  page.on('pageerror', (e) => logs.push(`${stamp()} pageerror: ${e.message}`));
  page.on('requestfailed', (r) =>
    logs.push(`${stamp()} request failed: ${r.method()} ${r.url()} ${r.failure()?.errorText}`),
  );
  page.on('response', (r) => {
    if (r.status() >= 400)
      logs.push(`${stamp()} HTTP ${r.status()}: ${r.request().method()} ${r.url()}`);
  });
  // Requests still unanswered when a test fails (a chunk or call that never came back).
  const pending = new Map<Request, string>();
  page.on('request', (r) => pending.set(r, `${stamp()} ${r.method()} ${r.url()}`));
  page.on('requestfinished', (r) => pending.delete(r));
  page.on('requestfailed', (r) => pending.delete(r));
  pendingRequests.set(page, pending);
  page.on('framenavigated', (f) => {
    if (f === page.mainFrame()) logs.push(`${stamp()} navigated: ${f.url()}`);
  });
  pageLogs.set(page, logs);
}

/** What the page logged as an error (console errors, uncaught exceptions, failed requests). */
export function pageErrors(page: Page): string[] {
  return (pageLogs.get(page) ?? []).filter((line) =>
    / (console\.error|pageerror|request failed|HTTP \d+):/.test(line),
  );
}

/** A page of the context (its first one, opened when there is none), its logs recorded. */
export async function openPage(browser: Browser): Promise<Page> {
  const page = browser.context.pages()[0] ?? (await browser.context.newPage());
  recordLogs(page);
  return page;
}

/**
 * After a failed test (or, inside one, given the error that fails it): a screenshot
 * (`failure-<test>.png` in the artifacts), the URL, the visible text and what the page logged,
 * on stderr.
 */
export async function reportFailure(run: TestRun, page: Page | undefined, error?: unknown) {
  if (!page || (error === undefined && !run.failed)) return;
  const name = run.title.replace(/[^a-z0-9]+/gi, '-').slice(0, 60);
  try {
    await screenshot(page, `failure-${name}`); // also creates ARTIFACTS
    const text = await page.evaluate(() => document.body.innerText.slice(0, 2000));
    // Content shown on screen but hidden from the accessibility tree (role locators skip it).
    const hidden = await page.evaluate(() =>
      [...document.querySelectorAll('[aria-hidden="true"]:not([data-tabster-dummy]), [inert]')]
        .filter((el) => el.querySelectorAll('*').length > 20)
        .slice(0, 5)
        .map(
          (el) => `<${el.tagName.toLowerCase()} ${el.getAttribute('data-testid') ?? el.className}>`,
        )
        .join(' '),
    );
    // The persisted state of the app's machines (onboarding, tour, settings): tells a click
    // that never reached a machine from a screen that did not follow it.
    const stored = await page.evaluate(() =>
      Object.keys(localStorage)
        .filter((k) => k.startsWith('app.'))
        .sort()
        .map((k) => `${k}=${(localStorage.getItem(k) ?? '').slice(0, 200)}`)
        .join(' '),
    );
    process.stderr.write(
      [
        `--- failure of "${run.title}" at ${page.url()}`,
        `error: ${error === undefined ? run.errors.join('\n') : String(error)}`,
        `visible text: ${text.replace(/\s+/g, ' ')}`,
        `hidden from assistive technology: ${hidden || 'nothing'}`,
        `stored: ${stored}`,
        `unanswered requests: ${[...(pendingRequests.get(page)?.values() ?? [])].join(' | ') || 'none'}`,
        ...(pageLogs.get(page) ?? []),
        '---',
        '',
      ].join('\n'),
    );
  } catch (unreported) {
    process.stderr.write(`--- no failure report for "${run.title}": ${unreported}\n`);
  }
}

/** Fills and submits the login form. */
export async function signIn(page: Page, baseUrl: string, email: string, password = PASSWORD) {
  await page.goto(`${baseUrl}/auth/login`);
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
}

/** Saves a full-page screenshot under tests/e2e/artifacts/. */
export async function screenshot(page: Page, name: string) {
  await mkdir(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: join(ARTIFACTS, `${name}.png`), fullPage: true });
}

/** The pathname once it equals `path`. */
export async function waitForPath(page: Page, path: string) {
  await page.waitForURL((url) => url.pathname === path, { timeout: 15_000 });
}

/**
 * Opens a menu by its trigger and clicks one of its items. Right after sign-in the shell may
 * still be re-rendering (lazy chunks, the first domain) and a click on the trigger can land on
 * the element being replaced; a user clicks again, and so does this (up to 5 times).
 */
export async function chooseMenuItem(page: Page, triggerTestId: string, item: string) {
  const entry = page.getByRole('menuitem', { name: item });
  for (let attempt = 1; ; attempt++) {
    await page.getByTestId(triggerTestId).click();
    try {
      await entry.waitFor({ timeout: 3000 });
      break;
    } catch (error) {
      if (attempt === 5) throw error;
    }
  }
  await entry.click();
}

/**
 * Gives each test of the file a fresh browser context and its page (through `use`), closes it
 * after the test and reports a failure first. `tours` as for `launch`.
 */
export function freshPageEachTest(use: (page: Page) => void, options: { tours?: boolean } = {}) {
  let browser: Browser | undefined;
  let page: Page | undefined;
  beforeEach(async (chromiumOfWorker) => {
    workerBrowser = chromiumOfWorker;
    browser = await launch(options);
    page = await openPage(browser);
    use(page);
  });
  afterEach(async (run) => {
    const violations = browser ? await cspViolationsOf(browser) : [];
    await reportFailure(run, page);
    await browser?.close();
    browser = undefined;
    page = undefined;
    if (violations.length > 0) {
      throw new Error(`Content Security Policy violations:\n${violations.join('\n')}`);
    }
  });
}

/**
 * Waits for `event` (a response, a download…) while `act` causes it. Both are awaited together,
 * so an action that fails never leaves the wait behind to reject after the test has ended (an
 * unhandled rejection that would surface in a later test).
 */
export async function whileDoing<T>(event: Promise<T>, act: () => Promise<unknown>): Promise<T> {
  const [result] = await Promise.all([event, act()]);
  return result;
}
