// Guided tours (shepherd.js) in real Chromium: a new admin's first visits, finishing, closing,
// the general tips bringing them back, the stacking order and axe on a step, and "No volver a
// mostrar consejos" kept with the admin for every browser.
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { seriousViolations } from './axe';
import {
  ARTIFACTS,
  freshPageEachTest,
  launch,
  openPage,
  reportFailure,
  screenshot,
  signIn,
  waitForPath,
  whileDoing,
} from './browser';
import { beforeEach, describe, expect, inject, it } from './runner';
import { resetTourSettings } from './tour-settings-api';
import { quietAfter, settled } from './waits';

const baseUrl = inject('e2eBaseUrl');

let page: Page;
// Tours on, as for every new administrator.
freshPageEachTest(
  (p) => {
    page = p;
  },
  { tours: true },
);

// The server keeps which tours an admin saw: each test starts its admins as new ones.
beforeEach(async () => {
  for (const email of ['brand@demo.test', 'region@demo.test', 'store@demo.test']) {
    await resetTourSettings(baseUrl, email);
  }
});

const step = () => page.locator('.shepherd-element.shepherd-enabled');
const stepTitle = () => step().locator('.shepherd-title');
const menu = () => page.getByRole('navigation', { name: 'Menú principal' });
const tourFlags = () =>
  page.evaluate(() => JSON.parse(localStorage.getItem('app.settings.tourPages') ?? '{}'));

async function expectStep(title: string) {
  await stepTitle().getByText(title, { exact: true }).waitFor();
}

async function signInWithTour(email: string) {
  await signIn(page, baseUrl, email);
  await waitForPath(page, '/dashboard');
  await page.getByTestId('main-layout').waitFor();
}

/** Opens `path`, steps through its tour expecting `titles` in order, and checks its flag is off. */
async function walkTour(
  path: string,
  heading: string | RegExp,
  flag: string,
  titles: readonly string[],
) {
  await page.goto(`${baseUrl}${path}`);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  for (const [i, title] of titles.entries()) {
    await expectStep(title);
    const last = i === titles.length - 1;
    await step()
      .getByRole('button', { name: last ? 'Terminar' : 'Siguiente' })
      .click();
  }
  await step().waitFor({ state: 'detached' });
  await expect(tourFlags()).resolves.toMatchObject({ [flag]: false });
}

/** Signs in and closes the dashboard's own tour (it shows first), to test another page's. */
async function signInPastDashboardTour(email: string) {
  await signInWithTour(email);
  await expectStep('Te damos la bienvenida');
  await page.keyboard.press('Escape');
  await step().waitFor({ state: 'detached' });
}

