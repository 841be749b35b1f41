// The activity log in Chromium: search and paging for the admins who may see it, and the
// refusal for a store administrator (SPEC §2, §6).
import { readFile } from 'node:fs/promises';
import type { Page, Request } from 'playwright-core';
import { freshPageEachTest, signIn, waitForPath, whileDoing } from './browser';
import { spanishHeader } from './report-helpers';
import { describe, expect, inject, it } from './runner';

const baseUrl = inject('e2eBaseUrl');

let page: Page;
freshPageEachTest((p) => {
  page = p;
});

const range = () => page.getByTestId('table-range');
const log = () => page.getByRole('grid', { name: 'Bitácora de actividad' });

async function openLog(query = '') {
  await page.goto(`${baseUrl}/admin/log${query}`);
  await page.getByRole('heading', { name: 'Bitácora de actividad' }).waitFor();
  await expect
    .poll(async () => (await range().textContent()) ?? '', { timeout: 15_000 })
    .toMatch(/^Registros [1-9]\d* a \d+ de \d+$/);
}

describe('activity log', () => {
  it('a regional admin searches the log; the search lives in the URL', async () => {
    await signIn(page, baseUrl, 'region@demo.test');
    await waitForPath(page, '/dashboard');
    await openLog();
    const all = Number(/de (\d+)$/.exec((await range().textContent()) ?? '')?.[1]);
    expect(all).toBeGreaterThan(0);
    const box = page.getByRole('searchbox', { name: 'Buscar por acción, objetivo o correo' });
    await box.fill('create_person');
    await box.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('search') === 'create_person');
    await expect
      .poll(async () => Number(/de (\d+)$/.exec((await range().textContent()) ?? '')?.[1]))
      .toBeLessThan(all);
    await expect(
      log().getByText('Alta de usuario', { exact: true }).count(),
    ).resolves.toBeGreaterThan(0);
    await expect(log().getByText('Inicio de sesión', { exact: true }).count()).resolves.toBe(0);

    await box.fill('nada-coincide-con-esto');
    await box.press('Enter');
    await page.getByText('No hay información disponible con el filtro seleccionado').waitFor();
    await expect(range().textContent()).resolves.toBe('Registros 0 a 0 de 0');
  });

  it('records what the console does on its own: a domain switch and a theme change', async () => {
    const recorded = async (act: () => Promise<void>) => {
      const response = await whileDoing(
        page.waitForResponse(
          (r) => r.url().includes('/admin/v2/activity-log') && r.request().method() === 'POST',
        ),
        act,
      );
      return response.status();
    };
    // The first choice is an alert dialog (it cannot be dismissed); switching later is a dialog.
    const modal = (role: 'alertdialog' | 'dialog') =>
      page.getByRole(role, { name: 'Selecciona un dominio' });
    const options = () => page.getByTestId('domain-options').getByRole('button');
    await signIn(page, baseUrl, 'super@demo.test');
    await modal('alertdialog').waitFor();
    await options().first().click();
    await page.getByTestId('main-layout').waitFor();
    await page.getByTestId('domain-switcher').first().click();
    await modal('dialog').waitFor();
    const second = (await options().nth(1).textContent())?.trim() ?? '';
    expect(second).not.toBe('');
    await expect(recorded(() => options().nth(1).click())).resolves.toBe(204);
    // The switch settles (dialog gone, the shell showing the new domain) before the next action.
    await modal('dialog').waitFor({ state: 'hidden' });
    await page.getByTestId('main-layout').waitFor();
    const theme = page.getByRole('switch', { name: 'Modo oscuro' });
    await expect(recorded(() => theme.click())).resolves.toBe(204);
    await expect(theme.isChecked()).resolves.toBe(true);

    await openLog('?search=_change');
    await log().getByText('Cambio de dominio', { exact: true }).first().waitFor();
    await log().getByText('Cambio de configuración', { exact: true }).first().waitFor();
    // Details read as sentences, not raw `key: value` pairs.
    await log().getByText('Cambió al dominio', { exact: false }).first().waitFor();
    await log().getByText('Cambió el tema a «dark»', { exact: true }).first().waitFor();
    await expect(log().getByText('value: dark').count()).resolves.toBe(0);
  });

  it('filters by action and admin, sorts by a column and exports what it shows', async () => {
    await signIn(page, baseUrl, 'brand@demo.test');
    await waitForPath(page, '/dashboard');
    // Something of the brand admin's own to find: a theme change.
    const theme = page.getByRole('switch', { name: 'Modo oscuro' });
    await whileDoing(
      page.waitForResponse(
        (r) => r.url().includes('/admin/v2/activity-log') && r.request().method() === 'POST',
      ),
      () => theme.click(),
    );
    await openLog();
    const readTotal = async () =>
      Number(/de (\d+)$/.exec((await range().textContent()) ?? '')?.[1]);
    const all = await readTotal();

    await page.getByTestId('filter-activity-action').selectOption('settings_change');
    await page.waitForURL((url) => url.searchParams.get('action') === 'settings_change');
    await expect.poll(readTotal).toBeLessThan(all);
    const settings = await readTotal();
    expect(settings).toBeGreaterThan(0);
    await expect(
      log().getByText('Cambio de configuración', { exact: true }).count(),
    ).resolves.toBeGreaterThan(0);
    await expect(log().getByText('Alta de usuario', { exact: true }).count()).resolves.toBe(0);

    // The admin filter lists who acted; choosing the brand admin keeps their entries only.
    const actor = page.getByTestId('filter-activity-actor');
    await expect
      .poll(() => actor.locator('option').allTextContents())
      .toContain('Ricardo Méndez Aranda');
    await actor.selectOption({ label: 'Ricardo Méndez Aranda' });
    await page.waitForURL((url) => url.searchParams.has('actor'));
    await expect.poll(readTotal).toBeLessThanOrEqual(settings);
    const rows = log().getByRole('row');
    await expect
      .poll(async () =>
        (await rows.allTextContents()).slice(1).every((t) => t.includes('brand@demo.test')),
      )
      .toBe(true);

    // Sorting by a column header is kept in the address.
    await log().getByRole('columnheader', { name: 'Acción' }).click();
    await page.waitForURL((url) => url.searchParams.get('sort') === 'action');

    const exported = whileDoing(page.waitForEvent('download'), () =>
      page.getByRole('button', { name: 'Exportar CSV' }).click(),
    );
    const download = await exported;
    const csv = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
    const lines = csv.trim().split(/\r?\n/);
    expect(lines[0]).toBe(
      spanishHeader(
        'date,actor,actor_email,action,action_code,target_type,target_id,target_name,details',
      ),
    );
    expect(lines).toHaveLength(1 + (await readTotal()));
    for (const line of lines.slice(1)) {
      // Local time with the admin's offset, the filtered action and admin.
      expect(line).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} -06:00,/);
      // The action in the console's language, its stable code beside it.
      expect(line).toContain(',brand@demo.test,Cambio de configuración,settings_change,');
    }
  });

  it('a store admin cannot open /admin/log', async () => {
    await signIn(page, baseUrl, 'store@demo.test');
    await waitForPath(page, '/dashboard');
    await page.goto(`${baseUrl}/admin/log`);
    await page.getByText('Acceso no autorizado', { exact: true }).first().waitFor();
    await waitForPath(page, '/dashboard');
    await expect(log().count()).resolves.toBe(0);
  });
});

