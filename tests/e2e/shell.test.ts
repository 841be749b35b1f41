// The console shell in real Chromium: domain gate, settings drawer, top bar, action bar, menus,
// mobile drawer, lock screen, error screen and the new-version notice.
import type { Page } from 'playwright-core';
import { chooseMenuItem, freshPageEachTest, screenshot, signIn, waitForPath } from './browser';
import { describe, expect, inject, it } from './runner';
import { quietAfter, settled } from './waits';

const baseUrl = inject('e2eBaseUrl');

let page: Page;
freshPageEachTest((p) => {
  page = p;
});

const menu = () => page.getByRole('navigation', { name: 'Menú principal' });
const toast = (text: string) => page.locator('.fui-ToastTitle').getByText(text, { exact: true });
const stored = (key: string) => page.evaluate((k) => localStorage.getItem(k), key);

async function signInAt(email: string, path = '/dashboard') {
  await signIn(page, baseUrl, email);
  await waitForPath(page, path);
  await page.getByTestId('main-layout').waitFor();
}

async function openSettings() {
  await page.getByTestId('settings-button').click();
  await page.getByTestId('settings-drawer').waitFor();
}

describe('domain gate', () => {
  it('shows only the domain modal until a domain is chosen', async () => {
    await signIn(page, baseUrl, 'multi@demo.test');
    const dialog = page.getByRole('alertdialog', { name: 'Selecciona un dominio' });
    await dialog.waitFor();
    await page.getByTestId('domain-gate').waitFor();
    await expect(menu().count()).resolves.toBe(0);
    await expect(page.getByTestId('profile-menu').count()).resolves.toBe(0);
    await expect(page.getByTestId('main-layout').count()).resolves.toBe(0);
    await page
      .getByTestId('domain-options')
      .getByRole('button', { name: 'Tiendas Aurora' })
      .click();
    await dialog.waitFor({ state: 'hidden' });
    await menu().getByText('Satisfacción').waitFor();
    // Brand 2 has no KPI module: its supervision submenu has no KPIs.
    await menu().getByText('Supervisión').click();
    await menu().getByText('Reportes de supervisión').waitFor();
    await expect(menu().getByText('KPIs').count()).resolves.toBe(0);
  });

  it('leaves the console readable by assistive technology once the modal closes', async () => {
    // The modal hides the app root (aria-hidden) and lifts it 250 ms after closing. Choosing the
    // first domain of a sign-in mounts the shell, whose page chunk suspends the layout; before
    // the fix the focus manager was disposed in that moment about once in ten and the root stayed
    // hidden (menus and pages unreachable by role). Several sign-ins make that visible.
    for (let attempt = 1; attempt <= 6; attempt++) {
      await signIn(page, baseUrl, 'super@demo.test');
      const dialog = page.getByRole('alertdialog', { name: 'Selecciona un dominio' });
      await dialog.waitFor();
      await page
        .getByTestId('domain-options')
        .getByRole('button', { name: 'Colegio Horizonte' })
        .click();
      await dialog.waitFor({ state: 'hidden' });
      await page.getByTestId('main-layout').waitFor();
      // The modal lifts it a moment after closing: waited for (a few seconds, as the shell may
      // still be rendering its first page on a busy machine), and a root that stays hidden fails.
      const hidden = () =>
        page.evaluate(() =>
          [...document.querySelectorAll('body > [aria-hidden="true"]:not([data-tabster-dummy])')]
            .filter((el) => el.querySelector('[data-testid="main-layout"]'))
            .map((el) => el.id || el.tagName),
        );
      await expect
        .poll(async () => ({ attempt, hidden: await hidden() }), { timeout: 5000 })
        .toEqual({ attempt, hidden: [] });
      await menu().getByText('Capacitación').waitFor({ timeout: 2000 });
      await chooseMenuItem(page, 'profile-menu', 'Cerrar sesión');
      await waitForPath(page, '/auth/login');
    }
  });
});

