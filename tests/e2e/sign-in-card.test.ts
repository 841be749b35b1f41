import type { Locator, Page } from 'playwright-core';
import { freshPageEachTest, PASSWORD, screenshot, waitForPath } from './browser';
import { latestResetCode } from './outbox';
import { describe, expect, inject, it } from './runner';
import { quietAfter } from './waits';

const baseUrl = inject('e2eBaseUrl');

let page: Page;
freshPageEachTest((p) => {
  page = p;
});

// The sign-in failure's title in each language, so the check also proves the language applied.
const FAILED_TITLE: Record<string, string> = {
  'es-ES': 'Error al iniciar sesión',
  'en-US': 'Login failed',
  'ru-RU': 'Не удалось войти',
};

const SIZES = [
  { width: 1440, height: 900 },
  { width: 1366, height: 768 },
  { width: 390, height: 844 },
] as const;

/** A frame after the last layout change (the message bar measures itself on resize). */
const settle = () =>
  page.evaluate(
    () =>
      new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );

async function boxOf(locator: Locator, what: string) {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${what} is not shown`);
  return { left: box.x, right: box.x + box.width, top: box.y, bottom: box.y + box.height };
}

/**
 * The error bar, both inputs and the submit button lie inside the card's padding box edges, the
 * inputs and the button span the card's content width, the error text is not cut inside its
 * bar, and the page does not scroll sideways. Soft checks: a failure names every size it
 * happens at.
 */
async function expectCardHolds(label: string) {
  await settle();
  const cardLocator = page.getByTestId('auth-card');
  const card = await boxOf(cardLocator, 'the card');
  const padding = await cardLocator.evaluate((el) => {
    const style = getComputedStyle(el);
    return {
      left: Number.parseFloat(style.paddingLeft),
      right: Number.parseFloat(style.paddingRight),
    };
  });
  const inner = { left: card.left + padding.left, right: card.right - padding.right };
  const field = (name: string) =>
    page.locator('.auth-input', { has: page.locator(`input[name="${name}"]`) });
  const parts: [string, Locator, boolean][] = [
    ['error bar', page.getByTestId('login-error'), false],
    ['e-mail input', field('email'), true],
    ['password input', field('password'), true],
    ['submit button', page.locator('form[aria-label="login"] button[type="submit"]'), true],
  ];
  for (const [name, locator, fullWidth] of parts) {
    const box = await boxOf(locator, name);
    expect.soft(box.left, `${label}: ${name} left edge`).toBeGreaterThanOrEqual(inner.left - 0.5);
    expect.soft(box.right, `${label}: ${name} right edge`).toBeLessThanOrEqual(inner.right + 0.5);
    expect.soft(box.top, `${label}: ${name} top edge`).toBeGreaterThanOrEqual(card.top);
    expect.soft(box.bottom, `${label}: ${name} bottom edge`).toBeLessThanOrEqual(card.bottom);
    if (fullWidth) {
      expect
        .soft(box.right - box.left, `${label}: ${name} width`)
        .toBeGreaterThanOrEqual(inner.right - inner.left - 1);
    }
  }
  const bar = await page
    .getByTestId('login-error')
    .evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
  expect
    .soft(bar.scroll, `${label}: the error text overflows its bar`)
    .toBeLessThanOrEqual(bar.client);
  const doc = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    viewport: window.innerWidth,
  }));
  expect.soft(doc.scroll, `${label}: the page scrolls sideways`).toBeLessThanOrEqual(doc.viewport);
}

/** Sends the sign-in form with a password that is wrong for `email`, in whatever language. */
async function failSignIn(email: string) {
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill('Not-the-password-1');
  await page.locator('form[aria-label="login"] button[type="submit"]').click();
}

describe('the sign-in card after a failed sign-in', () => {
  const cases = (['es-ES', 'en-US', 'ru-RU'] as const).flatMap((locale) =>
    (['light', 'dark'] as const).map((theme) => ({ locale, theme })),
  );

  it.each(cases)(
    'holds its error, inputs and button ($locale, $theme theme)',
    async ({ locale, theme }) => {
      await page.setViewportSize(SIZES[0]);
      const query = theme === 'dark' ? `locale=${locale}&theme=dark` : `locale=${locale}`;
      await page.goto(`${baseUrl}/auth/login?${query}`);
      // An address with no account answers like a wrong password (code 1) without counting
      // failures against a demo admin that other files sign in as.
      await failSignIn(`sin-cuenta.${locale}.${theme}@demo.test`);
      const title = FAILED_TITLE[locale] ?? '';
      await page.getByTestId('login-error').getByText(title).waitFor();
      for (const size of SIZES) {
        await page.setViewportSize(size);
        const label = `${locale} ${theme} ${size.width}×${size.height}`;
        await screenshot(page, `sign-in-card-${locale}-${theme}-${size.width}`);
        await expectCardHolds(label);
      }
    },
  );
});

const latestCode = (recipient: string) => latestResetCode(baseUrl, recipient);

describe('the sign-in page after a password reset', () => {
  it('shows the success toast and not the sign-in error that led to the reset', async () => {
    // Only console.test.ts signs in as this admin, and e2e files run one at a time. The new
    // password is the demo one: the account stays as the other files expect even if this test
    // stops half-way, and a retry needs one reset code, not two (three per e-mail per 15 min).
    const email = 'nodomain@demo.test';
    await page.goto(`${baseUrl}/auth/login`);
    await failSignIn(email);
    await page.getByTestId('login-error').getByText('Error al iniciar sesión').waitFor();

    await page.getByText('¿Olvidaste tu contraseña?').click();
    await waitForPath(page, '/auth/forgot-password');
    await page.locator('input[name="email"]').fill(email);
    await page.getByRole('button', { name: 'Enviar código' }).click();
    await page.getByRole('heading', { name: 'Ingresa el código' }).waitFor();
    await page.locator('input[name="code"]').fill(await latestCode(email));
    await page.getByRole('button', { name: 'Verificar código' }).click();
    await page.getByRole('heading', { name: 'Nueva contraseña' }).waitFor();
    await page.locator('input[name="new-password"]').fill(PASSWORD);
    await page.locator('input[name="confirm-password"]').fill(PASSWORD);
    await quietAfter(page, async () => {
      await page.getByRole('button', { name: 'Guardar contraseña' }).click();
      await waitForPath(page, '/auth/login');
      await page
        .locator('.fui-ToastTitle')
        .getByText('Contraseña actualizada', { exact: true })
        .waitFor();
      await page.locator('form[aria-label="login"]').waitFor();
    });
    // The toast has faded in (the screenshot shows it whole) and every answer is in and
    // rendered: an error bar coming back would be on screen.
    await screenshot(page, 'sign-in-card-after-reset');
    await page.locator('.fui-ToastTitle').getByText('Contraseña actualizada').waitFor();
    await expect(page.getByTestId('login-error').count()).resolves.toBe(0);
  });
});
