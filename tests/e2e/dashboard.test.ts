// The dashboard in Chromium on the demo seed: real figures for each admin level, the
// scope filter and the period driving the calls, the address reopening the same view, the usage
// chart in light and dark, a failing panel that leaves the others alone, and axe.
import type { Page, Request } from 'playwright-core';
import { seriousViolations } from './axe';
import { freshPageEachTest, screenshot, signIn, waitForPath, whileDoing } from './browser';
import { describe, expect, inject, it } from './runner';
import { phoneLayout, settled } from './waits';

const baseUrl = inject('e2eBaseUrl');

let page: Page;
freshPageEachTest((p) => {
  page = p;
});

const ZONE = 'America/Mexico_City';
/** Today in the admins' zone as YYYY-MM-DD. */
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date());
/** The day `n` days from today in the admins' zone (noon UTC steps whole days). */
const dayFromToday = (n: number) => {
  const noon = new Date(`${today()}T12:00:00Z`);
  noon.setUTCDate(noon.getUTCDate() + n);
  return noon.toISOString().slice(0, 10);
};

/** The first and last day of the month before today's (the Monthly scope's default). */
function lastMonth(): { start: string; end: string } {
  const [y, m] = today().split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(y, m - 2, 1));
  const last = new Date(Date.UTC(y, m - 1, 0));
  return { start: first.toISOString().slice(0, 10), end: last.toISOString().slice(0, 10) };
}

const panel = (name: string) => page.locator(`[data-panel="${name}"]`);
const periodSelect = () => page.getByRole('combobox', { name: 'Periodo', exact: true });
const storeSelect = () => page.getByTestId('scope-store');
const isCall = (r: Request, metric: string) =>
  r.method() === 'GET' && new URL(r.url()).pathname.endsWith(`/admin/v2/dashboard/${metric}`);
const params = (r: Request) => new URL(r.url()).searchParams;

/** The key metrics as shown, once the panel has settled: figure name → text. */
async function keyFigures(): Promise<Record<string, string>> {
  const p = panel('key-metrics');
  await p.locator('[data-testid="figure-value"]').first().waitFor({ timeout: 15_000 });
  await expect.poll(() => p.getAttribute('aria-busy'), { timeout: 15_000 }).toBe('false');
  return p
    .locator('[data-figure]')
    .evaluateAll((cards) =>
      Object.fromEntries(
        cards.map((c) => [
          c.getAttribute('data-figure'),
          c.querySelector('[data-testid="figure-value"]')?.textContent ?? '',
        ]),
      ),
    );
}

/** Runs `act` and returns the key-metrics request it causes that satisfies `want`. */
async function keyMetricsCallAfter(
  act: () => Promise<unknown>,
  want: (q: URLSearchParams) => boolean,
) {
  const response = await whileDoing(
    page.waitForResponse((r) => isCall(r.request(), 'key-metrics') && want(params(r.request())), {
      timeout: 15_000,
    }),
    act,
  );
  expect(response.status()).toBe(200);
  return params(response.request());
}

async function openDashboard(email: string) {
  await signIn(page, baseUrl, email);
  await waitForPath(page, '/dashboard');
  await page.getByRole('heading', { name: 'Tablero' }).waitFor();
}

