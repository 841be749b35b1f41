// The global score's drill-down follows the scope bar both ways on the demo seed: drilling into
// a region and a store sets the scope bar to them, the range picker keeps its preset's name,
// the supervisions link carries the store and its region, and the scope bar set back to all
// returns the page to the top level (and the other way: picking a region drills into it). Then
// the tables' tools: search, sort, the score filter and the CSV and Excel files of the rows kept.
import { readFile } from 'node:fs/promises';
import { strFromU8, unzipSync } from 'fflate';
import type { Page, Request, Response } from 'playwright-core';
import { freshPageEachTest, screenshot, whileDoing } from './browser';
import {
  csvLines,
  darkMode,
  expectNoOverflow,
  expectNoSeriousViolations,
  signInAs,
} from './report-helpers';
import { describe, expect, inject, it } from './runner';
import { phoneLayout, quietAfter, settled } from './waits';

const baseUrl = inject('e2eBaseUrl');

let page: Page;
freshPageEachTest((p) => {
  page = p;
});

interface Breakdown {
  level: 'region' | 'store' | 'supervision';
  items: { id: number | null; name: string; score: number | null }[];
}

const isBreakdown = (r: Request) =>
  r.method() === 'GET' &&
  new URL(r.url()).pathname === '/admin/v2/supervision/global-score/breakdown';
const payload = async <T>(r: Response) => ((await r.json()) as { payload: T }).payload;

/**
 * The breakdown the page reads after `act`, and the query it asked with: the last breakdown asked
 * for since `act` began, once every request since has been answered and the page has settled.
 * Not the first answer to come: a read asked for before `act` (the page's first read, still on
 * its way when the preset is picked) or one the page gave up for a newer scope (aborted, its body
 * gone) may answer first, and neither is what the page shows.
 */
async function breakdownAfter(act: () => Promise<unknown>) {
  const last = (await quietAfter(page, act)).filter(isBreakdown).at(-1);
  if (!last) throw new Error('no breakdown was asked for');
  const answer = await last.response();
  if (!answer) throw new Error(`the last breakdown read got no answer: ${last.url()}`);
  expect(answer.status()).toBe(200);
  return {
    q: new URL(answer.url()).searchParams,
    body: await payload<Breakdown>(answer),
  };
}

const regionSelect = () => page.getByTestId('scope-region');
const storeSelect = () => page.getByTestId('scope-store');
/** The text of a Select's chosen option. */
const chosen = (select: ReturnType<Page['getByTestId']>) =>
  select.evaluate((el) => {
    const s = el as HTMLSelectElement;
    return s.options[s.selectedIndex]?.textContent ?? '';
  });
const presetSelect = () => page.getByTestId('date-range-picker').locator('select').first();
const breakdownPanel = () => page.locator('[data-panel="breakdown"]');
const breakdownLinks = () => breakdownPanel().getByTestId('breakdown-link');

/** Opens the global score as a brand admin over the last 90 days (a preset, not custom). */
async function openOver90Days() {
  await signInAs(page, baseUrl, 'brand@demo.test');
  await page.goto(`${baseUrl}/supervision/global-score`);
  await page.getByRole('heading', { name: 'Calificación global', level: 1 }).waitFor();
  const top = await breakdownAfter(() => presetSelect().selectOption({ label: 'Últimos 90 días' }));
  expect(top.body.level).toBe('region');
  await breakdownLinks().first().waitFor({ timeout: 20_000 });
  return top;
}

