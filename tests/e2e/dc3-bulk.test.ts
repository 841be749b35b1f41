// A bulk DC-3 download with incomplete forms among the chosen: the complete ones
// download as a zip, the toast counts both ("2 descargados, 2 omitidos"), and a dialog names
// each skipped person with what the form lacks and opens the fill dialog for them. With only
// incomplete forms chosen nothing is fetched and the dialog says nothing was downloaded.
import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Locator, Page, Request } from 'playwright-core';
import { ARTIFACTS, freshPageEachTest, whileDoing } from './browser';
import {
  darkMode,
  dayFromToday,
  expectNoOverflow,
  expectNoSeriousViolations,
  signInAs,
  totalShown,
} from './report-helpers';
import { describe, expect, inject, it } from './runner';
import { phoneLayout } from './waits';

const baseUrl = inject('e2eBaseUrl');

let page: Page;
freshPageEachTest((p) => {
  page = p;
});

const isForms = (r: Request) => new URL(r.url()).pathname === '/admin/v2/training/dc3/forms';

/** Every form of the last year on one page, so complete and incomplete ones sit side by side. */
async function openAllForms() {
  await signInAs(page, baseUrl, 'brand@demo.test');
  await page.goto(
    `${baseUrl}/training/dc3?from=${dayFromToday(-364)}&to=${dayFromToday(0)}&pageSize=100`,
  );
  await page.getByRole('heading', { name: 'Formatos DC3', level: 1 }).waitFor();
  expect(await totalShown(page)).toBeGreaterThan(3);
  return page.getByRole('grid').locator('tbody tr');
}

/** The screen as the admin sees it (the page behind the dialog is a hundred rows long). */
async function screenshot(name: string) {
  await mkdir(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: join(ARTIFACTS, `${name}.png`) });
}

const nameOf = async (row: Locator) =>
  ((await row.locator('td').nth(1).textContent()) ?? '').trim();

describe('bulk DC-3 download with incomplete forms', () => {
  it('downloads the complete ones, names the skipped ones and why, and opens their fill dialog', async () => {
    const rows = await openAllForms();
    const complete = rows.filter({ hasNot: page.locator('[data-status="incomplete"]') });
    const noCurp = rows.filter({ has: page.locator('[data-indicator="no-curp"]') });
    const onlyOccupation = rows
      .filter({ has: page.locator('[data-indicator="no-occupation"]') })
      .filter({ hasNot: page.locator('[data-indicator="no-curp"]') });
    expect(await complete.count()).toBeGreaterThan(1);
    expect(await noCurp.count()).toBeGreaterThan(0);
    const lacking = (await onlyOccupation.count()) > 0 ? onlyOccupation.first() : noCurp.nth(1);
    const chosen = [complete.nth(0), complete.nth(1), noCurp.first(), lacking];
    for (const row of chosen) await row.getByRole('checkbox').check();
    const skippedNames = [await nameOf(noCurp.first()), await nameOf(lacking)];
    const lackingReason = (await lacking.locator('[data-indicator="no-curp"]').count())
      ? /Falta: CURP/
      : /Falta: Ocupación STPS/;

    const requested: string[] = [];
    page.on('request', (r) => {
      if (isForms(r)) requested.push(new URL(r.url()).searchParams.get('ids') ?? '');
    });
    const zip = await whileDoing(page.waitForEvent('download'), () =>
      page.getByTestId('dc3-download').click(),
    );
    // Only the two complete forms are asked for: the server would refuse the whole zip otherwise.
    expect(requested).toHaveLength(1);
    expect(requested[0]?.split(',')).toHaveLength(2);
    expect(zip.suggestedFilename()).toBe('formatos-dc3.zip');
    const zipBytes = await readFile(await zip.path());
    expect(zipBytes.toString('latin1').split('PK\u0003\u0004').length - 1).toBe(2);
    await page.getByText('2 descargados, 2 omitidos').first().waitFor();

    const dialog = page.getByTestId('dc3-skipped');
    await dialog.waitFor();
    await dialog.getByText('2 formatos DC3 no se descargaron').waitFor();
    const items = dialog.getByTestId('dc3-skipped-item');
    await expect.poll(() => items.count()).toBe(2);
    const first = items.filter({ hasText: skippedNames[0] });
    await expect(first.getByText(/^Falta: CURP/).count()).resolves.toBe(1);
    await expect(
      items.filter({ hasText: skippedNames[1] }).getByText(lackingReason).count(),
    ).resolves.toBe(1);
    // axe reads a toast's colours mid fade-in as too little contrast: check once it is opaque.
    await expect
      .poll(() =>
        page
          .getByText('2 descargados, 2 omitidos')
          .first()
          .evaluate((el) => {
            for (let e: Element | null = el; e; e = e.parentElement) {
              if (getComputedStyle(e).opacity !== '1') return false;
            }
            return true;
          }),
      )
      .toBe(true);
    // The dialog's backdrop fades in over the toast too: axe blends the colours of a frame in
    // between. Every finite animation ended first.
    await page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime)))
          .map((a) => a.finished.catch(() => undefined)),
      ),
    );
    await expectNoSeriousViolations(page);
    await screenshot('dc3-skipped');

    // From the dialog to the fill dialog of that person, and back on cancel.
    await first.getByRole('button', { name: `Completar datos de ${skippedNames[0]}` }).click();
    const fill = page.getByRole('dialog').filter({ hasText: 'Completar datos del DC3' });
    await fill.waitFor();
    await fill.getByText(`Faltan datos para el formato DC3 de ${skippedNames[0]}`).waitFor();
    await fill.getByRole('textbox', { name: /CURP/ }).waitFor();
    await fill.getByRole('button', { name: 'Cancelar' }).click();
    await fill.waitFor({ state: 'detached' });
    await dialog.waitFor();
    await expect.poll(() => items.count()).toBe(2);
  }, 150_000);

  it('only incomplete forms chosen: nothing is fetched and the dialog says so; dark and phone', async () => {
    const rows = await openAllForms();
    await darkMode(page);
    const incomplete = rows.filter({ has: page.locator('[data-status="incomplete"]') });
    expect(await incomplete.count()).toBeGreaterThan(1);
    await incomplete.nth(0).getByRole('checkbox').check();
    await incomplete.nth(1).getByRole('checkbox').check();
    let fetched = 0;
    page.on('request', (r) => {
      if (isForms(r)) fetched += 1;
    });
    await page.getByTestId('dc3-download').click();
    const dialog = page.getByTestId('dc3-skipped');
    await dialog.getByText('No se descargó ningún formato DC3').waitFor();
    await expect.poll(() => dialog.getByTestId('dc3-skipped-item').count()).toBe(2);
    await dialog.getByText(/Los formatos incompletos no pueden descargarse/).waitFor();
    await expectNoSeriousViolations(page);
    await screenshot('dc3-skipped-none-dark');
    await page.setViewportSize({ width: 390, height: 844 });
    await phoneLayout(page);
    await expectNoOverflow(page);
    // On a phone the hint wraps and each person's button stays on the screen.
    for (const button of await dialog.getByTestId('dc3-skipped-fill').all()) {
      const box = await button.boundingBox();
      expect((box?.x ?? 999) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
    }
    await screenshot('dc3-skipped-none-mobile');
    await dialog.getByRole('button', { name: 'Cerrar' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(fetched).toBe(0);
  }, 120_000);
});
