// How a user makes each mission machine's events happen in the console, and what the screen
// promises in each of its states (SPEC §2, §4): the browser half of the onboarding path suite
// (onboarding-paths.test.ts). Events come from the machines' generated paths; a driver turns each
// into the clicks, navigations and real work (a person created, a CSV imported, a link copied) a
// user does, and checks each state by the data-state its screen shows, its texts and what it saved.

import type { Download, Page } from 'playwright-core';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { signIn, waitForPath } from './browser';
import type { TrailReader } from './mission-trail';
import { expect } from './runner';

/** What a driver works with during one path. */
export interface PathContext {
  page: Page;
  baseUrl: string;
  trail: TrailReader;
  /** The page's clock when the last user action began (a delay is not one). */
  actedAt: number;
  /** Short unique text for this path's people. */
  run: string;
}

/** A check of the screen a state promises; `via` is the event that led there (null at start). */
type StateCheck = (
  ctx: PathContext,
  expected: AnyMachineSnapshot,
  via: AnyEventObject | null,
) => Promise<void>;

/** The browser side of one mission machine. */
export interface MissionDriver {
  /** Signs in with the scenario's saved progress and opens the mission: its initial state. */
  start(ctx: PathContext, scenario: string): Promise<void>;
  /** Does what a user does to cause `event` while the machine is in `before`. */
  act(ctx: PathContext, event: AnyEventObject, before: AnyMachineSnapshot): Promise<void>;
  /** Per atomic state id. */
  checks: Record<string, StateCheck>;
}

// A delay is measured from the moment its event happened (a navigation, a video's end, the click)
// to what it caused; the slack only absorbs timer and clock granularity.
const DELAY_SLACK_MS = 50;
const STEP_DELAY_MS = 500; // ONBOARDING_DELAYS.onboardingStep (SPEC §9)
const ADD_STEP_DELAY_MS = 400; // ONBOARDING_DELAYS.individualAddStep

const centre = (p: Page) => p.getByRole('dialog', { name: 'Centro de misiones' });
const menu = (p: Page) => p.getByRole('navigation', { name: 'Menú principal' });

async function stored(page: Page, key: string): Promise<unknown> {
  return JSON.parse(
    (await page.evaluate((k) => localStorage.getItem(k), `app.settings.${key}`)) ?? 'null',
  );
}

async function expectStored(page: Page, key: string, subset: Record<string, unknown>) {
  await expect.poll(() => stored(page, key), { message: key }).toMatchObject(subset);
}

/** Signs in (fresh profile) with the onboarding progress a scenario starts from. */
async function signInWith(ctx: PathContext, progress: Record<string, boolean> | null) {
  const { page, baseUrl } = ctx;
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
  if (progress) {
    await page.goto(`${baseUrl}/auth/login`);
    await page.evaluate(
      (p) => localStorage.setItem('app.settings.ownboardingProgress', JSON.stringify(p)),
      progress,
    );
  }
  await signIn(page, baseUrl, 'brand@demo.test');
  await waitForPath(page, '/dashboard');
  await page.getByTestId('main-layout').waitFor();
}

async function openCentre(page: Page) {
  await page.getByTestId('missions-button').click();
  await centre(page).waitFor();
}

async function toPeople(page: Page) {
  await menu(page).getByText('Personas').click();
  await waitForPath(page, '/admin/people');
}

/** Starts a mission from the centre and closes the centre (the tours run on the page). */
async function startFromCentre(page: Page, mission: string, closeCentre: boolean) {
  await openCentre(page);
  await centre(page)
    .getByRole('button', { name: `Iniciar: ${mission}` })
    .click();
  if (closeCentre) {
    await centre(page).getByRole('button', { name: 'Cerrar' }).click();
    await centre(page).waitFor({ state: 'hidden' });
  }
}

/**
 * Starts an upload tour the way the centre offers it: the 'Agrega colaboradores' card (already
 * running on the people page, where welcome hands over to it), then Individual or Masiva, which
 * close the centre.
 */
async function startUploadTour(page: Page, way: RegExp) {
  await openCentre(page);
  const panel = page.getByTestId('mission-add-employees');
  if (!(await panel.isVisible())) {
    await centre(page)
      .getByRole('button', { name: /^(Iniciar|Repetir): Agrega colaboradores$/ })
      .click();
  }
  await panel.getByRole('button', { name: way }).click();
  await centre(page).waitFor({ state: 'hidden' });
}

// ---------------------------------------------------------------- welcome

