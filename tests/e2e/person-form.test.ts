// The add/edit person form in Chromium: the phone countries named in the console's language with
// their flags loaded (under the server's CSP), birth dates after today or before 1900 refused by
// the picker and the form, and a cleared birth date saved as cleared.
import { mkdir } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { Temporal } from 'temporal-polyfill';
import { PHONE_COUNTRIES } from '../../openapi/rules/phone-countries';
import { freshPageEachTest, signIn, waitForPath } from './browser';
import { describe, expect, inject, it } from './runner';
import { phoneLayout, quietAfter, settled } from './waits';

const baseUrl = inject('e2eBaseUrl');
const SHOTS = '/tmp/shots-people';

let page: Page;
freshPageEachTest((p) => {
  page = p;
});

async function openAddForm() {
  await signIn(page, baseUrl, 'brand@demo.test');
  await waitForPath(page, '/dashboard');
  await page.goto(`${baseUrl}/admin/people/add`);
  await page.locator('select[name="country"]').waitFor();
}

/** Picks the first real option of a select (the first one is 'Selecciona una opción'). */
async function pickFirst(name: string) {
  const select = page.locator(`select[name="${name}"]`);
  await expect.poll(() => select.locator('option').count()).toBeGreaterThan(1);
  const value = await select.locator('option').nth(1).getAttribute('value');
  await select.selectOption(value ?? '');
}

/** The shown flag once loaded: its file and its natural width (0 when it did not load). */
async function shownFlag(): Promise<{ src: string; width: number }> {
  const flag = page.getByTestId('country-flag');
  await flag.waitFor();
  await page.waitForFunction(() => {
    const img = document.querySelector<HTMLImageElement>('[data-testid="country-flag"]');
    return img?.complete === true;
  });
  return flag.evaluate((img: HTMLImageElement) => ({
    src: new URL(img.src).pathname,
    width: img.naturalWidth,
  }));
}

const birth = () => page.locator('input[name="birth_date"]');
const addButton = () => page.getByRole('button', { name: 'Agregar', exact: true });

