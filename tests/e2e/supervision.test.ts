// The supervision and KPI pages in Chromium on the demo seed: the reports with their
// filters (each option's count is the list's total), export and one visit's PDF (its text names
// the store and the score); the global score drilled from the brand to one region, one store
// and one checklist's supervisions in three clicks; every page for brand, regional and store
// admins; the three KPI views; axe; screenshots in light, dark and on a phone. The menus hiding
// supervision and KPIs without their modules are proven in shell.test.ts.
import { readFile } from 'node:fs/promises';
import type { Page, Request, Response } from 'playwright-core';
import { pdfText } from '../unit/pdf-text';
import { freshPageEachTest, screenshot, whileDoing } from './browser';
import {
  csvLines,
  darkMode as darkModeOn,
  dayFromToday,
  forgetSession,
  expectNoOverflow as noOverflow,
  expectNoSeriousViolations as noSeriousViolations,
  totalShown as shownTotal,
  signInAs as signInAdmin,
  spanishHeader,
} from './report-helpers';
import { describe, expect, inject, it } from './runner';
import { phoneLayout } from './waits';

const baseUrl = inject('e2eBaseUrl');

let page: Page;
freshPageEachTest((p) => {
  page = p;
});

const RANGE = `?from=${dayFromToday(-89)}&to=${dayFromToday(0)}`;

interface Row {
  id: number;
  supervision: string;
  store: { id: number; name: string };
  score: number;
}

const params = (r: Request) => new URL(r.url()).searchParams;
const isOp = (path: string) => (r: Request) =>
  r.method() === 'GET' && new URL(r.url()).pathname === `/admin/v2/supervision/${path}`;
const payload = async <T>(r: Response) => ((await r.json()) as { payload: T }).payload;
const totalShown = () => shownTotal(page);
const signInAs = (email: string) => signInAdmin(page, baseUrl, email);
const forget = () => forgetSession(page);
const darkMode = () => darkModeOn(page);
const expectNoOverflow = () => noOverflow(page);
const expectNoSeriousViolations = () => noSeriousViolations(page);

/** The answer of `path` after `act`, once the table shows it. */
async function listAfter(
  path: string,
  act: () => Promise<unknown>,
  want: (q: URLSearchParams) => boolean = () => true,
) {
  const answer = await whileDoing(
    page.waitForResponse((r) => isOp(path)(r.request()) && want(params(r.request())), {
      timeout: 20_000,
    }),
    act,
  );
  expect(answer.status()).toBe(200);
  const body = await payload<{ total: number; items: Row[] }>(answer);
  return { q: params(answer.request()), body, total: await totalShown() };
}

const openReports = (query = RANGE) =>
  listAfter(
    'reports',
    () => page.goto(`${baseUrl}/supervision/reports${query}`),
    (q) => q.get('start') !== null,
  );

/** The first real option of a filter and the count its text gives. */
async function firstOption(testId: string): Promise<{ value: string; count: number }> {
  const select = page.getByTestId(testId);
  await expect.poll(() => select.locator('option').count(), { timeout: 10_000 }).toBeGreaterThan(1);
  const option = select.locator('option:not([value=""])').first();
  const text = (await option.textContent()) ?? '';
  return {
    value: (await option.getAttribute('value')) as string,
    count: Number(/\((\d+)\)$/.exec(text)?.[1]),
  };
}

