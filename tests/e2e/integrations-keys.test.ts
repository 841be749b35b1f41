// The Integraciones page's integration keys in Chromium against the real server (small seed): a
// brand admin creates a key, sees it once, copies it, and the copy loads data through the
// ingestion API until the key is revoked; the page never shows the key again. A region admin has
// no entry and is refused the address. Light, dark, 390 px and English, axe on each.
import type { Page } from 'playwright-core';
import { freshPageEachTest, screenshot, waitForPath, whileDoing } from './browser';
import { darkMode, expectNoOverflow, expectNoSeriousViolations, signInAs } from './report-helpers';
import { describe, expect, inject, it } from './runner';
import { phoneLayout, settled } from './waits';

const baseUrl = inject('e2eBaseUrl');

let page: Page;
freshPageEachTest((p) => {
  page = p;
});

const run = Date.now().toString(36);
const menu = () => page.getByRole('navigation', { name: 'Menú principal' });
const keysTable = () => page.getByRole('grid', { name: 'Claves de integración' });
const dialog = (name: string | RegExp) => page.getByRole('dialog', { name });
const created = () => page.getByRole('alertdialog', { name: 'Clave creada' });

/** What a loading app would send: one region, under the key's Bearer. */
function loadRegion(key: string) {
  return fetch(`${baseUrl}/ingest/v1/regions`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ items: [{ externalId: `R-E2E-${run}`, name: `Región ${run}` }] }),
  });
}

/** A full-page screenshot in tests/e2e/artifacts (git-ignored) to look at, once still. */
async function shot(name: string) {
  await page
    .locator('.fui-Toast')
    .first()
    .waitFor({ state: 'detached', timeout: 10_000 })
    .catch(() => undefined);
  await settled(page);
  await screenshot(page, `integrations-${name}`);
}

