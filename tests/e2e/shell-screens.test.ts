// Screenshots of the login page and each role's shell, light and dark, into tests/e2e/artifacts/
// (git-ignored) for a human look; each also checks the role's shell rendered.
import type { Page } from 'playwright-core';
import { describe, inject, it } from 'vitest';
import { freshPageEachTest, screenshot, signIn, waitForPath } from './browser';

const baseUrl = inject('e2eBaseUrl');

let page: Page;
freshPageEachTest((p) => {
  page = p;
});

async function settle() {
  await page.locator('.fui-Toast').first().waitFor({ state: 'detached', timeout: 10_000 });
  await page.waitForTimeout(400);
}

async function both(name: string) {
  await settle();
  await screenshot(page, `${name}-light`);
  await page.getByRole('switch', { name: 'Modo oscuro' }).click();
  await settle();
  await screenshot(page, `${name}-dark`);
}

describe('screenshots', () => {
  it('login, light and dark', async () => {
    await page.goto(`${baseUrl}/auth/login`);
    await page.locator('input[name="email"]').waitFor();
    await screenshot(page, 'screen-login-light');
    await page.goto(`${baseUrl}/auth/login?theme=dark`);
    await page.locator('input[name="email"]').waitFor();
    await screenshot(page, 'screen-login-dark');
  });

  it('super admin', async () => {
    await signIn(page, baseUrl, 'super@demo.test');
    await page.getByRole('alertdialog', { name: 'Selecciona un dominio' }).waitFor();
    await screenshot(page, 'screen-super-domain-modal');
    await page.getByTestId('domain-options').getByRole('button', { name: 'Sabor Fresco' }).click();
    await page.getByTestId('main-layout').waitFor();
    await both('screen-super');
  });

  for (const role of ['brand', 'region', 'store'] as const) {
    it(`${role} admin`, async () => {
      await signIn(page, baseUrl, `${role}@demo.test`);
      await waitForPath(page, '/dashboard');
      await page.getByTestId('main-layout').waitFor();
      await both(`screen-${role}`);
    });
  }

  it('mobile drawer, top menu and settings drawer', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, baseUrl, 'brand@demo.test');
    await page.getByTestId('main-layout').waitFor();
    await settle();
    await screenshot(page, 'screen-mobile');
    await page.getByTestId('menu-handle').click();
    await page.getByTestId('mobile-menu').waitFor();
    await page.waitForTimeout(400);
    await screenshot(page, 'screen-mobile-drawer');
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 1366, height: 800 });
    await page.waitForTimeout(400);
    await page.getByTestId('settings-button').click();
    await page.getByTestId('settings-drawer').waitFor();
    await page.waitForTimeout(400);
    await screenshot(page, 'screen-settings-drawer');
    await page
      .getByTestId('settings-drawer')
      .getByRole('radiogroup', { name: 'Posición del menú' })
      .getByLabel('Arriba')
      .check();
    await page.keyboard.press('Escape');
    await page.waitForTimeout(400);
    await screenshot(page, 'screen-top-menu');
  });
});
