import type { Page } from 'playwright-core';
import { freshPageEachTest, PASSWORD, screenshot, signIn, waitForPath } from './browser';
import { latestResetCode, latestOutboxId as outboxIdOf } from './outbox';
import { describe, expect, inject, it } from './runner';

const baseUrl = inject('e2eBaseUrl');

let page: Page;
freshPageEachTest((p) => {
  page = p;
});

const latestCode = (recipient: string) => latestResetCode(baseUrl, recipient);
const latestOutboxId = (recipient: string) => outboxIdOf(baseUrl, recipient);

// The toast's own title (Fluent also mirrors the text into an aria-live region).
const toast = (text: string) => page.locator('.fui-ToastTitle').getByText(text, { exact: true });
const resetError = () => page.getByTestId('reset-error');

/** Opens the forgot-password screen from the login link and asks a code for `email`. */
/**
 * Sets the demo password back through the reset API: the e2e files of a worker share its server,
 * and the other files sign in as the same demo admins in an order the runner chooses.
 */
async function restorePassword(email: string) {
  const post = (step: string, body: object) =>
    fetch(`${baseUrl}/admin/v2/password-reset/${step}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  expect((await post('request', { email })).status).toBe(200);
  const code = await latestCode(email);
  expect((await post('complete', { email, code, password: PASSWORD })).status).toBe(200);
}

async function requestCode(email: string) {
  const before = await latestOutboxId(email);
  await page.goto(`${baseUrl}/auth/login`);
  await page.getByText('¿Olvidaste tu contraseña?').click();
  await waitForPath(page, '/auth/forgot-password');
  await page.getByRole('heading', { name: 'Recuperar contraseña' }).waitFor();
  await page.locator('input[name="email"]').fill(email);
  await page.getByRole('button', { name: 'Enviar código' }).click();
  await page.getByRole('heading', { name: 'Ingresa el código' }).waitFor();
  expect(await latestOutboxId(email)).toBeGreaterThan(before);
}

describe('forgot password', () => {
  it('validates the e-mail before asking a code', async () => {
    await page.goto(`${baseUrl}/auth/forgot-password`);
    await page.locator('input[name="email"]').fill('not-an-email');
    await page.getByRole('button', { name: 'Enviar código' }).click();
    await page.getByText('Por favor, ingresa un correo válido').waitFor();
  });

  it('resets the password of region@ with the e-mailed code, then signs in with it', async () => {
    const email = 'region@demo.test';
    const newPassword = 'Nueva-clave-2026';
    await requestCode(email);
    await page.locator('input[name="code"]').fill(await latestCode(email));
    await page.getByRole('button', { name: 'Verificar código' }).click();
    await page.getByRole('heading', { name: 'Nueva contraseña' }).waitFor();
    await page.locator('input[name="new-password"]').fill(newPassword);
    await page.locator('input[name="confirm-password"]').fill(newPassword);
    await page.getByRole('button', { name: 'Guardar contraseña' }).click();
    await waitForPath(page, '/auth/login');
    await toast('Contraseña actualizada').waitFor();
    await screenshot(page, 'reset-done');

    try {
      await signIn(page, baseUrl, email, newPassword);
      await waitForPath(page, '/dashboard');
      await page.getByRole('heading', { name: 'Tablero' }).waitFor();
    } finally {
      await restorePassword(email);
    }
  });

  it('a wrong code shows the server message', async () => {
    const email = 'brand@demo.test';
    await requestCode(email);
    const right = await latestCode(email);
    const wrong = right === '0000' ? '1111' : '0000';
    await page.getByRole('button', { name: 'Verificar código' }).click();
    await page.getByText('El código debe tener 4 números').waitFor();
    await page.locator('input[name="code"]').fill(wrong);
    await page.getByRole('button', { name: 'Verificar código' }).click();
    await resetError().getByText('El código no es válido o ha vencido').waitFor();
    expect(new URL(page.url()).pathname).toBe('/auth/forgot-password');
  });

  it('a short password and a mismatched confirmation show their texts', async () => {
    const email = 'multi@demo.test';
    await requestCode(email);
    await page.locator('input[name="code"]').fill(await latestCode(email));
    await page.getByRole('button', { name: 'Verificar código' }).click();
    await page.getByRole('heading', { name: 'Nueva contraseña' }).waitFor();
    await page.getByRole('button', { name: 'Guardar contraseña' }).click();
    await page.getByText('La contraseña debe tener al menos 8 caracteres').waitFor();
    await page.getByText('Por favor, confirma tu contraseña').waitFor();
    await page.locator('input[name="new-password"]').fill('Nueva-clave-2026');
    await page.locator('input[name="confirm-password"]').fill('Otra-clave-2026');
    await page.getByRole('button', { name: 'Guardar contraseña' }).click();
    await page.getByText('Las dos contraseñas que ingresaste no coinciden').waitFor();
    await screenshot(page, 'reset-mismatch');
    expect(new URL(page.url()).pathname).toBe('/auth/forgot-password');
  });
});

describe('unauthorised page access', () => {
  it('store@ opening /admin/log sees the notice and lands on /dashboard', async () => {
    await signIn(page, baseUrl, 'store@demo.test');
    await waitForPath(page, '/dashboard');
    await page.getByRole('heading', { name: 'Tablero' }).waitFor();
    // Client-side navigation keeps the session in memory, like following a link.
    await page.evaluate(() => {
      history.pushState(null, '', '/admin/log');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await toast('Acceso no autorizado').waitFor();
    await waitForPath(page, '/dashboard');
    await expect(
      page.getByRole('heading', { name: 'Bitácora de actividad' }).count(),
    ).resolves.toBe(0);
  });

  it('store@ loading /admin/log directly is redirected too', async () => {
    await signIn(page, baseUrl, 'store@demo.test');
    await waitForPath(page, '/dashboard');
    await page.goto(`${baseUrl}/admin/log`);
    await toast('Acceso no autorizado').waitFor();
    await waitForPath(page, '/dashboard');
  });
});