describe('menus by role and modules', () => {
  it('a super admin choosing the school brand sees training only, and the log', async () => {
    await signIn(page, baseUrl, 'super@demo.test');
    await page.getByRole('alertdialog', { name: 'Selecciona un dominio' }).waitFor();
    await page
      .getByTestId('domain-options')
      .getByRole('button', { name: 'Colegio Horizonte' })
      .click();
    await menu().getByText('Capacitación').waitFor();
    await menu().getByText('Bitácora de actividad').waitFor();
    await expect(menu().getByText('Supervisión').count()).resolves.toBe(0);
    await expect(menu().getByText('Satisfacción').count()).resolves.toBe(0);
    await menu().getByText('Soporte').waitFor();
    // The school brand has the DC3 option off: no DC3 forms entry under training.
    await menu().getByText('Capacitación').click();
    await menu().getByText('Reportes de capacitación').waitFor();
    await expect(menu().getByText('Formatos DC3').count()).resolves.toBe(0);
  });

  it('a brand with the DC3 option on lists the DC3 forms', async () => {
    await signInAt('brand@demo.test');
    await menu().getByText('Capacitación').click();
    await menu().getByText('Formatos DC3').click();
    await waitForPath(page, '/training/dc3');
  });

  it('a region admin has the log; a store admin does not', async () => {
    await signInAt('region@demo.test');
    await menu().getByText('Bitácora de actividad').waitFor();
    await menu().getByText('Satisfacción').waitFor();
    await chooseMenuItem(page, 'profile-menu', 'Cerrar sesión');
    await waitForPath(page, '/auth/login');
    await signInAt('store@demo.test');
    await menu().getByText('Personas').waitFor();
    await expect(menu().getByText('Bitácora de actividad').count()).resolves.toBe(0);
  });

  it('the Support submenu opens the missions centre and goes to people', async () => {
    await signInAt('brand@demo.test');
    await menu().getByText('Soporte').click();
    await menu().getByText('Centro de misiones').click();
    const centre = page.getByRole('dialog', { name: 'Centro de misiones' });
    await centre.waitFor();
    await centre.getByText('Bienvenida', { exact: true }).waitFor();
    await centre.getByText('Progreso: 0 %').waitFor();
    await centre.getByRole('button', { name: 'Cerrar' }).click();
    await centre.waitFor({ state: 'hidden' });
    await menu().getByText('Agregar usuarios').click();
    await waitForPath(page, '/admin/people');
  });
});

