// Wide tables on a 1440 px screen: their columns fit, or the table scrolls sideways with its first
// column and its row actions kept in view (opaque over the columns passing under them, in light
// and dark theme); supervision reports show no end date or duration, which nothing records. On a
// 390 px phone the activity log's search shows its whole placeholder.
import type { Locator, Page } from 'playwright-core';
import { freshPageEachTest, screenshot } from './browser';
import { darkMode, expectNoSeriousViolations, signInAs } from './report-helpers';
import { describe, expect, inject, it } from './runner';

const baseUrl = inject('e2eBaseUrl');

let page: Page;
freshPageEachTest((p) => {
  page = p;
});

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

/** Signs the brand admin in at `size`, in `locale`, and opens `path` once its table has rows. */
async function open(path: string, locale: string, size = DESKTOP) {
  await page.setViewportSize(size);
  await signInAs(page, baseUrl, 'brand@demo.test');
  await page.evaluate(
    (l) => localStorage.setItem('app.settings.locale', JSON.stringify(l)),
    locale,
  );
  await page.goto(`${baseUrl}${path}`);
  const grid = page.getByRole('grid').first();
  await grid.locator('tbody tr td').first().waitFor({ timeout: 15_000 });
  const busy = page.locator('[aria-busy]').filter({ has: grid });
  await expect.poll(() => busy.getAttribute('aria-busy'), { timeout: 15_000 }).toBe('false');
  return grid;
}

/**
 * Scrolls the box that scrolls the table sideways (the nearest ancestor wider inside than out)
 * to its end; false when the table fits and nothing scrolls.
 */
function scrollTableToEnd(grid: Locator): Promise<boolean> {
  return grid.evaluate((table) => {
    for (let box = table.parentElement; box; box = box.parentElement) {
      const overflow = getComputedStyle(box).overflowX;
      if ((overflow === 'auto' || overflow === 'scroll') && box.scrollWidth > box.clientWidth) {
        box.scrollLeft = box.scrollWidth;
        return true;
      }
    }
    return false;
  });
}

/**
 * `target` is in sight: inside the viewport, inside the box that clips the table, and the topmost
 * element at its centre (not covered by a sticky column). Returns what is wrong, or ''.
 */
function notInSight(target: Locator): Promise<string> {
  return target.evaluate((element) => {
    const r = element.getBoundingClientRect();
    const name = `${element.tagName} "${element.textContent?.trim() || element.getAttribute('aria-label')}"`;
    if (r.left < 0 || r.right > document.documentElement.clientWidth) {
      return `${name} outside the viewport (${Math.round(r.left)}-${Math.round(r.right)})`;
    }
    for (let box = element.parentElement; box; box = box.parentElement) {
      if (getComputedStyle(box).overflowX === 'visible') continue;
      const b = box.getBoundingClientRect();
      if (r.left < b.left - 1 || r.right > b.right + 1) {
        return `${name} clipped by its scroll box (${Math.round(r.left)}-${Math.round(r.right)} in ${Math.round(b.left)}-${Math.round(b.right)})`;
      }
    }
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    if (!hit || !(element === hit || element.contains(hit))) {
      return `${name} covered by ${hit?.tagName} "${hit?.textContent?.trim().slice(0, 40)}"`;
    }
    return '';
  });
}

/** Every target in sight, at the table's start and once it is scrolled to its end. */
async function expectInSight(grid: Locator, targets: () => Promise<Locator[]>) {
  const check = async () => {
    const problems: string[] = [];
    for (const target of await targets()) {
      // Only the page scrolls, up or down: scrolling the table sideways would hide what we check.
      await target.evaluate((e) => {
        const r = e.getBoundingClientRect();
        window.scrollBy(0, r.top + r.height / 2 - window.innerHeight / 2);
      });
      const problem = await notInSight(target);
      if (problem) problems.push(problem);
    }
    return problems;
  };
  await grid.evaluate((table) => table.closest('[data-testid="table-scroll"]')?.scrollTo(0, 0));
  expect((await check()).join('\n')).toBe('');
  await scrollTableToEnd(grid);
  expect((await check()).join('\n')).toBe('');
}

const header = (grid: Locator, name: string) =>
  grid.getByRole('columnheader', { name, exact: true });

