// The activity log in Chromium: search and paging for the admins who may see it, and the
// refusal for a store administrator (SPEC §2, §6).
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { freshPageEachTest, signIn, waitForPath } from './browser';

const baseUrl = inject('e2eBaseUrl');

let page: Page;
freshPageEachTest((p) => {
  page = p;
});

const range = () => page.getByTestId('table-range');
const log = () => page.getByRole('grid', { name: 'Bitácora de actividad' });

async function openLog(query = '') {
  await page.goto(`${baseUrl}/admin/log${query}`);
  await page.getByRole('heading', { name: 'Bitácora de actividad' }).waitFor();
  await expect
    .poll(async () => (await range().textContent()) ?? '', { timeout: 15_000 })
    .toMatch(/^Registros [1-9]\d* a \d+ de \d+$/);
}

describe('activity log', () => {
  it('a regional admin searches the log; the search lives in the URL', async () => {
    await signIn(page, baseUrl, 'region@demo.test');
    await waitForPath(page, '/dashboard');
    await openLog();
    const all = Number(/de (\d+)$/.exec((await range().textContent()) ?? '')?.[1]);
    expect(all).toBeGreaterThan(0);
    const box = page.getByRole('searchbox', { name: 'Buscar por acción, objetivo o correo' });
    await box.fill('create_person');
    await box.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('search') === 'create_person');
    await expect
      .poll(async () => Number(/de (\d+)$/.exec((await range().textContent()) ?? '')?.[1]))
      .toBeLessThan(all);
    await expect(
      log().getByText('Alta de usuario', { exact: true }).count(),
    ).resolves.toBeGreaterThan(0);
    await expect(log().getByText('Inicio de sesión', { exact: true }).count()).resolves.toBe(0);

    await box.fill('nada-coincide-con-esto');
    await box.press('Enter');
    await page.getByText('No hay información disponible con el filtro seleccionado').waitFor();
    await expect(range().textContent()).resolves.toBe('Registros 0 a 0 de 0');
  });

  it('records what the console does on its own: a domain switch and a theme change', async () => {
    const recorded = () =>
      page.waitForResponse(
        (r) => r.url().includes('/admin/v2/activity-log') && r.request().method() === 'POST',
      );
    // The first choice is an alert dialog (it cannot be dismissed); switching later is a dialog.
    const modal = (role: 'alertdialog' | 'dialog') =>
      page.getByRole(role, { name: 'Selecciona un dominio' });
    const options = () => page.getByTestId('domain-options').getByRole('button');
    await signIn(page, baseUrl, 'super@demo.test');
    await modal('alertdialog').waitFor();
    await options().first().click();
    await page.getByTestId('main-layout').waitFor();
    await page.getByTestId('domain-switcher').first().click();
    await modal('dialog').waitFor();
    const second = (await options().nth(1).textContent())?.trim() ?? '';
    const domainChange = recorded();
    await options().nth(1).click();
    expect((await domainChange).status()).toBe(204);
    const themeChange = recorded();
    await page.getByRole('switch', { name: 'Modo oscuro' }).click();
    expect((await themeChange).status()).toBe(204);

    await openLog('?search=_change');
    await log().getByText('Cambio de dominio', { exact: true }).first().waitFor();
    await log().getByText('Cambio de configuración', { exact: true }).first().waitFor();
    await log().getByText(`name: ${second}`).first().waitFor();
    await log().getByText('value: dark').first().waitFor();
  });

  it('a store admin cannot open /admin/log', async () => {
    await signIn(page, baseUrl, 'store@demo.test');
    await waitForPath(page, '/dashboard');
    await page.goto(`${baseUrl}/admin/log`);
    await page.getByText('Acceso no autorizado', { exact: true }).first().waitFor();
    await waitForPath(page, '/dashboard');
    await expect(log().count()).resolves.toBe(0);
  });
});