const welcomePanel = (p: Page) => p.getByTestId('mission-welcome');

export const welcomeDriver: MissionDriver = {
  async start(ctx) {
    await signInWith(ctx, null);
    await openCentre(ctx.page);
  },
  async act(ctx, event) {
    const panel = welcomePanel(ctx.page);
    switch (event.type) {
      case 'welcome.video.ended':
        // Played for real, sped up and muted (no user gesture needed), to its end.
        await panel.locator('video').evaluate(async (v: HTMLVideoElement) => {
          v.muted = true;
          v.playbackRate = 16;
          await v.play();
        });
        return;
      case 'welcome.skip':
        return panel.getByRole('button', { name: 'Omitir' }).click();
      case 'welcome.close':
        return centre(ctx.page).getByRole('button', { name: 'Cerrar' }).click();
      default:
        return; // a delay: the console waits by itself
    }
  },
  checks: {
    'welcome.playing': async ({ page, trail }) => {
      await trail.screen('mission-welcome', 'playing');
      await expect(
        welcomePanel(page)
          .locator('video track')
          .evaluateAll((ts) => ts.map((t) => t.getAttribute('srclang'))),
      ).resolves.toEqual(['es', 'en']);
    },
    // The video ended: the centre is open on the missions, welcomeVideo not yet marked.
    'welcome.completing': async ({ page, trail }) => {
      const gone = await trail.gone('mission-welcome');
      await centre(page).waitFor();
      const marked = (await trail.writes('ownboardingProgress')).filter(
        (w) => (w.value as { welcomeVideo?: boolean }).welcomeVideo === true,
      );
      expect(gone).not.toBeNull();
      expect(marked.filter((w) => w.t <= (gone?.t ?? 0))).toEqual([]);
    },
    'welcome.watched': async ({ page, trail }) => {
      await centre(page).getByText('Progreso: 33 %').waitFor();
      await expectStored(page, 'ownboardingProgress', { welcomeVideo: true });
      // Marked 500 ms after the video ended.
      const ended = await trail.event('ended', 'welcome', 0);
      const write = await trail.write(
        'ownboardingProgress',
        (v) => (v as { welcomeVideo?: boolean }).welcomeVideo === true,
      );
      expect(write.t - ended.t).toBeGreaterThanOrEqual(STEP_DELAY_MS - DELAY_SLACK_MS);
    },
    'welcome.dismissed': async ({ page, trail }) => {
      await trail.gone('mission-welcome');
      await centre(page).waitFor({ state: 'hidden' });
      const progress = (await stored(page, 'ownboardingProgress')) as {
        welcomeVideo?: boolean;
      } | null;
      expect(progress?.welcomeVideo ?? false).toBe(false);
    },
  },
};

// ---------------------------------------------------------------- add employees

export const addEmployeesDriver: MissionDriver = {
  async start(ctx) {
    await signInWith(ctx, null);
    // SPEC §4: on the people page with only welcome on, welcome hands over to add employees.
    await toPeople(ctx.page);
    await expectStored(ctx.page, 'ownboardings', { welcome: false, addEmployees: true });
    await openCentre(ctx.page);
  },
  async act(ctx, event) {
    const name = event.type === 'addEmployees.individual' ? /Individual/ : /Masiva/;
    await ctx.page.getByTestId('mission-add-employees').getByRole('button', { name }).click();
  },
  checks: {
    'addEmployees.choosing': async ({ trail }) => {
      await trail.screen('mission-add-employees', 'choosing');
    },
    'addEmployees.handedOver': async ({ page, trail }, _, via) => {
      await trail.gone('mission-add-employees');
      await centre(page).waitFor({ state: 'hidden' });
      await waitForPath(page, '/admin/people');
      if (via?.type === 'addEmployees.individual') {
        await trail.screen('mission-individual-upload', 'onPeople:0');
        await expectStored(page, 'ownboardings', { individualUpload: true });
      } else {
        await trail.screen('mission-massive-upload', 'importButton');
        await expectStored(page, 'ownboardings', { massiveUpload: true });
      }
    },
  },
};

// ---------------------------------------------------------------- individual upload

const individualStep = (p: Page) => p.getByTestId('mission-individual-upload');
const onAddPage = (p: Page) => new URL(p.url()).pathname === '/admin/people/add';

async function openForm(page: Page) {
  await page.getByRole('button', { name: 'Agregar usuario' }).click();
  await waitForPath(page, '/admin/people/add');
}

