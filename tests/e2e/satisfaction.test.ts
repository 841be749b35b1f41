// The satisfaction pages in Chromium on the demo seed. Reports: the NPS with its n,
// margin and sample level (its groups and histogram add up to n), the leaderboard and its export,
// the survey filter (each option's count is what the table lists), the per-view export and the
// full export (its rows are every answer of the range). Comments: the word cloud, a word clicked
// lists exactly the answers the cloud counted, its export, the words as a table. Indicators:
// totals, a sort and the export agree. Every page for brand, regional and store admins; axe;
// screenshots in light, dark and on a phone. The menus hiding satisfaction without its module
// are proven in shell.test.ts.
import type { Page, Request, Response } from 'playwright-core';
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

interface Figure {
  n: number;
  promoters: number;
  passives: number;
  detractors: number;
  nps: number | null;
  margin: number | null;
  level: string;
}
interface Nps {
  current: Figure;
  histogram: number[];
}
interface Board {
  items: (Figure & { rank: number | null; name: string })[];
}

const params = (r: Request) => new URL(r.url()).searchParams;
const isOp = (path: string) => (r: Request) =>
  r.method() === 'GET' && new URL(r.url()).pathname === `/admin/v2/satisfaction/${path}`;
const payload = async <T>(r: Response) => ((await r.json()) as { payload: T }).payload;
const totalShown = () =>
  shownTotal(page, page.getByRole('grid', { name: 'Respuestas', exact: true }));
const signInAs = (email: string) => signInAdmin(page, baseUrl, email);
const forget = () => forgetSession(page);
const darkMode = () => darkModeOn(page);
const expectNoOverflow = () => noOverflow(page);

/** The answer of operation `path` after `act`. */
async function answerOf<T>(
  path: string,
  act: () => Promise<unknown>,
  want: (q: URLSearchParams) => boolean = () => true,
): Promise<{ q: URLSearchParams; body: T }> {
  const answer = await whileDoing(
    page.waitForResponse((r) => isOp(path)(r.request()) && want(params(r.request())), {
      timeout: 20_000,
    }),
    act,
  );
  expect(answer.status()).toBe(200);
  return { q: params(answer.request()), body: await payload<T>(answer) };
}

/** Opens /gem/reports over RANGE: the NPS, the leaderboard (when the scope has one) and the list. */
async function openReports(withBoard = true) {
  const board = withBoard
    ? page.waitForResponse((r) => isOp('nps/breakdown')(r.request()), { timeout: 20_000 })
    : null;
  const list = page.waitForResponse((r) => isOp('responses')(r.request()), { timeout: 20_000 });
  const nps = await answerOf<Nps>('nps', () => page.goto(`${baseUrl}/gem/reports${RANGE}`));
  const responses = await payload<{ total: number }>(await list);
  await page.getByRole('heading', { name: 'Reportes de satisfacción', level: 1 }).waitFor();
  return {
    nps: nps.body,
    board: board ? await payload<Board>(await board) : null,
    total: responses.total,
  };
}

