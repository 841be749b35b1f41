// The onboarding missions' screens in Chromium (SPEC §4): share brand and activate tips
// started from the missions centre, each screen following its mission machine (data-state), the
// progress they complete, the help hint, and the completion animation that plays once. And the
// centre itself: one mission at a time, cards that say honestly what is running, done or to do,
// 'Ir a la misión' opening the next mission, people added the usual way counting.
import type { Page } from 'playwright-core';
import { seriousViolations } from './axe';
import { freshPageEachTest, screenshot, signIn, waitForPath } from './browser';
import { describe, expect, inject, it } from './runner';
import { phoneLayout, quietAfter } from './waits';

const baseUrl = inject('e2eBaseUrl');

let page: Page;
freshPageEachTest((p) => {
  page = p;
});

const toast = (text: string) => page.locator('.fui-ToastTitle').getByText(text, { exact: true });
const stored = async (key: string) =>
  JSON.parse(
    (await page.evaluate((k) => localStorage.getItem(k), `app.settings.${key}`)) ?? 'null',
  );
const centre = () => page.getByRole('dialog', { name: 'Centro de misiones' });
const missionCard = (name: string) =>
  centre()
    .locator('[data-mission]')
    .filter({ has: page.getByText(name, { exact: true }) });

async function openCentre() {
  await page.getByTestId('missions-button').click();
  await centre().waitFor();
}

/** From the menu to the people page (where the upload missions run), then the centre. */
async function openCentreOnPeople() {
  await page.getByRole('navigation', { name: 'Menú principal' }).getByText('Personas').click();
  await waitForPath(page, '/admin/people');
  await openCentre();
}

async function signInAtDashboard() {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
  await signIn(page, baseUrl, 'brand@demo.test');
  await waitForPath(page, '/dashboard');
  await page.getByTestId('main-layout').waitFor();
}