// The range and the scope filter narrow the log and live in its address.

const ZONE = 'America/Mexico_City';
/** A calendar day in the admins' zone, `days` from today. */
function dayFromToday(days: number): string {
  const at = new Date(Date.now() + days * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(at);
}

// A YYYY-MM-DD day as the Spanish console shows it: DD MMM, with the year outside this year.
function shownDay(day: string): string {
  const thisYear = dayFromToday(0).slice(0, 4);
  return new Intl.DateTimeFormat('es-ES', {
    day: '2-digit',
    month: 'short',
    ...(day.startsWith(thisYear) ? {} : { year: 'numeric' }),
    timeZone: 'UTC',
  }).format(new Date(`${day}T12:00:00Z`));
}

const isListRequest = (r: Request) =>
  r.method() === 'GET' && new URL(r.url()).pathname.endsWith('/admin/v2/activity-log');
const params = (r: Request) => new URL(r.url()).searchParams;
const rangeSelect = () => page.getByRole('combobox', { name: 'Rango de fechas' });
const storeSelect = () => page.getByTestId('scope-store');

/**
 * Runs `act`, waits for the answer to the list request it causes that satisfies `want` and for
 * the table to show it; returns the request's parameters and the total shown.
 */
async function listRequestAfter(act: () => Promise<void>, want: (q: URLSearchParams) => boolean) {
  const answer = await whileDoing(
    page.waitForResponse((r) => isListRequest(r.request()) && want(params(r.request())), {
      timeout: 15_000,
    }),
    act,
  );
  // The body is an encrypted envelope: read the total the table shows once it has rendered it.
  const busy = page.locator('[aria-busy]').filter({ has: log() });
  await expect.poll(() => busy.getAttribute('aria-busy'), { timeout: 15_000 }).toBe('false');
  const text = (await range().textContent()) ?? '';
  expect(text).toMatch(/^Registros \d+ a \d+ de \d+$/);
  const shown = Number(/de (\d+)$/.exec(text)?.[1]);
  return { q: params(answer.request()), total: shown as number };
}

describe('activity log filters', () => {
  it('the date range filters the log and is kept in the address', async () => {
    await signIn(page, baseUrl, 'brand@demo.test');
    await waitForPath(page, '/dashboard');
    const from90 = dayFromToday(-89);
    const today = dayFromToday(0);
    const first = await listRequestAfter(
      () => openLog(`?from=${from90}&to=${today}`),
      (q) => q.get('start') === from90,
    );
    expect(first.q.get('end')).toBe(today);
    const last90 = first.total;
    expect(last90).toBeGreaterThan(0);

    const picked = await listRequestAfter(
      async () => {
        await rangeSelect().selectOption({ label: 'Hoy' });
      },
      (q) => q.get('start') === today,
    );
    expect(picked.q.get('end')).toBe(today);
    await page.waitForURL((u) => u.searchParams.get('from') === today);
    expect(new URL(page.url()).searchParams.get('to')).toBe(today);
    expect(picked.total).toBeLessThan(last90);

    const [a, b] = [dayFromToday(-40), dayFromToday(-20)];
    await rangeSelect().selectOption({ label: 'Personalizado' });
    // The date fields read what is typed on Enter (ISO days too) and show DD MMM (SPEC §9).
    await page.getByLabel('Fecha inicial').fill(a);
    await page.getByLabel('Fecha inicial').press('Enter');
    // Enter also opens the calendar; Escape closes it so it covers nothing.
    await page.keyboard.press('Escape');
    const custom = await listRequestAfter(
      async () => {
        await page.getByLabel('Fecha final').fill(b);
        await page.getByLabel('Fecha final').press('Enter');
        await page.keyboard.press('Escape');
      },
      (q) => q.get('start') === a && q.get('end') === b,
    );
    expect(custom.q.get('security_id')).not.toBeNull();
    await page.waitForURL(
      (u) => u.searchParams.get('from') === a && u.searchParams.get('to') === b,
    );
    const twentyOneDays = custom.total;
    expect(twentyOneDays).toBeGreaterThan(0);
    expect(twentyOneDays).toBeLessThan(last90);
  });

  it('the store filter narrows the log; a pasted link reopens the same view', async () => {
    await signIn(page, baseUrl, 'brand@demo.test');
    await waitForPath(page, '/dashboard');
    const from = dayFromToday(-119);
    const to = dayFromToday(0);
    const { total: brandTotal } = await listRequestAfter(
      () => openLog(`?from=${from}&to=${to}`),
      (q) => q.get('start') === from,
    );
    const store = await storeSelect()
      .locator('option:not([value=""])')
      .first()
      .getAttribute('value');
    expect(store).toMatch(/^\d+$/);
    const narrowed = await listRequestAfter(
      async () => {
        await storeSelect().selectOption(store as string);
      },
      (q) => q.get('store_id') === store,
    );
    expect(narrowed.q.get('start')).toBe(from);
    await page.waitForURL((u) => u.searchParams.get('store') === store);
    const storeTotal = narrowed.total;
    expect(storeTotal).toBeLessThan(brandTotal);
    const firstRows = await log().getByTestId('activity-sentence').allTextContents();

    // Leave the view, then paste the link: a reload that must bring the range and store back.
    await rangeSelect().selectOption({ label: 'Hoy' });
    await storeSelect().selectOption('');
    await page.waitForURL((u) => u.searchParams.get('store') === null);
    // Let the answers for that view arrive first, so none is taken for the reopened one.
    await page.waitForLoadState('networkidle');
    const link = `${baseUrl}/admin/log?from=${from}&to=${to}&store=${store}`;
    const reopened = await listRequestAfter(
      () => page.goto(link).then(() => undefined),
      (p) => p.get('store_id') === store && p.get('start') === from,
    );
    expect([reopened.q.get('start'), reopened.q.get('end')]).toEqual([from, to]);
    expect(reopened.total).toBe(storeTotal);
    await expect.poll(() => storeSelect().inputValue(), { timeout: 15_000 }).toBe(store);
    await expect(page.getByLabel('Fecha inicial').inputValue()).resolves.toBe(shownDay(from));
    await expect(page.getByLabel('Fecha final').inputValue()).resolves.toBe(shownDay(to));
    await expect
      .poll(async () => (await range().textContent()) ?? '', { timeout: 15_000 })
      .toMatch(new RegExp(` de ${storeTotal}$`));
    await expect
      .poll(() => log().getByTestId('activity-sentence').allTextContents())
      .toEqual(firstRows);
    const url = new URL(page.url());
    expect([url.searchParams.get('from'), url.searchParams.get('store')]).toEqual([from, store]);
  });

  it('shows the date range only on pages it filters', async () => {
    await signIn(page, baseUrl, 'brand@demo.test');
    await waitForPath(page, '/dashboard');
    await page.goto(`${baseUrl}/admin/people`);
    await page.getByRole('heading', { name: 'Personas' }).waitFor();
    await page.getByTestId('scope-filter').waitFor();
    await expect(page.getByTestId('date-range-picker').count()).resolves.toBe(0);
    await openLog();
    await page.getByTestId('date-range-picker').waitFor();
  });
});