describe('satisfaction reports', () => {
  it('brand admin: NPS with n and margin, leaderboard, survey filter, the three exports; axe', async () => {
    await signInAs('brand@demo.test');
    const { nps, board, total } = await openReports();
    const now = nps.current;
    expect(now.n).toBeGreaterThan(0);
    expect(now.promoters + now.passives + now.detractors).toBe(now.n);
    expect(nps.histogram.reduce((s, v) => s + v, 0)).toBe(now.n);
    // Every answer of the range is a row of the list.
    expect(total).toBe(now.n);
    expect(await totalShown()).toBe(total);
    // The headline says what the NPS rests on.
    const n = page.getByTestId('nps-n');
    await expect
      .poll(() => n.textContent(), { timeout: 15_000 })
      .toContain(`${new Intl.NumberFormat('es-MX').format(now.n)} respuestas`);
    expect(await n.textContent()).toMatch(/±\d+(,\d)? puntos/);
    expect(await page.getByTestId('nps-level').getAttribute('data-level')).toBe(now.level);
    // The leaderboard: ranked rows first, the low-n ones greyed and unranked after them.
    expect(board?.items.length).toBeGreaterThan(0);
    const ranks = (board?.items ?? []).map((r) => r.rank);
    const firstUnranked = ranks.indexOf(null);
    if (firstUnranked >= 0) expect(ranks.slice(firstUnranked).every((r) => r === null)).toBe(true);
    // The head of the board first, every row on demand.
    const rows = board?.items.length ?? 0;
    if (rows > 10) {
      const board = page.getByRole('grid', { name: 'NPS por sucursal' });
      await expect.poll(() => board.getByRole('row').count()).toBe(11);
      await page.getByTestId('leaderboard-all').click();
    }
    await expect
      .poll(() => page.getByTestId('few-answers').count())
      .toBe(ranks.filter((r) => r === null).length);
    await page.locator('[data-panel="nps"] .apexcharts-canvas').first().waitFor();
    await noSeriousViolations(page);
    await screenshot(page, 'satisfaction-reports');

    const boardCsv = await csvLines(
      await whileDoing(page.waitForEvent('download'), () =>
        page.getByTestId('leaderboard-export').click(),
      ),
    );
    expect(boardCsv[0]).toBe(
      spanishHeader(
        'rank,name,n,nps,margin,promoters,passives,detractors,previous_nps,change,significant',
      ),
    );
    expect(boardCsv.length - 1).toBe(board?.items.length);

    // Regions instead of stores.
    const regions = await answerOf<Board>(
      'nps/breakdown',
      () => page.getByTestId('leaderboard-by').selectOption('region'),
      (q) => q.get('by') === 'region',
    );
    expect(regions.body.items.reduce((s, r) => s + r.n, 0)).toBe(now.n);
    await page.waitForURL((u) => u.searchParams.get('by') === 'region');

    // The survey filter: its option's count is what the list then shows, the NPS follows it.
    const select = page.getByTestId('survey-filter');
    await expect
      .poll(() => select.locator('option').count(), { timeout: 10_000 })
      .toBeGreaterThan(1);
    const option = select.locator('option:not([value=""])').first();
    const survey = (await option.getAttribute('value')) as string;
    const count = Number(
      /\((\d[\d,.]*)\)$/.exec((await option.textContent()) ?? '')?.[1]?.replace(/[,.]/g, ''),
    );
    const bySurveyNps = page.waitForResponse(
      (r) => isOp('nps')(r.request()) && params(r.request()).get('survey_id') === survey,
    );
    const bySurvey = await answerOf<{ total: number }>(
      'responses',
      () => select.selectOption(survey),
      (q) => q.get('survey_id') === survey,
    );
    expect(bySurvey.body.total).toBe(count);
    expect((await payload<Nps>(await bySurveyNps)).current.n).toBe(count);

    // The per-view export is the list's filter without paging…
    const view = await csvLines(
      await whileDoing(page.waitForEvent('download'), () =>
        page.getByTestId('report-export').click(),
      ),
    );
    expect(view[0]).toBe(
      spanishHeader('survey,survey_number,store,region,date,score,group,comment'),
    );
    expect(view.length - 1).toBe(count);
    // …the full export every answer of the range, whatever the survey.
    const full = await csvLines(
      await whileDoing(page.waitForEvent('download'), () =>
        page.getByTestId('full-export').click(),
      ),
    );
    expect(full[0]).toBe(view[0]);
    expect(full.length - 1).toBe(now.n);
  }, 180_000);

  it('regional and store admins see only their stores; dark and phone screenshots', async () => {
    await signInAs('region@demo.test');
    const region = await openReports();
    expect(region.nps.current.n).toBeGreaterThan(0);
    expect(region.board?.items.length).toBeGreaterThan(0);
    // Regions are ranked over a whole brand only.
    await expect(page.getByTestId('leaderboard-by').count()).resolves.toBe(0);
    await forget();
    await signInAs('store@demo.test');
    const store = await openReports(false);
    expect(store.nps.current.n).toBeGreaterThan(0);
    expect(store.nps.current.n).toBeLessThan(region.nps.current.n);
    expect(store.total).toBe(store.nps.current.n);
    await expect(page.locator('[data-panel="leaderboard"]').count()).resolves.toBe(0);
    await darkMode();
    await page.locator('[data-panel="nps"] .apexcharts-canvas').first().waitFor();
    await noSeriousViolations(page);
    await screenshot(page, 'satisfaction-reports-dark');
    await page.setViewportSize({ width: 390, height: 844 });
    await phoneLayout(page);
    await expectNoOverflow();
    await screenshot(page, 'satisfaction-reports-mobile');
  }, 150_000);
});