describe('guided tours', () => {
  it('the dashboard tour runs on the built page, step by step, and finishing keeps it away', async () => {
    await signInWithTour('brand@demo.test');
    await page.locator('[data-panel="key-metrics"] [data-testid="figure-value"]').first().waitFor();
    await expectStep('Te damos la bienvenida');
    await screenshot(page, 'tour-dashboard');
    // SPEC §2: welcome, theme, language, scope, date picker, domain switcher, user menu.
    const titles = [
      'Te damos la bienvenida',
      'Tema claro u oscuro',
      'Idioma',
      'Alcance',
      'Periodo',
      'Dominio',
      'Tu perfil',
    ];
    for (const [i, title] of titles.entries()) {
      await expectStep(title);
      // While one step fades out and the next in, both are enabled: act on the titled one.
      const current = step().filter({ has: page.locator('.shepherd-title', { hasText: title }) });
      const last = i === titles.length - 1;
      await current.getByRole('button', { name: last ? 'Terminar' : 'Siguiente' }).click();
    }
    await step().waitFor({ state: 'detached' });
    await expect(tourFlags()).resolves.toMatchObject({ dashboard: false });
    // Every chunk and answer the reloaded page asked for is in and rendered: a tour would show.
    await quietAfter(page, async () => {
      await page.reload();
      await page.getByTestId('main-layout').waitFor();
    });
    await expect(step().count()).resolves.toBe(0);
  });

  it('the people tour shows once; finishing it keeps it away', async () => {
    await signInPastDashboardTour('brand@demo.test');
    await menu().getByText('Personas').click();
    await waitForPath(page, '/admin/people');
    await expectStep('Buscar');
    // SPEC §9: the tour layer stacks at 20000.
    await expect(step().evaluate((el) => getComputedStyle(el).zIndex)).resolves.toBe('20000');
    await step().getByRole('button', { name: 'Siguiente' }).click();
    await expectStep('Puesto');
    // Back goes one step back.
    await step().getByRole('button', { name: 'Anterior' }).click();
    await expectStep('Buscar');
    await page.keyboard.press('Escape');
    await step().waitFor({ state: 'detached' });
    await expect(tourFlags()).resolves.toMatchObject({ people: false });
    // Every chunk and answer the reloaded page asked for is in and rendered: a tour would show.
    await quietAfter(page, async () => {
      await page.reload();
      await page.getByTestId('main-layout').waitFor();
    });
    await expect(step().count()).resolves.toBe(0);
  });

  it('on a phone the people tour keeps the top bar in view', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInPastDashboardTour('brand@demo.test');
    await page.evaluate(() => {
      history.pushState(null, '', '/admin/people');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await waitForPath(page, '/admin/people');
    await expectStep('Buscar');
    const header = page.locator('header').first();
    // Each step scrolls its element into view; the sticky top bar stays at the top, one row.
    for (let i = 0; i < 4 && (await step().count()) > 0; i++) {
      const box = await header.evaluate((el) => el.getBoundingClientRect().toJSON());
      expect(box.top).toBe(0);
      expect(box.height).toBeLessThanOrEqual(64);
      const next = step().getByRole('button', { name: 'Siguiente' });
      if ((await next.count()) === 0) break;
      await next.click();
      await settled(page);
    }
    await screenshot(page, 'tour-people-mobile');
  }, 120_000);

  it('a step can be closed with Esc; the people tour shows there; general tips brings it back', async () => {
    await signInPastDashboardTour('brand@demo.test');
    await menu().getByText('Personas').click();
    await waitForPath(page, '/admin/people');
    await expectStep('Buscar');
    await expect(
      step().evaluate((el) => el.textContent?.includes('número de empleado')),
    ).resolves.toBe(true);
    await step().getByRole('button', { name: 'Cerrar recorrido' }).click();
    await step().waitFor({ state: 'detached' });
    await expect(tourFlags()).resolves.toMatchObject({ people: false });

    // Support → General tips restarts every page's tour: this page's shows again.
    await menu().getByText('Soporte').click();
    await menu().getByText('Consejos generales').click();
    await expectStep('Buscar');
    await expect(tourFlags()).resolves.toMatchObject({ dashboard: true });
    await step().getByRole('button', { name: 'Siguiente' }).click();
    await expectStep('Puesto');
    // The pointer rests on the button (as after a click); shepherd fades a step in (0.3 s) and
    // eases the hover colour (0.5 s): axe measures contrast once both are done.
    await step().getByRole('button', { name: 'Siguiente' }).hover();
    await settled(page);
    await page.waitForFunction(
      () =>
        getComputedStyle(document.querySelector('.shepherd-element.shepherd-enabled') as Element)
          .opacity === '1',
    );
    const violations = await seriousViolations(page);
    expect(violations.join('\n')).toBe('');
    await page.keyboard.press('Escape');
    await step().waitFor({ state: 'detached' });
  });

  it('the store ranking tour shows the steps of SPEC §2 in order', async () => {
    await signInWithTour('brand@demo.test');
    await walkTour('/rankings/stores', /^Ranking de /, 'rankings_stores', [
      'Buscar',
      'Adopción',
      'Avance',
      'Ordenar el ranking',
      'Registros por página',
      'Exportar',
    ]);
  });

  it('the training reports and topic summary tours show the steps of SPEC §2 in order', async () => {
    await signInWithTour('brand@demo.test');
    for (const [path, heading, flag, titles] of [
      [
        '/training/reports',
        'Reportes de capacitación',
        'training_reports',
        [
          'Periodo',
          'Filtrar por usuario',
          'Filtrar por curso',
          'Filtrar por puesto',
          'Registros por página',
          'Exportaciones',
        ],
      ],
      [
        '/training/topic-summary',
        'Resumen de cursos',
        'topic_summary',
        ['Tipos de curso', 'Buscar un curso', 'Registros por página', 'Exportar'],
      ],
    ] as const) {
      await walkTour(path, heading, flag, titles);
    }
  });

  it('the supervision reports and global score tours show the steps of SPEC §2 in order', async () => {
    await signInWithTour('brand@demo.test');
    for (const [path, heading, flag, titles] of [
      [
        '/supervision/reports',
        'Reportes de supervisión',
        'supervision_reports',
        [
          'Periodo',
          'Filtrar por supervisor',
          'Filtrar por módulo',
          'Filtrar por supervisión',
          'Registros por página',
          'Exportaciones',
        ],
      ],
      [
        '/supervision/global-score',
        'Calificación global',
        'global_score_supervision',
        ['Calificación global'],
      ],
    ] as const) {
      await walkTour(path, heading, flag, titles);
    }
  });

  it('the satisfaction reports and comments tours show the steps of SPEC §2 in order', async () => {
    await signInWithTour('brand@demo.test');
    for (const [path, heading, flag, titles] of [
      [
        '/gem/reports',
        'Reportes de satisfacción',
        'satisfaction_reports',
        ['Periodo', 'Encuesta', 'Exportación completa', 'Exportaciones', 'Registros por página'],
      ],
      [
        '/gem/comments',
        'Comentarios',
        'satisfaction_comments',
        ['Registros por página', 'Exportaciones'],
      ],
    ] as const) {
      await walkTour(path, heading, flag, titles);
    }
  });

  it('the activity log has its own tour: search, then the export', async () => {
    await signInPastDashboardTour('region@demo.test');
    await menu().getByText('Bitácora de actividad').click();
    await waitForPath(page, '/admin/log');
    await expectStep('Buscar en la bitácora');
    await step().getByRole('button', { name: 'Siguiente' }).click();
    await expectStep('Exportar la bitácora');
    await step().getByRole('button', { name: 'Terminar' }).click();
    await step().waitFor({ state: 'detached' });
    await expect(tourFlags()).resolves.toMatchObject({ activity_log: false });
  });

  it('"No volver a mostrar consejos" in the first tour holds in a new browser until the settings turn tips on', async (ctx) => {
    await signInWithTour('store@demo.test');
    await expectStep('Te damos la bienvenida');
    const never = () => step().getByRole('button', { name: 'No volver a mostrar consejos' });
    await never().waitFor();
    await settled(page);
    await screenshot(page, 'tour-never-light');
    // The same step in the dark theme (a reload shows the tour again: nothing was chosen yet).
    await page.evaluate(() => localStorage.setItem('app.settings.theme', '"dark"'));
    await page.reload();
    await expectStep('Te damos la bienvenida');
    await settled(page);
    await screenshot(page, 'tour-never-dark');
    await expect(seriousViolations(page)).resolves.toEqual([]);

    const saved = page.waitForResponse(
      (r) => r.url().includes('/api/v2/me/tour') && r.request().method() === 'PATCH' && r.ok(),
    );
    await whileDoing(saved, () => never().click());
    await step().waitFor({ state: 'detached' });
    // No other page's tour in this browser either.
    await quietAfter(page, async () => {
      await menu().getByText('Personas').click();
      await waitForPath(page, '/admin/people');
      await page.getByRole('heading', { level: 1 }).waitFor();
    });
    await expect(step().count()).resolves.toBe(0);

    // A new browser for the same admin: its own storage would show every tour.
    const other = await launch({ tours: true });
    const second = await openPage(other);
    try {
      const otherStep = () => second.locator('.shepherd-element.shepherd-enabled');
      await signIn(second, baseUrl, 'store@demo.test');
      await waitForPath(second, '/dashboard');
      await second.getByTestId('main-layout').waitFor();
      for (const path of ['/dashboard', '/admin/people', '/rankings/users']) {
        await quietAfter(second, async () => {
          await second.goto(`${baseUrl}${path}`);
          await second.getByRole('heading', { level: 1 }).first().waitFor();
        });
        await expect(otherStep().count(), path).resolves.toBe(0);
      }

      // Settings → "Mostrar consejos en cada página" turns tips back on for the admin.
      await second.getByTestId('settings-button').click();
      const tips = second.getByRole('switch', { name: 'Mostrar consejos en cada página' });
      await expect(tips.isChecked()).resolves.toBe(false);
      await screenshot(second, 'tour-tips-switch-off');
      const on = second.waitForResponse(
        (r) => r.url().includes('/api/v2/me/tour') && r.request().method() === 'PATCH' && r.ok(),
      );
      // The rankings page's tour is due again, but it waits for the drawer: a step taking the
      // focus behind it would catch the Escape that closes the drawer.
      await quietAfter(second, () => whileDoing(on, () => tips.click()));
      await expect(tips.isChecked()).resolves.toBe(true);
      await expect(otherStep().count()).resolves.toBe(0);
      await second.keyboard.press('Escape');
      await second.getByTestId('settings-drawer').waitFor({ state: 'detached' });
      await otherStep().locator('.shepherd-title').getByText('Buscar', { exact: true }).waitFor();
      await settled(second);
      // The step has the focus (the drawer gave it back before the tour began), so the keyboard
      // drives the tour.
      await expect(
        second.evaluate(() => document.activeElement?.closest('.shepherd-element') != null),
      ).resolves.toBe(true);
      // The dashboard stays seen (its tour is where the choice was made); the others show again.
      await second.setViewportSize({ width: 390, height: 844 });
      await second.goto(`${baseUrl}/admin/people`);
      await otherStep().locator('.shepherd-title').getByText('Buscar', { exact: true }).waitFor();
      await settled(second);
      await second.screenshot({ path: join(ARTIFACTS, 'tour-never-mobile.png') });
    } catch (error) {
      await reportFailure(ctx, second, error);
      throw error;
    } finally {
      await other.close();
    }
  });
});
