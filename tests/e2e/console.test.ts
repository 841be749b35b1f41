import type { Page } from 'playwright-core';
import {
  chooseMenuItem,
  freshPageEachTest,
  pageErrors,
  screenshot,
  signIn,
  waitForPath,
} from './browser';
import { describe, expect, inject, it } from './runner';
import { settled } from './waits';

const baseUrl = inject('e2eBaseUrl');

let page: Page;
freshPageEachTest((p) => {
  page = p;
});

const menu = () => page.getByRole('navigation', { name: 'Menú principal' });
const loginError = () => page.getByTestId('login-error');

describe('sign-in', () => {
  it('shows the login layout: logo, Admin label, industry background', async () => {
    await page.goto(`${baseUrl}/auth/login`);
    await expect(page.getByRole('img', { name: 'Logotipo de la consola' }).count()).resolves.toBe(
      1,
    );
    await page.getByText('Admin', { exact: true }).waitFor();
    await expect(page.getByTestId('industry-background').locator('svg').count()).resolves.toBe(4);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await page.getByText('Por favor, ingresa un correo válido').waitFor();
    await page.getByText('Por favor, ingresa tu contraseña').waitFor();
    // Nothing missing (a favicon, a chunk) and nothing thrown on the way.
    expect(pageErrors(page)).toEqual([]);
    await screenshot(page, 'login');
  });

  it('brand admin lands on /dashboard with the brand menu, light and dark', async () => {
    await signIn(page, baseUrl, 'brand@demo.test');
    await waitForPath(page, '/dashboard');
    await page.getByText('Sesión iniciada', { exact: true }).waitFor();
    await page.getByText('¡Has iniciado sesión correctamente!', { exact: true }).waitFor();
    await menu().getByText('Tablero').waitFor();
    await menu().getByText('Bitácora de actividad').waitFor();
    await menu().getByText('Personas').waitFor();
    await page.getByRole('heading', { name: 'Tablero' }).waitFor();
    // The built dashboard: its key metrics show.
    await page.getByRole('heading', { name: 'Métricas clave' }).waitFor();
    await page.getByTestId('domain-switcher').waitFor();
    await screenshot(page, 'shell-light');

    await page.getByRole('switch', { name: 'Modo oscuro' }).click();
    await expect(page.locator('html').getAttribute('data-theme')).resolves.toBe('dark');
    // Let the switch's transition finish so the screenshot shows its final position.
    await settled(page);
    await screenshot(page, 'shell-dark');
    await page.reload();
    await menu().getByText('Tablero').waitFor();
    await expect(page.locator('html').getAttribute('data-theme')).resolves.toBe('dark');
    await expect(page.getByRole('switch', { name: 'Modo oscuro' }).isChecked()).resolves.toBe(true);
  });

  it('opens a menu entry and shows its breadcrumbs', async () => {
    await signIn(page, baseUrl, 'brand@demo.test');
    await waitForPath(page, '/dashboard');
    await menu().getByText('Bitácora de actividad').click();
    await waitForPath(page, '/admin/log');
    await page.getByRole('heading', { name: 'Bitácora de actividad' }).waitFor();
    const crumbs = page.getByRole('navigation', { name: 'Ruta de navegación' });
    await crumbs.getByText('Inicio').waitFor();
    await crumbs.getByText('Administración').waitFor();
  });

  it('store admin has no activity-log entry', async () => {
    await signIn(page, baseUrl, 'store@demo.test');
    await waitForPath(page, '/dashboard');
    await menu().getByText('Personas').waitFor();
    await expect(menu().getByText('Bitácora de actividad').count()).resolves.toBe(0);
  });

  it('an admin with several domains picks one in the domain modal', async () => {
    await signIn(page, baseUrl, 'multi@demo.test');
    await waitForPath(page, '/dashboard');
    const dialog = page.getByRole('alertdialog', { name: 'Selecciona un dominio' });
    await dialog.waitFor();
    const options = page.getByTestId('domain-options').getByRole('button');
    await expect(options.count()).resolves.toBe(3);
    await screenshot(page, 'domain-modal');
    const first = (await options.first().textContent()) ?? '';
    await page.getByRole('searchbox', { name: 'Buscar dominio' }).fill(first.slice(0, 4));
    await page.getByTestId('domain-options').getByRole('button', { name: first }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect(page.getByTestId('domain-switcher').textContent()).resolves.toContain(first);
    await menu().getByText('Personas').waitFor();
  });

  it('a user without domains is refused', async () => {
    await signIn(page, baseUrl, 'nodomain@demo.test');
    await loginError()
      .getByText('¡Ups! No se te han asignado dominios. Por favor, contáctanos.')
      .waitFor();
    expect(new URL(page.url()).pathname).toBe('/auth/login');
  });

  it('an app user without an admin account gets the code-2 text', async () => {
    await signIn(page, baseUrl, 'collab@demo.test');
    await loginError()
      .getByText('¡Lo sentimos! No tenemos ninguna cuenta de administrador asociada a este correo')
      .waitFor();
  });

  it('a wrong password gets the code-1 text', async () => {
    await signIn(page, baseUrl, 'brand@demo.test', 'Wrong-password-1');
    await loginError().getByText('Error al iniciar sesión').waitFor();
    await loginError()
      .getByText('Correo o contraseña inválidos. Por favor, inténtalo de nuevo.')
      .waitFor();
  });
});

describe('routing', () => {
  it('an unknown path goes to /auth/404', async () => {
    await page.goto(`${baseUrl}/no/such/page`);
    await waitForPath(page, '/auth/404');
    await page.getByText('La página fue eliminada, no existe o no tienes acceso a ella.').waitFor();
  });

  it('a signed-out visit to /admin/people goes to /auth/login', async () => {
    await page.goto(`${baseUrl}/auth/404`);
    // Client-side navigation: see the next test for loading /admin/people directly.
    await page.evaluate(() => {
      history.pushState(null, '', '/admin/people');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await waitForPath(page, '/auth/login');
    await page.getByRole('button', { name: 'Iniciar sesión' }).waitFor();
  });

  // App routes under /admin/ are not API paths: loading or reloading them serves the SPA.
  it('loading /admin/people directly serves the SPA', async () => {
    const response = await page.goto(`${baseUrl}/admin/people`);
    expect(response?.headers()['content-type'] ?? '').toContain('text/html');
    await waitForPath(page, '/auth/login');
  });

  it('/ goes to /dashboard once signed in, and logout returns to /auth/login', async () => {
    await signIn(page, baseUrl, 'brand@demo.test');
    await waitForPath(page, '/dashboard');
    await page.goto(`${baseUrl}/`);
    await waitForPath(page, '/dashboard');
    await chooseMenuItem(page, 'profile-menu', 'Cerrar sesión');
    await waitForPath(page, '/auth/login');
  });
});

describe('settings', () => {
  it('the language switch changes the texts and survives a reload', async () => {
    await signIn(page, baseUrl, 'brand@demo.test');
    await waitForPath(page, '/dashboard');
    await menu().getByText('Bitácora de actividad').waitFor();
    await page.getByTestId('language-switcher').click();
    await page.getByRole('menuitemradio', { name: 'English' }).click();
    await page.getByRole('navigation', { name: 'Main menu' }).getByText('Activity log').waitFor();
    // The built dashboard in English.
    await page.getByRole('heading', { name: 'Key metrics' }).waitFor();
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('en-US');
    await page.reload();
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
  });
});