describe('settings drawer', () => {
  it('the card settings reach the cards of the people page', async () => {
    await signInAt('brand@demo.test');
    await menu().getByText('Personas').click();
    await waitForPath(page, '/admin/people');
    // By attribute: the open settings drawer is modal, which hides the page from role queries.
    const card = page.locator('section[aria-label="Personas"]');
    const style = (property: 'borderRadius' | 'boxShadow') =>
      card.evaluate((el, p) => getComputedStyle(el)[p], property);
    await card.waitFor();
    await expect(style('borderRadius')).resolves.not.toBe('0px');
    await expect(style('boxShadow')).resolves.not.toBe('none');
    await openSettings();
    const drawer = page.getByTestId('settings-drawer');
    await drawer.getByRole('switch', { name: 'Bordes cuadrados' }).check();
    await expect.poll(() => style('borderRadius')).toBe('0px');
    await drawer.getByRole('switch', { name: 'Sombra de las tarjetas' }).uncheck();
    await expect.poll(() => style('boxShadow')).toBe('none');
  });

  it('applies settings live and keeps them after a reload', async () => {
    await signInAt('brand@demo.test');
    await openSettings();
    const drawer = page.getByTestId('settings-drawer');
    await drawer.getByRole('radiogroup', { name: 'Color del menú' }).getByLabel('Oscuro').check();
    await expect(page.getByTestId('menu-pane').getAttribute('data-menu-color')).resolves.toBe(
      'dark',
    );
    await drawer
      .getByRole('radiogroup', { name: 'Animación de navegación' })
      .getByLabel('Desvanecer')
      .check();
    // The primary colour drives the CSS variable and Fluent's brand palette.
    await drawer.getByLabel('Color principal').first().fill('#aa3300');
    await expect(
      page.evaluate(() =>
        document.documentElement.style.getPropertyValue('--app-color-primary').trim(),
      ),
    ).resolves.toBe('#aa3300');
    await drawer.getByRole('switch', { name: 'Tema oscuro' }).click();
    await expect(page.locator('html').getAttribute('data-theme')).resolves.toBe('dark');
    await drawer.getByRole('switch', { name: 'Menú contraído' }).click();
    await expect(page.getByTestId('menu-pane').getAttribute('data-collapsed')).resolves.toBe(
      'true',
    );
    await drawer.getByRole('button', { name: 'Cerrar configuración' }).click();
    await drawer.waitFor({ state: 'hidden' });

    await page.reload();
    await page.getByTestId('main-layout').waitFor();
    await expect(page.getByTestId('menu-pane').getAttribute('data-menu-color')).resolves.toBe(
      'dark',
    );
    await expect(page.getByTestId('menu-pane').getAttribute('data-collapsed')).resolves.toBe(
      'true',
    );
    await expect(page.locator('html').getAttribute('data-theme')).resolves.toBe('dark');
    await expect(stored('app.settings.routerAnimation')).resolves.toBe('"fadein"');
    // Collapsed: icon buttons with tooltips; a click still navigates.
    await page.locator('[data-menu-key="people"]').click();
    await waitForPath(page, '/admin/people');
    await expect(
      page.locator('[data-router-animation]').getAttribute('data-router-animation'),
    ).resolves.toBe('fadein');
  });

  it('the selected menu entry stands out (≥ 3:1) on the white, gray and dark menus, light and dark', async () => {
    await signInAt('brand@demo.test');
    await menu().getByText('Personas').click();
    await waitForPath(page, '/admin/people');
    const ratios: string[] = [];
    for (const theme of ['default', 'dark']) {
      for (const color of ['white', 'gray', 'dark']) {
        await page.evaluate(
          ([t, c]) => {
            localStorage.setItem('app.settings.theme', JSON.stringify(t));
            localStorage.setItem('app.settings.menuColor', JSON.stringify(c));
          },
          [theme, color],
        );
        await page.reload();
        const selected = page.locator(
          '[data-testid="menu-pane"] [aria-current="page"] .fui-TreeItemLayout',
        );
        await selected.waitFor();
        // Let hover/theme transitions settle before reading colours.
        await settled(page);
        const ratio = await selected.evaluate((el) => {
          const rgb = (css: string) => (css.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
          const luminance = (css: string) => {
            const [r = 0, g = 0, b = 0] = rgb(css).map((v) => {
              const c = v / 255;
              return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
            });
            return 0.2126 * r + 0.7152 * g + 0.0722 * b;
          };
          const pane = el.closest('[data-testid="menu-pane"]') as Element;
          const contrast = (x: number, y: number) =>
            (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
          const fill = luminance(getComputedStyle(el).backgroundColor);
          return {
            fill: contrast(fill, luminance(getComputedStyle(pane).backgroundColor)),
            label: contrast(fill, luminance(getComputedStyle(el).color)),
          };
        });
        ratios.push(`${theme}/${color}: ${ratio.fill.toFixed(2)}`);
        expect(ratio.fill, `${theme} theme, ${color} menu`).toBeGreaterThanOrEqual(3);
        // The label on the fill stays readable (WCAG AA text).
        expect(ratio.label, `${theme} theme, ${color} menu label`).toBeGreaterThanOrEqual(4.5);
      }
    }
    expect(ratios).toHaveLength(6);
  });

  it('offers all six locales and switches to fr-FR', async () => {
    await signInAt('brand@demo.test');
    await openSettings();
    const select = page.getByTestId('settings-drawer').getByRole('combobox', { name: 'Idioma' });
    const options = await select
      .locator('option')
      .evaluateAll((o) => o.map((x) => (x as HTMLOptionElement).value));
    expect(options).toEqual(['es-ES', 'en-US', 'fr-FR', 'ru-RU', 'zh-CN', 'pt-BR']);
    await select.selectOption('fr-FR');
    await expect(stored('app.settings.locale')).resolves.toBe('"fr-FR"');
    await page.reload();
    await page.getByTestId('main-layout').waitFor();
    await expect(stored('app.settings.locale')).resolves.toBe('"fr-FR"');
  });

  it('moves the menu on top and removes it', async () => {
    await signInAt('brand@demo.test');
    await openSettings();
    const layout = page
      .getByTestId('settings-drawer')
      .getByRole('radiogroup', { name: 'Posición del menú' });
    await layout.getByLabel('Arriba').check();
    await expect(page.getByTestId('main-layout').getAttribute('data-layout')).resolves.toBe('top');
    await expect(page.getByTestId('menu-pane').count()).resolves.toBe(0);
    await layout.getByLabel('Sin menú').check();
    await expect(page.getByTestId('main-layout').getAttribute('data-layout')).resolves.toBe(
      'nomenu',
    );
    await expect(menu().count()).resolves.toBe(0);
  });
});

describe('top bar', () => {
  it('bookmarks up to three pages; a fourth shows the limit', async () => {
    await signInAt('brand@demo.test');
    const pages = ['/dashboard', '/admin/people', '/admin/log', '/rankings/users'];
    for (const [i, path] of pages.entries()) {
      await page.evaluate((p) => {
        history.pushState(null, '', p);
        dispatchEvent(new PopStateEvent('popstate'));
      }, path);
      await waitForPath(page, path);
      await page.getByTestId('bookmarks').click();
      const panel = page.getByTestId('bookmarks-panel');
      await panel.getByRole('button', { name: 'Agregar esta página' }).click();
      if (i < 3) {
        await panel.getByRole('listitem').nth(i).waitFor();
        await expect(panel.getByRole('listitem').count()).resolves.toBe(i + 1);
      }
      await page.keyboard.press('Escape');
    }
    await toast('Sólo tres páginas pueden agregarse a favoritos.').waitFor();
    await page.getByTestId('bookmarks').click();
    const panel = page.getByTestId('bookmarks-panel');
    await expect(panel.getByRole('listitem').count()).resolves.toBe(3);
    await panel
      .getByRole('button', { name: /Bitácora de actividad/ })
      .first()
      .click();
    await waitForPath(page, '/admin/log');
  });

  it('bookmarks are listed and searched with the menu filtering of the role and modules', async () => {
    // Saved on this browser: the log, the KPI global report and the people list. Tiendas Aurora
    // has no KPI module, so its brand admin's menu, list and search leave the KPI page out.
    await page.goto(`${baseUrl}/auth/login`);
    await page.evaluate(() =>
      localStorage.setItem(
        'app.topbar.favs',
        JSON.stringify([
          { key: 'activityLog', url: '/admin/log', title: 'Bitácora de actividad' },
          { key: 'kpiGlobal', url: '/supervision/kpis/global-report', title: 'Reporte global' },
          { key: 'people', url: '/admin/people', title: 'Personas' },
        ]),
      ),
    );
    await signIn(page, baseUrl, 'multi@demo.test');
    const dialog = page.getByRole('alertdialog', { name: 'Selecciona un dominio' });
    await dialog.waitFor();
    await page
      .getByTestId('domain-options')
      .getByRole('button', { name: 'Tiendas Aurora' })
      .click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByTestId('bookmarks').click();
    const panel = page.getByTestId('bookmarks-panel');
    await expect
      .poll(() => panel.getByRole('listitem').allTextContents())
      .toEqual(['Bitácora de actividad', 'Personas']);
    const search = panel.getByTestId('bookmarks-search');
    await search.fill('reporte global');
    await panel.getByText('Ninguna página coincide con la búsqueda.').waitFor();
    await search.fill('PERSON');
    const results = panel.getByTestId('bookmarks-results');
    await expect.poll(() => results.getByRole('listitem').allTextContents()).toEqual(['Personas']);
    await screenshot(page, 'bookmarks-search');
    await results.getByRole('button', { name: 'Personas', exact: true }).click();
    await waitForPath(page, '/admin/people');
  });

  it('shares the brand key to an e-mail and a mobile; it lands in the outbox', async () => {
    await signInAt('brand@demo.test');
    await page.getByTestId('brand-key').click();
    const panel = page.getByTestId('brand-key-panel');
    await expect(panel.getByTestId('brand-key-value').textContent()).resolves.toBe('SABOR-2024');
    const send = panel.getByRole('button', { name: 'Enviar' });
    await expect(send.isDisabled()).resolves.toBe(true);
    const input = panel.getByTestId('brand-key-recipient');
    await input.fill('123');
    await input.press('Enter');
    await panel.getByText('Teléfono inválido').waitFor();
    const email = `share-${Date.now()}@example.com`;
    await input.fill(email);
    await input.press('Enter');
    await input.fill('5512345678');
    await input.press('Enter');
    await expect(panel.getByTestId('brand-key-list').getByText(email).count()).resolves.toBe(1);
    await expect(
      panel.getByRole('combobox', { name: 'Código de país' }).inputValue(),
    ).resolves.toBe('+52');
    await send.click();
    await toast('Llave compartida').waitFor();
    await expect(panel.getByTestId('brand-key-list').count()).resolves.toBe(0);
    await expect(send.isDisabled()).resolves.toBe(true);
    const rows = (await (
      await fetch(`${baseUrl}/dev/outbox?recipient=${encodeURIComponent(email)}`)
    ).json()) as { recipient: string; body: string }[];
    expect(rows.length).toBe(1);
    expect(rows[0]?.body).toContain('SABOR-2024');
    const sms = (await (
      await fetch(`${baseUrl}/dev/outbox?recipient=${encodeURIComponent('+525512345678')}`)
    ).json()) as unknown[];
    expect(sms.length).toBeGreaterThan(0);
  });

  it('copies the brand key, and says so when the clipboard refuses', async () => {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: baseUrl,
    });
    await signInAt('brand@demo.test');
    await page.getByTestId('brand-key').click();
    const panel = page.getByTestId('brand-key-panel');
    await panel.getByRole('button', { name: 'Copiar llave' }).click();
    await toast('Llave copiada').waitFor();
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe('SABOR-2024');
    await page.evaluate(() => {
      navigator.clipboard.writeText = () => Promise.reject(new Error('denied'));
    });
    await panel.getByRole('button', { name: 'Copiar llave' }).click();
    await toast('No pudo copiarse la llave').waitFor();
  });

  it('a failed share keeps the list and says so', async () => {
    await signInAt('brand@demo.test');
    await page.route('**/api/v2/shareBrandKey', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{}' }),
    );
    await page.getByTestId('brand-key').click();
    const panel = page.getByTestId('brand-key-panel');
    const input = panel.getByTestId('brand-key-recipient');
    await input.fill('nobody@example.com');
    await input.press('Enter');
    // The recipient's tag is drawn with the Enter, not a moment later: drawn later, it pushed the
    // send button down between the pointer's press and release, and the click was lost.
    expect(await panel.getByTestId('brand-key-list').count()).toBe(1);
    await panel.getByRole('button', { name: 'Enviar' }).click();
    await toast('No fue posible compartir la llave').waitFor();
    await panel.getByTestId('brand-key-list').getByText('nobody@example.com').waitFor();
  });

  it('a brand with a key it does not share: the key can be copied, not sent', async () => {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: baseUrl,
    });
    await signIn(page, baseUrl, 'super@demo.test');
    const dialog = page.getByRole('alertdialog', { name: 'Selecciona un dominio' });
    await dialog.waitFor();
    await page
      .getByTestId('domain-options')
      .getByRole('button', { name: 'Colegio Horizonte' })
      .click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByTestId('brand-key').click();
    const panel = page.getByTestId('brand-key-panel');
    await expect(panel.getByTestId('brand-key-value').textContent()).resolves.toBe(
      'HORIZONTE-2024',
    );
    await expect(panel.getByTestId('brand-key-recipient').count()).resolves.toBe(0);
    await expect(panel.getByRole('button', { name: 'Enviar' }).count()).resolves.toBe(0);
    await screenshot(page, 'brand-key-copy-only');
    await panel.getByTestId('brand-key-copy').click();
    await toast('Llave copiada').waitFor();
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(
      'HORIZONTE-2024',
    );
  });

  it("a store admin gets the brand's key too", async () => {
    await signInAt('store@demo.test');
    await page.getByTestId('brand-key').click();
    await expect(
      page.getByTestId('brand-key-panel').getByTestId('brand-key-value').textContent(),
    ).resolves.toBe('SABOR-2024');
  });
});

