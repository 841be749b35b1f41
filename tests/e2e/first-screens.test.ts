// The first screens an admin sees show data (docs/numbers.md, First screens): the dashboard
// opens on the last 7 whole days, every change set against the 7 whole days before (never a
// partial day against a whole one), and the KPI reports open on the last closed months, shown
// in their range picker. One signed-in page, three screens.
import type { Page, Request, Response } from 'playwright-core';
import type { components } from '../../openapi/schema';
import { freshPageEachTest, screenshot, signIn, waitForPath, whileDoing } from './browser';
import { darkMode, dayFromToday, expectNoOverflow, totalShown } from './report-helpers';
import { describe, expect, inject, it } from './runner';
import { phoneLayout, settled } from './waits';

type Exams = components['schemas']['ExamsPanel'];
type Usage = components['schemas']['UsageSeries'];
type KeyMetrics = components['schemas']['KeyMetrics'];

const baseUrl = inject('e2eBaseUrl');

let page: Page;
freshPageEachTest((p) => {
  page = p;
});

const payload = async <T>(r: Response) => ((await r.json()) as { payload: T }).payload;
const params = (r: Request) => new URL(r.url()).searchParams;
const isOp = (path: string) => (r: Response) =>
  r.request().method() === 'GET' && new URL(r.url()).pathname === `/admin/v2/${path}`;
const panel = (name: string) => page.locator(`[data-panel="${name}"]`);

/** The first day of the month `n` months before today's, and the last day of last month. */
function closedMonths(n: number): { start: string; end: string } {
  const [y, m] = dayFromToday(0).split('-').map(Number) as [number, number];
  const iso = (d: Date) => d.toISOString().slice(0, 10);
  return {
    start: iso(new Date(Date.UTC(y, m - 1 - n, 1))),
    end: iso(new Date(Date.UTC(y, m - 1, 0))),
  };
}

describe('first screens', () => {
  it('the dashboard opens on whole days with data; the KPI reports on closed months', async () => {
    const week = { start: dayFromToday(-7), end: dayFromToday(-1) };
    const before = { start: dayFromToday(-14), end: dayFromToday(-8) };
    const wait = (op: string) => page.waitForResponse(isOp(op), { timeout: 30_000 });
    const [exams, usage, keys] = await whileDoing(
      Promise.all([
        wait('dashboard/exams'),
        wait('dashboard/usage'),
        wait('dashboard/key-metrics'),
      ]),
      async () => {
        await signIn(page, baseUrl, 'brand@demo.test');
        await waitForPath(page, '/dashboard');
      },
    );
    // Whole days up to yesterday, compared with as many whole days just before.
    for (const r of [exams, usage, keys]) {
      expect([params(r.request()).get('start'), params(r.request()).get('end')]).toEqual([
        week.start,
        week.end,
      ]);
    }
    const e = await payload<Exams>(exams);
    expect(e.previous_range).toEqual(before);
    expect(e.attempts.value).toBeGreaterThan(0);
    expect(e.attempts.previous).toBeGreaterThan(0);
    const u = await payload<Usage>(usage);
    expect(u.buckets.map((b) => b.key)).toHaveLength(7);
    expect(u.buckets.every((b) => b.sessions > 0)).toBe(true);
    const k = await payload<KeyMetrics>(keys);
    expect(k.previous_range).toEqual(before);

    // On screen: the weekly scope with its start, a drawn usage chart, figures with changes.
    const picker = page.getByTestId('period-picker');
    await expect(
      picker.getByRole('combobox', { name: 'Periodo', exact: true }).inputValue(),
    ).resolves.toBe('1');
    await page.waitForURL((url) => url.searchParams.get('from') === week.start);
    await panel('usage').locator('figure svg.apexcharts-svg').waitFor({ timeout: 20_000 });
    await panel('usage').getByTestId('usage-totals').waitFor();
    await expect(panel('usage').getByText('¡No hay gráfica por ahora!').count()).resolves.toBe(0);
    const attempts = panel('exams').locator('[data-figure="attempts"]');
    await expect(attempts.getByTestId('figure-value').textContent()).resolves.toMatch(/[1-9]/);
    await expect(attempts.getByTestId('figure-delta').getAttribute('data-trend')).resolves.not.toBe(
      'none',
    );
    await panel('exams').locator('figure svg.apexcharts-svg').waitFor({ timeout: 20_000 });
    await panel('key-metrics').locator('[data-figure="adoption"]').waitFor();
    await page.locator('.fui-Toast').first().waitFor({ state: 'detached', timeout: 10_000 });
    await screenshot(page, 'first-screens-dashboard-light');
    await expect(panel('exams').getByTestId('exams-same-time').count()).resolves.toBe(0);

    // Today, chosen: the server compares it until now with yesterday until the same hour, and
    // the exams panel says so beside its changes.
    const todays = await whileDoing(
      page.waitForResponse((r) => isOp('dashboard/exams')(r), { timeout: 20_000 }),
      () =>
        picker
          .getByRole('combobox', { name: 'Periodo', exact: true })
          .selectOption({ label: 'Última actualización' }),
    );
    expect(params(todays.request()).get('start')).toBe(dayFromToday(0));
    await panel('exams').getByTestId('exams-same-time').waitFor({ timeout: 15_000 });

    // Both KPI reports: the last three closed months in the picker, and rows.
    const months = closedMonths(3);
    for (const [path, op, name] of [
      ['report-per-module', 'supervision/kpis/report-per-module', 'kpi-module'],
      ['global-report', 'supervision/kpis/global-report', 'kpi-global'],
    ] as const) {
      const answer = await whileDoing(
        page.waitForResponse(
          (r) => isOp(op)(r) && params(r.request()).get('start') === months.start,
          { timeout: 20_000 },
        ),
        () => page.goto(`${baseUrl}/supervision/kpis/${path}`),
      );
      expect(params(answer.request()).get('end')).toBe(months.end);
      await page.waitForURL(
        (url) =>
          url.searchParams.get('from') === months.start &&
          url.searchParams.get('to') === months.end,
      );
      const range = page.getByTestId('date-range-picker');
      await expect(
        range.getByRole('combobox', { name: 'Rango de fechas' }).inputValue(),
      ).resolves.toBe('custom');
      await expect(range.getByLabel('Fecha inicial').inputValue()).resolves.toMatch(/^01 /);
      await expect(totalShown(page)).resolves.toBeGreaterThan(0);
      await expect(page.getByTestId('kpi-last-12-months').count()).resolves.toBe(0);
      await screenshot(page, `first-screens-${name}`);
    }
    await panel('kpi-global').locator('.apexcharts-canvas').waitFor();

    // The dashboard in dark and on a phone, reopened from the menu.
    await darkMode(page);
    await page.goto(`${baseUrl}/dashboard`);
    await panel('usage').locator('figure svg.apexcharts-svg').waitFor({ timeout: 20_000 });
    await settled(page);
    await screenshot(page, 'first-screens-dashboard-dark');
    await page.setViewportSize({ width: 390, height: 844 });
    await phoneLayout(page);
    await expectNoOverflow(page);
    await screenshot(page, 'first-screens-dashboard-mobile');
  }, 120_000);
});
