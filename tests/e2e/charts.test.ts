// Charts people can read, checked from the drawn SVG on the demo seed: the dashboard (usage over
// a month, exams per course), /gem/reports (NPS trend and histogram), /gem/performance-indicators
// (NPS per store) and /training/performance-indicators (completion per course and position), in
// light, dark and on a phone. Every category has a whole label, no axis label leaves the chart,
// and no two series share a colour or fade into the surface.
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { colorDistance, contrastRatio } from '../../src/ui/chart/chart-palette';
import { ARTIFACTS, cspViolationsOf, freshPageEachTest, screenshot } from './browser';
import { darkMode, dayFromToday, signInAs } from './report-helpers';
import { describe, expect, inject, it } from './runner';
import { settled, stableValue } from './waits';

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
  // apexcharts draws in a second pass after measuring its labels: read the drawing once it no
  // longer changes.
  await settled(page);
  const charts = await stableValue(page, drawnCharts);
  await screenshot(page, shot);
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
    // (The tooltip's full name is checked by hovering, in 'charts under the pointer' below.)

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

/** The Content-Security-Policy violations the page has reported so far. */
const violations = () => cspViolationsOf({ context: page.context(), close: async () => {} });

/** Where a mouse points at the chart: its first drawn bar in view, or its plot for a line or area. */
async function pointTarget(chart: Locator) {
  const viewport = page.viewportSize();
  const inView = (b: { x: number; y: number; width: number; height: number }) =>
    !viewport ||
    (b.x + b.width / 2 < viewport.width && b.y + b.height / 2 < viewport.height && b.x >= 0);
  if ((await chart.getAttribute('data-chart-kind')) === 'bar') {
    const bars = chart.locator('path.apexcharts-bar-area');
    await expect.poll(() => bars.count()).toBeGreaterThan(0);
    for (const bar of await bars.all()) {
      const b = await bar.boundingBox();
      if (b && b.width > 2 && b.height > 2 && inView(b)) return b;
    }
  }
  return chart.locator('.apexcharts-grid').boundingBox();
}

/**
 * Points at the chart as a mouse does (at its first drawn bar, or in the middle of its plot for a
 * line or area), waits for apexcharts' tooltip to be shown and returns its text. A screenshot of
 * the figure with its tooltip goes to the artifacts as `shot`.
 */
async function hoverChart(figure: Locator, shot: string): Promise<string> {
  const chart = figure.locator('[data-chart-kind]');
  await chart.locator('svg.apexcharts-svg').waitFor({ timeout: 30_000 });
  await figure.scrollIntoViewIfNeeded();
  const tooltip = chart.locator('.apexcharts-tooltip.apexcharts-active');
  // A chart still laying out (after a resize, or its bars growing in) can move from under a
  // pointer that stays put, and apexcharts only answers a move: like a user, point again, from
  // outside the chart, until the tooltip shows.
  await expect(async () => {
    const box = await pointTarget(chart);
    expect(box, `${shot}: nothing to point at`).not.toBeNull();
    if (!box) return;
    await page.mouse.move(1, 1);
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 5 });
    await expect.poll(() => tooltip.count(), { timeout: 3_000 }).toBe(1);
  }).toPass({ timeout: 20_000 });
  // Shown once its fade-in has finished, so the screenshot has it.
  await expect
    .poll(() => tooltip.evaluate((e) => getComputedStyle(e).opacity), { timeout: 10_000 })
    .toBe('1');
  // Read before the screenshot: taking it may scroll the figure from under the pointer.
  const text = (await tooltip.innerText()).trim();
  await mkdir(ARTIFACTS, { recursive: true });
  await figure.screenshot({ path: join(ARTIFACTS, `${shot}.png`) });
  return text;
}

describe('charts under the pointer', () => {
  it('show their tooltip on bars (with goals), lines and areas without a CSP violation', async () => {
    await signInAs(page, baseUrl, 'brand@demo.test');

    // Bars with goals: apexcharts fills its goal rows with inline-styled HTML on every hover.
    await page.goto(`${baseUrl}/gem/performance-indicators${RANGE}`);
    const stores = page.locator('figure', { has: page.locator('[data-chart-kind="bar"]') }).first();
    const storeTip = await hoverChart(stores, 'charts-hover-goal-bars-light');
    // The tooltip names the store in full, with the brand the axis leaves out, and its goal.
    expect(storeTip).toMatch(/^Sabor Fresco/);
    expect(storeTip).toMatch(/Meta/);
    expect(await violations(), 'bars with goals').toEqual([]);

    await page.goto(`${baseUrl}/gem/reports${RANGE}`);
    const line = page.locator('figure', { has: page.locator('[data-chart-kind="line"]') }).first();
    expect(await hoverChart(line, 'charts-hover-line-light')).not.toBe('');
    const bars = page.locator('figure', { has: page.locator('[data-chart-kind="bar"]') }).first();
    expect(await hoverChart(bars, 'charts-hover-bars-light')).not.toBe('');
    expect(await violations(), 'line and bars').toEqual([]);

    await openDashboardMonth();
    const area = page.locator('figure', { has: page.locator('[data-chart-kind="area"]') }).first();
    expect(await hoverChart(area, 'charts-hover-area-light')).not.toBe('');
    expect(await violations(), 'area').toEqual([]);

    await darkMode(page);
    await page.goto(`${baseUrl}/training/performance-indicators${RANGE}`);
    const courses = page
      .locator('figure', { has: page.locator('[data-chart-kind="bar"]') })
      .first();
    expect(await hoverChart(courses, 'charts-hover-goal-bars-dark')).toMatch(/Meta/);
    await page.goto(`${baseUrl}/gem/reports${RANGE}`);
    expect(await hoverChart(line, 'charts-hover-line-dark')).not.toBe('');
    expect(await violations(), 'dark').toEqual([]);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${baseUrl}/gem/performance-indicators${RANGE}`);
    expect(await hoverChart(stores, 'charts-hover-goal-bars-phone')).toMatch(/^Sabor Fresco/);
    expect(await violations(), 'phone').toEqual([]);
  }, 180_000);
});
