// The performance indicators of a store where nobody holds some of the targeted positions: those
// rows have no completion to measure. The page must say so ("—", the reason behind an info
// button) instead of a 0 % and a red "not met" that would read as a result, and the chart must
// have no value for them; the measured rows keep their percentage and badge beside them.
import type { Page, Request } from 'playwright-core';
import { freshPageEachTest, screenshot, whileDoing } from './browser';
import {
  darkMode,
  dayFromToday,
  expectNoSeriousViolations,
  signInAs,
  totalShown,
} from './report-helpers';
import { describe, expect, inject, it } from './runner';

const baseUrl = inject('e2eBaseUrl');

let page: Page;
freshPageEachTest((p) => {
  page = p;
});

// A store of the demo seed with cashiers and cooks but no manager, assistant manager or delivery
// person: some of its targets are measured, others cannot be.
const STORE = 1026;

interface Item {
  course: { name: string };
  position: { name: string };
  people: number;
  completion: number | null;
  met: boolean | null;
}

interface ShownRow {
  course: string;
  position: string;
  completion: string;
  noData: boolean;
  dash: string;
  badge: boolean;
}

const isIndicators = (r: Request) =>
  r.method() === 'GET' && new URL(r.url()).pathname === '/admin/v2/training/performance-indicators';

/** Each row of the table: its course and position, its completion cell, its gap badge. */
const shownRows = (): Promise<ShownRow[]> =>
  page
    .getByRole('grid')
    .locator('tbody tr[data-card]')
    .evaluateAll((rows) =>
      rows.map((tr) => {
        const cells = [...tr.querySelectorAll('td')];
        const completion = tr.querySelector('td[data-card-label="Cumplimiento"]');
        const position = tr.querySelector('td[data-card-label="Puesto"]');
        return {
          course: (cells[0]?.textContent ?? '').trim(),
          position: (position?.textContent ?? '').trim(),
          completion: (completion?.textContent ?? '').trim(),
          noData: completion?.querySelector('[data-testid="indicator-no-data"]') !== null,
          dash: (completion?.querySelector('[aria-hidden="true"]')?.textContent ?? '').trim(),
          badge: tr.querySelector('[data-met]') !== null,
        };
      }),
    );

describe('performance indicators without anyone of the position', () => {
  it('show "—" and why, never 0 % or "not met"; the chart has no value for them', async () => {
    await signInAs(page, baseUrl, 'brand@demo.test');
    const answer = await whileDoing(
      page.waitForResponse((r) => isIndicators(r.request()), { timeout: 20_000 }),
      () =>
        page.goto(
          `${baseUrl}/training/performance-indicators?from=${dayFromToday(-89)}&to=${dayFromToday(0)}&store=${STORE}&sort=course`,
        ),
    );
    expect(answer.status()).toBe(200);
    const items = ((await answer.json()) as { payload: { items: Item[] } }).payload.items;
    const empty = items.filter((i) => i.people === 0);
    const measured = items.filter((i) => i.people > 0);
    // The seed still gives this store rows of both kinds on the first page.
    expect(empty.length, 'targets without people in the store').toBeGreaterThan(0);
    expect(measured.length, 'targets with people in the store').toBeGreaterThan(0);
    for (const i of empty) expect(i).toMatchObject({ completion: null, met: null });
    await totalShown(page);

    const rows = await shownRows();
    expect(rows).toHaveLength(items.length);
    const rowOf = (i: Item) =>
      rows.find((r) => r.course === i.course.name && r.position === i.position.name);
    for (const i of empty) {
      expect(rowOf(i), `${i.course.name} · ${i.position.name}`).toMatchObject({
        noData: true,
        dash: '—',
        badge: false,
      });
      expect(rowOf(i)?.completion).not.toContain('%');
    }
    for (const i of measured) {
      expect(rowOf(i), `${i.course.name} · ${i.position.name}`).toMatchObject({
        noData: false,
        badge: true,
      });
      expect(rowOf(i)?.completion).toContain('%');
    }

    // The reason, by keyboard as by mouse or touch.
    const first = page.getByTestId('indicator-no-data').first();
    await first.getByRole('button', { name: '¿Qué es «Sin datos»?' }).focus();
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.getByTestId('definition').textContent())
      .toContain('Nadie en este alcance tiene el puesto de este curso');
    await expectNoSeriousViolations(page);
    await screenshot(page, 'training-indicators-no-data');
    await page.keyboard.press('Escape');

    // The chart's own table: a dash where the bar is missing, not a 0 %.
    const chart = page.getByRole('figure', { name: 'Cumplimiento contra la meta' });
    await chart.getByRole('button', { name: 'Ver como tabla' }).click();
    const first0 = empty[0] as Item;
    const chartRow = chart
      .getByRole('row')
      .filter({ hasText: `${first0.course.name} · ${first0.position.name}` });
    await expect.poll(() => chartRow.locator('td').nth(1).textContent()).toBe('—');
    await expect(chartRow.locator('td').first().textContent()).resolves.toContain('(sin datos)');
    await chart.getByRole('button', { name: 'Ver como gráfica' }).click();
    await page.locator('.apexcharts-bar-area').first().waitFor({ timeout: 20_000 });

    await darkMode(page);
    await page.locator('.apexcharts-bar-area').first().waitFor({ timeout: 20_000 });
    await expectNoSeriousViolations(page);
    await screenshot(page, 'training-indicators-no-data-dark');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByTestId('report-filters-button').waitFor();
    await expect.poll(() => page.getByTestId('indicator-no-data').first().isVisible()).toBe(true);
    await screenshot(page, 'training-indicators-no-data-mobile');
  }, 150_000);
});
