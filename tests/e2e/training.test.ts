// The training pages in Chromium on the demo seed: training reports, a report's
// detail, the topic summary and practical exams load for brand, regional and store admins;
// filters and tabs change the request and the numbers; exports download and parse with as many
// rows as the table's total; the e-mailed time export answers once, then says when; axe;
// screenshots in light, dark and on a phone.
import { readFile } from 'node:fs/promises';
import type { Page, Request } from 'playwright-core';
import { REPORT_DETAIL_KINDS } from '../../src/features/training/report-detail-kinds';
import { freshPageEachTest, screenshot, whileDoing } from './browser';
import {
  csvLines,
  darkMode as darkModeOn,
  dayFromToday,
  expectNoOverflow as noOverflow,
  expectNoSeriousViolations as noSeriousViolations,
  totalShown as shownTotal,
  signInAs as signInAdmin,
  spanishHeader,
} from './report-helpers';
import { describe, expect, inject, it } from './runner';
import { phoneLayout, settled } from './waits';

const baseUrl = inject('e2eBaseUrl');

let page: Page;
freshPageEachTest((p) => {
  page = p;
});

const FROM = dayFromToday(-29);
const TO = dayFromToday(0);

type Kind = 'reports' | 'topic-summary' | 'practical-exams' | 'dc3' | 'awards';
const isList = (kind: Kind) => (r: Request) =>
  r.method() === 'GET' && new URL(r.url()).pathname.endsWith(`/admin/v2/training/${kind}`);
const params = (r: Request) => new URL(r.url()).searchParams;
const totalShown = () => shownTotal(page);
const signInAs = (email: string) => signInAdmin(page, baseUrl, email);
const expectNoSeriousViolations = () => noSeriousViolations(page);

async function requestAfter(
  kind: Kind,
  act: () => Promise<unknown>,
  want: (q: URLSearchParams) => boolean,
) {
  const answer = await whileDoing(
    page.waitForResponse((r) => isList(kind)(r.request()) && want(params(r.request())), {
      timeout: 20_000,
    }),
    act,
  );
  expect(answer.status()).toBe(200);
  return { q: params(answer.request()), total: await totalShown() };
}

const open = (kind: Kind, query = `?from=${FROM}&to=${TO}`) =>
  requestAfter(
    kind,
    () => page.goto(`${baseUrl}/training/${kind}${query}`),
    (q) => q.get('start') !== null,
  );

async function exportLines(): Promise<string[]> {
  const download = await whileDoing(page.waitForEvent('download'), () =>
    page.getByTestId('report-export').click(),
  );
  return csvLines(download);
}

async function firstOption(testId: string): Promise<string> {
  const select = page.getByTestId(testId);
  await expect.poll(() => select.locator('option').count(), { timeout: 10_000 }).toBeGreaterThan(1);
  return (await select.locator('option:not([value=""])').first().getAttribute('value')) as string;
}