describe('supervision reports', () => {
  it('brand admin: filters with counts, export, one visit as a PDF; axe', async () => {
    await signInAs('brand@demo.test');
    const all = await openReports();
    expect(all.total).toBeGreaterThan(0);
    await page.getByRole('heading', { name: 'Reportes de supervisión', level: 1 }).waitFor();
    await expectNoSeriousViolations();
    await screenshot(page, 'supervision-reports');

    // Each option says how many supervisions it has: choosing it lists exactly that many.
    const supervisor = await firstOption('filter-supervisor');
    const bySupervisor = await listAfter(
      'reports',
      () => page.getByTestId('filter-supervisor').selectOption(supervisor.value),
      (q) => q.get('supervisor') === supervisor.value,
    );
    expect(bySupervisor.total).toBe(supervisor.count);
    expect(bySupervisor.total).toBeLessThan(all.total);
    await page.waitForURL((u) => u.searchParams.get('supervisor') === supervisor.value);
    await listAfter(
      'reports',
      () => page.getByTestId('filter-supervisor').selectOption(''),
      (q) => !q.has('supervisor'),
    );
    const module = await firstOption('filter-module');
    const byModule = await listAfter(
      'reports',
      () => page.getByTestId('filter-module').selectOption(module.value),
      (q) => q.get('module_id') === module.value,
    );
    expect(byModule.total).toBe(module.count);

    // The export is the list's filter without paging.
    const download = await whileDoing(page.waitForEvent('download'), () =>
      page.getByTestId('report-export').click(),
    );
    const lines = await csvLines(download);
    expect(lines[0]).toBe(
      spanishHeader(
        'supervision,module,user,store,region,manager,score,incidents,comment,start,end,duration',
      ),
    );
    expect(lines.length - 1).toBe(byModule.total);

    // One visit's PDF names its store and the row's score (printed as the server prints it).
    const row = byModule.body.items[0] as Row;
    const pdf = await whileDoing(page.waitForEvent('download'), () =>
      page.getByTestId('supervision-pdf').first().click(),
    );
    expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
    const text = await pdfText(new Uint8Array(await readFile(await pdf.path())));
    expect(text).toContain(row.store.name);
    const score = new Intl.NumberFormat('es-MX', { maximumFractionDigits: 1 }).format(row.score);
    expect(text).toContain(`Calificación: ${score}`);
    await page.getByText('PDF de supervisión descargado').first().waitFor();
  }, 150_000);

  it('regional and store admins see only their stores; dark and phone screenshots', async () => {
    await signInAs('region@demo.test');
    const region = await openReports();
    expect(region.total).toBeGreaterThan(0);
    await forget();
    await signInAs('store@demo.test');
    const store = await openReports();
    expect(store.total).toBeGreaterThan(0);
    expect(store.total).toBeLessThan(region.total);
    expect(new Set(store.body.items.map((r) => r.store.id)).size).toBe(1);
    await darkMode();
    await expectNoSeriousViolations();
    await screenshot(page, 'supervision-reports-dark');
    await page.setViewportSize({ width: 390, height: 844 });
    await phoneLayout(page);
    await expectNoOverflow();
    await screenshot(page, 'supervision-reports-mobile');
  }, 120_000);
});

describe('global score', () => {
  it('brand admin: figures, then region → store → checklist → its supervisions in three clicks', async () => {
    await signInAs('brand@demo.test');
    const breakdown = (act: () => Promise<unknown>) =>
      whileDoing(
        page.waitForResponse((r) => isOp('global-score/breakdown')(r.request()), {
          timeout: 20_000,
        }),
        act,
      ).then((r) => payload<{ level: string; items: { id: number | null; name: string }[] }>(r));
    const regions = await breakdown(() => page.goto(`${baseUrl}/supervision/global-score${RANGE}`));
    expect(regions.level).toBe('region');
    await page.getByRole('heading', { name: 'Calificación global', level: 1 }).waitFor();
    const score = page.locator('[data-figure="score"] [data-testid="figure-value"]');
    await expect.poll(() => score.textContent(), { timeout: 15_000 }).toMatch(/^\d+(,\d)?$/);
    await page.locator('[data-panel="global-score"] .apexcharts-canvas').waitFor();
    await expectNoSeriousViolations();
    await screenshot(page, 'supervision-global-score');

    const firstLink = () => page.getByTestId('breakdown-link').first();
    const regionName = (await firstLink().textContent()) ?? '';
    const stores = await breakdown(() => firstLink().click());
    expect(stores.level).toBe('store');
    await page.waitForURL((u) => /^\/supervision\/global-score\/region\/\d+$/.test(u.pathname));
    await expect(page.getByTestId('score-trail').textContent()).resolves.toContain(regionName);
    const storeName = (await firstLink().textContent()) ?? '';
    const checklists = await breakdown(() => firstLink().click());
    expect(checklists.level).toBe('supervision');
    await page.waitForURL((u) => /^\/supervision\/global-score\/store\/\d+$/.test(u.pathname));
    await expect(page.getByTestId('score-trail').textContent()).resolves.toContain(storeName);
    await screenshot(page, 'supervision-global-score-store');

    const checklist = (await firstLink().textContent()) ?? '';
    const list = await listAfter('reports', () => firstLink().click());
    await page.waitForURL((u) => u.pathname === '/supervision/reports');
    expect(list.q.get('supervision')).toBe(checklist);
    expect(list.total).toBeGreaterThan(0);
    expect(list.body.items.every((r) => r.supervision === checklist)).toBe(true);
    expect(list.body.items.every((r) => r.store.name === storeName)).toBe(true);

    // Back climbs the trail again.
    await page.goBack();
    await page.waitForURL((u) => /^\/supervision\/global-score\/store\/\d+$/.test(u.pathname));
    await page.goBack();
    await page.waitForURL((u) => /^\/supervision\/global-score\/region\/\d+$/.test(u.pathname));
    await page.getByTestId('breakdown-link').first().waitFor();
  }, 150_000);

  it('regional and store admins: their own level; dark and phone screenshots', async () => {
    await signInAs('region@demo.test');
    await page.goto(`${baseUrl}/supervision/global-score${RANGE}`);
    await page.getByTestId('breakdown-link').first().waitFor({ timeout: 20_000 });
    await expect(page.getByRole('columnheader').first().textContent()).resolves.not.toBe('Región');
    await forget();
    await signInAs('store@demo.test');
    const answer = await whileDoing(
      page.waitForResponse((r) => isOp('global-score/breakdown')(r.request())),
      () => page.goto(`${baseUrl}/supervision/global-score${RANGE}`),
    );
    expect((await payload<{ level: string }>(answer)).level).toBe('supervision');
    await page.getByTestId('breakdown-link').first().waitFor({ timeout: 20_000 });
    await darkMode();
    await page.locator('[data-panel="global-score"] .apexcharts-canvas').waitFor();
    await expectNoSeriousViolations();
    await screenshot(page, 'supervision-global-score-dark');
    await page.setViewportSize({ width: 390, height: 844 });
    await phoneLayout(page);
    await expectNoOverflow();
    await screenshot(page, 'supervision-global-score-mobile');
  }, 120_000);
});