interface Words {
  total_comments: number;
  items: { word: string; count: number; avg_score: number }[];
}
interface Comment {
  comment: string | null;
}

/** Opens /gem/comments over RANGE: the cloud's words and the first page of comments. */
async function openComments() {
  const list = page.waitForResponse((r) => isOp('responses')(r.request()), { timeout: 20_000 });
  const words = await answerOf<Words>('comments/words', () =>
    page.goto(`${baseUrl}/gem/comments${RANGE}`),
  );
  const first = await payload<{ total: number }>(await list);
  await page.getByRole('heading', { name: 'Comentarios', level: 1 }).waitFor();
  return { words: words.body, total: first.total };
}

const commentsShown = () =>
  shownTotal(page, page.getByRole('grid', { name: 'Comentarios', exact: true }));

describe('satisfaction comments', () => {
  it('brand admin: the cloud, a word clicked filters the table, its export; as a table; axe', async () => {
    await signInAs('brand@demo.test');
    const { words, total } = await openComments();
    // The table lists every answer with a comment; the cloud counts the same answers.
    expect(words.total_comments).toBeGreaterThan(0);
    expect(total).toBe(words.total_comments);
    expect(words.items.length).toBeGreaterThan(0);
    // Most used first; the layout places the most used word whatever else fits.
    const top = words.items[0] as Words['items'][number];
    const cloudWord = page.locator(`[data-testid="word-cloud"] text[data-word="${top.word}"]`);
    await cloudWord.waitFor({ timeout: 15_000 });
    await noSeriousViolations(page);
    await screenshot(page, 'satisfaction-comments');

    // Clicking the word lists exactly the answers the cloud counted for it.
    const filtered = await answerOf<{ total: number; items: Comment[] }>(
      'responses',
      () => cloudWord.click(),
      (q) => q.get('word') === top.word,
    );
    expect(filtered.q.get('commented')).toBe('true');
    expect(filtered.body.total).toBe(top.count);
    expect(await commentsShown()).toBe(top.count);
    for (const r of filtered.body.items) {
      expect((r.comment ?? '').toLocaleLowerCase('es')).toContain(top.word);
    }
    await page.waitForURL((u) => u.searchParams.get('word') === top.word);
    await expect(cloudWord.getAttribute('aria-pressed')).resolves.toBe('true');
    await page.getByTestId('word-filter').waitFor();

    const csv = await csvLines(
      await whileDoing(page.waitForEvent('download'), () =>
        page.getByTestId('report-export').click(),
      ),
    );
    expect(csv[0]).toBe(
      spanishHeader('survey,survey_number,store,region,date,score,group,comment'),
    );
    expect(csv.length - 1).toBe(top.count);

    // The chip clears the word.
    const cleared = await answerOf<{ total: number }>(
      'responses',
      () => page.getByTestId('word-filter').click(),
      (q) => !q.has('word'),
    );
    expect(cleared.body.total).toBe(words.total_comments);

    // The same words as a table, each a button that filters too.
    await page.getByTestId('cloud-as-table').click();
    const table = page.getByRole('grid', { name: 'Nube de palabras' });
    await expect.poll(() => table.getByRole('row').count()).toBe(words.items.length + 1);
    const second = words.items[1] ?? top;
    const bySecond = await answerOf<{ total: number }>(
      'responses',
      () => table.getByRole('button', { name: second.word, exact: true }).click(),
      (q) => q.get('word') === second.word,
    );
    expect(bySecond.body.total).toBe(second.count);
  }, 180_000);

  it('regional and store admins: their comments; dark and phone screenshots', async () => {
    await signInAs('region@demo.test');
    const region = await openComments();
    expect(region.words.total_comments).toBeGreaterThan(0);
    await forget();
    await signInAs('store@demo.test');
    const store = await openComments();
    expect(store.total).toBe(store.words.total_comments);
    expect(store.total).toBeLessThan(region.total);
    await darkMode();
    await page.locator('[data-testid="word-cloud"] text').first().waitFor({ timeout: 15_000 });
    await noSeriousViolations(page);
    await screenshot(page, 'satisfaction-comments-dark');
    await page.setViewportSize({ width: 390, height: 844 });
    await phoneLayout(page);
    await expectNoOverflow();
    await screenshot(page, 'satisfaction-comments-mobile');
  }, 150_000);
});

