// axe-core in real Chromium: no serious or critical violation on the login page and the shell.
import type { Page } from 'playwright-core';
import { seriousViolations as violationsOf } from './axe';
import { freshPageEachTest, signIn, waitForPath } from './browser';
import { describe, expect, inject, it } from './runner';
import { settled } from './waits';

const baseUrl = inject('e2eBaseUrl');

let page: Page;
freshPageEachTest((p) => {
  page = p;
});

const seriousViolations = () => violationsOf(page);

async function brandShell() {
  await signIn(page, baseUrl, 'brand@demo.test');
  await waitForPath(page, '/dashboard');
  await page.getByTestId('main-layout').waitFor();
  // Let the route animation and the sign-in toast settle.
  await page.locator('.fui-Toast').first().waitFor({ state: 'detached', timeout: 10_000 });
}

describe('accessibility (axe-core)', () => {
  it('the login page', async () => {
    await page.goto(`${baseUrl}/auth/login`);
    await page.locator('input[name="email"]').waitFor();
    await expect(seriousViolations()).resolves.toEqual([]);
  });

  it('the shell, light and dark', async () => {
    await brandShell();
    await expect(seriousViolations()).resolves.toEqual([]);
    await page.getByRole('switch', { name: 'Modo oscuro' }).click();
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
    await settled(page);
    await expect(seriousViolations()).resolves.toEqual([]);
  });

  it('the settings drawer and the brand-key panel', async () => {
    await brandShell();
    await page.getByTestId('settings-button').click();
    await page.getByTestId('settings-drawer').waitFor();
    await settled(page);
    await expect(seriousViolations()).resolves.toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByTestId('settings-drawer').waitFor({ state: 'hidden' });
    await page.getByTestId('brand-key').click();
    await page.getByTestId('brand-key-panel').waitFor();
    await settled(page);
    await expect(seriousViolations()).resolves.toEqual([]);
  });
});
