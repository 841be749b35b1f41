// The statechart viewer at /dev/machines in Chromium, on the production build: every
// state of a machine drawn from its definition, its description on focus, the path to a clicked
// state, the live state of the actors of another tab (same origin, so the BroadcastChannel reaches
// it) following the individual-upload mission; refused to a brand admin, and never downloaded by
// other pages.
import type { Page, Request } from 'playwright-core';
import { onboardingMachine } from '../../machines/onboarding/onboarding';
import { drawnStates, statechartOf } from '../../src/features/dev-machines/statechart';
import { freshPageEachTest, screenshot, signIn, waitForPath } from './browser';
import { expectNoOverflow, expectNoSeriousViolations, signInAs } from './report-helpers';
import { describe, expect, inject, it } from './runner';

const baseUrl = inject('e2eBaseUrl');

let page: Page;
freshPageEachTest((p) => {
  page = p;
});

const menu = (p: Page = page) => p.getByRole('navigation', { name: 'Menú principal' });
const chart = (machine: string) =>
  page.locator(`[data-testid="statechart"][data-machine="${machine}"]`);
const stateNode = (id: string) => page.locator(`[data-testid="state-node"][data-state-id="${id}"]`);
const isActive = (id: string) => stateNode(id).getAttribute('data-active');
/** The viewer's chunk and the layout worker: what no other page may download. */
const VIEWER_FILES = /\/assets\/(machines-page|elk-worker)[^/]*\.js/;

async function signInAsSuper(p: Page = page) {
  await signIn(p, baseUrl, 'super@demo.test');
  await p.getByRole('alertdialog', { name: 'Selecciona un dominio' }).waitFor();
  await p.getByTestId('domain-options').getByRole('button').first().click();
  await p.getByTestId('main-layout').waitFor();
}

async function openMachine(machine: string) {
  await page
    .getByRole('navigation', { name: 'Máquinas' })
    .getByRole('link', { name: machine, exact: true })
    .click();
  await waitForPath(page, `/dev/machines/${machine}`);
  await chart(machine).waitFor({ timeout: 30_000 });
}