describe('KPIs', () => {
  const isKpi = (path: string) => (r: Request) =>
    r.method() === 'GET' &&
    new URL(r.url()).pathname === `/admin/v2/supervision/kpis/${path}` &&
    params(r).get('page') !== '2';

  it('brand admin: the module report over the last 12 months, filtered by module; export', async () => {
    await signInAs('brand@demo.test');
    // A range inside the current month holds no closed month: the page says why and offers the
    // last 12 months (without a range in the address it opens on closed months instead).
    await page.goto(
      `${baseUrl}/supervision/kpis/report-per-module?from=${dayFromToday(0)}&to=${dayFromToday(0)}`,
    );
    await page.getByRole('heading', { name: 'Reporte por módulo', level: 1 }).waitFor();
    const yearAgo = dayFromToday(-300);
    const answer = await whileDoing(
      page.waitForResponse(
        (r) =>
          isKpi('report-per-module')(r.request()) &&
          (params(r.request()).get('start') ?? '') < yearAgo,
        { timeout: 20_000 },
      ),
      () => page.getByTestId('kpi-last-12-months').click(),
    );
    const all = await payload<{ total: number; modules: { id: number }[] }>(answer);
    // Every store of the scope has each KPI module in each closed month of the range: 12 months
    // back from today hold 12 closed months, or 11 on a month's last day (the range then starts
    // on the 1st of the next month).
    const start = params(answer.request()).get('start') ?? '';
    const monthIndex = (day: string) => Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7));
    const closedMonths = monthIndex(dayFromToday(0)) - monthIndex(start);
    expect(closedMonths).toBe(dayFromToday(1).endsWith('-01') ? 11 : 12);
    expect(all.total % closedMonths).toBe(0);
    expect(all.total).toBeGreaterThan(0);
    expect(await totalShown()).toBe(all.total);
    await expectNoSeriousViolations();
    await screenshot(page, 'kpi-module-report');

    const module = String(all.modules[0]?.id);
    const one = await whileDoing(
      page.waitForResponse(
        (r) =>
          isKpi('report-per-module')(r.request()) &&
          params(r.request()).get('module_id') === module,
      ),
      () => page.getByTestId('filter-module').selectOption(module),
    );
    const byModule = await payload<{ total: number }>(one);
    expect(byModule.total * all.modules.length).toBe(all.total);
    const download = await whileDoing(page.waitForEvent('download'), () =>
      page.getByTestId('report-export').click(),
    );
    const lines = await csvLines(download);
    expect(lines[0]).toBe(spanishHeader('store,region,module,unit,month,value,target,attainment'));
    expect(lines.length - 1).toBe(byModule.total);
  }, 120_000);

  it('regional admin: the monthly summary ranks the last closed month; another month; print and phone', async () => {
    await signInAs('region@demo.test');
    const answer = await whileDoing(
      page.waitForResponse((r) => isKpi('monthly-summary')(r.request()), { timeout: 20_000 }),
      () => page.goto(`${baseUrl}/supervision/kpis/monthly-summary`),
    );
    const month = params(answer.request()).get('month') ?? '';
    const last = new Date(`${dayFromToday(0).slice(0, 7)}-15T12:00:00Z`);
    last.setUTCMonth(last.getUTCMonth() - 1);
    expect(month).toBe(last.toISOString().slice(0, 7));
    expect(params(answer.request()).has('start')).toBe(false);
    const summary = await payload<{
      total: number;
      items: { rank: number; module: { id: number } }[];
      modules: { stores: number }[];
    }>(answer);
    expect(summary.total).toBeGreaterThan(0);
    expect(summary.items[0]?.rank).toBe(1);
    await expect
      .poll(() => page.getByTestId('kpi-module-card').count())
      .toBe(summary.modules.length);
    expect(await totalShown()).toBe(summary.total);
    await expectNoSeriousViolations();
    await screenshot(page, 'kpi-monthly-summary');

    const older = await whileDoing(
      page.waitForResponse(
        (r) => isKpi('monthly-summary')(r.request()) && params(r.request()).get('month') !== month,
      ),
      () => page.getByTestId('kpi-month').selectOption({ index: 5 }),
    );
    await page.waitForURL(
      (u) => u.searchParams.get('month') === params(older.request()).get('month'),
    );
    expect((await payload<{ total: number }>(older)).total).toBe(summary.total);
    await darkMode();
    await expectNoSeriousViolations();
    await screenshot(page, 'kpi-monthly-summary-dark');
    await page.setViewportSize({ width: 390, height: 844 });
    await phoneLayout(page);
    await expectNoOverflow();
    await screenshot(page, 'kpi-monthly-summary-mobile');
  }, 120_000);

  it('store admin: the global report per module over the months, chart and tables', async () => {
    await signInAs('store@demo.test');
    const from = dayFromToday(-365);
    const answer = await whileDoing(
      page.waitForResponse((r) => isKpi('global-report')(r.request()), { timeout: 20_000 }),
      () =>
        page.goto(`${baseUrl}/supervision/kpis/global-report?from=${from}&to=${dayFromToday(0)}`),
    );
    const report = await payload<{ modules: { months: { stores: number }[] }[] }>(answer);
    expect(report.modules.length).toBeGreaterThan(0);
    // A store admin's figures are their one store's.
    for (const k of report.modules) {
      expect(Math.max(...k.months.map((f) => f.stores))).toBe(1);
    }
    // One row per module and month.
    const rows = report.modules.reduce((n, k) => n + k.months.length, 0);
    await expect.poll(totalShown).toBe(rows);
    await page.locator('[data-panel="kpi-global"] .apexcharts-canvas').waitFor();
    await expectNoSeriousViolations();
    await screenshot(page, 'kpi-global-report');
  }, 120_000);

  it('brand admin: the global report table searches, filters, sorts, shows rows and exports', async () => {
    await signInAs('brand@demo.test');
    const from = dayFromToday(-365);
    const answer = await whileDoing(
      page.waitForResponse((r) => isKpi('global-report')(r.request()), { timeout: 20_000 }),
      () =>
        page.goto(`${baseUrl}/supervision/kpis/global-report?from=${from}&to=${dayFromToday(0)}`),
    );
    const report = await payload<{
      modules: { module: { id: number; name: string }; months: { attainment: number | null }[] }[];
    }>(answer);
    expect(report.modules.length).toBeGreaterThan(1);
    const months = report.modules[0]?.months.length ?? 0;
    const all = report.modules.length * months;
    await expect.poll(totalShown).toBe(all);
    const grid = page.getByRole('grid');
    // The first cell (the module) of every row shown.
    const firstCells = () =>
      grid.evaluate((g) =>
        [...g.querySelectorAll('[role="row"]')].flatMap((r) => {
          const cell = r.querySelector('[role="gridcell"]');
          return cell ? [cell.textContent?.trim() ?? ''] : [];
        }),
      );

    // Search narrows to one module's months.
    const target = report.modules[1]?.module as { id: number; name: string };
    await page.getByRole('searchbox', { name: 'Buscar módulo' }).fill(target.name);
    await page.waitForURL((u) => u.searchParams.get('search') === target.name);
    const holds = (name: string) => name.toLowerCase().includes(target.name.toLowerCase());
    await expect
      .poll(totalShown)
      .toBe(report.modules.filter((k) => holds(k.module.name)).length * months);
    await expect.poll(async () => (await firstCells()).every(holds)).toBe(true);
    await page.getByRole('searchbox', { name: 'Buscar módulo' }).fill('');
    await page.waitForURL((u) => !u.searchParams.has('search'));
    await expect.poll(totalShown).toBe(all);

    // The module filter keeps one module.
    await page.getByTestId('filter-module').selectOption(String(target.id));
    await page.waitForURL((u) => u.searchParams.get('module') === String(target.id));
    await expect.poll(totalShown).toBe(months);
    await page.getByTestId('filter-module').selectOption('');
    await page.waitForURL((u) => !u.searchParams.has('module'));

    // Sorting by month reorders: the first rows are every module's first month.
    const before = await firstCells();
    await grid.getByRole('columnheader', { name: 'Mes' }).click();
    await page.waitForURL((u) => u.searchParams.get('sort') === 'month');
    await expect.poll(firstCells).not.toEqual(before);
    const sorted = await firstCells();
    expect(sorted.slice(0, report.modules.length).sort()).toEqual(
      report.modules.map((k) => k.module.name).sort(),
    );

    // Rows shown: 5 a page.
    await page.getByTestId('page-size').selectOption('5');
    await page.waitForURL((u) => u.searchParams.get('pageSize') === '5');
    await expect.poll(async () => (await grid.getByRole('row').count()) - 1).toBe(5);

    // The CSV: every row of the filter, in the table's order, with its header.
    const download = await whileDoing(page.waitForEvent('download'), () =>
      page.getByRole('button', { name: 'Exportar CSV' }).click(),
    );
    expect(download.suggestedFilename()).toBe('kpi-global-report.csv');
    const lines = await csvLines(download);
    expect(lines[0]).toBe('module,month,stores,value,target,attainment,unit,better');
    expect(lines).toHaveLength(1 + all);
    expect(lines.slice(1, 1 + report.modules.length).map((l) => l.split(',')[1])).toEqual(
      Array(report.modules.length).fill(lines[1]?.split(',')[1]),
    );
    await screenshot(page, 'kpi-global-report-table');
    await darkMode();
    await screenshot(page, 'kpi-global-report-dark');
    await page.setViewportSize({ width: 390, height: 844 });
    await phoneLayout(page);
    await expectNoOverflow();
    await screenshot(page, 'kpi-global-report-mobile');
  }, 180_000);
});

describe('every admin level', () => {
  it('the five supervision and KPI pages load for brand, regional and store admins', async () => {
    const pages = [
      ['/supervision/reports', 'Reportes de supervisión', 'reports'],
      ['/supervision/global-score', 'Calificación global', 'global-score'],
      ['/supervision/kpis/report-per-module', 'Reporte por módulo', 'kpis/report-per-module'],
      ['/supervision/kpis/monthly-summary', 'Resumen mensual', 'kpis/monthly-summary'],
      ['/supervision/kpis/global-report', 'Reporte global', 'kpis/global-report'],
    ] as const;
    for (const email of ['brand@demo.test', 'region@demo.test', 'store@demo.test']) {
      await signInAs(email);
      for (const [path, heading, op] of pages) {
        const answer = await whileDoing(
          page.waitForResponse((r) => isOp(op)(r.request()), { timeout: 20_000 }),
          () => page.goto(`${baseUrl}${path}${RANGE}`),
        );
        expect(answer.status(), `${email} ${path}`).toBe(200);
        await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
        await expect(page.getByRole('alert').count()).resolves.toBe(0);
      }
      await forget();
    }
  }, 150_000);
});
