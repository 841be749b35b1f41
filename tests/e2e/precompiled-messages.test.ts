// The production build ships react-intl's messages as ICU ASTs and no ICU parser
// (scripts/precompile-messages.ts): the Spanish defaults and a translated catalogue still render
// their placeholders and plurals, and switching the language swaps them.
import type { Page } from 'playwright-core';
import { freshPageEachTest, signIn, waitForPath } from './browser';
import { describe, expect, inject, it } from './runner';

const baseUrl = inject('e2eBaseUrl');

let page: Page;
freshPageEachTest((p) => {
  page = p;
});

const range = async () => (await page.getByTestId('table-range').textContent()) ?? '';

describe('precompiled messages', () => {
  it('render placeholders and plurals in Spanish, then in English after a switch', async () => {
    await signIn(page, baseUrl, 'brand@demo.test');
    await waitForPath(page, '/dashboard');
    await page.goto(`${baseUrl}/admin/people`);
    await expect.poll(range, { timeout: 15_000 }).toMatch(/^Registros [1-9]\d* a \d+ de \d+$/);
    await page.getByRole('checkbox', { name: 'Seleccionar todas las filas' }).check();
    await page.getByRole('button', { name: /^Eliminar seleccionados \([1-9]\d*\)$/ }).click();
    // The plural's `other` form: more than one person is selected.
    await page.getByText(/^Dejarán de tener acceso a la app\./).waitFor();
    await page.keyboard.press('Escape');

    await page.getByTestId('settings-button').click();
    await page
      .getByTestId('settings-drawer')
      .getByRole('combobox', { name: 'Idioma' })
      .selectOption('en-US');
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('en-US');
    // The drawer is closed by its button: the switch re-renders it, and an Escape pressed while
    // focus is elsewhere leaves it open (and the page behind it hidden from the roles below).
    const drawer = page.getByTestId('settings-drawer');
    await drawer.getByRole('button', { name: 'Close settings' }).click();
    await drawer.waitFor({ state: 'detached' });
    await expect.poll(range, { timeout: 15_000 }).toMatch(/^entries [1-9]\d* to \d+ of \d+$/);
    await page.getByRole('button', { name: /^Delete selected \([1-9]\d*\)$/ }).click();
    await page.getByText(/^They will lose access to the app\./).waitFor();
  });
});