describe('training reports', () => {
  it('every kind of detail the reports link to opens; its answers search, filter, sort, show and export', async () => {
    await signInAs('brand@demo.test');
    await open('reports');
    // Every detail link of the list names a kind the contract serves; one of each kind opens.
    const hrefs = await page
      .getByRole('link', { name: /^Ver el detalle de / })
      .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    expect(hrefs.length).toBeGreaterThan(0);
    const byKind = new Map<string, string>();
    for (const href of hrefs) {
      const kind = /^\/reports\/details\/([^/]+)\/\d+$/.exec(href)?.[1] ?? href;
      expect(REPORT_DETAIL_KINDS).toContain(kind);
      if (!byKind.has(kind)) byKind.set(kind, href);
    }
    interface Answer {
      question: string;
      points: number;
      result: string;
    }
    let answers: Answer[] = [];
    for (const [kind, href] of byKind) {
      const detail = await whileDoing(
        page.waitForResponse((r) => new URL(r.url()).pathname === `/admin/v2${href}`),
        () => page.goto(`${baseUrl}${href}`),
      );
      expect({ kind, status: detail.status() }).toEqual({ kind, status: 200 });
      const body = (await detail.json()) as {
        payload: { title: string; person: { name: string }; answers: Answer[] };
      };
      await page.getByRole('heading', { name: body.payload.title, level: 1 }).waitFor();
      await expect(page.getByTestId('detail-facts').textContent()).resolves.toContain(
        body.payload.person.name,
      );
      answers = body.payload.answers;
    }
    expect(answers.length).toBeGreaterThan(1);
    const grid = page.getByRole('grid', { name: 'Respuestas' });
    const total = () => shownTotal(page, grid);
    await expect.poll(total).toBe(answers.length);
    const questions = () =>
      grid.evaluate((g) =>
        [...g.querySelectorAll('[role="row"]')].flatMap((r) => {
          const cell = r.querySelector('[role="gridcell"]');
          return cell ? [cell.textContent?.trim() ?? ''] : [];
        }),
      );

    // Search narrows to the questions holding the text (in the question, its options or answer).
    const first = answers[0] as Answer;
    const word = first.question.split(/\s+/).sort((a, b) => b.length - a.length)[0] ?? '';
    const box = page.getByRole('searchbox', { name: 'Buscar pregunta o respuesta' });
    await box.fill(word);
    await box.press('Enter');
    await page.waitForURL((u) => u.searchParams.get('search') === word);
    await expect.poll(total).toBeLessThanOrEqual(answers.length);
    await expect.poll(questions).toContain(first.question);
    await box.fill('zzzz-no-such-text');
    await box.press('Enter');
    await page.getByText('Este examen no tiene preguntas registradas.').waitFor();
    await box.fill('');
    await box.press('Enter');
    await page.waitForURL((u) => !u.searchParams.has('search'));
    await expect.poll(total).toBe(answers.length);

    // The result filter keeps that result's answers.
    const result = answers[0]?.result as string;
    await page.getByTestId('filter-result').selectOption(result);
    await page.waitForURL((u) => u.searchParams.get('result') === result);
    await expect.poll(total).toBe(answers.filter((a) => a.result === result).length);
    await page.getByTestId('filter-result').selectOption('');
    await page.waitForURL((u) => !u.searchParams.has('result'));

    // Sorting by question reorders the rows as the sort says.
    const before = await questions();
    await grid.getByRole('columnheader', { name: 'Pregunta' }).click();
    await page.waitForURL((u) => u.searchParams.get('sort') === 'question');
    const collator = new Intl.Collator('es', { sensitivity: 'base', numeric: true });
    const expected = answers
      .map((a) => a.question)
      .sort(collator.compare)
      .slice(0, before.length);
    await expect.poll(questions).toEqual(expected);

    // Rows shown.
    await page.getByTestId('page-size').selectOption('5');
    await page.waitForURL((u) => u.searchParams.get('pageSize') === '5');
    await expect.poll(async () => (await questions()).length).toBe(Math.min(5, answers.length));

    // The CSV: every answer, in the table's order, with its header.
    const download = await whileDoing(page.waitForEvent('download'), () =>
      page.getByRole('button', { name: 'Exportar CSV' }).click(),
    );
    expect(download.suggestedFilename()).toMatch(/^report-detail-training-\d+\.csv$/);
    const lines = await csvLines(download);
    expect(lines[0]).toBe('question,options,answer,points,max_points,result');
    expect(lines).toHaveLength(1 + answers.length);
    await expectNoSeriousViolations();
    await screenshot(page, 'report-detail-table');
    await darkModeOn(page);
    await screenshot(page, 'report-detail-dark');
    await page.setViewportSize({ width: 390, height: 844 });
    await phoneLayout(page);
    await noOverflow(page);
    await screenshot(page, 'report-detail-mobile');
  }, 180_000);

  it('brand admin: filters, a row opens its detail, export, the e-mailed time export; axe', async () => {
    await signInAs('brand@demo.test');
    const all = await open('reports');
    expect(all.total).toBeGreaterThan(0);
    await page.getByRole('heading', { name: 'Reportes de capacitación', level: 1 }).waitFor();
    await expectNoSeriousViolations();
    await screenshot(page, 'training-reports');

    const topic = await firstOption('filter-topic');
    const byTopic = await requestAfter(
      'reports',
      () => page.getByTestId('filter-topic').selectOption(topic),
      (q) => q.get('course_id') === topic,
    );
    expect(byTopic.total).toBeLessThan(all.total);
    await page.waitForURL((u) => u.searchParams.get('topic') === topic);
    const role = await firstOption('filter-position');
    const byRole = await requestAfter(
      'reports',
      () => page.getByTestId('filter-position').selectOption(role),
      (q) => q.get('position_id') === role && q.get('course_id') === topic,
    );
    expect(byRole.total).toBeLessThanOrEqual(byTopic.total);
    await requestAfter(
      'reports',
      () => page.getByTestId('filter-position').selectOption(''),
      (q) => !q.has('position_id'),
    );

    // The export is the list's filter without paging.
    const lines = await exportLines();
    expect(lines[0]).toBe(
      spanishHeader(
        'course,exam,user,email,enrollment,role,store,region,start_date,end_date,duration_seconds,score,attempt_number,approved,badge',
      ),
    );
    expect(lines.length - 1).toBe(byTopic.total);

    // The user filter (search) narrows to the first row's person.
    const user = (await page.getByRole('grid').locator('tbody tr td').nth(1).textContent()) ?? '';
    const byUser = await requestAfter(
      'reports',
      () =>
        page
          .getByRole('searchbox', { name: 'Buscar usuario' })
          .fill(user)
          .then(() => page.getByRole('searchbox', { name: 'Buscar usuario' }).press('Enter')),
      (q) => q.get('search') === user,
    );
    expect(byUser.total).toBeGreaterThan(0);
    expect(byUser.total).toBeLessThan(byTopic.total);

    // A row's course opens the report's detail: its facts and every question of the exam.
    const link = page.getByRole('link', { name: /^Ver el detalle de / }).first();
    const detail = await whileDoing(
      page.waitForResponse((r) => /\/admin\/v2\/reports\/details\/training\/\d+/.test(r.url())),
      () => link.click(),
    );
    expect(detail.status()).toBe(200);
    const body = (await detail.json()) as {
      payload: { answers: unknown[]; person: { name: string } };
    };
    await page.waitForURL((u) => /^\/reports\/details\/training\/\d+$/.test(u.pathname));
    await expect(page.getByTestId('detail-facts').textContent()).resolves.toContain(
      body.payload.person.name,
    );
    await expect
      .poll(() => page.getByRole('grid', { name: 'Respuestas' }).locator('tbody tr').count())
      .toBe(body.payload.answers.length);
    await expectNoSeriousViolations();
    await screenshot(page, 'training-report-detail');
    await page.getByRole('link', { name: 'Volver a los reportes' }).click();
    await page.waitForURL(
      (u) => u.pathname === '/training/reports' && u.searchParams.get('search') === user,
    );

    // The export with training time: a dialog asks for CSV or Excel; the file is made after the
    // answer and e-mailed once: the page says it is being prepared, then that it left with its
    // rows; asked again, the page says when.
    await page.getByTestId('time-export').click();
    const dialog = page.getByTestId('time-export-dialog');
    await dialog.waitFor();
    await expectNoSeriousViolations();
    await screenshot(page, 'training-time-export-dialog');
    await dialog.getByRole('radio', { name: 'Libro de Excel (.xlsx)' }).check();
    await dialog.getByTestId('time-export-send').click();
    await dialog.waitFor({ state: 'hidden' });
    const outcome = page.getByTestId('time-export-outcome');
    await expect.poll(() => outcome.getAttribute('data-outcome'), { timeout: 20_000 }).toBe('sent');
    await expect(outcome.textContent()).resolves.toMatch(/brand@demo\.test \([\d.,\s]+ filas?\)/);
    // The e-mail carries the workbook it names, in the console's language.
    const mails = (await (
      await fetch(`${baseUrl}/dev/outbox?recipient=${encodeURIComponent('brand@demo.test')}`)
    ).json()) as { body: string; meta: { attachment?: { filename: string; encoding?: string } } }[];
    const mail = mails.find((m) => m.meta.attachment);
    expect(mail?.meta.attachment?.filename).toMatch(/^capacitacion-tiempo-.*\.xlsx$/);
    expect(mail?.meta.attachment?.encoding).toBe('base64');
    expect(mail?.body).toContain('libro de Excel');
    expect(mail?.body).toContain(mail?.meta.attachment?.filename);
    await screenshot(page, 'training-time-export-sent');
    await page.getByTestId('time-export').click();
    await dialog.getByTestId('time-export-send').click();
    await expect.poll(() => outcome.getAttribute('data-outcome')).toBe('tooSoon');
    await expect(outcome.textContent()).resolves.toMatch(/30 minutos/);
  }, 150_000);
});

