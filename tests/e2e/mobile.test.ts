// The console on a 390 px phone (SPEC §2, §4): the top bar is one sticky row,
// the action bar's filters fold behind one "Filtros" button with a summary, nothing is wider than
// the screen, table rows read as cards, axe is clean and the people tour keeps the top bar in view.
import type { Page, Request } from 'playwright-core';
import { seriousViolations } from './axe';
import { freshPageEachTest, screenshot, signIn, waitForPath, whileDoing } from './browser';
import { describe, expect, inject, it } from './runner';
import { settled } from './waits';

const baseUrl = inject('e2eBaseUrl');

let page: Page;
freshPageEachTest((p) => {
  page = p;
});

const PHONE = { width: 390, height: 844 };

async function signInOnPhone(email = 'brand@demo.test') {
  await page.setViewportSize(PHONE);
  await signIn(page, baseUrl, email);
  await waitForPath(page, '/dashboard');
  await page.getByTestId('main-layout').waitFor();
}

async function go(path: string) {
  await page.evaluate((p) => {
    history.pushState(null, '', p);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await waitForPath(page, path.split('?')[0] as string);
}

/** Elements reaching past the right edge of the phone, described for a failure. */
const tooWide = () =>
  page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1)
      // Out of sight by design: inside a visually hidden box (1 px, overflow hidden), which clips
      // it and does not widen the page (the header row of the cards, read by screen readers).
      .filter((el) => {
        for (let a: Element | null = el; a; a = a.parentElement) {
          if (a.getBoundingClientRect().width <= 1 && getComputedStyle(a).overflow === 'hidden')
            return false;
        }
        return true;
      })
      .slice(0, 8)
      .map(
        (el) =>
          `${el.tagName}.${String(el.className).slice(0, 60)} ${Math.round(el.getBoundingClientRect().right)}`,
      ),
  );

const topBarHeight = () =>
  page
    .locator('header')
    .first()
    .evaluate((el) => el.getBoundingClientRect().height);

async function expectNoSeriousViolations() {
  await expect(seriousViolations(page)).resolves.toEqual([]);
}