describe('action bar', () => {
  it('the scope filter narrows the access to a region, then a store, and back', async () => {
    await signInAt('brand@demo.test');
    const access = page.getByTestId('access-label');
    await expect(access.textContent()).resolves.toBe('Viendo: Sabor Fresco');
    const region = page.getByTestId('scope-region');
    await region.locator('option', { hasText: 'Centro' }).waitFor({ state: 'attached' });
    await region.selectOption({ label: 'Centro' });
    await expect(access.getAttribute('data-level')).resolves.toBe('region');
    await expect(access.textContent()).resolves.toBe('Viendo: Centro');
    const store = page.getByTestId('scope-store');
    await store.selectOption({ label: 'Sabor Fresco Polanco' });
    await expect(access.getAttribute('data-level')).resolves.toBe('store');
    await expect(access.textContent()).resolves.toBe('Viendo: Sabor Fresco Polanco');
    await store.selectOption({ value: '' });
    await expect(access.textContent()).resolves.toBe('Viendo: Centro');
    await region.selectOption({ value: '' });
    await expect(access.textContent()).resolves.toBe('Viendo: Sabor Fresco');
  });

  it('the range picker enables its dates only for the custom option', async () => {
    await signInAt('brand@demo.test', '/dashboard');
    await page.getByTestId('main-layout').waitFor();
    // The range shows only on pages it filters: the activity log is one.
    await menu().getByText('Bitácora de actividad').click();
    await waitForPath(page, '/admin/log');
    const picker = page.getByTestId('date-range-picker');
    const preset = picker.getByRole('combobox', { name: 'Rango de fechas' });
    await expect(preset.inputValue()).resolves.toBe('2');
    const start = picker.getByLabel('Fecha inicial');
    await expect(start.isDisabled()).resolves.toBe(true);
    await preset.selectOption('custom');
    await expect(start.isDisabled()).resolves.toBe(false);
    // Typed days are read on Enter and shown as DD MMM (SPEC §9; the year outside this year).
    await start.fill('2026-01-05');
    await start.press('Enter');
    await expect(start.inputValue()).resolves.toMatch(/^05 ene( 2026)?$/);
  });

  it('the dashboard period picker accepts only allowed dates', async () => {
    await signInAt('brand@demo.test');
    const picker = page.getByTestId('period-picker');
    // The initial scope is the last 7 whole days (weekly, docs/numbers.md), with its start day.
    await expect(
      picker.getByRole('combobox', { name: 'Periodo', exact: true }).inputValue(),
    ).resolves.toBe('1');
    await picker.getByTestId('period-start').waitFor();
    await picker
      .getByRole('combobox', { name: 'Periodo', exact: true })
      .selectOption({ label: 'Quincenal' });
    // Days show and read DD MMM in the console's language (SPEC §9), not the browser's.
    const start = picker.getByTestId('period-start');
    await expect(start.inputValue()).resolves.toMatch(/^(01|16) [a-z]{3}/);
    await start.fill('2025-03-16');
    await start.press('Enter');
    await expect(start.inputValue()).resolves.toBe('16 mar 2025');
    await expect(
      picker.getByText('Esa fecha no inicia un periodo disponible.').count(),
    ).resolves.toBe(0);
    await start.fill('2025-03-10');
    await start.press('Enter');
    await picker.getByText('Esa fecha no inicia un periodo disponible.').waitFor();
    await expect(start.inputValue()).resolves.toBe('16 mar 2025');
    // A second refused day in a row (the message already shown) is taken back as well.
    await start.fill('2025-03-11');
    await start.press('Enter');
    await picker.getByText('Esa fecha no inicia un periodo disponible.').waitFor();
    await expect(start.inputValue()).resolves.toBe('16 mar 2025');
    // Enter also opens Fluent's calendar pop-up, which hides the rest: close it.
    if (await page.getByRole('grid').count()) await page.keyboard.press('Escape');
    await screenshot(page, 'period-picker-fortnight');
    // Month-based scopes pick a named period from a list, in Spanish.
    await picker
      .getByRole('combobox', { name: 'Periodo', exact: true })
      .selectOption({ label: 'Trimestral' });
    await expect(
      picker.getByTestId('period-start').locator('option:checked').textContent(),
    ).resolves.toMatch(/^\dº trimestre \d{4}$/);
    await screenshot(page, 'period-picker-trimester');
    // Leaving the dashboard unmounts the picker: the scope becomes the last 7 days (weekly).
    await menu().getByText('Personas').click();
    await waitForPath(page, '/admin/people');
    await menu().getByText('Tablero').click();
    await waitForPath(page, '/dashboard');
    await expect(
      page
        .getByTestId('period-picker')
        .getByRole('combobox', { name: 'Periodo', exact: true })
        .inputValue(),
    ).resolves.toBe('1');
  });
});