describe('topic summary', () => {
  it('brand admin: the three tabs, search and export; dark and phone screenshots', async () => {
    await signInAs('brand@demo.test');
    const serial = await open('topic-summary');
    expect(serial.total).toBeGreaterThan(0);
    await page.getByRole('tab', { name: /^Seriados \(\d+\)$/ }).waitFor();
    await expectNoSeriousViolations();
    await screenshot(page, 'training-topic-summary');
    const open_ = await requestAfter(
      'topic-summary',
      () => page.getByTestId('tab-open').click(),
      (q) => q.get('type') === 'open',
    );
    const count = Number(
      /\((\d+)\)/.exec((await page.getByTestId('tab-open').textContent()) ?? '')?.[1],
    );
    expect(open_.total).toBe(count);
    await page.waitForURL((u) => u.searchParams.get('type') === 'open');
    const lines = await exportLines();
    expect(lines[0]).toBe(
      spanishHeader('course,type,people,completed,in_progress,not_started,completion,score'),
    );
    expect(lines.length - 1).toBe(open_.total);
    // The type column holds the Spanish word of the code: "Abierto".
    expect(lines.slice(1).every((l) => l.split(',')[1] === 'Abierto')).toBe(true);
    // A course name's first word finds it on its tab.
    const name = (await page.getByRole('grid').locator('tbody tr td').first().textContent()) ?? '';
    const word = name.split(' ')[0] as string;
    const found = await requestAfter(
      'topic-summary',
      () =>
        page
          .getByRole('searchbox', { name: 'Buscar curso' })
          .fill(word)
          .then(() => page.getByRole('searchbox', { name: 'Buscar curso' }).press('Enter')),
      (q) => q.get('search') === word && q.get('type') === 'open',
    );
    expect(found.total).toBeGreaterThan(0);
    // Inactive courses run no more: over the last 30 days their tab has nothing to summarise.
    const inactive = await requestAfter(
      'topic-summary',
      () => page.getByTestId('tab-inactive').click(),
      (q) => q.get('type') === 'inactive',
    );
    expect(inactive.total).toBe(0);
    await page.getByText('No hay información disponible con el filtro seleccionado').waitFor();

    const theme = page.getByRole('switch', { name: 'Modo oscuro' });
    await theme.click();
    await expect(theme.isChecked()).resolves.toBe(true);
    await expectNoSeriousViolations();
    await screenshot(page, 'training-topic-summary-dark');
    await open('reports');
    await screenshot(page, 'training-reports-dark');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByTestId('report-filters-button').waitFor();
    await screenshot(page, 'training-reports-mobile');
  }, 150_000);
});

