// Launches Debian's Chromium through playwright-core (`npx playwright install` cannot work
// here); the flags keep it from dialling out, since the network is closed.
import { appendFile, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium, type Page, type Request } from 'playwright-core';
import { afterEach, beforeEach, type TestContext } from 'vitest';

export const ARTIFACTS = join(process.cwd(), 'tests/e2e/artifacts');
export const PASSWORD = 'Demo1234!';
/** One line per failed attempt; `npm test` prints it, so a test that passed only on retry shows. */
const FAILED_ATTEMPTS = join(ARTIFACTS, 'failed-attempts.txt');

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

/**
 * A fresh Chromium profile (so no storage leaks between tests). Guided tours start on a new
 * profile's first visit to each page; they are switched off (as the activate-tips toggle does)
 * unless `tours` is set, so a test about something else is not covered by a tour's overlay.
 */
export async function launch({ tours = false }: { tours?: boolean } = {}): Promise<Browser> {
  const profile = await mkdtemp(join(tmpdir(), 'e2e-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: '/usr/bin/chromium',
    viewport: { width: 1366, height: 800 },
    locale: 'es-ES',
    args: [
      '--headless',
      // The window itself as large as the emulated viewport, so no first paint sees 800 px.
      '--window-size=1366,800',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
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
      await rm(profile, { recursive: true, force: true });
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

/** A page of the context (the persistent context opens one already), its logs recorded. */
export async function openPage(browser: Browser): Promise<Page> {
  const page = browser.context.pages()[0] ?? (await browser.context.newPage());
  recordLogs(page);
  return page;
}

/**
 * After a failed test: a screenshot (`failure-<test>.png` in the artifacts), the URL, the visible
 * text and what the page logged, on stderr.
 */
export async function reportFailure(ctx: TestContext, page: Page | undefined) {
  if (!page || ctx.task.result?.state !== 'fail') return;
  const name = ctx.task.name.replace(/[^a-z0-9]+/gi, '-').slice(0, 60);
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
    await appendFile(FAILED_ATTEMPTS, `${ctx.task.file.name} > ${ctx.task.name}\n`);
    process.stderr.write(
      [
        `--- failure of "${ctx.task.name}" at ${page.url()}`,
        `error: ${ctx.task.result?.errors?.map((e) => e.message).join('\n') ?? ''}`,
        `visible text: ${text.replace(/\s+/g, ' ')}`,
        `hidden from assistive technology: ${hidden || 'nothing'}`,
        `stored: ${stored}`,
        `unanswered requests: ${[...(pendingRequests.get(page)?.values() ?? [])].join(' | ') || 'none'}`,
        ...(pageLogs.get(page) ?? []),
        '---',
        '',
      ].join('\n'),
    );
  } catch (error) {
    process.stderr.write(`--- no failure report for "${ctx.task.name}": ${error}\n`);
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
 * Gives each test of the file a fresh Chromium profile and its page (through `use`), closes it
 * after the test and reports a failure first. `tours` as for `launch`.
 */
export function freshPageEachTest(use: (page: Page) => void, options: { tours?: boolean } = {}) {
  let browser: Browser | undefined;
  let page: Page | undefined;
  beforeEach(async () => {
    browser = await launch(options);
    page = await openPage(browser);
    use(page);
  });
  afterEach(async (ctx) => {
    const violations = browser ? await cspViolationsOf(browser) : [];
    await reportFailure(ctx, page);
    await browser?.close();
    if (violations.length > 0) {
      await mkdir(ARTIFACTS, { recursive: true });
      await appendFile(FAILED_ATTEMPTS, `${ctx.task.file.name} > ${ctx.task.name} (CSP)\n`);
      throw new Error(`Content Security Policy violations:\n${violations.join('\n')}`);
    }
  });
}

/**
 * Waits for `event` (a response, a download…) while `act` causes it. Both are awaited together,
 * so an action that fails never leaves the wait behind to reject after the test has ended (Vitest
 * counts that as an unhandled error and fails the run even when a retry passed).
 */
export async function whileDoing<T>(event: Promise<T>, act: () => Promise<unknown>): Promise<T> {
  const [result] = await Promise.all([event, act()]);
  return result;
}