describe('integration keys', () => {
  it('create with two kinds, shown and copied once, loads data, revoke refuses it', async () => {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: baseUrl,
    });
    await signInAs(page, baseUrl, 'brand@demo.test');
    await menu().getByText('Integraciones', { exact: true }).click();
    await waitForPath(page, '/admin/integrations');
    await page.getByRole('heading', { name: 'Integraciones', level: 1 }).waitFor();
    // The seed has no keys: the empty state says what to do. (A retry runs on the same worker's
    // database, which keeps the first attempt's key.)
    const empty = page.getByText('Aún no hay claves de integración', { exact: false });
    await expect(empty.or(keysTable().getByRole('row').nth(1)).first()).toBeVisible();
    if (!(await keysTable().getByText('App de RH').count())) await expect(empty).toBeVisible();
    await expectNoSeriousViolations(page);

    // The form refuses an empty key, each reason under its field.
    await page.getByRole('button', { name: 'Crear clave' }).click();
    const form = dialog('Crear clave de integración');
    await form.waitFor();
    await form.getByRole('button', { name: 'Crear', exact: true }).click();
    await form.getByText('Escribe un nombre').waitFor();
    await form.getByText('Elige al menos un tipo de dato').waitFor();
    // Select all ticks the fourteen kinds; again clears them.
    const kinds = form.locator('input[name="kinds"]');
    await expect(kinds).toHaveCount(14);
    await form.getByRole('checkbox', { name: 'Seleccionar todos' }).click();
    await expect(form.locator('input[name="kinds"]:checked')).toHaveCount(14);
    await form.getByRole('checkbox', { name: 'Seleccionar todos' }).click();
    await expect(form.locator('input[name="kinds"]:checked')).toHaveCount(0);
    await expectNoSeriousViolations(page);

    const name = `App de RH ${run}`;
    await form.getByRole('textbox', { name: /^Nombre/ }).fill(name);
    // By keyboard: Tab to the checkbox, Space ticks it.
    await form.getByRole('checkbox', { name: 'Regiones' }).focus();
    await page.keyboard.press('Space');
    await form.getByRole('checkbox', { name: 'Puestos' }).check();
    await expect(form.getByRole('checkbox', { name: 'Seleccionar todos' })).toBeChecked({
      indeterminate: true,
    });
    await whileDoing(
      page.waitForResponse(
        (r) => r.url().includes('/admin/v2/integration-keys') && r.request().method() === 'POST',
      ),
      () => form.getByRole('button', { name: 'Crear', exact: true }).click(),
    );

    // Shown once, with its warning; Escape does not lose it.
    await created().waitFor();
    await created().getByText('no se volverá a mostrar', { exact: false }).waitFor();
    const key = await created().getByTestId('created-key').inputValue();
    expect(key).toMatch(/^ik_[A-Za-z0-9_-]{43}$/);
    await expectNoSeriousViolations(page);
    await shot('created-light');
    await page.keyboard.press('Escape');
    await expect(created()).toBeVisible();
    await created().getByRole('button', { name: 'Copiar' }).click();
    await created().getByRole('button', { name: 'Copiada' }).waitFor();
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(key);
    await created().getByRole('button', { name: 'Listo' }).click();
    await created().waitFor({ state: 'detached' });

    // The key is nowhere on the page now; the list shows its prefix, kinds and state.
    const row = keysTable().getByRole('row', { name: new RegExp(name) });
    await row.waitFor();
    expect(await page.content()).not.toContain(key);
    expect(await page.evaluate(() => document.body.innerText)).not.toContain(key);
    await expect(row.getByTestId('key-prefix')).toHaveText(`${key.slice(0, 10)}…`);
    await expect(row).toContainText('Regiones y Puestos');
    await expect(row.getByTestId('key-state')).toHaveText('Activa');
    await expect(row).toContainText('Nunca'); // not used yet

    // The copied key loads data.
    const loaded = await loadRegion(key);
    expect(loaded.status).toBe(200);
    expect(((await loaded.json()) as { created: number }).created).toBe(1);
    // Its use shows once the list is read again.
    await page.reload();
    await row.waitFor();
    await expect(row).not.toContainText('Nunca');

    await expectNoSeriousViolations(page);
    await shot('list-light');

    // Revoke: a confirmation naming the key, then the row stays, revoked, without the action.
    await row.getByRole('button', { name: `Revocar la clave ${name}` }).click();
    const confirm = dialog(`Revocar la clave «${name}»`);
    await confirm.waitFor();
    await expect(confirm).toContainText(`${key.slice(0, 10)}…`);
    await expectNoSeriousViolations(page);
    await whileDoing(
      page.waitForResponse(
        (r) => r.url().includes('/admin/v2/integration-keys/') && r.request().method() === 'DELETE',
      ),
      () => confirm.getByTestId('confirm-revoke').click(),
    );
    await expect(row.getByTestId('key-state')).toHaveText('Revocada');
    await expect(row.getByRole('button', { name: /Revocar/ })).toHaveCount(0);
    expect((await loadRegion(key)).status).toBe(401);

    // The activity log names both actions.
    await page.goto(`${baseUrl}/admin/log?search=integration_key`);
    const log = page.getByRole('grid', { name: 'Bitácora de actividad' });
    await log.getByText('Clave de integración creada', { exact: true }).first().waitFor();
    await log.getByText('Clave de integración revocada', { exact: true }).first().waitFor();

    // Dark, then a phone.
    await page.goto(`${baseUrl}/admin/integrations`);
    await row.waitFor();
    await darkMode(page);
    await expect(page.locator('html').getAttribute('data-theme')).resolves.toBe('dark');
    await expectNoSeriousViolations(page);
    await shot('list-dark');
    await page.getByRole('button', { name: 'Crear clave' }).click();
    await form.waitFor();
    await expectNoSeriousViolations(page);
    await shot('create-dark');
    await form.getByRole('button', { name: 'Cancelar' }).click();
    await form.waitFor({ state: 'detached' });

    await page.setViewportSize({ width: 390, height: 844 });
    await phoneLayout(page);
    await expectNoOverflow(page);
    await shot('phone');
    await page.getByRole('button', { name: 'Crear clave' }).click();
    await form.waitFor();
    const box = await form.boundingBox();
    expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 999) <= 390).toBe(true);
    await shot('create-phone');
  }, 120_000);

  it('in English', async () => {
    await signInAs(page, baseUrl, 'brand@demo.test');
    await page.getByTestId('language-switcher').click();
    await page.getByRole('menuitemradio', { name: 'English' }).click();
    const mainMenu = page.getByRole('navigation', { name: 'Main menu' });
    await mainMenu.getByText('Integrations', { exact: true }).click();
    await waitForPath(page, '/admin/integrations');
    await page.getByRole('heading', { name: 'Integrations', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Create key' }).click();
    const form = dialog('Create integration key');
    await form.getByRole('checkbox', { name: 'Exam attempts' }).waitFor();
    await form.getByRole('checkbox', { name: 'Select all' }).waitFor();
    await expectNoSeriousViolations(page);
    await shot('create-english');
  });

  it('a region admin has no entry and is refused the address', async () => {
    await signInAs(page, baseUrl, 'region@demo.test');
    await menu().getByText('Bitácora de actividad').waitFor();
    await expect(menu().getByText('Integraciones', { exact: true })).toHaveCount(0);
    await page.goto(`${baseUrl}/admin/integrations`);
    await page.getByText('Acceso no autorizado', { exact: true }).first().waitFor();
    await waitForPath(page, '/dashboard');
    await expect(keysTable()).toHaveCount(0);
  });
});