// The first body cell's background: opaque, or the columns scrolling under it show through.
const firstCellAlpha = (grid: Locator) =>
  grid
    .locator('tbody tr td[data-card-part="title"]')
    .first()
    .evaluate((cell) => {
      const probe = document.createElement('canvas').getContext('2d');
      if (!probe) return -1;
      probe.fillStyle = getComputedStyle(cell).backgroundColor;
      probe.fillRect(0, 0, 1, 1);
      return probe.getImageData(0, 0, 1, 1).data[3] ?? -1;
    });

describe('tables at 1440 px', () => {
  it('supervision reports: no end date or duration; the first column and the PDF buttons in view', async () => {
    const grid = await open('/supervision/reports', 'es-ES');
    const headers = await grid.getByRole('columnheader').allTextContents();
    expect(headers).not.toContain('Fecha de fin');
    expect(headers).not.toContain('Duración');
    await expect(grid.getByText('Sin registro', { exact: true }).count()).resolves.toBe(0);
    const pdf = grid.getByTestId('supervision-pdf');
    await expect(pdf.count()).resolves.toBeGreaterThan(0);
    await expectInSight(grid, async () => [header(grid, 'Supervisión'), ...(await pdf.all())]);
    await screenshot(page, 'table-fit-supervision-light');
    await darkMode(page);
    await screenshot(page, 'table-fit-supervision-dark');
  });

  it('training reports: the first column, "Aprobado" and "Insignia" in view', async () => {
    const grid = await open('/training/reports', 'es-ES');
    await expectInSight(grid, async () => [
      header(grid, 'Curso'),
      header(grid, 'Aprobado'),
      header(grid, 'Insignia'),
    ]);
    await screenshot(page, 'table-fit-training-light');
    await darkMode(page);
    await screenshot(page, 'table-fit-training-dark');
  });

  it('people in Russian: the name and every row action in view, opaque in light and dark', async () => {
    const grid = await open('/admin/people', 'ru-RU');
    const actions = grid.locator('tbody tr td[data-card-part="actions"] button');
    await expect(actions.count()).resolves.toBeGreaterThan(0);
    await expectInSight(grid, async () => [header(grid, 'Имя'), ...(await actions.all())]);
    // Long Russian headers do not fit: the table scrolls, and its scrollbar is in the window.
    await expect(scrollTableToEnd(grid)).resolves.toBe(true);
    const rail = page.getByTestId('table-scroll-rail');
    const railBox = await rail.boundingBox();
    expect(railBox?.y ?? Number.POSITIVE_INFINITY).toBeLessThanOrEqual(DESKTOP.height);
    await expect(firstCellAlpha(grid)).resolves.toBe(255);
    // The sticky cells and the scrollbar rail leave nothing serious for axe.
    await expectNoSeriousViolations(page);
    await screenshot(page, 'table-fit-people-ru-light');
    await page.getByRole('switch', { name: 'Тёмная тема' }).click();
    await expect(page.getByRole('switch', { name: 'Тёмная тема' }).isChecked()).resolves.toBe(true);
    await expect(firstCellAlpha(grid)).resolves.toBe(255);
    await expectInSight(grid, async () => [header(grid, 'Имя'), ...(await actions.all())]);
    await screenshot(page, 'table-fit-people-ru-dark');
  });
});

describe('activity log at 390 px', () => {
  it('the search shows its whole placeholder', async () => {
    await open('/admin/log', 'es-ES', PHONE);
    const search = page.getByRole('searchbox', { name: 'Buscar por acción, objetivo o correo' });
    // The placeholder's width in the input's own font, against the room the input gives text.
    const fit = await search.evaluate((input: HTMLInputElement) => {
      const style = getComputedStyle(input);
      const context = document.createElement('canvas').getContext('2d');
      if (!context) return { text: Number.POSITIVE_INFINITY, room: 0 };
      context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const room =
        input.clientWidth -
        Number.parseFloat(style.paddingLeft) -
        Number.parseFloat(style.paddingRight);
      return { text: context.measureText(input.placeholder).width, room };
    });
    expect(fit.text).toBeGreaterThan(0);
    expect(fit.text).toBeLessThanOrEqual(fit.room);
    await screenshot(page, 'table-fit-activity-log-390');
  });
});
