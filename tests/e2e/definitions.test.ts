// Every figure says what it is: each figure card of the dashboard and of the
// supervision report has an info button that opens its definition by click and by keyboard
// (Tab to it, Enter; Escape closes and leaves the focus on it), in Spanish and in English; a
// column header's button opens without sorting the table; the NPS page (its headline, groups and
// leaderboard), the comments' word table and the global score's tables say what each figure is,
// opened by keyboard; a link with only `from` opens clamped, never on an error; screenshots
// light, dark and 390 px.
import { mkdir } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { earliestStart } from '../../openapi/rules/report-range';
import { freshPageEachTest, screenshot } from './browser';
import { darkMode, dayFromToday, signInAs } from './report-helpers';
import { describe, expect, inject, it } from './runner';

const baseUrl = inject('e2eBaseUrl');
const SHOTS = process.env.DEFINITION_SHOTS;

let page: Page;
freshPageEachTest((p) => {
  page = p;
});

const RANGE = `?from=${dayFromToday(-89)}&to=${dayFromToday(0)}`;
const surface = () => page.getByTestId('definition');

/** The open definition has finished fading in (so a picture shows it as read). */
async function opaque() {
  await expect.poll(() => surface().evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
}

// The viewport first: a full-page capture resizes the window, which moves the open popover.
async function shot(name: string) {
  if (SHOTS) {
    await mkdir(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/${name}.png` });
  }
  await screenshot(page, `definitions-${name}`);
}

/** The figure cards in `where` once they show values, each with its definition button. */
async function cards(where: Locator, atLeast: number) {
  await where.locator('[data-figure] [data-testid="figure-value"]').first().waitFor({
    timeout: 20_000,
  });
  const all = where.locator('[data-figure]');
  // Every panel has drawn its cards (each panel reads on its own).
  await expect.poll(() => all.count(), { timeout: 20_000 }).toBeGreaterThanOrEqual(atLeast);
  const n = await all.count();
  // Each card carries exactly one definition button.
  await expect(
    where.locator('[data-figure] [data-testid="definition-button"]').count(),
  ).resolves.toBe(n);
  return { all, n };
}

/** Clicks every card's button: its definition opens, names the card, says its unit; Escape shuts it. */
async function clickEach(all: Locator, n: number, unit: RegExp) {
  for (let i = 0; i < n; i++) {
    const card = all.nth(i);
    const label = (await card.locator('h3').textContent()) ?? '';
    const button = card.getByTestId('definition-button');
    await button.click();
    await surface().waitFor();
    const text = (await surface().textContent()) ?? '';
    expect(text.startsWith(label), `${label}: ${text}`).toBe(true);
    expect(text, label).toMatch(unit);
    await expect(button.getAttribute('aria-expanded')).resolves.toBe('true');
    await page.keyboard.press('Escape');
    await surface().waitFor({ state: 'detached' });
  }
}

/** Opens the definition of `button` by keyboard (focus, Enter) and returns its text; Escape shuts it. */
async function byKeyboard(button: Locator): Promise<string> {
  await button.focus();
  await page.keyboard.press('Enter');
  await surface().waitFor();
  const text = (await surface().textContent()) ?? '';
  await page.keyboard.press('Escape');
  await surface().waitFor({ state: 'detached' });
  await expect(button.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
  return text;
}

/** The info button of the figure named `name` inside `where`. */
const info = (where: Locator, name: string) =>
  where.getByRole('button', { name: `¿Qué es «${name}»?`, exact: true });

/** Each header of `table` names a definition holding its part of the text. */
async function headers(table: Locator, expected: readonly (readonly [string, string])[]) {
  for (const [name, part] of expected) {
    const text = await byKeyboard(info(table, name));
    expect(text.startsWith(name), `${name}: ${text}`).toBe(true);
    expect(text, name).toContain(part);
    expect(text, name).toMatch(/Unidad: [^.]+\.$/);
  }
}

describe('definitions', () => {
  it('dashboard and supervision cards open their definitions by click and keyboard; a header does not sort', async () => {
    await signInAs(page, baseUrl, 'brand@demo.test');
    const main = page.getByTestId('main-layout');
    // Key metrics (11), progress (1) and exams (4).
    const dash = await cards(main, 16);
    await clickEach(dash.all, dash.n, /Unidad: [^.]+\./);

    // Keyboard: Tab from one card's button reaches the next card's; Enter opens it, Escape
    // closes it and the focus stays on the button.
    const first = dash.all.nth(0).getByTestId('definition-button');
    const second = dash.all.nth(1).getByTestId('definition-button');
    await first.focus();
    await page.keyboard.press('Tab');
    await expect(second.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    const name = await second.getAttribute('aria-label');
    expect(name).toMatch(/^¿Qué es «.+»\?$/);
    await page.keyboard.press('Enter');
    await surface().waitFor();
    await expect(surface().textContent()).resolves.toMatch(/Unidad:/);
    await page.keyboard.press('Escape');
    await surface().waitFor({ state: 'detached' });
    await expect(second.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    // Space too.
    await page.keyboard.press('Space');
    await surface().waitFor();
    await page.keyboard.press('Escape');

    // The renamed catalogue figure says it counts the catalogue, not people's courses.
    const courses = main.locator('[data-figure="courses"]');
    await expect(courses.locator('h3').textContent()).resolves.toBe('Cursos en el catálogo');
    await courses.getByTestId('definition-button').click();
    await expect(surface().textContent()).resolves.toContain('cada uno una vez');
    await opaque();
    await shot('dashboard-light');
    await page.keyboard.press('Escape');

    // Supervision's global score: its four cards and its chart.
    await page.goto(`${baseUrl}/supervision/global-score${RANGE}`);
    const sup = await cards(main, 4);
    expect(sup.n).toBe(4);
    await clickEach(sup.all, sup.n, /Unidad: [^.]+\./);
    await expect(
      page.getByRole('button', { name: '¿Qué es «Calificación en el tiempo»?' }).count(),
    ).resolves.toBe(1);

    // A column header's definition opens without sorting the table.
    await page.goto(`${baseUrl}/rankings/stores${RANGE}`);
    const header = page.getByRole('button', { name: '¿Qué es «Adopción»?' });
    await header.waitFor({ timeout: 20_000 });
    const before = page.url();
    await header.click();
    await surface().waitFor();
    await expect(surface().textContent()).resolves.toContain('Unidad: %');
    expect(page.url()).toBe(before);
    await page.keyboard.press('Escape');

    // The users and managers rankings say what places a row: medal, level, result, NPS.
    await page.goto(`${baseUrl}/rankings/users${RANGE}`);
    for (const [name, unit] of [
      ['Medalla', 'Unidad: medalla.'],
      ['Nivel', 'Unidad: nivel.'],
      ['Avance en el periodo', 'Unidad: %.'],
    ]) {
      const info = page.getByRole('button', { name: `¿Qué es «${name}»?` });
      await info.waitFor({ timeout: 20_000 });
      await info.click();
      await expect(surface().textContent()).resolves.toContain(unit);
      await page.keyboard.press('Escape');
    }
    await page.goto(`${baseUrl}/rankings/managers${RANGE}`);
    const result = page.getByRole('button', { name: '¿Qué es «Resultado»?' });
    await result.waitFor({ timeout: 20_000 });
    await result.click();
    await expect(surface().textContent()).resolves.toContain('Unidad: puntos de 0 a 100.');
    await page.keyboard.press('Escape');
  });

  it('the NPS page opens from a half link, clamped; NPS, groups and tables say what they are', async () => {
    await signInAs(page, baseUrl, 'brand@demo.test');
    const today = dayFromToday(0);
    // Only `from`: completed up to today, then cut to the most recent days reports take, with the
    // notice; data, not an error panel.
    await page.goto(`${baseUrl}/gem/reports?from=2020-01-01`);
    const notice = page.getByTestId('range-clamped');
    await notice.waitFor({ timeout: 20_000 });
    await expect(notice.textContent()).resolves.toContain('1100 días');
    await page.waitForURL(
      (u) =>
        u.searchParams.get('from') === earliestStart(today) && u.searchParams.get('to') === today,
    );
    const headline = page.getByTestId('nps-headline');
    await headline.getByTestId('nps-value').waitFor({ timeout: 20_000 });
    const board = page.locator('[data-panel="leaderboard"]');
    await board.getByRole('grid').waitFor({ timeout: 20_000 });
    expect(await page.getByText(/^Error al cargar/).count()).toBe(0);

    // The headline figure and the groups bar, by keyboard.
    const nps = await byKeyboard(info(headline, 'NPS'));
    expect(nps).toContain('margen de error al 95 %');
    expect(nps).toContain('Unidad: puntos de −100 a +100.');
    const groups = await byKeyboard(
      info(page.getByTestId('nps-groups'), 'Promotores, pasivos y detractores'),
    );
    expect(groups).toContain('pasivos (7 y 8)');
    expect(groups).toContain('Unidad: % de las respuestas');
    // The leaderboard's figure columns.
    await headers(board, [
      ['NPS', 'NPS de la fila'],
      ['Respuestas', 'mínimo elegido'],
      ['Margen (95 %)', '95 % de confianza'],
      ['Cambio', 'periodo anterior'],
    ]);
    // Light, dark and a phone, with the headline's definition open.
    const shotOpen = async (name: string) => {
      const button = info(headline, 'NPS');
      await button.scrollIntoViewIfNeeded();
      await button.click();
      await surface().waitFor();
      await opaque();
      await shot(name);
      await page.keyboard.press('Escape');
      await surface().waitFor({ state: 'detached' });
    };
    await shotOpen('nps-light');
    await darkMode(page);
    await shotOpen('nps-dark');
    await page.setViewportSize({ width: 390, height: 844 });
    await shotOpen('nps-390');
    await page.setViewportSize({ width: 1366, height: 800 });

    // The comments' word table.
    await page.goto(`${baseUrl}/gem/comments${RANGE}`);
    await page.getByTestId('cloud-as-table').click();
    const words = page.getByRole('grid', { name: 'Nube de palabras' });
    await words.waitFor({ timeout: 20_000 });
    await headers(words, [
      ['Comentarios', 'usa la palabra o la frase'],
      ['Calificación promedio', 'recomendación'],
    ]);

    // The global score's breakdown and modules tables.
    await page.goto(`${baseUrl}/supervision/global-score${RANGE}`);
    const breakdown = page.locator('[data-panel="breakdown"]');
    await breakdown.getByRole('grid').waitFor({ timeout: 20_000 });
    await headers(breakdown, [
      ['Calificación', 'supervisiones de la fila'],
      ['Periodo anterior', 'justo antes del inicio'],
      ['Cambio', '«Sin comparación»'],
      ['Supervisiones', 'tres módulos suma tres'],
      ['Incidencias', 'incidencias anotadas'],
    ]);
    const modules = page.locator('[data-panel="modules"]');
    await modules.getByRole('grid').waitFor({ timeout: 20_000 });
    await headers(modules, [
      ['Calificación', 'supervisiones de la fila'],
      ['Supervisiones', 'tres módulos suma tres'],
      ['Reprobadas', 'menor a 70'],
      ['Tasa de reprobación', 'menor a 70 × 100'],
      ['Incidencias', 'incidencias anotadas'],
    ]);
  }, 180_000);

  it('in English, in dark and at 390 px', async () => {
    await signInAs(page, baseUrl, 'brand@demo.test');
    await darkMode(page);
    await page.evaluate(() => localStorage.setItem('app.settings.locale', '"en-US"'));
    await page.reload();
    const main = page.getByTestId('main-layout');
    const dash = await cards(main, 16);
    await clickEach(dash.all, dash.n, /Unit: [^.]+\./);
    const adoption = main.locator('[data-figure="adoption"]').getByTestId('definition-button');
    await expect(adoption.getAttribute('aria-label')).resolves.toBe('What is “Adoption”?');
    await adoption.click();
    await expect(surface().textContent()).resolves.toContain('percentage points (pts)');
    await shot('dashboard-en');
    await page.keyboard.press('Escape');

    await main
      .locator('[data-figure="available_courses"]')
      .getByTestId('definition-button')
      .click();
    await surface().waitFor();
    await shot('dashboard-dark');
    await page.keyboard.press('Escape');

    await page.setViewportSize({ width: 390, height: 844 });
    const progress = main.locator('[data-figure="progress"]').first();
    await progress.getByTestId('definition-button').click();
    await surface().waitFor();
    await opaque();
    // The phone's layout may still settle after the resize and scroll the card away; the
    // definition follows its button back into view.
    await progress
      .getByTestId('definition-button')
      .evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await expect
      .poll(async () => (await surface().boundingBox())?.y ?? -1)
      .toBeGreaterThanOrEqual(0);
    // The definition fits the phone's screen.
    const box = await surface().boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    await shot('dashboard-390');
  });
});
