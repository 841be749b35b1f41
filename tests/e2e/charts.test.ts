// Charts people can read, checked from the drawn SVG on the demo seed: the dashboard (usage over
// a month, exams per course), /gem/reports (NPS trend and histogram), /gem/performance-indicators
// (NPS per store) and /training/performance-indicators (completion per course and position), in
// light, dark and on a phone. Every category has a whole label, no axis label leaves the chart,
// and no two series share a colour or fade into the surface.
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { colorDistance, contrastRatio } from '../../src/ui/chart/chart-palette';
import { freshPageEachTest, screenshot } from './browser';
import { darkMode, dayFromToday, signInAs } from './report-helpers';

const baseUrl = inject('e2eBaseUrl');

let page: Page;
freshPageEachTest((p) => {
  page = p;
});

const RANGE = `?from=${dayFromToday(-89)}&to=${dayFromToday(0)}`;

interface Drawn {
  title: string;
  kind: string;
  horizontal: boolean;
  categories: number;
  /** The category axis' labels: text, the full text of a <title> if any. */
  labels: { text: string; title: string }[];
  /** Axis labels (both axes) drawn outside the chart's box. */
  outside: string[];
  /** One colour per drawn series. */
  colours: string[];
  /** The colour of the surface the chart sits on. */
  surface: string;
}

