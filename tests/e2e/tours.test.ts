// Guided tours (shepherd.js) in real Chromium: a new admin's first visits, finishing, closing,
// the general tips bringing them back, the stacking order and axe on a step.
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { seriousViolations } from './axe';
import { freshPageEachTest, screenshot, signIn, waitForPath } from './browser';

const baseUrl = inject('e2eBaseUrl');

let page: Page;
// Tours on, as for every new administrator.
freshPageEachTest(
  (p) => {
    page = p;
  },
  { tours: true },
);

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

describe('guided tours', () => {
  it('a placeholder page (the dashboard today) says it is coming soon and starts no tour', async () => {
    await signInWithTour('brand@demo.test');
    await page
      .getByTestId('placeholder-coming-soon')
      .getByText('Esta página estará disponible pronto.')
      .waitFor();
    await expect(
      page.getByText('No hay información disponible con el filtro seleccionado').count(),
    ).resolves.toBe(0);
    // Long enough for the tour's chunk to load and its first step to fade in, were it due.
    await page.waitForTimeout(1500);
    await expect(step().count()).resolves.toBe(0);
    // The flag stays on: the tour shows once the page is built.
    await expect(tourFlags()).resolves.not.toMatchObject({ dashboard: false });
    await screenshot(page, 'tour-dashboard');
  });

  it('the people tour shows once; finishing it keeps it away', async () => {
    await signInWithTour('brand@demo.test');
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
    await page.reload();
    await page.getByTestId('main-layout').waitFor();
    await page.waitForTimeout(1500);
    await expect(step().count()).resolves.toBe(0);
  });

  it('a step can be closed with Esc; the people tour shows there; general tips brings it back', async () => {
    await signInWithTour('brand@demo.test');
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
    await page.waitForTimeout(600);
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

  it('the activity log has its own one-step tour', async () => {
    await signInWithTour('region@demo.test');
    await menu().getByText('Bitácora de actividad').click();
    await waitForPath(page, '/admin/log');
    await expectStep('Buscar en la bitácora');
    await step().getByRole('button', { name: 'Terminar' }).click();
    await step().waitFor({ state: 'detached' });
    await expect(tourFlags()).resolves.toMatchObject({ activity_log: false });
  });
});
