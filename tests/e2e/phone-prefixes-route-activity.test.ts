// SPEC §7 in Chromium: the person form's phone countries come from GET /admin/v2/phone-prefixes
// (a failed load says so with its own §8 message), and each route change reaches the
// last-activity helper (POST /api/v2/setLastActivity).
import type { Page, Request } from 'playwright-core';
import { freshPageEachTest, whileDoing } from './browser';
import { signInAs } from './report-helpers';
import { describe, expect, inject, it } from './runner';

const baseUrl = inject('e2eBaseUrl');

let page: Page;
freshPageEachTest((p) => {
  page = p;
});

const isPrefixes = (r: Request) =>
  r.method() === 'GET' && new URL(r.url()).pathname === '/admin/v2/phone-prefixes';
const isLastActivity = (r: Request) =>
  r.method() === 'POST' && new URL(r.url()).pathname === '/api/v2/setLastActivity';

describe('phone prefixes from the API', () => {
  it('the person form lists what the server answers', async () => {
    await signInAs(page, baseUrl, 'brand@demo.test');
    const answer = await whileDoing(
      page.waitForResponse((r) => isPrefixes(r.request())),
      () => page.goto(`${baseUrl}/admin/people/add`),
    );
    expect(answer.status()).toBe(200);
    const list = ((await answer.json()) as { payload: { codeName: string }[] }).payload;
    const select = page.locator('select[name="country"]');
    await select.waitFor();
    const values = await select
      .locator('option')
      .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
    // The first option is 'Selecciona una opción'.
    expect(values).toEqual(['', ...list.map((c) => c.codeName)]);
    await expect(select.inputValue()).resolves.toBe('MX');
  }, 90_000);

  it('the brand-key share lists the same countries, read when the panel opens', async () => {
    await signInAs(page, baseUrl, 'brand@demo.test');
    await page.getByTestId('brand-key').waitFor();
    const answer = await whileDoing(
      page.waitForResponse((r) => isPrefixes(r.request())),
      () => page.getByTestId('brand-key').click(),
    );
    const list = ((await answer.json()) as { payload: { callingCode: string }[] }).payload;
    const select = page.getByTestId('brand-key-country');
    await expect
      .poll(() => select.locator('option').evaluateAll((os) => os.length))
      .toBe(list.length);
    const values = await select
      .locator('option')
      .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
    expect(values).toEqual(list.map((c) => c.callingCode));
    await expect(select.inputValue()).resolves.toBe('+52');
  }, 90_000);

  it('a failed load shows its own message instead of the form', async () => {
    await signInAs(page, baseUrl, 'brand@demo.test');
    // The connection drops (no answer at all): the real server is never asked.
    await page.route('**/admin/v2/phone-prefixes', (route) => route.abort('connectionfailed'));
    await page.goto(`${baseUrl}/admin/people/add`);
    await page.getByRole('alert').getByText('Error al cargar los prefijos telefónicos').waitFor();
    await expect(page.locator('select[name="country"]').count()).resolves.toBe(0);
  }, 90_000);
});

const menuItem = (name: string) => page.getByTestId('menu-pane').getByText(name, { exact: true });

describe('route changes reach the last-activity helper', () => {
  it('each page opened from the menu sends the dashboard access', async () => {
    await signInAs(page, baseUrl, 'brand@demo.test');
    const sent: string[] = [];
    page.on('request', (r) => {
      if (isLastActivity(r)) sent.push(new URL(page.url()).pathname);
    });
    await whileDoing(page.waitForRequest(isLastActivity), () => menuItem('Personas').click());
    await page.waitForURL((u) => u.pathname === '/admin/people');
    await whileDoing(page.waitForRequest(isLastActivity), () =>
      menuItem('Bitácora de actividad').click(),
    );
    await page.waitForURL((u) => u.pathname === '/admin/log');
    expect(sent.length).toBeGreaterThanOrEqual(2);
  }, 90_000);
});