describe('global score drill-down and the scope bar', () => {
  it('drilling sets the scope bar, keeps the preset, and the scope bar sets the level', async () => {
    await openOver90Days();
    expect(await chosen(presetSelect())).toBe('Últimos 90 días');
    expect(await chosen(regionSelect())).toBe('Todas');

    // Region: the scope bar names it, the range keeps its preset.
    const regionName = (await breakdownLinks().first().textContent()) ?? '';
    const stores = await breakdownAfter(() => breakdownLinks().first().click());
    expect(stores.body.level).toBe('store');
    const regionId = stores.q.get('region_id');
    expect(regionId).toMatch(/^\d+$/);
    await page.waitForURL((u) => u.pathname === `/supervision/global-score/region/${regionId}`);
    await expect.poll(() => chosen(regionSelect())).toBe(regionName);
    expect(await chosen(storeSelect())).toBe('Todas');
    expect(await chosen(presetSelect())).toBe('Últimos 90 días');

    // Store: the scope bar names the store and still its region.
    const storeName = (await breakdownLinks().first().textContent()) ?? '';
    const checklists = await breakdownAfter(() => breakdownLinks().first().click());
    expect(checklists.body.level).toBe('supervision');
    const storeId = checklists.q.get('store_id');
    await page.waitForURL((u) => u.pathname === `/supervision/global-score/store/${storeId}`);
    await expect.poll(() => chosen(storeSelect())).toBe(storeName);
    expect(await chosen(regionSelect())).toBe(regionName);
    expect(await chosen(presetSelect())).toBe('Últimos 90 días');
    await expect(page.getByTestId('score-trail').textContent()).resolves.toContain(regionName);
    await screenshot(page, 'global-score-drill-store');
    // The trail's links name the level by their path alone (a new tab opens that level).
    const rootHref = new URL(
      (await page.getByTestId('score-trail').locator('a').first().getAttribute('href')) ?? '',
      baseUrl,
    );
    expect(rootHref.pathname).toBe('/supervision/global-score');
    expect(rootHref.searchParams.has('region') || rootHref.searchParams.has('store')).toBe(false);

    // The supervisions of a checklist: the link and the list's scope bar carry store and region.
    const link = breakdownLinks().first();
    const href = new URL((await link.getAttribute('href')) ?? '', baseUrl);
    expect(href.searchParams.get('region')).toBe(regionId);
    expect(href.searchParams.get('store')).toBe(storeId);
    await link.click();
    await page.waitForURL((u) => u.pathname === '/supervision/reports');
    await expect.poll(() => chosen(storeSelect())).toBe(storeName);
    expect(await chosen(regionSelect())).toBe(regionName);
    expect(await chosen(presetSelect())).toBe('Últimos 90 días');

    // Back to the store level, then the scope bar set back to all: the top level again. Going
    // back reads the store level afresh (its cached answer shown, dimmed, meanwhile).
    const again = await breakdownAfter(() => page.goBack());
    expect(again.body.level).toBe('supervision');
    await page.waitForURL((u) => u.pathname === `/supervision/global-score/store/${storeId}`);
    await breakdownLinks().first().waitFor({ timeout: 20_000 });
    const top = await breakdownAfter(() => regionSelect().selectOption({ label: 'Todas' }));
    expect(top.body.level).toBe('region');
    expect(top.q.has('region_id') || top.q.has('store_id')).toBe(false);
    await page.waitForURL((u) => u.pathname === '/supervision/global-score');
    await expect.poll(() => page.getByTestId('score-trail').locator('li').count()).toBe(1);
    expect(await chosen(presetSelect())).toBe('Últimos 90 días');

    // And the other way: a region picked in the scope bar drills into it.
    const picked = await breakdownAfter(() => regionSelect().selectOption({ label: regionName }));
    expect(picked.body.level).toBe('store');
    expect(picked.q.get('region_id')).toBe(regionId);
    await page.waitForURL((u) => u.pathname === `/supervision/global-score/region/${regionId}`);
    // Back climbs to the level before the pick.
    const back = await breakdownAfter(() => page.goBack());
    await expect.poll(() => new URL(page.url()).pathname).toBe('/supervision/global-score');
    expect(back.body.level).toBe('region');
    await expect.poll(() => chosen(regionSelect())).toBe('Todas');
  }, 180_000);
});