/** A real person through the real form (the server creates it; the console returns to the list). */
async function createPerson(ctx: PathContext) {
  const { page, run } = ctx;
  if (!onAddPage(page)) await openForm(page);
  await page.locator('input[name="first_name"]').fill('Ruta');
  await page.locator('input[name="last_name"]').fill(`Misión ${run}`);
  await page.locator('input[name="email"]').fill(`ruta.${run}@saborfresco.mx`);
  await page.locator('select[name="position_id"]').selectOption({ index: 1 });
  await page.locator('select[name="store_id"]').selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Agregar', exact: true }).click();
  // The server's answer: the console says so and returns to the list.
  await page.locator('.fui-ToastTitle').getByText('Usuario creado', { exact: true }).waitFor();
  await waitForPath(page, '/admin/people');
}

export const individualUploadDriver: MissionDriver = {
  async start(ctx, scenario) {
    await signInWith(ctx, scenario === 'employees added' ? { addEmployees: true } : null);
    await toPeople(ctx.page);
    // The form once before the tour: its code is then loaded, so the 400 ms before step 2 are
    // the machine's and not the network's.
    await openForm(ctx.page);
    await ctx.page.locator('[data-tour="individual-identifier"]').waitFor();
    await ctx.page.getByRole('button', { name: 'Volver a personas' }).click();
    await waitForPath(ctx.page, '/admin/people');
    await startUploadTour(ctx.page, /Individual/);
  },
  async act(ctx, event, before) {
    const { page } = ctx;
    const step = individualStep(page);
    switch (event.type) {
      case 'individualUpload.route':
        if (String(event.path).startsWith('/admin/people/add')) return openForm(page);
        // Back to the list. From the list itself a user goes through the form (a route the
        // machine does not take in this state) and back.
        if (!onAddPage(page)) {
          await openForm(page);
          await expect
            .poll(() => step.getAttribute('data-state'))
            .toBe(`${String(before.value)}:${before.context.step}`);
        }
        await page.getByRole('button', { name: 'Volver a personas' }).click();
        return waitForPath(page, '/admin/people');
      case 'individualUpload.next':
        return step
          .getByRole('button', {
            name: before.matches('invitation') ? 'Ir a la misión' : 'Siguiente',
          })
          .click();
      case 'individualUpload.close':
        return step.getByRole('button', { name: 'Cerrar' }).click();
      case 'individualUpload.userCreated':
        return createPerson(ctx);
      case 'individualUpload.massive':
        return step.getByRole('button', { name: 'Ver la carga masiva' }).click();
      default:
        return;
    }
  },
  checks: {
    'individualUpload.onPeople': async ({ page, trail }) => {
      await trail.screen('mission-individual-upload', 'onPeople:0');
      expect(new URL(page.url()).pathname).toBe('/admin/people');
    },
    // On the form, nothing for 400 ms: then step 2 (index 1) beside the identifier.
    'individualUpload.openingForm': async ({ page, trail, actedAt }) => {
      const opened = await trail.event('path', '/admin/people/add', actedAt);
      await page.locator('[data-tour="individual-identifier"]').waitFor();
      const first = await trail.screen('mission-individual-upload', 'form:1');
      const shownBefore = (await trail.screensSince('mission-individual-upload', actedAt)).filter(
        (e) => e.value !== null && e.t < first.t,
      );
      expect(shownBefore).toEqual([]);
      expect(first.t - opened.t).toBeGreaterThanOrEqual(ADD_STEP_DELAY_MS - DELAY_SLACK_MS);
    },
    'individualUpload.form': async ({ page, trail }, expected) => {
      const step = expected.context.step as number;
      const shown = `form:${step}`;
      const seen = await trail.screensSince('mission-individual-upload', 0);
      // openingForm's check has already read form:1 off the trail.
      if (seen.at(-1)?.value !== shown) await trail.screen('mission-individual-upload', shown);
      await expect(individualStep(page).getAttribute('data-state')).resolves.toBe(shown);
    },
    // Step 7 (index 6) at once; addEmployees marked 500 ms later (success).
    'individualUpload.created': async ({ trail }) => {
      await trail.screen('mission-individual-upload', 'created:6');
    },
    'individualUpload.success': async ({ page, trail, actedAt }) => {
      const success = await trail.screen('mission-individual-upload', 'success:6');
      // Created: the console went back to the list; addEmployees is marked 500 ms later.
      const back = await trail.event('path', '/admin/people', actedAt);
      expect(success.t - back.t).toBeGreaterThanOrEqual(STEP_DELAY_MS - DELAY_SLACK_MS);
      await expectStored(page, 'ownboardingProgress', { addEmployees: true });
      await individualStep(page).getByRole('button', { name: 'Ver la carga masiva' }).waitFor();
    },
    'individualUpload.invitation': async ({ page, trail }) => {
      await trail.screen('mission-individual-upload', 'invitation:7');
      await individualStep(page).getByRole('button', { name: 'Ir a la misión' }).waitFor();
    },
    'individualUpload.ended': async ({ page, trail }) => {
      await trail.gone('mission-individual-upload');
      await expectStored(page, 'ownboardings', { individualUpload: false });
    },
    'individualUpload.handedOver': async ({ page, trail }, _, via) => {
      await trail.gone('mission-individual-upload');
      if (via?.type === 'individualUpload.massive') {
        await trail.screen('mission-massive-upload', 'importButton');
        await expectStored(page, 'ownboardings', { individualUpload: false, massiveUpload: true });
      } else {
        await expectStored(page, 'ownboardings', { individualUpload: false, shareBrand: true });
        // 'Ir a la misión' opens it: the centre, on share brand.
        await centre(page).waitFor();
        await sharePanel(page).waitFor();
      }
    },
  },
};

