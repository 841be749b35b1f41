// The three rankings in Chromium on the demo seed: they load for brand, regional and
// store admins; the scope filter, the date range, search, filters and sorts change the request
// and the rows; a pasted address reopens the same report; the export parses with as many rows as
// the table's total; the §8 empty text; axe; screenshots in light, dark and on a phone. Each
// ranking says its rule in a "¿Cómo se calcula?" popover (keyboard and pointer), and a range
// without activity shows the empty state, not rows of zeros.
import type { Page, Request } from 'playwright-core';
import { freshPageEachTest, screenshot, whileDoing } from './browser';
import {
  csvLines,
  dayFromToday,
  expectNoSeriousViolations as noSeriousViolations,
  totalShown as shownTotal,
  signInAs as signInAdmin,
  spanishHeader,
} from './report-helpers';
import { describe, expect, inject, it } from './runner';

const baseUrl = inject('e2eBaseUrl');

let page: Page;
freshPageEachTest((p) => {
  page = p;
});

type Kind = 'users' | 'managers' | 'stores';

const FROM = dayFromToday(-89);
const TO = dayFromToday(0);

const grid = () => page.getByRole('grid', { name: /^Ranking de / });
const totalShown = () => shownTotal(page, grid());
const signInAs = (email: string) => signInAdmin(page, baseUrl, email);
const expectNoSeriousViolations = () => noSeriousViolations(page);
const csvOf = csvLines;
const isList = (kind: Kind) => (r: Request) =>
  r.method() === 'GET' && new URL(r.url()).pathname.endsWith(`/admin/v2/rankings/${kind}`);
const params = (r: Request) => new URL(r.url()).searchParams;

/**
 * Runs `act`, waits for the answer to the ranking request it causes that satisfies `want` and
 * for the table to show it; returns the request's parameters and the total shown.
 */
async function requestAfter(
  kind: Kind,
  act: () => Promise<unknown>,
  want: (q: URLSearchParams) => boolean,
) {
  const answer = await whileDoing(
    page.waitForResponse((r) => isList(kind)(r.request()) && want(params(r.request())), {
      timeout: 15_000,
    }),
    act,
  );
  expect(answer.status()).toBe(200);
  return { q: params(answer.request()), total: await totalShown() };
}

async function open(kind: Kind, query = `?from=${FROM}&to=${TO}`) {
  return requestAfter(
    kind,
    () => page.goto(`${baseUrl}/rankings/${kind}${query}`),
    (q) => q.get('start') !== null,
  );
}

async function search(value: string) {
  const box = page.getByRole('searchbox', { name: /^Buscar/ });
  await box.fill(value);
  await box.press('Enter');
}

async function exportLines(): Promise<string[]> {
  const download = await whileDoing(page.waitForEvent('download'), () =>
    page.getByTestId('report-export').click(),
  );
  return csvOf(download);
}

const cellTexts = (column: number) =>
  grid()
    .locator('tbody tr')
    .evaluateAll(
      (rows, i) => rows.map((r) => r.querySelectorAll('td')[i]?.textContent?.trim() ?? ''),
      column,
    );