describe('practical exams', () => {
  it('regional admin: the status and course filters change the numbers; export', async () => {
    await signInAs('region@demo.test');
    const all = await open('practical-exams', `?from=${dayFromToday(-364)}&to=${TO}`);
    expect(all.total).toBeGreaterThan(0);
    await expectNoSeriousViolations();
    await screenshot(page, 'training-practical-exams');
    const approved = await requestAfter(
      'practical-exams',
      () => page.getByTestId('filter-status').selectOption('approved'),
      (q) => q.get('status') === 'approved',
    );
    expect(approved.total).toBeLessThan(all.total);
    const statuses = await page
      .getByRole('grid')
      .locator('tbody [data-status]')
      .evaluateAll((els) => [...new Set(els.map((e) => e.getAttribute('data-status')))]);
    expect(statuses).toEqual(['approved']);
    const lines = await exportLines();
    expect(lines[0]).toBe(
      spanishHeader(
        'course,evaluation,user,store,region,evaluator,assignation_date,status,score,evaluated_at',
      ),
    );
    expect(lines.length - 1).toBe(approved.total);
  }, 120_000);
});

describe('DC-3 forms', () => {
  it('brand admin: status filter with counts, indicators, filling a CURP and an occupation', async () => {
    await signInAs('brand@demo.test');
    const all = await open('dc3', `?from=${dayFromToday(-364)}&to=${TO}`);
    expect(all.total).toBeGreaterThan(0);
    await page.getByRole('heading', { name: 'Formatos DC3', level: 1 }).waitFor();
    await expectNoSeriousViolations();
    await screenshot(page, 'training-dc3');
    const incomplete = await requestAfter(
      'dc3',
      () => page.getByTestId('filter-dc3-status').selectOption('incomplete'),
      (q) => q.get('status') === 'incomplete',
    );
    expect(incomplete.total).toBeLessThan(all.total);
    const option = await page
      .getByTestId('filter-dc3-status')
      .locator('option[value="incomplete"]')
      .textContent();
    expect(option).toBe(`Incompleto (${incomplete.total})`);
    // Each incomplete row shows what it lacks; fill the first one that lacks the occupation.
    const grid = page.getByRole('grid');
    const row = grid
      .locator('tbody tr')
      .filter({ has: page.locator('[data-indicator="no-occupation"]') })
      .first();
    const lacksCurp = (await row.locator('[data-indicator="no-curp"]').count()) > 0;
    await row.getByTestId('dc3-fill').click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    if (lacksCurp) {
      // A CURP with a wrong check digit is refused before anything is sent.
      await dialog.getByRole('textbox', { name: /CURP/ }).fill('GEAA851201MDFRNN07');
      await dialog.getByTestId('dc3-save').click();
      await dialog.getByText(/Revisa la CURP/).waitFor();
      await dialog.getByRole('textbox', { name: /CURP/ }).fill('geaa851201mdfrnn06');
    }
    await dialog.getByRole('combobox', { name: /Ocupación STPS/ }).selectOption('05.3');
    await expectNoSeriousViolations();
    await screenshot(page, 'training-dc3-fill');
    const saved = await whileDoing(
      page.waitForResponse(
        (r) => r.request().method() === 'PATCH' && r.url().includes('/admin/v2/training/dc3/'),
      ),
      () => dialog.getByTestId('dc3-save').click(),
    );
    expect(saved.status()).toBe(200);
    expect(((await saved.json()) as { payload: { status: string } }).payload.status).toBe(
      'pending',
    );
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(totalShown, { timeout: 15_000 }).toBe(incomplete.total - 1);
    const lines = await exportLines();
    expect(lines[0]).toBe(
      spanishHeader(
        'user,curp,occupation,course,store,region,completed_at,status,no_curp,no_occupation,generated_at',
      ),
    );
    expect(lines.length - 1).toBe(incomplete.total - 1);

    // Downloads: one form as its PDF, two chosen ones as a zip of two PDFs.
    await requestAfter(
      'dc3',
      () => page.getByTestId('filter-dc3-status').selectOption('pending'),
      (q) => q.get('status') === 'pending',
    );
    const pdf = await whileDoing(page.waitForEvent('download'), () =>
      page.getByTestId('dc3-download-row').first().click(),
    );
    expect(pdf.suggestedFilename()).toMatch(/^DC3-.+\.pdf$/);
    const pdfBytes = await readFile(await pdf.path());
    expect(pdfBytes.subarray(0, 5).toString()).toBe('%PDF-');
    await page.getByText('DC3 descargado').first().waitFor();
    await totalShown();
    const boxes = page.getByRole('grid').getByRole('checkbox', { name: /^Seleccionar (?!todas)/ });
    await boxes.nth(0).check();
    await boxes.nth(1).check();
    const zip = await whileDoing(page.waitForEvent('download'), () =>
      page.getByTestId('dc3-download').click(),
    );
    expect(zip.suggestedFilename()).toBe('formatos-dc3.zip');
    const zipBytes = await readFile(await zip.path());
    // Two local file headers ("PK\x03\x04"), one per PDF.
    expect(zipBytes.toString('latin1').split('PK\u0003\u0004').length - 1).toBe(2);
  }, 150_000);
});