interface Indicators {
  total: number;
  totals: { surveys: number; opened: number; completion_rate: number | null; stores: number };
  items: { store: { id: number }; surveys: number; completion_rate: number | null }[];
}

const openIndicators = () =>
  answerOf<Indicators>('indicators', () =>
    page.goto(`${baseUrl}/gem/performance-indicators${RANGE}`),
  );

describe('satisfaction performance indicators', () => {
  it('brand admin: totals, the chart, a sort and the export agree with each other; axe', async () => {
    await signInAs('brand@demo.test');
    const { body } = await openIndicators();
    await page.getByRole('heading', { name: 'Indicadores de satisfacción', level: 1 }).waitFor();
    const { totals } = body;
    expect(body.total).toBeGreaterThan(0);
    expect(totals.stores).toBe(body.total);
    expect(totals.completion_rate).toBe(Math.round((1000 * totals.surveys) / totals.opened) / 10);
    expect(await shownTotal(page)).toBe(body.total);
    await page.getByTestId('indicator-completion').waitFor();
    await page.locator('.apexcharts-canvas').first().waitFor({ timeout: 15_000 });
    await noSeriousViolations(page);
    await screenshot(page, 'satisfaction-indicators');

    // Sorted by completion rate, highest first (stores without one last).
    const sorted = await answerOf<Indicators>(
      'indicators',
      () => page.getByRole('button', { name: 'Tasa de finalización', exact: true }).click(),
      (q) => (q.get('sort') ?? '').endsWith('completion'),
    );
    const rates = sorted.body.items.map((r) => r.completion_rate ?? -1);
    const desc = sorted.q.get('sort') === '-completion';
    expect(rates).toEqual([...rates].sort((a, b) => (desc ? b - a : a - b)));

    // The export: every store of the filter, whose surveys add up to the total.
    const csv = await csvLines(
      await whileDoing(page.waitForEvent('download'), () =>
        page.getByTestId('report-export').click(),
      ),
    );
    const head = (csv[0] ?? '').split(',');
    expect(head.slice(0, 5).join(',')).toBe(
      spanishHeader('store,region,surveys,opened,completion_rate'),
    );
    expect(csv.length - 1).toBe(body.total);
    // Store names have no commas in the demo seed, so the third cell is the surveys.
    const surveys = csv.slice(1).reduce((s, line) => s + Number(line.split(',')[2]), 0);
    expect(surveys).toBe(totals.surveys);
  }, 150_000);

  it('regional and store admins: their stores; dark and phone screenshots', async () => {
    await signInAs('region@demo.test');
    const region = await openIndicators();
    expect(region.body.total).toBeGreaterThan(1);
    await forget();
    await signInAs('store@demo.test');
    const store = await openIndicators();
    expect(store.body.total).toBe(1);
    expect(store.body.totals.surveys).toBeLessThan(region.body.totals.surveys);
    await darkMode();
    await page.locator('.apexcharts-canvas').first().waitFor({ timeout: 15_000 });
    await noSeriousViolations(page);
    await screenshot(page, 'satisfaction-indicators-dark');
    await page.setViewportSize({ width: 390, height: 844 });
    await phoneLayout(page);
    await expectNoOverflow();
    await screenshot(page, 'satisfaction-indicators-mobile');
  }, 150_000);
});