describe('user ranking', () => {
  it('brand admin: search, filters and a sort change the request; empty text; export; axe', async () => {
    await signInAs('brand@demo.test');
    const first = await open('users');
    expect(first.q.get('end')).toBe(TO);
    expect(first.total).toBeGreaterThan(0);
    await page.getByRole('heading', { name: 'Ranking de usuarios' }).waitFor();
    // Medal and level cells carry their rule in a tooltip, reachable by keyboard.
    await grid().getByTestId('ranking-level').first().focus();
    await page
      .getByRole('tooltip')
      .getByText(/desempeño/)
      .first()
      .waitFor();
    await expectNoSeriousViolations();
    await screenshot(page, 'rankings-users');

    // The ranks of the default order ascend.
    const ranks = (await cellTexts(0)).map(Number);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));

    // Sorting by score descending (two clicks) asks the server for -score and reorders.
    const header = grid().getByRole('columnheader', { name: 'Calificación' });
    await requestAfter(
      'users',
      () => header.click(),
      (q) => q.get('sort') === 'score',
    );
    const sorted = await requestAfter(
      'users',
      () => header.click(),
      (q) => q.get('sort') === '-score',
    );
    expect(sorted.total).toBe(first.total);
    await page.waitForURL((u) => u.searchParams.get('sort') === '-score');

    // The time-in-product filter goes to the server and to the address.
    const timed = await requestAfter(
      'users',
      () => page.getByTestId('filter-time').selectOption('gt6'),
      (q) => q.get('time_in_product') === 'gt6',
    );
    expect(timed.total).toBeLessThanOrEqual(first.total);
    await page.waitForURL((u) => u.searchParams.get('time') === 'gt6');
    await requestAfter(
      'users',
      () => page.getByTestId('filter-time').selectOption(''),
      (q) => !q.has('time_in_product'),
    );

    // The position filter, from the brand's positions.
    const position = await page
      .getByTestId('filter-position')
      .locator('option:not([value=""])')
      .first()
      .getAttribute('value');
    const byPosition = await requestAfter(
      'users',
      () => page.getByTestId('filter-position').selectOption(position as string),
      (q) => q.get('position_id') === position,
    );
    expect(byPosition.total).toBeLessThanOrEqual(first.total);
    await requestAfter(
      'users',
      () => page.getByTestId('filter-position').selectOption(''),
      (q) => !q.has('position_id'),
    );

    // Search narrows to the name of the first row.
    const name = (await cellTexts(1))[0] as string;
    const found = await requestAfter(
      'users',
      () => search(name),
      (q) => q.get('search') === name,
    );
    expect(found.total).toBeGreaterThan(0);
    expect(found.total).toBeLessThan(first.total);
    await page.waitForURL((u) => u.searchParams.get('search') === name);

    // The export is the same query without paging: a header and one line per ranked person.
    const lines = await exportLines();
    expect(lines[0]).toBe(
      spanishHeader(
        'rank,name,email,phone,enrollment,position,store,score,progress,completed_exams,medal,level',
      ),
    );
    expect(lines.length - 1).toBe(found.total);

    await requestAfter(
      'users',
      () => search('nadie-se-llama-asi'),
      (q) => q.get('search') === 'nadie-se-llama-asi',
    );
    await page.getByText('¡No hay ranking por ahora!', { exact: true }).waitFor();
    await expect(page.getByTestId('table-range').textContent()).resolves.toBe(
      'Registros 0 a 0 de 0',
    );
  }, 120_000);

  it('on a phone the filters fold behind one "Filtros" button that counts them', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAs('brand@demo.test');
    await open('users', `?from=${FROM}&to=${TO}&time=lt1`);
    const button = page.getByTestId('report-filters-button');
    await page.getByRole('button', { name: 'Filtros (1 activo)', exact: true }).waitFor();
    await expect(page.getByTestId('filter-time').count()).resolves.toBe(0);
    await screenshot(page, 'rankings-users-mobile');
    // Nothing but the table's own scroller is wider than the phone.
    const wide = await page.evaluate(() =>
      [...document.querySelectorAll('body *')]
        .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1)
        .filter((el) => !el.closest('[data-testid="table-scroll"]'))
        .slice(0, 8)
        .map(
          (el) =>
            `${el.tagName}.${String(el.className).slice(0, 60)} ${Math.round(el.getBoundingClientRect().right)}`,
        ),
    );
    expect(wide).toEqual([]);
    await button.click();
    const time = page.getByTestId('filter-time');
    await expect(time.inputValue()).resolves.toBe('lt1');
    await screenshot(page, 'rankings-users-mobile-filters');
    // The popover traps focus (the page behind is hidden from assistive technology): choose,
    // then Esc closes it and the table reads the new total.
    const answer = await whileDoing(
      page.waitForResponse(
        (r) =>
          isList('users')(r.request()) && params(r.request()).get('time_in_product') === '3to6',
      ),
      () => time.selectOption('3to6'),
    );
    expect(answer.status()).toBe(200);
    await expectNoSeriousViolations();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('filter-time').count()).resolves.toBe(0);
    await expect.poll(() => button.evaluate((el) => el === document.activeElement)).toBe(true);
    await totalShown();
    await expectNoSeriousViolations();
  }, 120_000);
});

