// Dates as SPEC §9 shows them (DD MMM) in the console's language, and times in the admin's time
// zone (America/Mexico_City by default) even when the browser runs in Tokyo.
import type { Page } from 'playwright-core';
import { Temporal } from 'temporal-polyfill';
import { freshPageEachTest, screenshot, signIn, waitForPath, whileDoing } from './browser';
import { describe, expect, inject, it } from './runner';

const baseUrl = inject('e2eBaseUrl');
const MX = 'America/Mexico_City';

let page: Page;
freshPageEachTest((p) => {
  page = p;
});

// The browser's zone: Tokyo, where the day is often not Mexico City's and the hour never is.
async function inTokyo() {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setTimezoneOverride', { timezoneId: 'Asia/Tokyo' });
  await page.goto(`${baseUrl}/auth/login`);
  await expect(page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).resolves.toBe(
    'Asia/Tokyo',
  );
}

// Signs the brand admin in (the sign-in page is in Spanish) and switches the console to `locale`.
async function signInWith(locale: string) {
  await signIn(page, baseUrl, 'brand@demo.test');
  await waitForPath(page, '/dashboard');
  await page.evaluate(
    (l) => localStorage.setItem('app.settings.locale', JSON.stringify(l)),
    locale,
  );
}

const hhmm = (at: Temporal.Instant, zone: string) =>
  at.toZonedDateTimeISO(zone).toPlainTime().toString().slice(0, 5);

const lastYear = Temporal.Now.plainDateISO(MX).year - 1;

describe('dates', () => {
  it('the activity log shows times in Mexico City, not in the browser zone', async () => {
    await inTokyo();
    await signInWith('es-ES');
    await page.getByTestId('main-layout').waitFor();
    // A theme change is recorded now: the newest '_change' entry has a known time.
    const theme = page.getByRole('switch', { name: 'Modo oscuro' });
    const before = Temporal.Now.instant();
    const recorded = await whileDoing(
      page.waitForResponse(
        (r) => r.url().includes('/admin/v2/activity-log') && r.request().method() === 'POST',
      ),
      () => theme.click(),
    );
    expect(recorded.status()).toBe(204);
    const after = Temporal.Now.instant();
    await page.goto(`${baseUrl}/admin/log?search=_change`);
    const log = page.getByRole('grid', { name: 'Bitácora de actividad' });
    await log.getByText('Cambió el tema a «dark»', { exact: true }).first().waitFor();
    const cell = log.getByRole('row').nth(1).getByRole('gridcell').first();
    await cell.waitFor();
    const shown = (await cell.textContent()) ?? '';
    const mexico = [hhmm(before, MX), hhmm(after, MX)];
    expect(
      mexico.some((t) => shown.includes(t)),
      `${shown} vs ${mexico}`,
    ).toBe(true);
    expect(shown).not.toContain(hhmm(before, 'Asia/Tokyo'));
    const day = before.toZonedDateTimeISO(MX).day.toString().padStart(2, '0');
    expect(shown).toMatch(new RegExp(`^${day} [a-z]+\\.?,? `));
  });

  for (const [locale, start, typed, end] of [
    ['es-ES', `05 mar ${lastYear}`, `10 mar ${lastYear}`, `20 mar ${lastYear}`],
    ['en-US', `Mar 05, ${lastYear}`, `Mar 10, ${lastYear}`, `Mar 20, ${lastYear}`],
  ] as const) {
    it(`the custom range shows and reads DD MMM in ${locale}`, async () => {
      await inTokyo();
      await signInWith(locale);
      await page.goto(`${baseUrl}/admin/log?from=${lastYear}-03-05&to=${lastYear}-03-20`);
      const first = page.getByTestId('range-start');
      const last = page.getByTestId('range-end');
      await expect.poll(() => first.inputValue(), { timeout: 15_000 }).toBe(start);
      await expect(last.inputValue()).resolves.toBe(end);
      // Typed day first with slashes, as §9 reads dates.
      await first.fill(`10/03/${lastYear}`);
      await first.press('Enter');
      await page.waitForURL((u) => u.searchParams.get('from') === `${lastYear}-03-10`);
      await expect(first.inputValue()).resolves.toBe(typed);
      // Enter opened the calendar: its month and day names are in the console's language.
      await screenshot(page, `dates-range-${locale}`);
      await page.keyboard.press('Escape');
    });
  }

  it('a custom range input takes only a chosen date: other text leaves the range as it was', async () => {
    await signInWith('es-ES');
    await page.goto(`${baseUrl}/admin/log?from=${lastYear}-03-05&to=${lastYear}-03-20`);
    const first = page.getByTestId('range-start');
    const last = page.getByTestId('range-end');
    await expect.poll(() => first.inputValue(), { timeout: 15_000 }).toBe(`05 mar ${lastYear}`);
    // After the end, no date at all, cleared: each is refused and the input shows its day again.
    for (const typed of [`25/03/${lastYear}`, 'hola', '']) {
      await first.fill(typed);
      await first.press('Enter');
      await page.keyboard.press('Escape');
      await expect
        .poll(() => first.inputValue(), { timeout: 5_000, message: `typed «${typed}»` })
        .toBe(`05 mar ${lastYear}`);
      expect(new URL(page.url()).searchParams.get('from')).toBe(`${lastYear}-03-05`);
    }
    // The end: not before the start.
    await last.fill(`01/03/${lastYear}`);
    await last.press('Enter');
    await page.keyboard.press('Escape');
    await expect.poll(() => last.inputValue(), { timeout: 5_000 }).toBe(`20 mar ${lastYear}`);
    expect(new URL(page.url()).searchParams.get('to')).toBe(`${lastYear}-03-20`);
    // A date inside the bounds is taken.
    await first.fill(`12/03/${lastYear}`);
    await first.press('Enter');
    await page.waitForURL((u) => u.searchParams.get('from') === `${lastYear}-03-12`);
    await page.keyboard.press('Escape');
  });

  for (const [locale, shown] of [
    ['es-ES', '17 may 1994'],
    ['en-US', 'May 17, 1994'],
  ] as const) {
    it(`the birth date reads and shows DD MMM YYYY in ${locale}`, async () => {
      await inTokyo();
      await signInWith(locale);
      await page.goto(`${baseUrl}/admin/people/add`);
      const birth = page.locator('input[name="birth_date"]');
      await birth.fill('17/05/1994');
      await birth.press('Enter');
      await expect.poll(() => birth.inputValue()).toBe(shown);
      await page.keyboard.press('Escape');
      await screenshot(page, `dates-birth-${locale}`);
    });
  }
});
