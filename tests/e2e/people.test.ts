// The people screens end to end in Chromium against the real server (small seed): add with
// validation, search, edit, duplicates, export read back, import with an error file, bulk
// delete, reactivate, and the activity log showing each of those actions.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Download, Page } from 'playwright-core';
import { freshPageEachTest, screenshot, signIn, waitForPath, whileDoing } from './browser';
import { spanishHeader } from './report-helpers';
import { describe, expect, inject, it } from './runner';
import { settled } from './waits';

const baseUrl = inject('e2eBaseUrl');

let page: Page;
freshPageEachTest((p) => {
  page = p;
});

const axeSource = readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Serious and critical axe-core violations inside <main> (the page, not the shell around it).
 * Tabster's dummy inputs are left out: the arrow-key navigation of Fluent adds these focusable
 * aria-hidden sentinels on purpose, to hand Tab focus past the grid.
 */
async function axeViolations(): Promise<string[]> {
  // Evaluated, not added as a <script>: the page's CSP (no inline script) would block the tag.
  await page.evaluate(`${await axeSource}\n;0`);
  const result = (await page.evaluate(
    `axe.run({ include: [['main']], exclude: [['[data-tabster-dummy]']] }, { resultTypes: ['violations'] })`,
  )) as { violations: { id: string; impact: string | null; nodes: { target: string[] }[] }[] };
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const run = Date.now().toString(36);
const digits = String(Date.now()).slice(-8);
const person = {
  first: 'Zacarías',
  last: `Prueba ${run}`,
  email: `e2e.${run}@ejemplo.mx`,
  phone: `55${digits}`,
  number: `E2E-${run}`,
};

const toast = (text: string) => page.getByText(text, { exact: true }).first();
const range = () => page.getByTestId('table-range');
const table = () => page.getByRole('grid', { name: 'Personas' });

async function text(download: Download): Promise<string> {
  const path = await download.path();
  return (await readFile(path, 'utf8')).replace(/^\uFEFF/, '');
}

async function openPeople(query = '') {
  await page.goto(`${baseUrl}/admin/people${query}`);
  await page.getByRole('heading', { name: 'Personas' }).waitFor();
  await expect
    .poll(async () => (await range().textContent()) ?? '', { timeout: 15_000 })
    .toMatch(/^Registros [1-9]\d* a \d+ de \d+$/);
}

async function search(value: string) {
  const box = page.getByRole('searchbox', { name: /Buscar por nombre/ });
  await box.fill(value);
  await box.press('Enter');
  await page.waitForURL((url) => url.searchParams.get('search') === value);
}

/** Picks the first real option of a select (the first one is 'Selecciona una opción'). */
async function pickFirst(name: string): Promise<string> {
  const select = page.locator(`select[name="${name}"]`);
  await expect.poll(() => select.locator('option').count()).toBeGreaterThan(1);
  const value = await select.locator('option').nth(1).getAttribute('value');
  await select.selectOption(value ?? '');
  return (await select.locator('option').nth(1).textContent()) ?? '';
}

describe('people', () => {
  it('add, find, edit, export, import, delete and reactivate; the log shows it all', async () => {
    await signIn(page, baseUrl, 'brand@demo.test');
    await waitForPath(page, '/dashboard');
    await openPeople();

    // Add: the §5 texts, then a valid person.
    await page.getByRole('button', { name: 'Agregar usuario' }).click();
    await waitForPath(page, '/admin/people/add');
    // Breadcrumbs follow the registry's crumbParent: Home › Admin › People › Add person.
    const crumbs = page.getByRole('navigation', { name: 'Ruta de navegación' });
    await crumbs.getByText('Agregar persona').waitFor();
    await expect(crumbs.locator('.fui-BreadcrumbButton').allTextContents()).resolves.toEqual([
      'Inicio',
      'Administración',
      'Personas',
      'Agregar persona',
    ]);
    await page.locator('select[name="country"]').waitFor();
    // Country carries the required marker of its own label.
    await expect(
      page.locator('label', { hasText: 'País' }).locator('.fui-Label__required').count(),
    ).resolves.toBe(1);
    // No select overflows its column (a long branch name pushed one 12 px out).
    const overflows = await page.evaluate(() => {
      const grid = document.querySelector('[data-testid="person-grid"]') as HTMLElement;
      return [...grid.querySelectorAll('select')].flatMap((select) => {
        let cell: HTMLElement = select;
        while (cell.parentElement && cell.parentElement !== grid) cell = cell.parentElement;
        const over = select.getBoundingClientRect().right - cell.getBoundingClientRect().right;
        return over > 0.5 ? [`${select.name}: ${over.toFixed(1)} px`] : [];
      });
    });
    expect(overflows).toEqual([]);
    await page.getByRole('button', { name: 'Agregar', exact: true }).click();
    await page.getByText('Selecciona el puesto del nuevo usuario').waitFor();
    await page.getByText('Selecciona la sucursal del nuevo usuario').waitFor();
    await page.getByText('Ingresa al menos uno: número de empleado, correo o celular').waitFor();
    await page.locator('select[name="country"]').selectOption('');
    await page.getByRole('button', { name: 'Agregar', exact: true }).click();
    await page.getByText('Selecciona el país del nuevo usuario').waitFor();
    // The country's error is the country's: the phone box stays valid.
    await expect(page.locator('select[name="country"]').getAttribute('aria-invalid')).resolves.toBe(
      'true',
    );
    await expect(
      page.locator('input[name="phone"]').getAttribute('aria-invalid'),
    ).resolves.not.toBe('true');
    await page.locator('select[name="country"]').selectOption('MX');
    await page.locator('input[name="phone"]').fill('123');
    await page.locator('input[name="email"]').fill('no-es-correo');
    await page.getByRole('button', { name: 'Agregar', exact: true }).click();
    await page.getByText('Longitud de número de teléfono inválida').waitFor();
    await page.getByText('Por favor, ingresa un correo válido').waitFor();
    // The app account's password: optional, §5 rules when typed.
    await page.locator('input[name="password"]').fill('corta');
    await page.getByRole('button', { name: 'Agregar', exact: true }).click();
    await page.getByText('La contraseña debe tener al menos 8 caracteres').waitFor();
    await page.locator('input[name="password"]').fill('Colab-2026');
    await page.getByRole('button', { name: 'Agregar', exact: true }).click();
    await page.getByText('Por favor, confirma tu contraseña').waitFor();
    await page.locator('input[name="password_confirm"]').fill('Colab-2027');
    await page.getByRole('button', { name: 'Agregar', exact: true }).click();
    await page.getByText('Las dos contraseñas que ingresaste no coinciden').waitFor();
    await page.locator('input[name="password_confirm"]').fill('Colab-2026');
    await screenshot(page, 'people-add-validation');
    await expect(axeViolations()).resolves.toEqual([]);

    await page.locator('input[name="first_name"]').fill(person.first);
    await page.locator('input[name="last_name"]').fill(person.last);
    await page.locator('input[name="email"]').fill(person.email);
    await page.locator('input[name="phone"]').fill(person.phone);
    await page.locator('input[name="employee_number"]').fill(person.number);
    await page.locator('select[name="gender"]').selectOption('female');
    await page.locator('input[name="birth_date"]').fill('1994-05-17');
    const position = await pickFirst('position_id');
    const store = await pickFirst('store_id');
    await page.getByRole('button', { name: 'Agregar', exact: true }).click();
    await toast('Usuario creado').waitFor();
    await waitForPath(page, '/admin/people');

    // Find by search; the state is in the URL and survives a reload.
    await search(person.number);
    const fullName = `${person.first} ${person.last}`;
    await expect.poll(async () => range().textContent()).toBe('Registros 1 a 1 de 1');
    await table().getByText(fullName).waitFor();
    await table().getByText(position).waitFor();
    await table().getByText(store).waitFor();
    await page.reload();
    await table().getByText(fullName).waitFor();
    await expect(
      page.getByRole('searchbox', { name: /Buscar por nombre/ }).inputValue(),
    ).resolves.toBe(person.number);

    // A duplicate employee number is refused with a clear text, nothing created.
    await page.getByRole('button', { name: 'Agregar usuario' }).click();
    await waitForPath(page, '/admin/people/add');
    await page.locator('input[name="employee_number"]').fill(person.number);
    await pickFirst('position_id');
    await pickFirst('store_id');
    await page.getByRole('button', { name: 'Agregar', exact: true }).click();
    await page.getByText('Este número de empleado ya está registrado en la marca').waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/people/add');
    await page.goBack();
    await waitForPath(page, '/admin/people');
    await table().getByText(fullName).waitFor();
    await expect(range().textContent()).resolves.toBe('Registros 1 a 1 de 1');

    // Edit.
    await page.getByRole('button', { name: `Editar ${fullName}` }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/admin/people/edit/'));
    await expect(page.locator('input[name="email"]').inputValue()).resolves.toBe(person.email);
    await page.locator('input[name="last_name"]').fill(`${person.last} Editado`);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await toast('Usuario actualizado').waitFor();
    await waitForPath(page, '/admin/people');
    // Back to the list as it was: the search is still there, no need to type it again.
    expect(new URL(page.url()).searchParams.get('search')).toBe(person.number);
    await expect.poll(async () => range().textContent()).toBe('Registros 1 a 1 de 1');
    await table().getByText(`${fullName} Editado`).waitFor();

    // Export the filtered list and read the CSV back.
    const exported = whileDoing(page.waitForEvent('download'), () =>
      page.getByRole('button', { name: 'Exportar usuarios' }).click(),
    );
    const csv = await text(await exported);
    const lines = csv.trim().split(/\r?\n/);
    expect(lines[0]).toBe(
      spanishHeader('email,phone,enrollment,full_name,birth_date,gender,brand,store,position'),
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(person.email);
    expect(lines[1]).toContain(`${fullName} Editado`);
    expect(lines[1]).toContain('1994-05-17');

    // Import: the template, a file where every row fails (error file), then a partial one.
    await page.getByRole('button', { name: 'Importar usuarios' }).click();
    const dialog = page.getByRole('dialog', { name: 'Importar usuarios' });
    await dialog.waitFor();
    const templateDownload = whileDoing(page.waitForEvent('download'), () =>
      dialog.getByRole('button', { name: 'Descargar plantilla' }).click(),
    );
    const template = await text(await templateDownload);
    expect(template.split(/\r?\n/)[0]).toBe(
      'first_name,last_name,email,phone,enrollment,position,store,national_id,tax_id,available_stores,available_positions',
    );
    const header = 'first_name,last_name,email,phone,enrollment,position,store';
    await dialog.getByTestId('import-file').setInputFiles({
      name: 'malo.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        `${header}\nAna,Mal,ana.${run}@ejemplo.mx,,,${position},Sucursal Inexistente\n`,
      ),
    });
    await dialog.getByTestId('import-run').click();
    await dialog.getByText('Error al importar usuarios').waitFor();
    await dialog.getByText('Revisa el archivo de errores anexo').waitFor();
    const errorsDownload = whileDoing(page.waitForEvent('download'), () =>
      dialog.getByTestId('import-errors').click(),
    );
    const errorsFile = await errorsDownload;
    expect(errorsFile.suggestedFilename()).toBe('malo-errores.csv');
    const errors = await text(errorsFile);
    // The code stays for machines; the explanation beside it is in the console's language.
    expect(errors).toContain('row,column,value,reason,motivo');
    expect(errors).toContain('unknown_store,Sucursal: ese nombre no existe en la marca');
    await screenshot(page, 'people-import-errors');

    await dialog.getByTestId('import-file').setInputFiles({
      name: 'mixto.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        `${header}\nBeto,Importado ${run},beto.${run}@ejemplo.mx,,E2E-${run}-B,${position},"${store}"\n` +
          `Ciro,Mal,ciro.${run}@ejemplo.mx,,,Puesto Inexistente,"${store}"\n`,
      ),
    });
    await dialog.getByTestId('import-run').click();
    await dialog.getByText('1 usuario registrado correctamente').waitFor();
    await dialog
      .getByText('No se pudo registrar 1 usuario; revisa el nombre de la sucursal y el puesto')
      .waitFor();
    await dialog.getByRole('button', { name: 'Cerrar' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // Bulk delete the two people of this run.
    await search(`E2E-${run}`);
    await expect.poll(async () => range().textContent()).toBe('Registros 1 a 2 de 2');
    await page.getByRole('checkbox', { name: 'Seleccionar todas las filas' }).check();
    await page.getByRole('button', { name: 'Eliminar seleccionados (2)' }).click();
    await page.getByTestId('confirm-delete').click();
    await toast('Usuarios eliminados').waitFor();
    await page.getByText('No hay información disponible con el filtro seleccionado').waitFor();
    await expect(range().textContent()).resolves.toBe('Registros 0 a 0 de 0');

    // Reactivate one of them by employee number.
    await page.getByRole('button', { name: 'Reactivar usuario' }).click();
    const reactivate = page.getByRole('dialog', { name: 'Reactivar usuario' });
    await reactivate.getByTestId('confirm-reactivate').click();
    await reactivate
      .getByText('Ingresa el número de empleado, el correo o el teléfono', { exact: true })
      .waitFor();
    await reactivate.locator('input[name="reactivate-employee_number"]').fill('NO-EXISTE-1');
    await reactivate.getByTestId('confirm-reactivate').click();
    await reactivate
      .getByTestId('reactivate-error')
      .getByText('No fue posible reactivar al usuario')
      .waitFor();
    await reactivate.locator('input[name="reactivate-employee_number"]').fill(person.number);
    await reactivate.getByTestId('confirm-reactivate').click();
    await toast('Usuario reactivado').waitFor();
    await table().getByText(`${fullName} Editado`).waitFor();

    // The activity log lists each action.
    await page.goto(`${baseUrl}/admin/log`);
    await page.getByRole('heading', { name: 'Bitácora de actividad' }).waitFor();
    const log = page.getByRole('grid', { name: 'Bitácora de actividad' });
    for (const action of [
      'Alta de usuario',
      'Edición de usuario',
      'Exportación de usuarios',
      'Importación de usuarios',
      'Baja masiva de usuarios',
      'Reactivación de usuario',
    ]) {
      await log.getByText(action, { exact: true }).first().waitFor();
    }
    await screenshot(page, 'activity-log');
  });

  it('the import error file follows the console language (English)', async () => {
    await signIn(page, baseUrl, 'brand@demo.test');
    await waitForPath(page, '/dashboard');
    await page.evaluate(() => localStorage.setItem('app.settings.locale', '"en-US"'));
    await page.goto(`${baseUrl}/admin/people`);
    await page.getByRole('heading', { name: 'People' }).waitFor();
    await page.getByRole('button', { name: 'Import users' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import users' });
    await dialog.waitFor();
    await dialog.getByTestId('import-file').setInputFiles({
      name: 'bad.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        `email,position,store\nen.${run}@example.com,Unknown Position ${run},Unknown Store ${run}\n`,
      ),
    });
    await dialog.getByTestId('import-run').click();
    await dialog.getByText('Error importing users').waitFor();
    const errorsDownload = whileDoing(page.waitForEvent('download'), () =>
      dialog.getByTestId('import-errors').click(),
    );
    const errorsFile = await errorsDownload;
    expect(errorsFile.suggestedFilename()).toBe('bad-errors.csv');
    const lines = (await text(errorsFile))
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe('row,column,value,reason,explanation');
    expect(lines).toContain(
      `2,position,Unknown Position ${run},unknown_position,The position does not exist in the brand`,
    );
    expect(lines.join('\n')).not.toMatch(/errores|motivo/);
  });

  it('hidden columns survive a reload and leave the export', async () => {
    await signIn(page, baseUrl, 'store@demo.test');
    await waitForPath(page, '/dashboard');
    await openPeople();
    const header = (name: string) => table().getByRole('columnheader', { name, exact: true });
    await expect(header('Teléfono').count()).resolves.toBe(1);
    await page.getByTestId('column-menu').click();
    await page.getByRole('menuitemcheckbox', { name: 'Teléfono' }).click();
    await page.waitForURL((url) => url.searchParams.get('hide') === 'phone');
    await page.keyboard.press('Escape');
    await expect.poll(() => header('Teléfono').count()).toBe(0);
    await page.reload();
    await expect
      .poll(async () => (await range().textContent()) ?? '', { timeout: 15_000 })
      .toMatch(/^Registros [1-9]/);
    await expect(header('Teléfono').count()).resolves.toBe(0);
    await expect(header('Correo').count()).resolves.toBe(1);

    const exported = whileDoing(page.waitForEvent('download'), () =>
      page.getByRole('button', { name: 'Exportar usuarios' }).click(),
    );
    const lines = (await text(await exported)).trim().split(/\r?\n/);
    expect(lines[0]).toBe(
      spanishHeader('email,enrollment,full_name,birth_date,gender,brand,store,position'),
    );
    expect(lines.length).toBeGreaterThan(1);
  });

  it('page size, load more and paging live in the URL', async () => {
    await signIn(page, baseUrl, 'store@demo.test');
    await waitForPath(page, '/dashboard');
    await openPeople('?pageSize=5&sort=name');
    await expect.poll(async () => range().textContent()).toMatch(/^Registros 1 a 5 de \d+$/);
    await screenshot(page, 'people-list');
    await expect(axeViolations()).resolves.toEqual([]);
    const total = Number(/de (\d+)$/.exec((await range().textContent()) ?? '')?.[1]);
    expect(total).toBeGreaterThan(10);
    await page.getByTestId('load-more').click();
    await expect.poll(async () => range().textContent()).toBe(`Registros 1 a 10 de ${total}`);
    await expect(table().locator('tbody tr').count()).resolves.toBe(10);
    await page.getByRole('button', { name: 'Página siguiente' }).click();
    await page.waitForURL((url) => url.searchParams.get('page') === '3');
    await expect.poll(async () => range().textContent()).toBe(`Registros 11 a 15 de ${total}`);
    await page.getByTestId('page-size').selectOption('10');
    await page.waitForURL((url) => url.searchParams.get('pageSize') === null);
    await expect.poll(async () => range().textContent()).toBe(`Registros 1 a 10 de ${total}`);
    // Arrow keys move between cells of the grid.
    const firstName = table().locator('tbody tr').nth(0).locator('td[role="gridcell"]').first();
    await firstName.focus();
    await page.keyboard.press('ArrowDown');
    const focusedRow = () =>
      page.evaluate(() => {
        const row = document.activeElement?.closest('tr');
        return row ? [...(row.parentElement?.children ?? [])].indexOf(row) : -1;
      });
    await expect.poll(focusedRow).toBe(1);
    await page.keyboard.press('ArrowUp');
    await expect.poll(focusedRow).toBe(0);
    // The status filter follows SPEC §4 and goes to the URL too.
    await page.getByTestId('filter-status').selectOption('active');
    await page.waitForURL((url) => url.searchParams.get('status') === 'active');
    await expect
      .poll(async () => table().getByText('Pre-registrado', { exact: true }).count())
      .toBe(0);
    await expect(table().getByText('Activo', { exact: true }).count()).resolves.toBeGreaterThan(0);
    await page.goBack();
    await waitForPath(page, '/dashboard');
  });

  it('a regional admin lists the people of their region and can open the add form', async () => {
    await signIn(page, baseUrl, 'region@demo.test');
    await waitForPath(page, '/dashboard');
    await openPeople();
    await page.getByRole('button', { name: 'Agregar usuario' }).click();
    await waitForPath(page, '/admin/people/add');
    // The store list holds the region's stores only (region 101: stores 1001–1013).
    const stores = page.locator('select[name="store_id"] option');
    await expect.poll(() => stores.count()).toBe(14);
    const values = await stores.evaluateAll((options) =>
      options.map((o) => Number((o as HTMLOptionElement).value)).filter((v) => v > 0),
    );
    expect(values.every((v) => v >= 1001 && v <= 1013)).toBe(true);
  });

  it('at 1440 px: whole search placeholder, one line per e-mail, delete by the table, th headers', async () => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, baseUrl, 'brand@demo.test');
    await waitForPath(page, '/dashboard');
    await openPeople('?pageSize=20');
    const box = page.getByRole('searchbox', { name: /Buscar por nombre/ });
    // The placeholder's rendered width (the input's own font) fits inside the box.
    const fits = await box.evaluate((el) => {
      const input = el as HTMLInputElement;
      const style = getComputedStyle(input);
      const ctx = document.createElement('canvas').getContext('2d');
      if (!ctx) return false;
      ctx.font = style.font;
      const room =
        input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return ctx.measureText(input.placeholder).width <= room;
    });
    expect(fits).toBe(true);
    // No e-mail is split inside a word: each e-mail cell's text is on one line.
    const splits = await table().evaluate((grid) => {
      const out: string[] = [];
      for (const cell of grid.querySelectorAll('tbody td')) {
        const text = cell.textContent ?? '';
        if (!/^[^\s@]+@[^\s@]+$/.test(text)) continue;
        const range = document.createRange();
        range.selectNodeContents(cell);
        const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
        if (lines.size > 1) out.push(text);
      }
      return out;
    });
    expect(splits).toEqual([]);
    // "Delete selected" sits on the row right above the table, with the column menu (measured
    // once the toolbar has stopped moving: the button fades and slides in).
    await settled(page);
    const del = await page.getByRole('button', { name: /Eliminar seleccionados/ }).boundingBox();
    const cols = await page.getByRole('button', { name: 'Columnas' }).boundingBox();
    const grid = await table().boundingBox();
    expect(del && cols && grid).toBeTruthy();
    if (del && cols && grid) {
      expect(Math.abs(del.y - cols.y)).toBeLessThan(2);
      expect(del.y + del.height).toBeLessThanOrEqual(grid.y + 1);
    }
    // The select-all cell is a header cell, so "Nombre" is a column header, not a row header.
    expect(
      await table()
        .locator('thead tr > :first-child')
        .evaluate((el) => el.tagName),
    ).toBe('TH');
    await expect
      .poll(() => page.getByRole('columnheader', { name: /Nombre/ }).count())
      .toBeGreaterThan(0);
    await screenshot(page, 'people-1440');
  });
});
