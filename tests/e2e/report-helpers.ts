// What the report pages' browser tests share: the admins' calendar day, signing in to the
// dashboard, the total a table's footer shows once its read is done, the CSV lines of a
// download, and axe's serious findings as one assertion.
import { readFile } from 'node:fs/promises';
import type { Download, Locator, Page } from 'playwright-core';
import { csvLine } from '../../openapi/rules/csv-write';
import { exportHeader } from '../../server/platform/exports/export-cells';
import { seriousViolations } from './axe';
import { signIn, waitForPath } from './browser';
import { expect } from './runner';
import { settled } from './waits';

const ZONE = 'America/Mexico_City';

/** A calendar day (YYYY-MM-DD) in the admins' zone, `days` from today. */
export function dayFromToday(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(
    new Date(Date.now() + days * 86_400_000),
  );
}

/** Signs in and waits for the dashboard's layout. */
export async function signInAs(page: Page, baseUrl: string, email: string) {
  await signIn(page, baseUrl, email);
  await waitForPath(page, '/dashboard');
  await page.getByTestId('main-layout').waitFor();
}

/** The total of the table's footer ("Registros 1 a 10 de N") once `grid` has loaded. */
export async function totalShown(page: Page, grid: Locator = page.getByRole('grid')) {
  const busy = page.locator('[aria-busy]').filter({ has: grid });
  await expect.poll(() => busy.getAttribute('aria-busy'), { timeout: 15_000 }).toBe('false');
  const text = (await page.getByTestId('table-range').textContent()) ?? '';
  expect(text).toMatch(/^Registros \d+ a \d+ de \d+$/);
  return Number(/de (\d+)$/.exec(text)?.[1]);
}

/** The lines of a downloaded CSV (BOM and blank lines dropped). */
export async function csvLines(download: Download): Promise<string[]> {
  const text = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
  return text.split('\r\n').filter((line) => line !== '');
}

/**
 * The header line a server-made export has in the Spanish console: the stable codes `codes`
 * (comma-separated) in the words of the export table, as the console asks with `lang=es-ES`.
 */
export function spanishHeader(codes: string): string {
  return csvLine(exportHeader(codes.split(','), { lang: 'es-ES', timeZone: ZONE })).trimEnd();
}

/** axe finds nothing serious on the page. */
export async function expectNoSeriousViolations(page: Page) {
  expect((await seriousViolations(page)).join('\n')).toBe('');
}

/** Signs out by forgetting the session, so the next admin can sign in on the same page. */
export async function forgetSession(page: Page) {
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
}

/**
 * Turns the top bar's dark mode on and waits until it is drawn: the switch is checked before the
 * dark theme's chunk has arrived, and axe or a screenshot taken then judges light colours, or
 * colours half-way through the theme's transitions.
 */
export async function darkMode(page: Page) {
  const theme = page.getByRole('switch', { name: 'Modo oscuro' });
  await theme.click();
  await expect(theme.isChecked()).resolves.toBe(true);
  // Every Fluent provider carries the dark background the page's root declares for dark.
  await page.waitForFunction(() => {
    const root = document.documentElement;
    if (root.getAttribute('data-theme') !== 'dark') return false;
    const dark = getComputedStyle(root).getPropertyValue('--colorNeutralBackground1').trim();
    return [...document.querySelectorAll('.fui-FluentProvider')].every(
      (e) => getComputedStyle(e).getPropertyValue('--colorNeutralBackground1').trim() === dark,
    );
  });
  await settled(page);
}

/** Nothing wider than the screen (on a phone); names the innermost elements that stick out. */
export async function expectNoOverflow(page: Page) {
  const wide = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= width) return [];
    const out = (e: Element) => e.getBoundingClientRect().right > width + 1;
    return [...document.querySelectorAll('main *')]
      .filter((e) => out(e) && ![...e.children].some(out))
      .slice(0, 5)
      .map((e) => `${e.tagName}.${e.className} (${Math.round(e.getBoundingClientRect().right)})`);
  });
  expect(wide.join('\n')).toBe('');
}
