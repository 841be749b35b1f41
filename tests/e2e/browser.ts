// Launches Debian's Chromium through playwright-core (`npx playwright install` cannot work
// here); the flags keep it from dialling out, since the network is closed.
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium, type Page } from 'playwright-core';

export const ARTIFACTS = join(process.cwd(), 'tests/e2e/artifacts');
export const PASSWORD = 'Demo1234!';

export interface Browser {
  context: BrowserContext;
  close(): Promise<void>;
}

/** A fresh Chromium profile (so no storage leaks between tests). */
export async function launch(): Promise<Browser> {
  const profile = await mkdtemp(join(tmpdir(), 'e2e-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: '/usr/bin/chromium',
    viewport: { width: 1366, height: 800 },
    locale: 'es-ES',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  return {
    context,
    async close() {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    },
  };
}

/** A page of the context (the persistent context opens one already). */
export async function openPage(browser: Browser): Promise<Page> {
  return browser.context.pages()[0] ?? (await browser.context.newPage());
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