describe('statechart viewer', () => {
  it('draws every state of the onboarding machine, tells each one, and the way to it', async () => {
    await signInAsSuper();
    // A super admin finds it in the menu, under Administración.
    await menu().getByText('Máquinas de estado').click();
    await waitForPath(page, '/dev/machines');
    await page.getByTestId('machines-empty').waitFor();
    await openMachine('onboarding');

    const states = drawnStates(statechartOf(onboardingMachine));
    expect(states).toHaveLength(25);
    await expect(page.getByTestId('state-node').count()).resolves.toBe(states.length);
    for (const s of states) {
      await expect(stateNode(s.id).locator('text').first().textContent(), s.id).resolves.toBe(
        s.key,
      );
    }
    // Regions of the parallel root are drawn as such, the final and initial marks too.
    await expect(stateNode('onboarding.welcome').getAttribute('data-kind')).resolves.toBe(
      'compound',
    );
    // This tab's own missions centre runs: its states are lit.
    await expect.poll(() => isActive('onboarding.handoff.idle')).toBe('true');

    // Focus shows the description; Enter lists the events from the initial state.
    const target = 'onboarding.handoff.startingShareBrand';
    await stateNode(target).focus();
    const details = page.getByTestId('state-details');
    // In the console's language (Spanish here), not the machine's English source.
    await expect(details.getByTestId('state-description').textContent()).resolves.toBe(
      'Esperando 500 ms antes de que empiece shareBrand.',
    );
    // …beside the state too, as its accessible description.
    const card = page.getByTestId('state-card');
    await expect(card.textContent()).resolves.toBe(
      'startingShareBrand Esperando 500 ms antes de que empiece shareBrand.',
    );
    await expect(stateNode(target).getAttribute('aria-describedby')).resolves.toBe(
      await card.getAttribute('id'),
    );
    await page.keyboard.press('Enter');
    await expect.poll(() => new URL(page.url()).searchParams.get('state')).toBe(target);
    await expect(
      details.getByTestId('state-path').locator('li').allTextContents(),
    ).resolves.toEqual(['onboarding.massiveUpload.ended → handoff.startingShareBrand']);
    // Arrow keys move between the states (one tab stop for the whole chart).
    await page.keyboard.press('ArrowDown');
    const moved = await page.evaluate(() => document.activeElement?.getAttribute('data-state-id'));
    expect(moved).toMatch(/^onboarding\./);
    expect(moved).not.toBe(target);
    await stateNode('onboarding.completion.celebrated').click();
    await expect(
      details.getByTestId('state-path').locator('li').allTextContents(),
    ).resolves.toEqual(['always [isCelebrated] → completion.celebrated']);
    await expectNoSeriousViolations(page);
    await screenshot(page, 'machines-onboarding');
  });

  it('lights the state of the individual-upload mission running in a second page', async () => {
    await signInAsSuper();
    await page.goto(`${baseUrl}/dev/machines/individualUpload`);
    await chart('individualUpload').waitFor({ timeout: 30_000 });
    await expect(page.getByTestId('state-node').count()).resolves.toBe(8);
    await expect(page.getByTestId('live-state').textContent()).resolves.toMatch(
      /Ningún actor de esta máquina/,
    );

    // A second page of the same browser, signed in already (same storage), runs the mission.
    const console2 = await page.context().newPage();
    await console2.goto(`${baseUrl}/admin/people`);
    await console2.getByTestId('main-layout').waitFor();
    await console2.getByTestId('missions-button').click();
    const centre = console2.getByRole('dialog', { name: 'Centro de misiones' });
    // The individual tour is one of the two ways of 'Agrega colaboradores' (running here: on the
    // people page welcome hands over to it).
    await centre.waitFor();
    const addEmployees = console2.getByTestId('mission-add-employees');
    if (!(await addEmployees.isVisible())) {
      await centre
        .getByRole('button', { name: /^(Iniciar|Repetir): Agrega colaboradores$/ })
        .click();
    }
    await addEmployees.getByRole('button', { name: /Individual/ }).click();
    await centre.waitFor({ state: 'hidden' });

    await expect
      .poll(() => isActive('individualUpload.onPeople'), { timeout: 15_000 })
      .toBe('true');
    await expect(page.getByTestId('live-state').textContent()).resolves.toBe(
      'Estado actual: onPeople',
    );
    await expect(
      page.getByTestId('live-actor').locator('option').allTextContents(),
    ).resolves.toEqual(['Seguir el último cambio', 'onboarding.individualUpload (pestaña 2)']);
    await screenshot(page, 'machines-live-on-people');

    // Step 1 leads to the form: openingForm, then form 400 ms later.
    await console2.getByRole('button', { name: 'Agregar usuario' }).click();
    await waitForPath(console2, '/admin/people/add');
    await expect.poll(() => isActive('individualUpload.form'), { timeout: 15_000 }).toBe('true');
    await expect(isActive('individualUpload.onPeople')).resolves.toBe('false');
    await expect(page.getByTestId('live-state').textContent()).resolves.toBe('Estado actual: form');
    await screenshot(page, 'machines-live-form');

    // Hovering a state tells what it is.
    await stateNode('individualUpload.created').hover();
    await expect(page.getByTestId('state-card').textContent()).resolves.toMatch(
      /^created Primer usuario creado/,
    );
    // The way to the form, as events from the initial state (the shortest one).
    await stateNode('individualUpload.form').click();
    await expect(page.getByTestId('state-path').locator('li').allTextContents()).resolves.toEqual([
      'individualUpload.close → form',
    ]);

    // The second page closes: its actors leave the viewer.
    await console2.close();
    await expect.poll(() => isActive('individualUpload.form')).toBe('false');
  });

  it('is refused to a brand admin; no other page downloads it', async () => {
    const fetched: string[] = [];
    page.on('request', (r: Request) => fetched.push(new URL(r.url()).pathname));
    await signInAs(page, baseUrl, 'brand@demo.test');
    await menu().getByText('Personas').click();
    await waitForPath(page, '/admin/people');
    await expect(menu().getByText('Máquinas de estado').count()).resolves.toBe(0);
    expect(fetched.filter((path) => VIEWER_FILES.test(path))).toEqual([]);
    expect(fetched.some((path) => /\/assets\/dashboard-page-/.test(path))).toBe(true);

    await page.goto(`${baseUrl}/dev/machines/onboarding`);
    await page.locator('.fui-ToastTitle').getByText('Acceso no autorizado').waitFor();
    await waitForPath(page, '/dashboard');
    expect(fetched.filter((path) => VIEWER_FILES.test(path))).toEqual([]);
  });

  it('reads in the dark theme and on a phone', async () => {
    await signInAsSuper();
    await page.goto(
      `${baseUrl}/dev/machines/individualUpload?theme=dark&state=individualUpload.success`,
    );
    await chart('individualUpload').waitFor({ timeout: 30_000 });
    await expect(page.locator('html').getAttribute('data-theme')).resolves.toBe('dark');
    await page.getByTestId('state-path').waitFor();
    await expectNoSeriousViolations(page);
    await screenshot(page, 'machines-dark');

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${baseUrl}/dev/machines/onboarding?theme=light`);
    await chart('onboarding').waitFor({ timeout: 30_000 });
    // The chart scrolls inside its frame; the page itself does not get wider than the phone.
    await expectNoOverflow(page);
    await page.getByRole('button', { name: 'Ajustar al ancho' }).click();
    const [frame, svg] = await Promise.all([
      page.getByTestId('statechart-canvas').boundingBox(),
      chart('onboarding').boundingBox(),
    ]);
    expect(svg && frame && svg.width <= frame.width).toBe(true);
    await expectNoSeriousViolations(page);
    await screenshot(page, 'machines-phone');
  });
});