describe('mobile', () => {
  it('opens the drawer menu by the handle and by a right swipe', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAt('brand@demo.test');
    await expect(page.getByTestId('main-layout').getAttribute('data-layout')).resolves.toBe(
      'mobile',
    );
    await page.getByTestId('menu-handle').click();
    const drawer = page.getByTestId('mobile-menu');
    await drawer.getByText('Personas').click();
    await waitForPath(page, '/admin/people');
    await drawer.waitFor({ state: 'hidden' });

    // A swipe starting too far right does nothing; one from the edge opens the drawer.
    const swipe = (startX: number, endX: number) =>
      page.evaluate(
        ([a, b]) => {
          const touch = (x: number) =>
            new Touch({ identifier: 1, target: document.body, clientX: x, clientY: 400 });
          document.dispatchEvent(
            new TouchEvent('touchstart', { touches: [touch(a)], changedTouches: [touch(a)] }),
          );
          document.dispatchEvent(
            new TouchEvent('touchend', { touches: [], changedTouches: [touch(b)] }),
          );
        },
        [startX, endX] as const,
      );
    await swipe(120, 300);
    // The swipe has been handled and painted: a drawer it opened would be in the page.
    await settled(page);
    await expect(drawer.count()).resolves.toBe(0);
    await swipe(20, 200);
    await drawer.getByText('Personas').waitFor();
  });
});