describe('the person form', () => {
  it('names the countries in Spanish and shows each one’s flag', async () => {
    await mkdir(SHOTS, { recursive: true });
    await openAddForm();
    const options = await page.locator('select[name="country"] option').allTextContents();
    for (const name of ['México', 'España', 'Suecia', 'Estados Unidos', 'Brasil', 'Perú']) {
      expect(options.some((o) => o.startsWith(`${name} (+`))).toBe(true);
    }
    for (const english of ['Mexico', 'Spain', 'Sweden', 'USA', 'Brazil', 'Peru']) {
      expect(options.some((o) => o.startsWith(`${english} (`))).toBe(false);
    }
    // The default country's flag, then every other one of the list.
    await expect(shownFlag()).resolves.toEqual({ src: '/flags/mx.svg', width: expect.any(Number) });
    for (const c of PHONE_COUNTRIES) {
      await page.locator('select[name="country"]').selectOption(c.codeName);
      await expect
        .poll(shownFlag)
        .toEqual({ src: `/flags/${c.codeName.toLowerCase()}.svg`, width: expect.any(Number) });
      expect((await shownFlag()).width, c.codeName).toBeGreaterThan(0);
    }
    await page.locator('select[name="country"]').selectOption('MX');
    await expect.poll(async () => (await shownFlag()).width).toBeGreaterThan(0);
    await page.screenshot({ path: `${SHOTS}/add-person-light.png`, fullPage: true });

    await page.getByRole('switch', { name: 'Modo oscuro' }).click();
    await expect(page.locator('html').getAttribute('data-theme')).resolves.toBe('dark');
    await settled(page);
    await page.screenshot({ path: `${SHOTS}/add-person-dark.png`, fullPage: true });

    await page.setViewportSize({ width: 390, height: 844 });
    await phoneLayout(page);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${SHOTS}/add-person-390.png`, fullPage: true });
  });

  it('refuses a birth date after today or before 1900; the calendar offers no later day', async () => {
    await openAddForm();
    const sent: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname === '/admin/v2/people') {
        sent.push(r.url());
      }
    });
    // The calendar opens on this month: no day after today can be picked.
    await page.getByRole('button', { name: 'Abrir el calendario' }).click();
    const calendar = page.getByRole('dialog');
    await calendar.waitFor();
    // Today is the admin's (Mexico City), marked as today; every later cell is disabled.
    // Rows kept for the month-change animation are hidden and inert: only the shown ones count.
    const cells = await calendar.locator('td[role="gridcell"]').evaluateAll((tds) =>
      tds
        .filter((td) => !td.closest('[aria-hidden="true"]'))
        .map((td) => ({
          today: td.getAttribute('aria-current') === 'date',
          disabled: td.getAttribute('aria-disabled') === 'true',
          label: td.querySelector('button')?.getAttribute('aria-label') ?? '',
        })),
    );
    const at = cells.findIndex((c) => c.today);
    expect(at).toBeGreaterThanOrEqual(0);
    const day = Temporal.Now.plainDateISO('America/Mexico_City').day;
    expect(cells[at]?.label.startsWith(`${day},`)).toBe(true);
    expect(cells[at]?.disabled).toBe(false);
    expect(cells.slice(at + 1).filter((c) => !c.disabled)).toEqual([]);
    await expect(
      calendar.getByRole('button', { name: 'Mes siguiente' }).isDisabled(),
    ).resolves.toBe(true);
    await page.keyboard.press('Escape');

    await page.locator('input[name="employee_number"]').fill(`NAC-${Date.now().toString(36)}`);
    await pickFirst('position_id');
    await pickFirst('store_id');
    await birth().fill('31/12/2030');
    await birth().press('Tab');
    await page.getByText('La fecha de nacimiento no puede ser posterior a hoy').waitFor();
    await addButton().click();
    await page.getByText('La fecha de nacimiento no puede ser posterior a hoy').waitFor();
    await page.screenshot({ path: `${SHOTS}/add-person-future-date.png`, fullPage: true });

    await birth().fill('15/03/1890');
    await birth().press('Tab');
    await page.getByText('La fecha de nacimiento no puede ser anterior a 1900').waitFor();
    // The click has been handled and anything it sent answered: a refused form sent nothing.
    await quietAfter(page, () => addButton().click());
    expect(new URL(page.url()).pathname).toBe('/admin/people/add');
    expect(sent).toEqual([]);

    // A past day is taken, and the person created.
    await birth().fill('17/05/1994');
    await birth().press('Tab');
    await expect(
      page.getByText('La fecha de nacimiento no puede ser anterior a 1900').count(),
    ).resolves.toBe(0);
    await addButton().click();
    await page.getByText('Usuario creado', { exact: true }).first().waitFor();
    expect(sent).toHaveLength(1);
  });

  it('clears a stored birth date when the field is emptied', async () => {
    await openAddForm();
    const number = `BORRA-${Date.now().toString(36)}`;
    await page.locator('input[name="employee_number"]').fill(number);
    await pickFirst('position_id');
    await pickFirst('store_id');
    await birth().fill('17/05/1994');
    await birth().press('Tab');
    await addButton().click();
    await page.getByText('Usuario creado', { exact: true }).first().waitFor();
    await waitForPath(page, '/admin/people');

    const openEdit = async () => {
      await page.goto(`${baseUrl}/admin/people?search=${number}`);
      await page
        .getByRole('button', { name: /^Editar / })
        .first()
        .click();
      await page.waitForURL((url) => url.pathname.startsWith('/admin/people/edit/'));
      await page.locator('select[name="country"]').waitFor();
    };
    await openEdit();
    await expect(birth().inputValue()).resolves.toBe('17 may 1994');
    // As a person does it: a click into the field, select all, delete, save.
    await birth().click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.press('Backspace');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Usuario actualizado', { exact: true }).first().waitFor();
    await waitForPath(page, '/admin/people');
    await openEdit();
    await expect(birth().inputValue()).resolves.toBe('');
  });

  it('opened from the people page it reads no positions again; the person it adds is listed at once', async () => {
    // Every listPositions call the page makes (admin routes carry their query in the clear).
    let positionReads = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/admin/v2/positions') positionReads += 1;
    });
    await signIn(page, baseUrl, 'brand@demo.test');
    await waitForPath(page, '/dashboard');
    await page.goto(`${baseUrl}/admin/people`);
    const range = page.getByTestId('table-range');
    await expect
      .poll(async () => (await range.textContent()) ?? '', { timeout: 15_000 })
      .toMatch(/^Registros 1 a \d+ de \d+$/);
    // The position filter is filled: the list's one read of the positions is done.
    await expect
      .poll(() => page.getByTestId('filter-position').locator('option').count())
      .toBeGreaterThan(1);
    const before = Number(/de (\d+)$/.exec((await range.textContent()) ?? '')?.[1]);
    expect(positionReads).toBe(1);

    await page.getByRole('button', { name: 'Agregar usuario' }).click();
    await waitForPath(page, '/admin/people/add');
    await pickFirst('position_id');
    expect(positionReads).toBe(1);

    const run = Date.now().toString(36);
    const name = `Listada ${run}`;
    await page.locator('input[name="first_name"]').fill('Inés');
    await page.locator('input[name="last_name"]').fill(name);
    await page.locator('input[name="employee_number"]').fill(`LST-${run}`);
    await pickFirst('store_id');
    await addButton().click();
    await page.getByText('Usuario creado', { exact: true }).first().waitFor();
    await waitForPath(page, '/admin/people');
    // No reload: the list was marked stale by the creation and read again on its return, newest
    // first, one more in all.
    const people = page.getByRole('grid', { name: 'Personas' });
    await people.getByText(`Inés ${name}`).waitFor({ timeout: 15_000 });
    await expect
      .poll(async () => (await range.textContent()) ?? '')
      .toMatch(new RegExp(`de ${before + 1}$`));
    expect(positionReads).toBe(1);
  });
});