/** What each chart on the page drew, read from its SVG. */
function drawnCharts(): Promise<Drawn[]> {
  return page.evaluate(() => {
    const surfaceOf = (el: Element | null): string => {
      for (let e = el; e; e = e.parentElement) {
        const bg = getComputedStyle(e).backgroundColor;
        if (bg && bg !== 'transparent' && !bg.startsWith('rgba(0, 0, 0, 0)')) return bg;
      }
      return 'rgb(255, 255, 255)';
    };
    return [...document.querySelectorAll('[data-chart-kind]')].map((wrap) => {
      const svg = wrap.querySelector('svg.apexcharts-svg');
      const box = svg?.getBoundingClientRect();
      const kind = wrap.getAttribute('data-chart-kind') ?? '';
      const horizontal = wrap.getAttribute('data-horizontal') === 'true';
      const axisGroup = horizontal ? '.apexcharts-yaxis-texts-g' : '.apexcharts-xaxis-texts-g';
      const labels = [...(svg?.querySelectorAll(`${axisGroup} text`) ?? [])]
        .map((t) => ({
          text: (t.textContent ?? '').trim(),
          title: (t.querySelector('title')?.textContent ?? '').trim(),
        }))
        .filter((l) => l.text !== '');
      const outside = [
        ...(svg?.querySelectorAll(
          '.apexcharts-xaxis-texts-g text, .apexcharts-yaxis-texts-g text',
        ) ?? []),
      ]
        .filter((t) => {
          const r = t.getBoundingClientRect();
          if (!box || r.width === 0) return false;
          return (
            r.left < box.left - 1 ||
            r.right > box.right + 1 ||
            r.top < box.top - 1 ||
            r.bottom > box.bottom + 1
          );
        })
        .map((t) => t.textContent ?? '');
      const paint = /^(#|rgb)/;
      const colours = [...(svg?.querySelectorAll('.apexcharts-series[seriesName]') ?? [])]
        .map((g) => {
          const bar = g.querySelector('path.apexcharts-bar-area');
          if (bar) return bar.getAttribute('fill') ?? '';
          const strokes = [...g.querySelectorAll('path')].map(
            (p) => p.getAttribute('stroke') ?? '',
          );
          return strokes.find((c) => paint.test(c)) ?? '';
        })
        .filter((c) => c !== '');
      return {
        title: wrap.closest('figure')?.querySelector('h3')?.textContent ?? '',
        kind,
        horizontal,
        categories: Number(wrap.getAttribute('data-categories')),
        labels,
        outside,
        colours,
        surface: surfaceOf(wrap),
      };
    });
  });
}

/** Waits for `count` drawn charts, then checks every rule on each of them. */
async function expectReadableCharts(count: number, where: string, shot: string) {
  await expect
    .poll(() => page.locator('[data-chart-kind] svg.apexcharts-svg').count(), { timeout: 30_000 })
    .toBeGreaterThanOrEqual(count);
  // apexcharts draws in a second pass after measuring its labels.
  await page.waitForTimeout(400);
  await screenshot(page, shot);
  const charts = await drawnCharts();
  expect(charts.length, where).toBeGreaterThanOrEqual(count);
  for (const c of charts) {
    const name = `${where} · ${c.title}`;
    if (c.kind === 'bar') {
      // Every category named, by a whole label (a cut one only with its full text as a title).
      expect(c.labels.length, `${name}: labels vs categories`).toBe(c.categories);
    }
    for (const l of c.labels) {
      const cut = /(…|\.\.\.)$/.test(l.text);
      expect(cut && l.title === '', `${name}: cut label "${l.text}"`).toBe(false);
    }
    // Names drawn on the axes are unique (duplicates told apart, no repeated prefix only).
    const texts = c.labels.map((l) => l.text);
    expect(new Set(texts).size, `${name}: duplicate labels ${texts.join(' | ')}`).toBe(
      texts.length,
    );
    expect(c.outside, `${name}: axis labels outside the chart`).toEqual([]);
    for (let i = 0; i < c.colours.length; i++) {
      const a = c.colours[i] ?? '';
      expect(contrastRatio(a, c.surface), `${name}: series ${a} on ${c.surface}`).toBeGreaterThan(
        3,
      );
      for (let j = i + 1; j < c.colours.length; j++) {
        const b = c.colours[j] ?? '';
        expect(colorDistance(a, b), `${name}: ${a} vs ${b}`).toBeGreaterThan(20);
      }
    }
  }
  return charts;
}

/** The dashboard over last month (the Monthly period): a day axis of about 30 labels. */
async function openDashboardMonth() {
  const [y, m] = dayFromToday(0).split('-').map(Number) as [number, number];
  const from = new Date(Date.UTC(y, m - 2, 1)).toISOString().slice(0, 10);
  await page.goto(`${baseUrl}/dashboard?period=3&from=${from}`);
  await page.getByRole('heading', { name: 'Tablero' }).waitFor();
}

describe('charts people can read', () => {
  it('names every category, keeps labels inside, tells series apart; light, dark, phone', async () => {
    await signInAs(page, baseUrl, 'brand@demo.test');

    await openDashboardMonth();
    const dashboard = await expectReadableCharts(2, 'dashboard', 'charts-dashboard-light');
    // The exams per course: many long course names lie as horizontal bars.
    expect(dashboard.some((c) => c.kind === 'bar' && c.horizontal)).toBe(true);

    await page.goto(`${baseUrl}/gem/reports${RANGE}`);
    await expectReadableCharts(2, '/gem/reports', 'charts-gem-reports-light');

    await page.goto(`${baseUrl}/gem/performance-indicators${RANGE}`);
    const stores = await expectReadableCharts(
      1,
      '/gem/performance-indicators',
      'charts-gem-indicators-light',
    );
    // The brand every store name starts with is not what tells them apart.
    const storeLabels = stores.flatMap((c) => c.labels.map((l) => l.text));
    expect(storeLabels.filter((l) => l.startsWith('Sabor Fresco'))).toEqual([]);
    // (The tooltip's full name is not hovered here: apexcharts' hover writes inline styles the
    // Content-Security-Policy reports; the full names are checked in tests/unit/chart-labels.)

    await page.goto(`${baseUrl}/training/performance-indicators${RANGE}`);
    await expectReadableCharts(
      1,
      '/training/performance-indicators',
      'charts-training-indicators-light',
    );

    await darkMode(page);
    await expectReadableCharts(
      1,
      '/training/performance-indicators dark',
      'charts-training-indicators-dark',
    );
    await openDashboardMonth();
    await expectReadableCharts(2, 'dashboard dark', 'charts-dashboard-dark');
    await page.goto(`${baseUrl}/gem/reports${RANGE}`);
    await expectReadableCharts(2, '/gem/reports dark', 'charts-gem-reports-dark');

    await page.setViewportSize({ width: 390, height: 844 });
    await openDashboardMonth();
    await expectReadableCharts(2, 'dashboard phone', 'charts-dashboard-phone');
  }, 180_000);
});
