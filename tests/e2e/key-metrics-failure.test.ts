// SPEC §8 "each its own message": when the dashboard's key metrics fail to load, the panel names
// each kind of figure it could not load (adoption, course counts, user scores…), not one shared
// text for adoption and course counts.
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { ARTIFACTS, freshPageEachTest } from './browser';
import { signInAs } from './report-helpers';
import { describe, expect, inject, it } from './runner';

const baseUrl = inject('e2eBaseUrl');

let page: Page;
freshPageEachTest((p) => {
  page = p;
});

describe('key metrics that fail to load', () => {
  it('name adoption, course counts and user scores each with its own message', async () => {
    // The connection drops (no answer at all): the real server is never asked.
    await page.route('**/admin/v2/dashboard/key-metrics*', (route) =>
      route.abort('connectionfailed'),
    );
    await signInAs(page, baseUrl, 'brand@demo.test');
    const error = page.locator('[data-panel="key-metrics"]').getByTestId('panel-error');
    await error.waitFor({ timeout: 20_000 });
    const lines = await error.locator('.fui-MessageBarBody > div').allTextContents();
    expect(lines).toEqual([
      'Error al cargar la adopción',
      'Error al cargar el progreso',
      'Error al cargar las calificaciones de los usuarios',
      'Error al cargar el conteo de cursos y lecciones',
      'Error al cargar el conteo de exámenes',
    ]);
    await mkdir(ARTIFACTS, { recursive: true });
    await error.screenshot({ path: join(ARTIFACTS, 'key-metrics-failure.png') });
  }, 90_000);
});