describe('dashboard', () => {
  it.each([
    ['brand@demo.test', 'brand'],
    ['region@demo.test', 'region'],
    ['store@demo.test', 'store'],
  ])('%s sees real figures in every panel', async (email) => {
    await openDashboard(email);
    const figures = await keyFigures();
    expect(Object.keys(figures)).toHaveLength(11);
    // Real numbers, not dashes or "no data": the demo seed has activity at every level.
    for (const [name, text] of Object.entries(figures)) expect(text, name).toMatch(/\d/);
    expect(Number.parseFloat(figures.courses ?? '')).toBeGreaterThan(0);
    await expect(
      panel('key-metrics')
        .getByText(/vs periodo anterior/)
        .count(),
    ).resolves.toBeGreaterThan(0);
    await panel('progress').getByTestId('course-progress').first().waitFor({ timeout: 15_000 });
    await panel('exams').locator('[data-figure="attempts"]').waitFor({ timeout: 15_000 });
    // The opening scope is the last 7 whole days: the usage graph draws them, by day.
    await panel('usage').getByTestId('usage-totals').waitFor({ timeout: 15_000 });
    await expect(panel('usage').getByTestId('usage-group').inputValue()).resolves.toBe('day');
  });

  it('the scope filter changes the numbers and lives in the address', async () => {
    await openDashboard('brand@demo.test');
    const brand = await keyFigures();
    const store = await storeSelect()
      .locator('option:not([value=""])')
      .first()
      .getAttribute('value');
    expect(store).toMatch(/^\d+$/);
    const q = await keyMetricsCallAfter(
      () => storeSelect().selectOption(store as string),
      (p) => p.get('store_id') === store,
    );
    expect([q.get('start'), q.get('end')]).toEqual([dayFromToday(-7), dayFromToday(-1)]);
    await page.waitForURL((u) => u.searchParams.get('store') === store);
    const narrowed = await keyFigures();
    expect(narrowed).not.toEqual(brand);
    expect(Number.parseFloat(narrowed.microlessons ?? '')).toBeGreaterThan(0);
  });

  it('the period changes the range asked for and the figures; a pasted link reopens it', async () => {
    await openDashboard('brand@demo.test');
    const current = await keyFigures();
    const month = lastMonth();
    const q = await keyMetricsCallAfter(
      () => periodSelect().selectOption({ label: 'Mensual' }),
      (p) => p.get('start') === month.start,
    );
    expect(q.get('end')).toBe(month.end);
    await page.waitForURL(
      (u) => u.searchParams.get('period') === '3' && u.searchParams.get('from') === month.start,
    );
    const monthly = await keyFigures();
    expect(monthly).not.toEqual(current);
    // The usage graph follows the period: days for a month.
    await expect(panel('usage').getByTestId('usage-group').inputValue()).resolves.toBe('day');

    const store = await storeSelect()
      .locator('option:not([value=""])')
      .nth(1)
      .getAttribute('value');
    await keyMetricsCallAfter(
      () => storeSelect().selectOption(store as string),
      (p) => p.get('store_id') === store && p.get('start') === month.start,
    );
    await page.waitForURL((u) => u.searchParams.get('store') === store);
    const shown = await keyFigures();
    const link = page.url();

    // Somewhere else first, so the machines hold another period and scope.
    await periodSelect().selectOption({ label: 'Última actualización' });
    await storeSelect().selectOption('');
    await page.waitForURL((u) => u.searchParams.get('store') === null);
    await page.waitForLoadState('networkidle');
    const reopened = await keyMetricsCallAfter(
      () => page.goto(link),
      (p) => p.get('store_id') === store && p.get('start') === month.start,
    );
    expect(reopened.get('end')).toBe(month.end);
    await expect.poll(() => storeSelect().inputValue(), { timeout: 15_000 }).toBe(store);
    await expect(periodSelect().inputValue()).resolves.toBe('3');
    await expect(keyFigures()).resolves.toEqual(shown);
    expect(new URL(page.url()).search).toBe(new URL(link).search);
  });

  it('the address written after leaving the dashboard reopens the same range', async () => {
    await openDashboard('brand@demo.test');
    await keyFigures();
    // Leaving unmounts the period picker: the scope becomes the last 7 whole days (weekly, SPEC
    // §4), whose start is rarely a Monday; the address must still reopen it, not an ISO week.
    const menu = page.getByRole('navigation', { name: 'Menú principal' });
    await menu.getByText('Personas').click();
    await waitForPath(page, '/admin/people');
    // The dashboard's address is its own: once left, nothing of it is written over the next
    // page's (the picker's unmount changes the scope while the dashboard is going away).
    await page.getByRole('searchbox').first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(new URL(page.url()).pathname).toBe('/admin/people');
    expect(new URL(page.url()).searchParams.has('period')).toBe(false);
    const back = await keyMetricsCallAfter(
      () => menu.getByText('Tablero').click(),
      (p) => p.get('start') === dayFromToday(-7),
    );
    await page.waitForURL((u) => u.searchParams.get('period') === '1');
    const link = page.url();
    const from = new URL(link).searchParams.get('from');
    expect(back.get('start')).toBe(from);
    expect(back.get('end')).toBe(dayFromToday(-1));
    await page.waitForLoadState('networkidle');

    await page.goto('about:blank');
    const reopened = await keyMetricsCallAfter(
      () => page.goto(link),
      (p) => p.get('start') === from,
    );
    expect(reopened.get('end')).toBe(back.get('end'));
    await expect(periodSelect().inputValue()).resolves.toBe('1');
    expect(new URL(page.url()).search).toBe(new URL(link).search);
  });

  it('draws the usage chart in light and dark; screenshots; axe finds nothing serious', async () => {
    await openDashboard('brand@demo.test');
    const month = lastMonth();
    const usage = await whileDoing(
      page.waitForResponse(
        (r) => isCall(r.request(), 'usage') && params(r.request()).get('start') === month.start,
      ),
      () => periodSelect().selectOption({ label: 'Mensual' }),
    );
    expect(params(usage.request()).get('group')).toBe('day');
    const svg = panel('usage').locator('figure svg.apexcharts-svg');
    await svg.waitFor({ timeout: 20_000 });
    await keyFigures();
    await panel('exams').locator('figure svg.apexcharts-svg').waitFor({ timeout: 20_000 });
    await page.locator('.fui-Toast').first().waitFor({ state: 'detached', timeout: 10_000 });
    await screenshot(page, 'dashboard-light');
    await expect(seriousViolations(page)).resolves.toEqual([]);

    // Another grouping the month offers: weeks, asked of the server.
    const weekly = await whileDoing(
      page.waitForResponse(
        (r) => isCall(r.request(), 'usage') && params(r.request()).get('group') === 'week',
      ),
      () => panel('usage').getByTestId('usage-group').selectOption('week'),
    );
    expect(weekly.status()).toBe(200);
    await svg.waitFor();

    await page.getByRole('switch', { name: 'Modo oscuro' }).click();
    await expect(page.locator('html').getAttribute('data-theme')).resolves.toBe('dark');
    await svg.waitFor();
    await settled(page);
    await screenshot(page, 'dashboard-dark');
    await expect(seriousViolations(page)).resolves.toEqual([]);

    await page.setViewportSize({ width: 390, height: 844 });
    await phoneLayout(page);
    // Nothing wider than the screen on a phone.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'dashboard-mobile');
  });

  it('"Ver como tabla" shows the chart as a table (a chunk fetched on demand) and back', async () => {
    await openDashboard('brand@demo.test');
    const month = lastMonth();
    await whileDoing(
      page.waitForResponse(
        (r) => isCall(r.request(), 'usage') && params(r.request()).get('start') === month.start,
      ),
      () => periodSelect().selectOption({ label: 'Mensual' }),
    );
    const usage = panel('usage');
    await usage.locator('figure svg.apexcharts-svg').waitFor({ timeout: 20_000 });
    await expect(usage.getByRole('table').count()).resolves.toBe(0);
    await usage.getByRole('button', { name: 'Ver como tabla' }).click();
    const table = usage.getByRole('table');
    await table.waitFor({ timeout: 10_000 });
    // A header row and one row per day of the month.
    await expect(table.getByRole('row').count()).resolves.toBeGreaterThan(27);
    await expect(table.getByRole('columnheader').first().textContent()).resolves.toBe('Categoría');
    await usage.getByRole('button', { name: 'Ver como gráfica' }).click();
    await usage.locator('figure svg.apexcharts-svg').waitFor({ timeout: 20_000 });
  });

  it('a failing exams call shows its error and Retry while the other panels show figures', async () => {
    let fail = true;
    await page.route('**/admin/v2/dashboard/exams**', (route) =>
      fail
        ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":true}' })
        : route.fallback(),
    );
    await openDashboard('region@demo.test');
    const exams = panel('exams');
    await exams.getByText('Error al cargar el conteo de exámenes').waitFor({ timeout: 15_000 });
    const figures = await keyFigures();
    expect(figures.adoption).toMatch(/\d/);
    await panel('progress').getByTestId('course-progress').first().waitFor();
    await expect(exams.locator('[data-figure]').count()).resolves.toBe(0);
    await screenshot(page, 'dashboard-panel-error');

    fail = false;
    await whileDoing(
      page.waitForResponse((r) => isCall(r.request(), 'exams') && r.status() === 200),
      () => exams.getByRole('button', { name: 'Reintentar' }).click(),
    );
    await exams.locator('[data-figure="attempts"] [data-testid="figure-value"]').waitFor();
    await expect(exams.getByText('Error al cargar el conteo de exámenes').count()).resolves.toBe(0);
  });
});