describe('store ranking', () => {
  it('brand admin: the six sorts, the scope filter and the range; a pasted link reopens it', async () => {
    await signInAs('brand@demo.test');
    const all = await open('stores');
    expect(all.total).toBeGreaterThan(1);
    const title = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
    expect(title).toMatch(/^Ranking de \S+/);
    expect(title).not.toContain('{stores}');
    const topStores = await cellTexts(1);

    // "Ordenar por": bottom reverses the top order.
    const sort = page.getByTestId('ranking-sort');
    await expect(sort.locator('option').count()).resolves.toBe(6);
    const bottom = await requestAfter(
      'stores',
      () => sort.selectOption('bottom'),
      (q) => q.get('sort') === 'bottom',
    );
    expect(bottom.total).toBe(all.total);
    const bottomStores = await cellTexts(1);
    expect(bottomStores).not.toEqual(topStores);
    const ranks = (await cellTexts(0)).map(Number);
    expect(ranks).toEqual([...ranks].sort((a, b) => b - a));
    for (const s of ['most_completed', 'least_completed', 'best_growth', 'worst_growth']) {
      const r = await requestAfter(
        'stores',
        () => sort.selectOption(s),
        (q) => q.get('sort') === s,
      );
      expect(r.total).toBe(all.total);
    }
    await requestAfter(
      'stores',
      () => sort.selectOption('top'),
      (q) => !q.has('sort'),
    );

    // The export lists every store of the scope, in the chosen order.
    const lines = await exportLines();
    expect(lines[0]).toBe(
      spanishHeader(
        'rank,store,region,people,active,adoption,progress,score,completed_courses,growth',
      ),
    );
    expect(lines.length - 1).toBe(all.total);

    // The scope filter narrows to one store.
    const storeSelect = page.getByTestId('scope-store');
    const store = await storeSelect.locator('option:not([value=""])').first().getAttribute('value');
    const one = await requestAfter(
      'stores',
      () => storeSelect.selectOption(store as string),
      (q) => q.get('store_id') === store,
    );
    expect(one.total).toBe(1);
    await page.waitForURL((u) => u.searchParams.get('store') === store);
    await storeSelect.selectOption('');
    await page.waitForURL((u) => !u.searchParams.has('store'));

    // The date range goes to the server and to the address (a range with activity: every store).
    const week = await requestAfter(
      'stores',
      () =>
        page
          .getByRole('combobox', { name: 'Rango de fechas' })
          .selectOption({ label: 'Últimos 7 días' }),
      (q) => q.get('start') !== FROM,
    );
    expect(week.total).toBe(all.total);
    const weekStart = week.q.get('start') as string;
    await page.waitForURL((u) => u.searchParams.get('from') === weekStart);

    // Search for a store, sort and range: the link reopens the same report.
    await requestAfter(
      'stores',
      () => sort.selectOption('best_growth'),
      (q) => q.get('sort') === 'best_growth',
    );
    const name = (await cellTexts(1))[0] as string;
    const found = await requestAfter(
      'stores',
      () => search(name),
      (q) => q.get('search') === name,
    );
    expect(found.total).toBeGreaterThan(0);
    expect(found.total).toBeLessThan(all.total);
    const link = page.url();
    await page.waitForLoadState('networkidle');
    const reopened = await requestAfter(
      'stores',
      () => page.goto(link),
      (q) =>
        q.get('search') === name && q.get('sort') === 'best_growth' && q.get('start') === weekStart,
    );
    expect(reopened.total).toBe(found.total);
    await expect(sort.inputValue()).resolves.toBe('best_growth');
    await expect(page.getByRole('searchbox', { name: /^Buscar/ }).inputValue()).resolves.toBe(name);
    await expect(grid().getByText(name, { exact: true }).count()).resolves.toBeGreaterThan(0);

    await requestAfter(
      'stores',
      () => search('ninguna-se-llama-asi'),
      (q) => q.get('search') === 'ninguna-se-llama-asi',
    );
    await page.getByText('¡No hay ranking por ahora!', { exact: true }).waitFor();
  }, 120_000);

  it('light, dark and phone screenshots; axe finds nothing serious', async () => {
    await signInAs('brand@demo.test');
    await open('stores');
    await expectNoSeriousViolations();
    await screenshot(page, 'rankings-stores');
    const theme = page.getByRole('switch', { name: 'Modo oscuro' });
    await theme.click();
    await expect(theme.isChecked()).resolves.toBe(true);
    await expectNoSeriousViolations();
    await screenshot(page, 'rankings-stores-dark');
    // The medal and level badges in dark: their colours must keep their contrast.
    await open('users');
    await grid().getByTestId('ranking-medal').first().waitFor();
    await expectNoSeriousViolations();
    await screenshot(page, 'rankings-users-dark');
    await page.goBack();
    await totalShown();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByTestId('report-filters-button').waitFor();
    await screenshot(page, 'rankings-stores-mobile');
  }, 120_000);
});

