// Exports a spreadsheet user can use, in Chromium on the demo seed: one report page (the store
// ranking) offers CSV and Excel; the files carry the console's language (Spanish, then English
// after switching), numbers as numbers in the workbook, and as many rows as the table's total.
import { readFile } from 'node:fs/promises';
import { strFromU8, unzipSync } from 'fflate';
import type { Download, Page } from 'playwright-core';
import { freshPageEachTest, screenshot, whileDoing } from './browser';
import { csvLines, darkMode, dayFromToday, signInAs, totalShown } from './report-helpers';
import { describe, expect, inject, it } from './runner';

const baseUrl = inject('e2eBaseUrl');

let page: Page;
freshPageEachTest((p) => {
  page = p;
});

const ADDRESS = `/rankings/stores?from=${dayFromToday(-89)}&to=${dayFromToday(0)}`;

async function downloadOf(testId: string): Promise<Download> {
  return whileDoing(page.waitForEvent('download'), () => page.getByTestId(testId).click());
}

/** The workbook's sheet rows as text cells (inline strings and numbers), and the raw sheet. */
async function workbook(download: Download) {
  const files = unzipSync(new Uint8Array(await readFile(await download.path())));
  const sheet = strFromU8(files['xl/worksheets/sheet1.xml'] as Uint8Array);
  const rows = [...sheet.matchAll(/<row r="\d+">(.*?)<\/row>/g)].map((m) => m[1] as string);
  return { sheet, rows };
}

describe('exports', () => {
  it('CSV and Excel of one report, in Spanish and in English', async () => {
    await signInAs(page, baseUrl, 'brand@demo.test');
    await page.goto(`${baseUrl}${ADDRESS}`);
    const total = await totalShown(page);
    expect(total).toBeGreaterThan(0);
    await page.getByTestId('report-export-xlsx').waitFor();
    await screenshot(page, 'exports-buttons-light');

    const csv = await downloadOf('report-export');
    expect(csv.suggestedFilename()).toBe('ranking-stores.csv');
    const lines = await csvLines(csv);
    expect(lines[0]).toMatch(/^Lugar,(Sucursal|Tienda|Plantel|Planta),Región,/);
    expect(lines.length - 1).toBe(total);

    const xlsx = await downloadOf('report-export-xlsx');
    expect(xlsx.suggestedFilename()).toBe('ranking-stores.xlsx');
    const book = await workbook(xlsx);
    expect(book.rows[0]).toContain('<t xml:space="preserve">Lugar</t>');
    expect(book.rows.length - 1).toBe(total);
    // The place is a number cell, not text.
    expect(book.rows[1]).toMatch(/^<c r="A2"><v>\d+<\/v><\/c>/);
    expect(book.sheet).not.toContain('<f>');

    await darkMode(page);
    await screenshot(page, 'exports-buttons-dark');

    // English console: the same files in English.
    await page.evaluate(() => localStorage.setItem('app.settings.locale', JSON.stringify('en-US')));
    await page.goto(`${baseUrl}${ADDRESS}`);
    await page.getByRole('button', { name: 'Export Excel' }).waitFor();
    const english = await csvLines(await downloadOf('report-export'));
    // The store column is named with the brand's own store word (the restaurants' «Branch»).
    expect(english[0]).toMatch(/^Place,Branch,Region,/);
    const englishBook = await workbook(await downloadOf('report-export-xlsx'));
    expect(englishBook.rows[0]).toContain('<t xml:space="preserve">Place</t>');

    // On a phone the two buttons sit under the title, each whole.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${baseUrl}${ADDRESS}`);
    await page.getByRole('button', { name: 'Export Excel' }).waitFor();
    await screenshot(page, 'exports-buttons-390-en');
  });
});
