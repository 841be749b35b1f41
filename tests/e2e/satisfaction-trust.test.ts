// Figures that mean what they say, in Chromium on the demo seed: a report link asking for a
// longer range than reports take opens on the allowed days and says so (data, not error panels
// whose Retry can never work); /gem/reports opens on the leaderboard's range (the last 90 days);
// the comments' caption counts the words the cloud really drew, and no modifier ("muy", "no")
// is drawn alone; a supervision module without supervisions shows "—", never "0 %". One page,
// one admin; screenshots in light, dark and at 390 px.
import { copyFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { earliestStart } from '../../openapi/rules/report-range';
import { MODIFIERS } from '../../server/satisfaction/comment-terms';
import { ARTIFACTS, freshPageEachTest, screenshot, whileDoing } from './browser';
import { darkMode, dayFromToday, expectNoOverflow, signInAs } from './report-helpers';
import { describe, expect, inject, it } from './runner';

const baseUrl = inject('e2eBaseUrl');
const SHOTS = process.env.SHOTS_DIR;

let page: Page;
freshPageEachTest((p) => {
  page = p;
});

/** Saves a screenshot (and a copy in SHOTS_DIR when set, to look at). */
async function shot(name: string) {
  await screenshot(page, name);
  if (SHOTS) {
    await mkdir(SHOTS, { recursive: true });
    await copyFile(join(ARTIFACTS, `${name}.png`), join(SHOTS, `${name}.png`));
  }
}

const answered = (path: string) =>
  page.waitForResponse(
    (r) => r.request().method() === 'GET' && new URL(r.url()).pathname === `/admin/v2/${path}`,
    { timeout: 30_000 },
  );

describe('numbers a manager can trust (satisfaction, ranges, rates)', () => {
  it('clamps a too long range, opens on 90 days, counts drawn words, "—" without supervisions', async () => {
    await signInAs(page, baseUrl, 'brand@demo.test');
    const today = dayFromToday(0);

    // A link asking for six years: the most recent allowed days are shown, and the picker says so.
    const nps = await whileDoing(answered('satisfaction/nps'), () =>
      page.goto(`${baseUrl}/gem/reports?from=2020-01-01&to=${today}`),
    );
    expect(nps.status()).toBe(200);
    const from = earliestStart(today);
    expect(new URL(nps.url()).searchParams.get('start')).toBe(from);
    const notice = page.getByTestId('range-clamped');
    await notice.waitFor();
    expect(await notice.textContent()).toContain('1100 días');
    await page.waitForURL((u) => u.searchParams.get('from') === from);
    await page.locator('[data-panel="nps"] .apexcharts-canvas').first().waitFor();
    expect(await page.getByText(/^Error al cargar/).count()).toBe(0);
    await shot('satisfaction-trust-clamped');

    // Opened without a range (a new load: the picker on its default), the page shows 90 days.
    const board = await whileDoing(answered('satisfaction/nps/breakdown'), () =>
      page.goto(`${baseUrl}/gem/reports`),
    );
    expect(new URL(board.url()).searchParams.get('start')).toBe(dayFromToday(-89));
    await page.waitForURL((u) => u.searchParams.get('from') === dayFromToday(-89));
    // Unranked rows follow the ranked ones by their answers, never called a significant change.
    const items = ((await board.json()) as { payload: { items: BoardRow[] } }).payload.items;
    expect(items.length).toBeGreaterThan(0);
    const unranked = items.filter((i) => i.rank === null);
    expect(items.slice(items.length - unranked.length)).toEqual(unranked);
    const answers = unranked.map((i) => i.n);
    expect(answers).toEqual([...answers].sort((a, b) => b - a));
    expect(unranked.some((i) => i.change.significant)).toBe(false);
    await page.locator('[data-panel="leaderboard"] [role="grid"]').waitFor();
    await shot('satisfaction-trust-reports');

    // The comments' caption says how many words and phrases the cloud drew.
    const words = await whileDoing(answered('satisfaction/comments/words'), () =>
      page.goto(`${baseUrl}/gem/comments?from=${dayFromToday(-89)}&to=${today}`),
    );
    const cloud = ((await words.json()) as { payload: { items: { word: string }[] } }).payload;
    const summary = page.getByTestId('cloud-summary');
    await expect.poll(() => summary.getAttribute('data-count'), { timeout: 20_000 }).not.toBeNull();
    const drawn = page.locator('[data-testid="word-cloud"] text[data-word]');
    const count = Number(await summary.getAttribute('data-count'));
    expect(await drawn.count()).toBe(count);
    expect(count).toBeLessThanOrEqual(cloud.items.length);
    expect(await summary.textContent()).toContain(`Se muestran ${count} palabras y frases`);
    const shown = await drawn.evaluateAll((els) => els.map((e) => e.getAttribute('data-word')));
    for (const lone of MODIFIERS) expect(shown, lone).not.toContain(lone);
    expect(shown.some((w) => w?.includes(' '))).toBe(true);
    await shot('satisfaction-trust-comments');

    // A range without supervisions: every module's failing rate is "—", none "0 %".
    const score = await whileDoing(answered('supervision/global-score'), () =>
      page.goto(`${baseUrl}/supervision/global-score?from=2020-01-01&to=2020-01-31`),
    );
    const modules = ((await score.json()) as { payload: { modules: unknown[] } }).payload.modules;
    expect(modules.length).toBeGreaterThan(0);
    const grid = page.getByRole('grid', { name: 'Por módulo' });
    const noRate = grid.getByTestId('no-rate');
    await expect.poll(() => noRate.count(), { timeout: 15_000 }).toBeGreaterThan(0);
    // Every row shown (the header row aside) has no rate.
    expect(await noRate.count()).toBe((await grid.getByRole('row').count()) - 1);
    expect(await grid.getByText(/^0\s?%$/).count()).toBe(0);

    // Dark, then a phone, on the comments and the clamped reports.
    await darkMode(page);
    await page.goto(`${baseUrl}/gem/comments?from=${dayFromToday(-89)}&to=${today}`);
    await expect.poll(() => summary.getAttribute('data-count'), { timeout: 20_000 }).not.toBeNull();
    await shot('satisfaction-trust-comments-dark');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${baseUrl}/gem/reports?from=2020-01-01&to=${today}`);
    await notice.waitFor();
    // The notice wraps on a phone: nothing wider than the screen.
    await expectNoOverflow(page);
    await shot('satisfaction-trust-clamped-mobile');
  }, 180_000);
});

interface BoardRow {
  rank: number | null;
  n: number;
  change: { significant: boolean };
}