describe('awards and certificates', () => {
  it('store admin: kind filter with counts, none chosen says so, one PDF and a zip of two; dark and phone', async () => {
    await signInAs('store@demo.test');
    const all = await open('awards', `?from=${dayFromToday(-364)}&to=${TO}`);
    expect(all.total).toBeGreaterThan(1);
    await page.getByRole('heading', { name: 'Constancias y reconocimientos', level: 1 }).waitFor();
    await expectNoSeriousViolations();
    await screenshot(page, 'training-awards');
    // Nothing chosen: the SPEC §8 text, and nothing is asked of the server.
    let asked = 0;
    const count = (r: Request) => {
      if (r.url().includes('/admin/v2/training/awards/files')) asked += 1;
    };
    page.on('request', count);
    await page.getByTestId('awards-download').click();
    await page.getByText('Selecciona al menos una constancia para descargar.').first().waitFor();
    page.off('request', count);
    expect(asked).toBe(0);
    const certificates = await requestAfter(
      'awards',
      () => page.getByTestId('filter-award-kind').selectOption('certificate'),
      (q) => q.get('kind') === 'certificate',
    );
    expect(certificates.total).toBeLessThan(all.total);
    const option = await page
      .getByTestId('filter-award-kind')
      .locator('option[value="certificate"]')
      .textContent();
    expect(option).toBe(`Constancia (${certificates.total})`);
    const kinds = await page
      .getByRole('grid')
      .locator('tbody [data-kind]')
      .evaluateAll((els) => [...new Set(els.map((e) => e.getAttribute('data-kind')))]);
    expect(kinds).toEqual(['certificate']);
    const lines = await exportLines();
    expect(lines[0]).toBe(spanishHeader('user,kind,title,course,store,region,earned_at'));
    expect(lines.length - 1).toBe(certificates.total);

    const pdf = await whileDoing(page.waitForEvent('download'), () =>
      page.getByTestId('award-download-row').first().click(),
    );
    expect(pdf.suggestedFilename()).toMatch(/^CONSTANCIA-.+\.pdf$/);
    const pdfBytes = await readFile(await pdf.path());
    expect(pdfBytes.subarray(0, 5).toString()).toBe('%PDF-');
    await page.getByText('Constancias descargadas').first().waitFor();
    const boxes = page.getByRole('grid').getByRole('checkbox', { name: /^Seleccionar (?!todas)/ });
    await boxes.nth(0).check();
    await boxes.nth(1).check();
    await expect(page.getByTestId('awards-download').textContent()).resolves.toBe(
      'Descargar constancias (2)',
    );
    // One click is one request, so the activity log gets one entry for the zip, not one per call.
    let zipCalls = 0;
    const countZip = (r: Request) => {
      if (r.url().includes('/admin/v2/training/awards/files')) zipCalls += 1;
    };
    page.on('request', countZip);
    const zip = await whileDoing(page.waitForEvent('download'), () =>
      page.getByTestId('awards-download').click(),
    );
    expect(zip.suggestedFilename()).toBe('constancias.zip');
    await page.getByText('Constancias descargadas').first().waitFor();
    page.off('request', countZip);
    expect(zipCalls).toBe(1);
    const zipBytes = await readFile(await zip.path());
    expect(zipBytes.toString('latin1').split('PK\u0003\u0004').length - 1).toBe(2);
    // The selection is spent by the download.
    await expect
      .poll(() => page.getByTestId('awards-download').textContent())
      .toBe('Descargar constancias (0)');
    // The download's toast has gone (5 s) before axe judges the dark colours.
    await expect.poll(() => page.locator('.fui-Toast').count(), { timeout: 15_000 }).toBe(0);

    const theme = page.getByRole('switch', { name: 'Modo oscuro' });
    await theme.click();
    await expect(theme.isChecked()).resolves.toBe(true);
    await expectNoSeriousViolations();
    await screenshot(page, 'training-awards-dark');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByTestId('report-filters-button').waitFor();
    await screenshot(page, 'training-awards-mobile');
  }, 150_000);
});