describe('onboarding missions', () => {
  it('share brand: copying a tutorial link completes its item; Next moves to the next mission', async () => {
    await signInAtDashboard();
    await openCentre();
    await centre().getByText('Progreso: 0 %').waitFor();
    await centre().getByRole('button', { name: 'Iniciar: Comparte tu marca' }).click();
    const panel = page.getByTestId('mission-share-brand');
    await expect(panel.getAttribute('data-state')).resolves.toBe('offering');
    await expect(stored('ownboardings')).resolves.toMatchObject({ shareBrand: true });
    await expect(seriousViolations(page)).resolves.toEqual([]);
    await screenshot(page, 'missions-share-brand');

    await panel.getByRole('button', { name: 'Copiar enlace: Registro con teléfono' }).click();
    await toast('Enlace copiado').waitFor();
    await expect.poll(() => panel.getAttribute('data-state')).toBe('copied');
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(new URL(link).pathname).toMatch(/\/registro\/telefono$/);
    await centre().getByText('Progreso: 33 %').waitFor();
    await expect(stored('ownboardingProgress')).resolves.toMatchObject({
      shareBrandOnboarding: true,
    });

    // Next: the first incomplete mission is welcome (its video has not been watched).
    await panel.getByRole('button', { name: 'Siguiente' }).click();
    await panel.waitFor({ state: 'detached' });
    await expect(stored('ownboardings')).resolves.toMatchObject({
      shareBrand: false,
      welcome: true,
    });
    // Done, and it says so (not 'not started'); it can be done again.
    await missionCard('Comparte tu marca').getByText('Completada').waitFor();
    await missionCard('Comparte tu marca')
      .getByRole('button', { name: 'Repetir: Comparte tu marca' })
      .waitFor();
  });

  it('activate tips: the toggle becomes showTour on Finish, then the help hint until read', async () => {
    await signInAtDashboard();
    await openCentre();
    await centre().getByRole('button', { name: 'Iniciar: Activa los consejos' }).click();
    const panel = page.getByTestId('mission-activate-tips');
    const toggle = panel.getByRole('switch', { name: 'Mostrar los recorridos guiados' });
    await expect(toggle.isChecked()).resolves.toBe(true);
    await toggle.click();
    await expect(toggle.isChecked()).resolves.toBe(false);
    await panel.getByRole('button', { name: 'Terminar' }).click();
    // Finish hides the centre and shows where help lives.
    await centre().waitFor({ state: 'hidden' });
    const hint = page.getByTestId('mission-help-hint');
    await hint.waitFor();
    await expect(stored('showTour')).resolves.toBe(false);
    // Beside the help-centre button.
    const [h, b] = await Promise.all([
      hint.boundingBox(),
      page.getByTestId('help-menu').boundingBox(),
    ]);
    expect(h && b && Math.abs(h.y - (b.y + b.height)) < 40).toBe(true);
    await screenshot(page, 'missions-help-hint');
    // An outside click does not close it; its button does, and the mission ends.
    await page.mouse.click(10, 400);
    await expect(hint.isVisible()).resolves.toBe(true);
    await hint.getByRole('button', { name: 'Entendido' }).click();
    await hint.waitFor({ state: 'detached' });
    await expect(stored('ownboardings')).resolves.toMatchObject({ activateTips: false });
  });

  it('reaching 100 % plays the completion animation once, never again after a reload', async () => {
    await page.goto(`${baseUrl}/auth/login`);
    await page.evaluate(() =>
      localStorage.setItem(
        'app.settings.ownboardingProgress',
        JSON.stringify({ welcomeVideo: true, addEmployees: true, shareBrandOnboarding: false }),
      ),
    );
    await signInAtDashboard();
    await openCentre();
    await centre().getByRole('button', { name: 'Iniciar: Comparte tu marca' }).click();
    await page
      .getByTestId('mission-share-brand')
      .getByRole('button', { name: 'Copiar enlace: Registro con correo' })
      .click();
    await centre().getByText('Progreso: 100 %').waitFor();
    const done = page.getByTestId('missions-complete');
    await done.waitFor();
    await expect(done.textContent()).resolves.toContain('¡Completaste todas las misiones!');
    await done.waitFor({ state: 'detached', timeout: 10_000 });
    await expect(stored('hasShowedOwnboardingFinishAnimation')).resolves.toBe(true);
    // After the reload the page has everything it asked for (the overlays' chunk if the
    // animation were due) and shows 100 %: the animation would be on screen by now (not waited
    // out: it leaves when it ends).
    await quietAfter(
      page,
      async () => {
        await page.reload();
        await page.getByTestId('main-layout').waitFor();
      },
      { animations: false },
    );
    // By its label, not its role: the centre stays open across the reload and hides the rest.
    await page
      .locator('[data-testid="missions-button"][aria-label="Conoce el admin (0 pendientes)"]')
      .waitFor();
    await expect(done.count()).resolves.toBe(0);
  });

  it('on a phone in dark: the centre and its mission fit the screen; axe is clean', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAtDashboard();
    await page.goto(`${baseUrl}/dashboard?theme=dark`);
    await page.getByTestId('main-layout').waitFor();
    await openCentre();
    await centre().getByRole('button', { name: 'Iniciar: Comparte tu marca' }).click();
    const panel = page.getByTestId('mission-share-brand');
    await panel.waitFor();
    const box = await centre().boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    const rows = await panel
      .locator('li[data-way]')
      .evaluateAll((els) => els.map((el) => el.getBoundingClientRect().right));
    expect(rows.every((right) => right <= 390)).toBe(true);
    await expect(seriousViolations(page)).resolves.toEqual([]);
    await screenshot(page, 'missions-share-brand-phone-dark');
  });

  it('welcome: the video plays in the centre with captions; its end marks it watched', async () => {
    await signInAtDashboard();
    await openCentre();
    const panel = page.getByTestId('mission-welcome');
    await expect(panel.getAttribute('data-state')).resolves.toBe('playing');
    const video = panel.locator('video');
    await expect(
      video.locator('track').evaluateAll((ts) => ts.map((t) => t.getAttribute('srclang'))),
    ).resolves.toEqual(['es', 'en']);
    await screenshot(page, 'missions-welcome');
    // Played for real, sped up (muted: no user gesture needed; the WebM may not state its
    // duration before it is read through, so no seek to its end).
    await video.evaluate(async (v: HTMLVideoElement) => {
      v.muted = true;
      v.playbackRate = 16;
      await v.play();
    });
    await centre().getByText('Progreso: 33 %').waitFor({ timeout: 10_000 });
    await panel.waitFor({ state: 'detached' });
    await expect(stored('ownboardingProgress')).resolves.toMatchObject({ welcomeVideo: true });
    // Watched: the mission is over and reads so; it can be watched again.
    await missionCard('Bienvenida').getByText('Completada').waitFor();
    await expect(stored('ownboardings')).resolves.toMatchObject({ welcome: false });
    await missionCard('Bienvenida').getByRole('button', { name: 'Repetir: Bienvenida' }).waitFor();
  });

  it('welcome: where video cannot play, the §8 text; Omitir ends it and closes the centre', async () => {
    await page.addInitScript(() => {
      HTMLMediaElement.prototype.canPlayType = () => '';
    });
    await signInAtDashboard();
    await openCentre();
    const panel = page.getByTestId('mission-welcome');
    await panel
      .getByTestId('video-unsupported')
      .getByText('Tu navegador no puede reproducir este video. Contáctanos si necesitas ayuda.')
      .waitFor();
    await expect(panel.locator('video').count()).resolves.toBe(0);
    await panel.getByRole('button', { name: 'Omitir' }).click();
    await centre().waitFor({ state: 'hidden' });
    await expect(stored('ownboardingProgress')).resolves.toMatchObject({ welcomeVideo: false });
  });

  it('add employees → Masiva: the four bulk steps on the people page, then share brand', async () => {
    await signInAtDashboard();
    await page.getByRole('navigation', { name: 'Menú principal' }).getByText('Personas').click();
    await waitForPath(page, '/admin/people');
    // SPEC §4: on the people page with only welcome on, welcome hands over to add employees.
    await expect
      .poll(() => stored('ownboardings'))
      .toMatchObject({ welcome: false, addEmployees: true });
    await openCentre();
    const add = page.getByTestId('mission-add-employees');
    await add.getByRole('button', { name: /Masiva/ }).click();
    await centre().waitFor({ state: 'hidden' });
    const step = page.getByTestId('mission-massive-upload');
    await expect.poll(() => step.getAttribute('data-state')).toBe('importButton');
    // Beside the import button.
    const [s, b] = await Promise.all([
      step.boundingBox(),
      page.locator('[data-tour="people-import"]').boundingBox(),
    ]);
    expect(s && b && s.y >= b.y + b.height - 2 && s.y - (b.y + b.height) < 40).toBe(true);
    await screenshot(page, 'missions-massive-import');
    await step.getByRole('button', { name: 'Siguiente' }).click();
    await expect.poll(() => step.getAttribute('data-state')).toBe('video');
    await expect(step.locator('video[data-clip="massive-upload"]').count()).resolves.toBe(1);
    await step.getByRole('button', { name: 'Siguiente' }).click();
    await expect.poll(() => step.getAttribute('data-state')).toBe('great');
    await expect(stored('ownboardingProgress')).resolves.toMatchObject({ addEmployees: true });
    await step.getByRole('button', { name: 'Siguiente' }).click();
    await expect.poll(() => step.getAttribute('data-state')).toBe('expert');
    await step.getByRole('button', { name: 'Terminar' }).click();
    await step.waitFor({ state: 'detached' });
    await expect
      .poll(() => stored('ownboardings'))
      .toMatchObject({
        massiveUpload: false,
        addEmployees: false,
        shareBrand: true,
      });
    // Share brand starts where it shows: the centre opens on it.
    await centre().waitFor();
    await page.getByTestId('mission-share-brand').waitFor();
  });

  it("the bulk tour skips 'Genial' when employees were already added; X ends it", async () => {
    await page.goto(`${baseUrl}/auth/login`);
    await page.evaluate(() =>
      localStorage.setItem(
        'app.settings.ownboardingProgress',
        JSON.stringify({ welcomeVideo: false, addEmployees: true, shareBrandOnboarding: false }),
      ),
    );
    await signInAtDashboard();
    await openCentreOnPeople();
    await page
      .getByTestId('mission-add-employees')
      .getByRole('button', { name: /Masiva/ })
      .click();
    await centre().waitFor({ state: 'hidden' });
    const step = page.getByTestId('mission-massive-upload');
    await expect.poll(() => step.getAttribute('data-state')).toBe('importButton');
    await step.getByRole('button', { name: 'Siguiente' }).click();
    await expect.poll(() => step.getAttribute('data-state')).toBe('video');
    await step.getByRole('button', { name: 'Siguiente' }).click();
    await expect.poll(() => step.getAttribute('data-state')).toBe('expert');
    await step.getByRole('button', { name: 'Cerrar' }).click();
    await step.waitFor({ state: 'detached' });
    await expect
      .poll(() => stored('ownboardings'))
      .toMatchObject({ massiveUpload: false, shareBrand: true });
  });

  it('add employees → Individual: the eight steps across the list and the form, a real person created', async () => {
    await signInAtDashboard();
    await openCentreOnPeople();
    await page
      .getByTestId('mission-add-employees')
      .getByRole('button', { name: /Individual/ })
      .click();
    await centre().waitFor({ state: 'hidden' });
    const step = page.getByTestId('mission-individual-upload');
    const at = () => step.getAttribute('data-state');
    // Step 1 on the list, beside the add button; the real button goes on.
    await expect.poll(at).toBe('onPeople:0');
    await page.getByRole('button', { name: 'Agregar usuario' }).click();
    await waitForPath(page, '/admin/people/add');
    // Step 2 shows 400 ms after the form opens; Next walks the form's controls.
    for (const [state, target] of [
      ['form:1', 'individual-identifier'],
      ['form:2', 'individual-country'],
      ['form:3', 'individual-role'],
      ['form:4', 'individual-store'],
      ['form:5', 'individual-submit'],
    ] as const) {
      await expect.poll(at).toBe(state);
      // Beside the control it names: just below it, or just above where the page ends. Measured
      // once the popover has slid in (Fluent's entry animation moves it by a few pixels) and
      // Floating UI has placed it, so a slow machine does not catch it half-way.
      const gap = async () => {
        await step.evaluate((el) =>
          Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)),
        );
        const [s, t] = await Promise.all([
          step.boundingBox(),
          page.locator(`[data-tour="${target}"]`).boundingBox(),
        ]);
        return s && t ? Math.max(s.y - (t.y + t.height), t.y - (s.y + s.height)) : 999;
      };
      // The gap itself on failure, 'beside' once it is within -2..40 px.
      const beside = async () => {
        const g = await gap();
        return g > -2 && g < 40 ? 'beside' : g;
      };
      await expect.poll(beside, { message: state }).toBe('beside');
      if (state !== 'form:5') await step.getByRole('button', { name: 'Siguiente' }).click();
    }
    await expect(step.getByRole('button', { name: 'Siguiente' }).count()).resolves.toBe(0);
    await screenshot(page, 'missions-individual-form');
    const n = Date.now().toString().slice(-6);
    await page.locator('input[name="first_name"]').fill('Misión');
    await page.locator('input[name="last_name"]').fill(`Individual ${n}`);
    await page.locator('input[name="email"]').fill(`mision.${n}@saborfresco.mx`);
    await page.locator('select[name="position_id"]').selectOption({ index: 1 });
    await page.locator('select[name="store_id"]').selectOption({ index: 1 });
    await page.getByRole('button', { name: 'Agregar', exact: true }).click();
    await waitForPath(page, '/admin/people');
    // Created: step 7, then the addEmployees item 500 ms later; the screen offers the bulk tour.
    await expect.poll(at).toBe('success:6');
    await expect(stored('ownboardingProgress')).resolves.toMatchObject({ addEmployees: true });
    await step.getByRole('button', { name: 'Ver la carga masiva' }).waitFor();
    await step.getByRole('button', { name: 'Siguiente' }).click();
    await expect.poll(at).toBe('invitation:7');
    await step.getByRole('button', { name: 'Ir a la misión' }).click();
    await step.waitFor({ state: 'detached' });
    await expect
      .poll(() => stored('ownboardings'))
      .toMatchObject({
        individualUpload: false,
        shareBrand: true,
      });
    // 'Ir a la misión' opens that mission: the centre, on share brand, ready to use.
    await centre().waitFor();
    const share = page.getByTestId('mission-share-brand');
    await expect(share.getAttribute('data-state')).resolves.toBe('offering');
    await missionCard('Agrega colaboradores').getByText('Completada').waitFor();
    await missionCard('Comparte tu marca').getByText('En curso').waitFor();
  });

  it('individual upload: leaving the form before creating anyone ends the tour at step 0', async () => {
    await signInAtDashboard();
    await openCentreOnPeople();
    await page
      .getByTestId('mission-add-employees')
      .getByRole('button', { name: /Individual/ })
      .click();
    await centre().waitFor({ state: 'hidden' });
    const step = page.getByTestId('mission-individual-upload');
    await expect.poll(() => step.getAttribute('data-state')).toBe('onPeople:0');
    await page.getByRole('button', { name: 'Agregar usuario' }).click();
    await expect.poll(() => step.getAttribute('data-state')).toBe('form:1');
    await page.getByRole('button', { name: 'Volver a personas' }).click();
    await waitForPath(page, '/admin/people');
    await step.waitFor({ state: 'detached' });
    await expect.poll(() => stored('ownboardings')).toMatchObject({ individualUpload: false });
  });

  it('one mission at a time: starting Bienvenida while share brand runs stops it and plays the video', async () => {
    await signInAtDashboard();
    await openCentre();
    await centre().getByRole('button', { name: 'Iniciar: Comparte tu marca' }).click();
    await page.getByTestId('mission-share-brand').waitFor();
    await missionCard('Comparte tu marca').getByText('En curso').waitFor();
    // Bienvenida is not running now: it offers to start.
    await missionCard('Bienvenida').getByText('Pendiente').waitFor();
    await centre().getByRole('button', { name: 'Iniciar: Bienvenida' }).click();
    const panel = page.getByTestId('mission-welcome');
    await expect(panel.getAttribute('data-state')).resolves.toBe('playing');
    await page.getByTestId('mission-share-brand').waitFor({ state: 'detached' });
    // Playing for real: started by the click, the time runs.
    await expect
      .poll(() =>
        panel.locator('video').evaluate((v: HTMLVideoElement) => !v.paused && v.currentTime > 0),
      )
      .toBe(true);
    await expect(stored('ownboardings')).resolves.toMatchObject({
      welcome: true,
      shareBrand: false,
    });
    await missionCard('Bienvenida').getByText('En curso').waitFor();
    await missionCard('Comparte tu marca').getByText('Pendiente').waitFor();
    await expect(
      centre()
        .locator('[data-status="inProgress"]')
        .evaluateAll((els) => els.map((el) => el.getAttribute('data-mission'))),
    ).resolves.toEqual(['welcome']);
  });

  it('a person added through the people form counts for Agrega colaboradores', async () => {
    await signInAtDashboard();
    await page.getByRole('navigation', { name: 'Menú principal' }).getByText('Personas').click();
    await waitForPath(page, '/admin/people');
    await page.getByRole('button', { name: 'Agregar usuario' }).click();
    await waitForPath(page, '/admin/people/add');
    const n = Date.now().toString().slice(-6);
    await page.locator('input[name="first_name"]').fill('Normal');
    await page.locator('input[name="last_name"]').fill(`Alta ${n}`);
    await page.locator('input[name="email"]').fill(`normal.${n}@saborfresco.mx`);
    await page.locator('select[name="position_id"]').selectOption({ index: 1 });
    await page.locator('select[name="store_id"]').selectOption({ index: 1 });
    await page.getByRole('button', { name: 'Agregar', exact: true }).click();
    await toast('Usuario creado').waitFor();
    await waitForPath(page, '/admin/people');
    await expect.poll(() => stored('ownboardingProgress')).toMatchObject({ addEmployees: true });
    await openCentre();
    await centre().getByText('Progreso: 33 %').waitFor();
    await missionCard('Agrega colaboradores').getByText('Completada').waitFor();
    await expect(stored('ownboardings')).resolves.toMatchObject({ addEmployees: false });
  });

  it('the centre is a product, not a debug panel: four mission cards, no raw flags, no reset', async () => {
    await signInAtDashboard();
    await openCentre();
    await expect(
      centre()
        .locator('[data-mission]')
        .evaluateAll((els) => els.map((el) => el.getAttribute('data-mission'))),
    ).resolves.toEqual(['welcome', 'addEmployees', 'shareBrand', 'activateTips']);
    await expect(
      centre()
        .getByRole('button', { name: /Reiniciar/ })
        .count(),
    ).resolves.toBe(0);
    for (const raw of ['Sin iniciar', 'Carga individual', 'Carga masiva', 'Avance'])
      await expect(centre().getByText(raw, { exact: true }).count()).resolves.toBe(0);
    // Each card says what it is and where it stands; the one to do next is the primary action.
    await missionCard('Bienvenida').getByText('En curso').waitFor();
    for (const name of ['Agrega colaboradores', 'Comparte tu marca', 'Activa los consejos'])
      await missionCard(name).getByText('Pendiente').waitFor();
    await expect(seriousViolations(page)).resolves.toEqual([]);
    await screenshot(page, 'missions-centre-light');
    // The centre stays open across a reload (SPEC §3 showOwnboardingCenterDropdown).
    await page.goto(`${baseUrl}/dashboard?theme=dark`);
    await page.getByTestId('main-layout').waitFor();
    await centre().waitFor();
    await expect(seriousViolations(page)).resolves.toEqual([]);
    await screenshot(page, 'missions-centre-dark');
    await page.setViewportSize({ width: 390, height: 844 });
    await phoneLayout(page);
    const box = await centre().boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    const cards = await centre()
      .locator('[data-mission]')
      .evaluateAll((els) => els.map((el) => el.getBoundingClientRect().right));
    expect(cards.every((right) => right <= 390)).toBe(true);
    await screenshot(page, 'missions-centre-phone-dark');
  });
});