describe('manager ranking', () => {
  it('regional admin: loads, searches, exports; axe', async () => {
    await signInAs('region@demo.test');
    const all = await open('managers');
    expect(all.total).toBeGreaterThan(0);
    expect(all.q.get('region_id') ?? all.q.get('security_id')).not.toBeNull();
    await page.getByRole('heading', { name: 'Ranking de gerentes' }).waitFor();
    await expectNoSeriousViolations();
    await screenshot(page, 'rankings-managers');
    const lines = await exportLines();
    expect(lines[0]).toBe(
      spanishHeader(
        'rank,name,email,phone,store,region,result,people,active,score,progress,training,supervisions,supervision_score,responses,nps',
      ),
    );
    expect(lines.length - 1).toBe(all.total);
    const name = (await cellTexts(1))[0] as string;
    const found = await requestAfter(
      'managers',
      () => search(name),
      (q) => q.get('search') === name,
    );
    expect(found.total).toBeGreaterThan(0);
    expect(found.total).toBeLessThanOrEqual(all.total);
  }, 120_000);
});

describe('every admin level', () => {
  it('the three rankings load for brand, regional and store admins', async () => {
    const totals: Record<string, number[]> = {};
    for (const email of ['brand@demo.test', 'region@demo.test', 'store@demo.test']) {
      await signInAs(email);
      for (const kind of ['users', 'managers', 'stores'] as const) {
        const { total } = await open(kind);
        totals[kind] = [...(totals[kind] ?? []), total];
      }
      await page.context().clearCookies();
      await page.evaluate(() => localStorage.clear());
    }
    // Brand ⊇ region ⊇ store, and a store admin's store ranking is their one store.
    for (const kind of ['users', 'stores'] as const) {
      const [brand, region, store] = totals[kind] as number[];
      expect(brand).toBeGreaterThanOrEqual(region as number);
      expect(region).toBeGreaterThanOrEqual(store as number);
    }
    expect(totals.stores?.[2]).toBe(1);
    expect(totals.users?.[2]).toBeGreaterThan(0);
  }, 120_000);
});

describe('the rule and the empty period', () => {
  it('each ranking explains its rule by keyboard and pointer; a range without activity is empty', async () => {
    await signInAs('brand@demo.test');
    await open('managers');
    const rule = page.getByRole('button', { name: '¿Cómo se calcula?' });
    // Keyboard: focus, Enter opens the rule; Escape closes it and gives the focus back.
    await rule.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: '¿Cómo se calcula?' });
    await dialog.getByText(/^Resultado: promedio de las partes/).waitFor();
    await expectNoSeriousViolations();
    await screenshot(page, 'rankings-managers-rule');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => rule.evaluate((el) => el === document.activeElement)).toBe(true);
    // The columns that explain the place: the result and its parts.
    for (const header of ['Resultado', 'Capacitación', 'Avance en el periodo']) {
      await grid().getByRole('columnheader', { name: header }).waitFor();
    }
    const ranks = (await cellTexts(0)).map(Number);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    const theme = page.getByRole('switch', { name: 'Modo oscuro' });
    await theme.click();
    await expect(theme.isChecked()).resolves.toBe(true);
    await expectNoSeriousViolations();
    await screenshot(page, 'rankings-managers-dark');
    // On a phone (opened there, as a phone would): the rows as cards with every figure.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await totalShown();
    await screenshot(page, 'rankings-managers-mobile');
    await page.setViewportSize({ width: 1366, height: 800 });

    // Pointer (a tap is a click): the users ranking says what activity in the period is.
    await open('users');
    await page.getByRole('button', { name: '¿Cómo se calcula?' }).click();
    await page
      .getByRole('dialog', { name: '¿Cómo se calcula?' })
      .getByText(/^Cuenta solo lo que cada persona hizo/)
      .waitFor();
    await screenshot(page, 'rankings-users-rule-dark');
    await page.keyboard.press('Escape');

    // A range before any data: every ranking and the topic summary show their empty state.
    const before = '?from=2020-01-01&to=2020-01-31';
    for (const kind of ['users', 'managers', 'stores'] as const) {
      const empty = await open(kind, before);
      expect(empty.total).toBe(0);
      await page.getByText('¡No hay ranking por ahora!', { exact: true }).waitFor();
    }
    await screenshot(page, 'rankings-stores-empty');
    await page.goto(`${baseUrl}/training/topic-summary${before}`);
    await page
      .getByText('No hay información disponible con el filtro seleccionado', { exact: true })
      .waitFor();
  }, 120_000);
});