describe('content targets and performance indicators', () => {
  const isApi = (path: string) => (r: Request) =>
    r.method() === 'GET' && new URL(r.url()).pathname === `/admin/v2/training/${path}`;

  it('brand admin edits a target (bad values named); a regional admin only reads', async () => {
    await signInAs('brand@demo.test');
    const first = await whileDoing(
      page.waitForResponse((r) => isApi('content-targets')(r.request()), { timeout: 20_000 }),
      () => page.goto(`${baseUrl}/training/content-target?set=with`),
    );
    expect(first.status()).toBe(200);
    expect(await totalShown()).toBeGreaterThan(0);
    await page.getByRole('heading', { name: 'Contenido objetivo', level: 1 }).waitFor();
    await expectNoSeriousViolations();
    await screenshot(page, 'training-content-target');
    const row = page.getByRole('grid').locator('tbody tr').first();
    await row.getByTestId('target-edit').click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    const target = dialog.getByRole('textbox', { name: /Meta de cumplimiento/ });
    await target.fill('0');
    await dialog.getByTestId('target-save').click();
    await dialog.getByText('Escribe un número entero de 1 a 100.').waitFor();
    await target.fill('85');
    await dialog.getByRole('textbox', { name: /Obligatorio/ }).fill('400');
    await dialog.getByTestId('target-save').click();
    await dialog.getByText(/de días de 1 a 365/).waitFor();
    await dialog.getByRole('textbox', { name: /Obligatorio/ }).fill('45');
    await expectNoSeriousViolations();
    await screenshot(page, 'training-content-target-dialog');
    const saved = await whileDoing(
      page.waitForResponse((r) => r.request().method() === 'PUT'),
      () => dialog.getByTestId('target-save').click(),
    );
    expect(saved.status()).toBe(200);
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('Meta guardada').first().waitFor();
    await expect.poll(() => row.locator('[data-target]').getAttribute('data-target')).toBe('85');
    await expect(row.textContent()).resolves.toContain('45 días desde el registro');
    const lines = await exportLines();
    expect(lines[0]).toBe(
      spanishHeader('course,type,position,target,due_days,updated_at,updated_by'),
    );

    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await signInAs('region@demo.test');
    await whileDoing(
      page.waitForResponse((r) => isApi('content-targets')(r.request()), { timeout: 20_000 }),
      () => page.goto(`${baseUrl}/training/content-target`),
    );
    await page.getByTestId('targets-read-only').waitFor();
    await totalShown();
    await expect(page.getByTestId('target-edit').count()).resolves.toBe(0);
  }, 150_000);

  it('regional admin: the indicators with their chart, the overdue people; dark and phone', async () => {
    await signInAs('region@demo.test');
    const answer = await whileDoing(
      page.waitForResponse((r) => isApi('performance-indicators')(r.request()), {
        timeout: 20_000,
      }),
      () =>
        page.goto(`${baseUrl}/training/performance-indicators?from=${dayFromToday(-89)}&to=${TO}`),
    );
    expect(answer.status()).toBe(200);
    const body = (await answer.json()) as {
      payload: { total: number; summary: { targets: number; met: number; overdue: number } };
    };
    const { summary } = body.payload;
    expect(summary.targets).toBeGreaterThan(0);
    expect(await totalShown()).toBe(summary.targets);
    await expect(page.getByTestId('summary-targets').textContent()).resolves.toContain(
      String(summary.targets),
    );
    await page.getByRole('figure', { name: 'Cumplimiento contra la meta' }).waitFor();
    await page.locator('.apexcharts-bar-area').first().waitFor({ timeout: 20_000 });
    await expectNoSeriousViolations();
    await screenshot(page, 'training-indicators');
    // Furthest behind first.
    const gaps = await page
      .getByRole('grid')
      .locator('tbody [data-met]')
      .evaluateAll((els) =>
        els.map((e) => Number((e.textContent ?? '').replace(/[^\d.,+-]/g, '').replace(',', '.'))),
      );
    expect(gaps).toEqual([...gaps].sort((a, b) => a - b));
    const overdue = await whileDoing(
      page.waitForResponse((r) => isApi('performance-indicators/overdue')(r.request()), {
        timeout: 20_000,
      }),
      () => page.getByTestId('tab-overdue').click(),
    );
    expect(overdue.status()).toBe(200);
    await page.waitForURL((u) => u.searchParams.get('tab') === 'overdue');
    expect(await totalShown()).toBe(summary.overdue);
    const lines = await exportLines();
    expect(lines[0]).toBe(
      spanishHeader('user,position,store,region,course,due_at,days_overdue,started'),
    );
    expect(lines.length - 1).toBe(summary.overdue);
    await screenshot(page, 'training-overdue');
    await page.getByTestId('tab-indicators').click();
    await page.getByRole('figure', { name: 'Cumplimiento contra la meta' }).waitFor();
    const theme = page.getByRole('switch', { name: 'Modo oscuro' });
    await theme.click();
    await expect(theme.isChecked()).resolves.toBe(true);
    await page.locator('.apexcharts-bar-area').first().waitFor({ timeout: 20_000 });
    // The buttons' colours move to the dark theme in a transition: axe judges the end of it.
    await settled(page);
    await expectNoSeriousViolations();
    await screenshot(page, 'training-indicators-dark');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByTestId('report-filters-button').waitFor();
    await screenshot(page, 'training-indicators-mobile');
  }, 150_000);
});

describe('every admin level', () => {
  it('the training pages load for brand, regional and store admins, narrower each time', async () => {
    const totals: Record<string, number[]> = {};
    for (const email of ['brand@demo.test', 'region@demo.test', 'store@demo.test']) {
      await signInAs(email);
      for (const kind of ['reports', 'practical-exams'] as const) {
        const { total } = await open(kind, `?from=${dayFromToday(-89)}&to=${TO}`);
        totals[kind] = [...(totals[kind] ?? []), total];
      }
      await open('topic-summary');
      await page.context().clearCookies();
      await page.evaluate(() => localStorage.clear());
    }
    for (const kind of ['reports', 'practical-exams']) {
      const [brand, region, store] = totals[kind] as number[];
      expect(brand).toBeGreaterThanOrEqual(region as number);
      expect(region).toBeGreaterThanOrEqual(store as number);
    }
    expect(totals.reports?.[2]).toBeGreaterThan(0);
  }, 150_000);
});