describe('auth screens', () => {
  it('locks the screen: every route shows it, a wrong password is named, unlock returns to the page', async () => {
    await signInAt('brand@demo.test');
    await page.goto(`${baseUrl}/admin/people?search=demo`);
    await page.getByRole('heading', { name: 'Personas' }).waitFor();
    await chooseMenuItem(page, 'profile-menu', 'Bloquear pantalla');
    await waitForPath(page, '/auth/lockscreen');
    const who = page.getByTestId('lock-identity');
    await who.getByText('brand@demo.test').waitFor();
    // The session is over: the token is gone.
    await page.waitForFunction(() => localStorage.getItem('accessToken') === null);
    // Any route, the login included, shows the lock screen while locked.
    for (const path of ['/admin/log', '/dashboard', '/auth/login']) {
      await page.goto(`${baseUrl}${path}`);
      await waitForPath(page, '/auth/lockscreen');
      await who.getByText('brand@demo.test').waitFor();
    }
    // Back on the page that was open, with its query: that is where unlocking returns.
    await page.goto(`${baseUrl}/admin/people?search=demo`);
    await waitForPath(page, '/auth/lockscreen');
    await page.locator('input[name="password"]').fill('Wrong-password-1');
    await page.getByRole('button', { name: 'Desbloquear' }).click();
    const error = page.getByTestId('lock-error');
    await error.getByText('Contraseña incorrecta').waitFor();
    await error.getByText('La contraseña no es correcta. Inténtalo de nuevo.').waitFor();
    await expect(error.getByText(/correo/).count()).resolves.toBe(0);
    await page.locator('input[name="password"]').fill('Demo1234!');
    await page.getByRole('button', { name: 'Desbloquear' }).click();
    await waitForPath(page, '/admin/people');
    await expect(page.evaluate(() => window.location.search)).resolves.toBe('?search=demo');
    await page.getByTestId('main-layout').waitFor();
  });

  it('unlocking right after locking returns to the page that was open', async () => {
    await signInAt('brand@demo.test');
    await menu().getByText('Bitácora de actividad').click();
    await waitForPath(page, '/admin/log');
    await chooseMenuItem(page, 'profile-menu', 'Bloquear pantalla');
    await waitForPath(page, '/auth/lockscreen');
    await page.waitForFunction(() => localStorage.getItem('accessToken') === null);
    await page.locator('input[name="password"]').fill('Demo1234!');
    await page.getByRole('button', { name: 'Desbloquear' }).click();
    await waitForPath(page, '/admin/log');
    await page.getByTestId('main-layout').waitFor();
  });

  it('the 404 and 500 screens keep the code next to the title', async () => {
    for (const path of ['/auth/404', '/auth/500']) {
      await page.goto(`${baseUrl}${path}`);
      const code = page.getByTestId('message-code');
      await code.waitFor();
      const gap = await page.evaluate(() => {
        const codeBox = document
          .querySelector('[data-testid="message-code"]')
          ?.getBoundingClientRect();
        const titleBox = document.querySelector('h1')?.getBoundingClientRect();
        return codeBox && titleBox ? titleBox.top - codeBox.bottom : Number.NaN;
      });
      expect(gap, path).toBeGreaterThanOrEqual(0);
      expect(gap, path).toBeLessThanOrEqual(8);
    }
  });

  it('/auth/500 offers a retry and the way home', async () => {
    await page.goto(`${baseUrl}/auth/500`);
    await page.getByText('Error del servidor').waitFor();
    await page.getByRole('button', { name: 'Reintentar' }).waitFor();
    await page.getByRole('link', { name: 'Volver al inicio' }).waitFor();
  });

  it('a page whose code fails to load opens /auth/500; retry loads it again', async () => {
    // The people page's own chunk is refused, as a dropped connection would.
    const chunk = /\/assets\/people-page-[^/]*\.js$/;
    await page.route(chunk, (route) => route.abort('connectionreset'));
    await signInAt('brand@demo.test');
    await menu().getByText('Personas').click();
    await waitForPath(page, '/auth/500');
    await page.getByText('Error del servidor').waitFor();
    await page.unroute(chunk);
    await page.getByRole('button', { name: 'Reintentar' }).click();
    await waitForPath(page, '/admin/people');
    await page.getByTestId('main-layout').waitFor();
    await page.getByRole('button', { name: 'Agregar usuario' }).waitFor();
  });

  it('shows the new-version notice when version.json names another build', async () => {
    const served = await (await fetch(`${baseUrl}/version.json`)).json();
    expect(typeof (served as { buildId: unknown }).buildId).toBe('string');
    const head = await fetch(`${baseUrl}/version.json`);
    expect(head.headers.get('cache-control')).toBe('no-cache');
    await page.goto(`${baseUrl}/auth/login`);
    await page.locator('input[name="email"]').waitFor();
    // Same build: focusing the window finds nothing new.
    // The check it starts has been answered and rendered: a notice would show by now.
    await quietAfter(page, () => page.evaluate(() => dispatchEvent(new Event('focus'))));
    await expect(page.getByTestId('version-notice').count()).resolves.toBe(0);
    await page.route('**/version.json', (route) =>
      route.fulfill({ contentType: 'application/json', body: '{"buildId":"next-build"}' }),
    );
    await page.evaluate(() => dispatchEvent(new Event('focus')));
    const notice = page.getByTestId('version-notice');
    await notice.getByText('Hay una nueva versión').waitFor();
    await notice.getByRole('button', { name: 'Actualizar' }).waitFor();
  });
});
