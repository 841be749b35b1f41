// `npm run screens`: screenshots of the login page and each role's shell, light and dark, the
// phone layout with its drawer, the settings drawer and the top menu, into tests/e2e/artifacts/
// (git-ignored) for a human look. They assert nothing, so they are not part of the test suite; the
// same production build and real server as the browser tests (tests/e2e/global-setup.ts).
import type { Page } from 'playwright-core';
import {
  ARTIFACTS,
  launch,
  openPage,
  pageErrors,
  screenshot,
  signIn,
  waitForPath,
} from '../tests/e2e/browser';
import setup, { type Receiver } from '../tests/e2e/global-setup';
import { settled } from '../tests/e2e/waits';

/** The sign-in toast gone and the page still: what a person would look at. */
async function settle(page: Page) {
  await page.locator('.fui-Toast').first().waitFor({ state: 'detached', timeout: 10_000 });
  await settled(page);
}

async function lightAndDark(page: Page, name: string) {
  await settle(page);
  await screenshot(page, `${name}-light`);
  await page.getByRole('switch', { name: 'Modo oscuro' }).click();
  await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
  await settle(page);
  await screenshot(page, `${name}-dark`);
}

const screens: Record<string, (page: Page, baseUrl: string) => Promise<void>> = {
  async login(page, baseUrl) {
    await page.goto(`${baseUrl}/auth/login`);
    await page.locator('input[name="email"]').waitFor();
    await settled(page);
    await screenshot(page, 'screen-login-light');
    await page.goto(`${baseUrl}/auth/login?theme=dark`);
    await page.locator('input[name="email"]').waitFor();
    await settled(page);
    await screenshot(page, 'screen-login-dark');
  },

  async 'super admin'(page, baseUrl) {
    await signIn(page, baseUrl, 'super@demo.test');
    await page.getByRole('alertdialog', { name: 'Selecciona un dominio' }).waitFor();
    await settled(page);
    await screenshot(page, 'screen-super-domain-modal');
    await page.getByTestId('domain-options').getByRole('button', { name: 'Sabor Fresco' }).click();
    await page.getByTestId('main-layout').waitFor();
    await lightAndDark(page, 'screen-super');
  },

  ...Object.fromEntries(
    (['brand', 'region', 'store'] as const).map((role) => [
      `${role} admin`,
      async (page: Page, baseUrl: string) => {
        await signIn(page, baseUrl, `${role}@demo.test`);
        await waitForPath(page, '/dashboard');
        await page.getByTestId('main-layout').waitFor();
        await lightAndDark(page, `screen-${role}`);
      },
    ]),
  ),

  async 'mobile drawer, top menu and settings drawer'(page, baseUrl) {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, baseUrl, 'brand@demo.test');
    await page.getByTestId('main-layout').waitFor();
    await settle(page);
    await screenshot(page, 'screen-mobile');
    await page.getByTestId('menu-handle').click();
    await page.getByTestId('mobile-menu').waitFor();
    await settled(page);
    await screenshot(page, 'screen-mobile-drawer');
    await page.keyboard.press('Escape');
    await page.getByTestId('mobile-menu').waitFor({ state: 'hidden' });
    await page.setViewportSize({ width: 1366, height: 800 });
    await settled(page);
    await page.getByTestId('settings-button').click();
    await page.getByTestId('settings-drawer').waitFor();
    await settled(page);
    await screenshot(page, 'screen-settings-drawer');
    await page
      .getByTestId('settings-drawer')
      .getByRole('radiogroup', { name: 'Posición del menú' })
      .getByLabel('Arriba')
      .check();
    await page.keyboard.press('Escape');
    await page.getByTestId('settings-drawer').waitFor({ state: 'hidden' });
    await settled(page);
    await screenshot(page, 'screen-top-menu');
  },
};

async function main() {
  let baseUrl = '';
  const project: Receiver = {
    provide: (_key, value) => {
      baseUrl = value;
    },
  };
  process.stdout.write('building the console and starting the server…\n');
  const teardown = await setup(project);
  const failed: string[] = [];
  try {
    for (const [name, take] of Object.entries(screens)) {
      // A fresh profile per screen set, as in the browser tests: no storage leaks between them.
      const browser = await launch();
      const page = await openPage(browser);
      try {
        await take(page, baseUrl);
        process.stdout.write(`✓ ${name}\n`);
      } catch (error) {
        failed.push(name);
        process.stderr.write(`✗ ${name}: ${error}\n${pageErrors(page).join('\n')}\n`);
        await screenshot(page, `screen-failure-${name.replace(/[^a-z0-9]+/gi, '-')}`);
      } finally {
        await browser.close();
      }
    }
  } finally {
    await teardown();
  }
  process.stdout.write(`screenshots in ${ARTIFACTS}\n`);
  if (failed.length > 0) process.exitCode = 1;
}

await main();