describe('the console on a phone', () => {
  it('the top bar is one row and nothing is wider than the screen on the main pages', async () => {
    await signInOnPhone();
    for (const path of ['/dashboard', '/admin/people', '/admin/log', '/rankings/users']) {
      if (path !== '/dashboard') await go(path);
      await page.getByTestId('action-filters-button').waitFor();
      await settled(page);
      expect(await topBarHeight(), path).toBeLessThanOrEqual(64);
      expect(await tooWide(), path).toEqual([]);
      // The page itself does not scroll sideways.
      await expect(
        page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      ).resolves.toBe(true);
    }
    await screenshot(page, 'mobile-rankings-users');
    // The tools that left the bar are one "Más opciones" away.
    await page.getByTestId('topbar-more').click();
    await page.getByTestId('settings-button').waitFor();
    await page.locator('[data-tour="theme-switch"]').waitFor();
    await screenshot(page, 'mobile-more-options');
    await expectNoSeriousViolations();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('settings-button').count()).resolves.toBe(0);
    await expect
      .poll(() => page.getByTestId('topbar-more').evaluate((el) => el === document.activeElement))
      .toBe(true);
  }, 120_000);

  it('"Filtros" opens the action bar filters; a store narrows the list and shows in the summary', async () => {
    await signInOnPhone();
    await go('/admin/people');
    const button = page.getByTestId('action-filters-button');
    await button.waitFor();
    // The fields are folded away until the button opens them.
    await expect(page.getByTestId('scope-store').count()).resolves.toBe(0);
    await button.click();
    const store = page.getByTestId('scope-store');
    await store.waitFor();
    await screenshot(page, 'mobile-action-filters');
    await expectNoSeriousViolations();
    const options = await store
      .locator('option')
      .evaluateAll((os) =>
        os.map((o) => ({ value: (o as HTMLOptionElement).value, text: o.textContent ?? '' })),
      );
    const picked = options.find((o) => o.value !== '');
    expect(picked).toBeDefined();
    const isList = (r: Request) =>
      r.method() === 'GET' && new URL(r.url()).searchParams.get('store_id') === picked?.value;
    const answer = await whileDoing(
      page.waitForResponse((r) => isList(r.request()), { timeout: 15_000 }),
      () => store.selectOption(picked?.value as string),
    );
    expect(answer.status()).toBe(200);
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('scope-store').count()).resolves.toBe(0);
    await expect.poll(() => button.evaluate((el) => el === document.activeElement)).toBe(true);
    await expect
      .poll(() => page.getByTestId('filters-summary').first().textContent())
      .toContain(picked?.text.trim() as string);
  }, 120_000);

  it('table rows read as cards with their labels; light and dark screenshots', async () => {
    await signInOnPhone();
    await go('/admin/people');
    const row = page.locator('tbody tr[data-card]').first();
    await row.waitFor({ timeout: 15_000 });
    // A card: the row is a block as wide as the screen's content, its cells stacked.
    const box = await row.evaluate((el) => ({
      display: getComputedStyle(el).display,
      width: el.getBoundingClientRect().width,
      cells: [...el.children].map((c) => c.getBoundingClientRect().left),
    }));
    expect(box.display).toBe('grid');
    expect(box.width).toBeLessThanOrEqual(390);
    // Each value says its column (generated text with an empty alternative for screen readers).
    const label = await row
      .locator('td[data-card-label]')
      .first()
      .evaluate((el) => getComputedStyle(el, '::before').content);
    expect(label).toMatch(/: /);
    // The grid roles stay: rows and cells are still announced as such.
    await expect(page.getByRole('grid').getByRole('row').count()).resolves.toBeGreaterThan(1);
    await expect(row.getByRole('gridcell').count()).resolves.toBeGreaterThan(1);
    expect(await tooWide()).toEqual([]);
    await expectNoSeriousViolations();
    await screenshot(page, 'mobile-people-light');
    await go('/admin/log');
    await page.locator('tbody tr[data-card]').first().waitFor({ timeout: 15_000 });
    await screenshot(page, 'mobile-log-light');
    await page.getByTestId('topbar-more').click();
    await page.locator('[data-tour="theme-switch"]').click();
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
    await settled(page);
    await screenshot(page, 'mobile-log-dark');
    await go('/admin/people');
    await page.locator('tbody tr[data-card]').first().waitFor({ timeout: 15_000 });
    await screenshot(page, 'mobile-people-dark');
    await expectNoSeriousViolations();
  }, 120_000);
  it('a long page of cards scrolls smoothly: each card moves exactly as far as the list', async () => {
    await signInOnPhone();
    await go('/admin/people?pageSize=500');
    await page.locator('tbody tr[data-card][data-index]').first().waitFor({ timeout: 15_000 });
    // Cards are several times taller than a desktop row: with a fixed row-size estimate the
    // rows before the window were counted short, and the list jumped as each card left it.
    const step = () =>
      page.evaluate(() => {
        const body = document.querySelector('tbody') as HTMLElement;
        let scroller: HTMLElement | null = body.parentElement;
        while (scroller && getComputedStyle(scroller).overflowY !== 'auto') {
          scroller = scroller.parentElement;
        }
        if (!scroller) throw new Error('no scroller');
        const top = scroller.getBoundingClientRect().top;
        const rows = [...body.querySelectorAll<HTMLElement>('tr[data-index]')];
        const anchor = rows.find((r) => r.getBoundingClientRect().top > top + 80);
        if (!anchor) throw new Error('no row in view');
        const before = anchor.getBoundingClientRect().top;
        const index = anchor.dataset.index;
        scroller.scrollTop += 150;
        return new Promise<{ index: string | undefined; moved: number; height: number }>((done) =>
          requestAnimationFrame(() =>
            requestAnimationFrame(() => {
              const again = body.querySelector<HTMLElement>(`tr[data-index="${index}"]`);
              done({
                index,
                moved: again ? before - again.getBoundingClientRect().top : Number.NaN,
                height: anchor.getBoundingClientRect().height,
              });
            }),
          ),
        );
      });
    const moves: number[] = [];
    let tallest = 0;
    for (let i = 0; i < 25; i++) {
      const s = await step();
      moves.push(Math.round(s.moved));
      tallest = Math.max(tallest, s.height);
    }
    expect(tallest).toBeGreaterThan(44 * 2);
    expect(moves).toEqual(moves.map(() => 150));
  }, 120_000);
});
