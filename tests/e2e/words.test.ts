// The console's words in Chromium: a region reads in the console language in
// the tables as in the scope filter, the delete dialog speaks of one person in the singular, the
// statechart viewer describes its states in Spanish, and the selected menu item's icon stands
// out from its navy fill in light and dark.

import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { ARTIFACTS, freshPageEachTest, screenshot, signIn, waitForPath } from './browser';
import { darkMode, signInAs } from './report-helpers';
import { describe, expect, inject, it } from './runner';

const baseUrl = inject('e2eBaseUrl');

let page: Page;
freshPageEachTest((p) => {
  page = p;
});

/** The texts of one column of the grid, found by its header. */
async function columnTexts(header: string): Promise<string[]> {
  const grid = page.getByRole('grid');
  const headers = await grid.getByRole('columnheader').allTextContents();
  const index = headers.findIndex((h) => h.trim() === header);
  expect(index, headers.join(' | ')).toBeGreaterThanOrEqual(0);
  const rows = grid.getByRole('row');
  const out: string[] = [];
  for (let i = 1; i < (await rows.count()); i++) {
    const cells = rows.nth(i).getByRole('gridcell');
    if ((await cells.count()) > index)
      out.push(((await cells.nth(index).textContent()) ?? '').trim());
  }
  return out;
}

describe('region names', () => {
  it('read in English in a table, as in the scope filter', async () => {
    await signInAs(page, baseUrl, 'brand@demo.test');
    await page.getByTestId('language-switcher').click();
    await page.getByRole('menuitemradio', { name: 'English' }).click();
    await page.goto(`${baseUrl}/rankings/stores`);
    // The domain's own word, lower case inside the title (not "Ranking of Branches").
    await page.getByRole('heading', { name: 'Ranking of branches', exact: true }).waitFor();
    // The filter offers the region by its English name…
    const offered = page.getByTestId('scope-region').locator('option');
    await expect.poll(() => offered.allTextContents()).toContain('Central');
    // …and the table's rows name it the same way.
    await expect.poll(() => columnTexts('Region'), { timeout: 15_000 }).toContain('Central');
    const regions = await columnTexts('Region');
    expect(regions).not.toContain('Centro');
    await screenshot(page, 'words-regions-en');
  });
});

describe('the delete dialog', () => {
  it('speaks of one person in the singular, of several in the plural', async () => {
    await signIn(page, baseUrl, 'brand@demo.test');
    await waitForPath(page, '/dashboard');
    await page.goto(`${baseUrl}/admin/people`);
    await page.getByRole('heading', { name: 'Personas' }).waitFor();
    const grid = page.getByRole('grid', { name: 'Personas' });
    await grid
      .getByRole('button', { name: /^Eliminar / })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('¿Eliminar a este usuario?').waitFor();
    await expect(dialog.getByTestId('delete-body').textContent()).resolves.toBe(
      'Dejará de tener acceso a la app. Puedes reactivarlo después por número de empleado, correo o teléfono.',
    );
    await screenshot(page, 'words-delete-one');
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await dialog.waitFor({ state: 'hidden' });

    const boxes = grid.getByRole('checkbox', { name: /Seleccionar fila|Seleccionar/ });
    await boxes.nth(1).check();
    await boxes.nth(2).check();
    await page.getByRole('button', { name: 'Eliminar seleccionados (2)' }).click();
    await dialog.getByText('¿Eliminar a 2 usuarios?').waitFor();
    await expect(dialog.getByTestId('delete-body').textContent()).resolves.toMatch(
      /^Dejarán de tener acceso a la app\. Puedes reactivarlos después/,
    );
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await dialog.waitFor({ state: 'hidden' });
    // On a phone the singular dialog still fits.
    await page.setViewportSize({ width: 390, height: 844 });
    await grid
      .getByRole('button', { name: /^Eliminar / })
      .first()
      .click();
    await dialog.getByText('¿Eliminar a este usuario?').waitFor();
    await screenshot(page, 'words-delete-one-phone');
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
  });
});

describe('the statechart viewer', () => {
  it('describes machines and states in Spanish', async () => {
    await signIn(page, baseUrl, 'super@demo.test');
    await page.getByRole('alertdialog', { name: 'Selecciona un dominio' }).waitFor();
    await page.getByTestId('domain-options').getByRole('button').first().click();
    await page.getByTestId('main-layout').waitFor();
    await page.goto(`${baseUrl}/dev/machines/settings`);
    await page
      .locator('[data-testid="statechart"][data-machine="settings"]')
      .waitFor({ timeout: 30_000 });
    await page
      .getByText(/^Ajustes de diseño y apariencia guardados bajo app\.settings\.\*/)
      .waitFor();
    await page.locator('[data-testid="state-node"][data-state-id="settings.drawer.open"]').click();
    await expect(page.getByTestId('state-description').textContent()).resolves.toBe(
      'Panel de ajustes visible.',
    );
    await expect(page.getByText('Settings drawer shown.').count()).resolves.toBe(0);
    await screenshot(page, 'words-machines-es');
  });
});

/** WCAG contrast ratio of two CSS rgb() colours. */
function contrast(a: string, b: string): number {
  const lum = (c: string) => {
    const [r, g, bl] = (c.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((v) => {
      const s = Number(v) / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (bl ?? 0);
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** The selected menu item's icon colour and fill. */
async function selectedIconColours(): Promise<{ icon: string; fill: string }> {
  const item = page.locator('[aria-current="page"]').first();
  await item.waitFor();
  return item.evaluate((el) => {
    const layout = el.querySelector('.fui-TreeItemLayout') as HTMLElement;
    const svg = layout.querySelector('.fui-TreeItemLayout__iconBefore svg') as SVGElement;
    return { icon: getComputedStyle(svg).color, fill: getComputedStyle(layout).backgroundColor };
  });
}

describe('the selected menu item', () => {
  it('shows its icon at 3:1 or more on its fill, light and dark, hovered or not', async () => {
    await signInAs(page, baseUrl, 'brand@demo.test');
    for (const theme of ['light', 'dark']) {
      if (theme === 'dark') await darkMode(page);
      const rest = await selectedIconColours();
      expect(
        contrast(rest.icon, rest.fill),
        `${theme}: ${JSON.stringify(rest)}`,
      ).toBeGreaterThanOrEqual(3);
      await page.locator('[aria-current="page"] .fui-TreeItemLayout').first().hover();
      const hovered = await selectedIconColours();
      expect(
        contrast(hovered.icon, hovered.fill),
        `${theme} hovered: ${JSON.stringify(hovered)}`,
      ).toBeGreaterThanOrEqual(3);
      await page
        .getByRole('navigation', { name: 'Menú principal' })
        .screenshot({ path: join(ARTIFACTS, `words-menu-${theme}.png`) });
      await page.mouse.move(900, 500);
    }
  });
});