describe('global score table tools', () => {
  it('search narrows the rows, sort changes the order, the CSV has the right header', async () => {
    await openOver90Days();
    // One level down: a region's stores make a longer list than the regions.
    await breakdownAfter(() => breakdownLinks().first().click());
    await breakdownLinks().first().waitFor({ timeout: 20_000 });
    const names = () => breakdownLinks().allTextContents();
    // Rows shown: every store on one page, so the orders below compare whole lists.
    await breakdownPanel().getByTestId('page-size').selectOption('50');
    await expect.poll(async () => (await names()).length).toBeGreaterThan(10);
    const before = await names();
    expect(before.length).toBeGreaterThan(1);

    // Sort by score, twice: the order follows the scores and then reverses.
    const scoreHeader = breakdownPanel().getByRole('columnheader', { name: 'Calificación' });
    await scoreHeader.click();
    await expect.poll(() => scoreHeader.getAttribute('aria-sort')).toBe('ascending');
    const ascending = await names();
    await scoreHeader.click();
    await expect.poll(() => scoreHeader.getAttribute('aria-sort')).toBe('descending');
    const descending = await names();
    expect(ascending).not.toEqual(descending);
    expect([...ascending].sort()).toEqual([...before].sort());

    // Search: a piece of the first name keeps it and drops some others.
    const first = before[0] ?? '';
    const search = breakdownPanel().getByRole('searchbox');
    await search.fill(first);
    await search.press('Enter');
    await expect.poll(names).toContain(first);
    await expect.poll(async () => (await names()).length).toBeLessThan(before.length);
    const range = breakdownPanel().getByTestId('table-range');
    await expect.poll(() => range.textContent()).toMatch(/de \d+$/);

    // The CSV: the level's header and the rows the search kept.
    const download = await whileDoing(page.waitForEvent('download'), () =>
      breakdownPanel().getByTestId('breakdown-export').click(),
    );
    expect(download.suggestedFilename()).toBe('global-score-stores.csv');
    const lines = await csvLines(download);
    expect(lines[0]).toBe('store,score,previous_score,delta,supervisions,incidents');
    expect(lines.length - 1).toBe((await names()).length);
    expect(lines.slice(1).some((l) => l.includes(first))).toBe(true);

    // The modules' table has its own tools and file.
    const modules = page.locator('[data-panel="modules"]');
    const file = await whileDoing(page.waitForEvent('download'), () =>
      modules.getByTestId('modules-export').click(),
    );
    expect(file.suggestedFilename()).toBe('global-score-modules.csv');
    expect((await csvLines(file))[0]).toBe(
      'module,supervisions,score,failing,failing_rate,incidents',
    );
    // Its Excel sibling: the same header and rows, numbers as number cells.
    const book = await whileDoing(page.waitForEvent('download'), () =>
      modules.getByTestId('modules-export-xlsx').click(),
    );
    expect(book.suggestedFilename()).toBe('global-score-modules.xlsx');
    const sheet = strFromU8(
      unzipSync(new Uint8Array(await readFile(await book.path())))[
        'xl/worksheets/sheet1.xml'
      ] as Uint8Array,
    );
    const sheetRows = [...sheet.matchAll(/<row r="\d+">(.*?)<\/row>/g)].map((m) => m[1] as string);
    expect([...(sheetRows[0] ?? '').matchAll(/<t[^>]*>([^<]*)<\/t>/g)].map((m) => m[1])).toEqual([
      'module',
      'supervisions',
      'score',
      'failing',
      'failing_rate',
      'incidents',
    ]);
    expect(sheetRows.length).toBe((await csvLines(file)).length);
    // The supervisions count of the first module: a number cell (no text type).
    expect(sheetRows[1]).toMatch(/<c r="B2"><v>\d+<\/v><\/c>/);
    await expect(modules.getByTestId('modules-export-xlsx').textContent()).resolves.toBe(
      'Exportar Excel',
    );

    await search.fill('');
    await search.press('Enter');
    await expect.poll(async () => (await names()).length).toBe(before.length);
    await expectNoSeriousViolations(page);
    await screenshot(page, 'global-score-tools');
    await darkMode(page);
    await settled(page);
    await screenshot(page, 'global-score-tools-dark');
    await page.setViewportSize({ width: 390, height: 844 });
    await phoneLayout(page);
    await expectNoOverflow(page);
    await screenshot(page, 'global-score-tools-mobile');
  }, 180_000);
});