// ---------------------------------------------------------------- massive upload

const massiveStep = (p: Page) => p.getByTestId('mission-massive-upload');

/** CSV fields of one line (quoted fields may hold commas and doubled quotes). */
function csvFields(line: string): string[] {
  const out: string[] = [];
  const re = /("((?:[^"]|"")*)"|[^,]*)(,|$)/g;
  for (let m = re.exec(line); m && m.index < line.length; m = re.exec(line)) {
    out.push(m[2] !== undefined ? m[2].replace(/""/g, '"') : (m[1] ?? ''));
    if (m[3] === '') break;
  }
  return out;
}

async function downloadText(download: Download): Promise<string> {
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/^\uFEFF/, '');
}

/** What the highlighted button is for: a real CSV of one person, imported through it. */
async function importOnePerson(ctx: PathContext) {
  const { page, run } = ctx;
  await page.locator('[data-tour="people-import"]').click();
  const dialog = page.getByRole('dialog', { name: 'Importar usuarios' });
  await dialog.waitFor();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Descargar plantilla' }).click(),
  ]);
  const [header, first] = (await downloadText(download)).split(/\r?\n/);
  const names = csvFields(first ?? '');
  const store = names.at(-2) ?? '';
  const position = names.at(-1) ?? '';
  expect(header?.startsWith('first_name,last_name,email')).toBe(true);
  const quote = (v: string) => `"${v.replace(/"/g, '""')}"`;
  await dialog.getByTestId('import-file').setInputFiles({
    name: 'mision.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      `first_name,last_name,email,phone,enrollment,position,store\n` +
        `Carga,Misión ${run},carga.${run}@saborfresco.mx,,,${quote(position)},${quote(store)}\n`,
    ),
  });
  await dialog.getByTestId('import-run').click();
  await dialog.getByText('1 usuario registrado correctamente').waitFor();
  await dialog.getByRole('button', { name: 'Cerrar' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

export const massiveUploadDriver: MissionDriver = {
  async start(ctx, scenario) {
    await signInWith(ctx, scenario === 'done' ? { addEmployees: true } : null);
    await toPeople(ctx.page);
    await startUploadTour(ctx.page, /Masiva/);
  },
  async act(ctx, event, before) {
    const step = massiveStep(ctx.page);
    switch (event.type) {
      case 'massiveUpload.next':
        if (before.matches('importButton')) await importOnePerson(ctx);
        return step
          .getByRole('button', { name: before.matches('expert') ? 'Terminar' : 'Siguiente' })
          .click();
      case 'massiveUpload.end':
        return step.getByRole('button', { name: 'Cerrar' }).click();
      case 'massiveUpload.individual':
        return step.getByRole('button', { name: 'Prefiero la carga individual' }).click();
      default:
        return;
    }
  },
  checks: {
    'massiveUpload.importButton': async ({ page, trail }) => {
      await trail.screen('mission-massive-upload', 'importButton');
      await page.locator('[data-tour="people-import"]').waitFor();
    },
    'massiveUpload.video': async ({ page, trail }) => {
      await trail.screen('mission-massive-upload', 'video');
      await expect(
        massiveStep(page).locator('video[data-clip="massive-upload"]').count(),
      ).resolves.toBe(1);
    },
    'massiveUpload.great': async ({ page, trail }) => {
      await trail.screen('mission-massive-upload', 'great');
      await expectStored(page, 'ownboardingProgress', { addEmployees: true });
    },
    'massiveUpload.expert': async ({ page, trail }) => {
      await trail.screen('mission-massive-upload', 'expert');
      await expectStored(page, 'ownboardingProgress', { addEmployees: true });
      await massiveStep(page).getByRole('button', { name: 'Terminar' }).waitFor();
    },
    // Ended: massiveUpload and addEmployees off; shareBrand starts 500 ms later.
    'massiveUpload.ended': async ({ page, trail, actedAt }) => {
      await trail.gone('mission-massive-upload');
      await expectStored(page, 'ownboardings', {
        massiveUpload: false,
        addEmployees: false,
        shareBrand: true,
      });
      const started = await trail.write(
        'ownboardings',
        (v) => (v as { shareBrand?: boolean }).shareBrand === true,
      );
      expect(started.t - actedAt).toBeGreaterThanOrEqual(STEP_DELAY_MS - DELAY_SLACK_MS);
      // Share brand shows where it lives: in the centre, which opens on it.
      await sharePanel(page).waitFor();
    },
    'massiveUpload.handedOver': async ({ page, trail }) => {
      await trail.gone('mission-massive-upload');
      await trail.screen('mission-individual-upload', 'onPeople:0');
      await expectStored(page, 'ownboardings', { massiveUpload: false, individualUpload: true });
    },
  },
};

// ---------------------------------------------------------------- share brand

const sharePanel = (p: Page) => p.getByTestId('mission-share-brand');

export const shareBrandDriver: MissionDriver = {
  async start(ctx) {
    await signInWith(ctx, null);
    await startFromCentre(ctx.page, 'Comparte tu marca', false);
  },
  async act(ctx, event) {
    const panel = sharePanel(ctx.page);
    if (event.type === 'shareBrand.copy') {
      return panel.getByRole('button', { name: 'Copiar enlace: Registro con teléfono' }).click();
    }
    return panel.getByRole('button', { name: 'Siguiente' }).click();
  },
  checks: {
    'shareBrand.offering': async ({ trail }) => {
      await trail.screen('mission-share-brand', 'offering');
    },
    'shareBrand.copied': async ({ page, trail }) => {
      await trail.screen('mission-share-brand', 'copied');
      await page.locator('.fui-ToastTitle').getByText('Enlace copiado', { exact: true }).waitFor();
      const link = await page.evaluate(() => navigator.clipboard.readText());
      expect(new URL(link).pathname).toMatch(/\/registro\/telefono$/);
      await expectStored(page, 'ownboardingProgress', { shareBrandOnboarding: true });
    },
    // Next: the first incomplete mission (welcome: its video was not watched).
    'shareBrand.leaving': async ({ page, trail }) => {
      await trail.gone('mission-share-brand');
      await expectStored(page, 'ownboardings', { shareBrand: false, welcome: true });
    },
  },
};

// ---------------------------------------------------------------- activate tips

export const activateTipsDriver: MissionDriver = {
  async start(ctx) {
    await signInWith(ctx, null);
    await startFromCentre(ctx.page, 'Activa los consejos', false);
  },
  async act(ctx, event) {
    const { page } = ctx;
    const panel = page.getByTestId('mission-activate-tips');
    switch (event.type) {
      case 'activateTips.toggle':
        return panel.getByRole('switch', { name: 'Mostrar los recorridos guiados' }).click();
      case 'activateTips.finish':
        return panel.getByRole('button', { name: 'Terminar' }).click();
      default:
        return page
          .getByTestId('mission-help-hint')
          .getByRole('button', { name: 'Entendido' })
          .click();
    }
  },
  checks: {
    'activateTips.choosing': async ({ page, trail }, expected) => {
      await trail.screen('mission-activate-tips', 'choosing');
      const toggle = page
        .getByTestId('mission-activate-tips')
        .getByRole('switch', { name: 'Mostrar los recorridos guiados' });
      await expect.poll(() => toggle.isChecked()).toBe(expected.context.enabled);
    },
    'activateTips.helpHint': async ({ page, trail }, expected) => {
      await trail.screen('mission-help-hint', 'helpHint');
      await centre(page).waitFor({ state: 'hidden' });
      await expect.poll(() => stored(page, 'showTour')).toBe(expected.context.enabled);
    },
    'activateTips.done': async ({ page, trail }) => {
      await trail.gone('mission-help-hint');
      await expectStored(page, 'ownboardings', { activateTips: false });
    },
  },
};
