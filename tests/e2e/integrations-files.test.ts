// The file loads of the Integraciones page in Chromium against the real server (small seed): a
// brand admin picks Regiones, uploads a CSV with one bad row, the preview shows it rejected with
// its reason and nothing kept, applying creates the others, and the error file (in the console's
// language) names the bad row, its column and value; the activity log names the file.
import { readFile } from 'node:fs/promises';
import type { Download, Page } from 'playwright-core';
import { freshPageEachTest, whileDoing } from './browser';
import { expectNoSeriousViolations, signInAs } from './report-helpers';
import { describe, expect, inject, it } from './runner';

const baseUrl = inject('e2eBaseUrl');

let page: Page;
freshPageEachTest((p) => {
  page = p;
});

const run = Date.now().toString(36).toUpperCase();
// The file's own name per run: the log keeps earlier runs' loads.
const fileName = `regiones-${run.toLowerCase()}.csv`;
const panel = () => page.getByTestId('file-load-panel');

async function text(download: Download): Promise<string> {
  return (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
}

describe('file loads', () => {
  it('a regions CSV with one bad row: preview, apply, the error file', async () => {
    await signInAs(page, baseUrl, 'brand@demo.test');
    await page.goto(`${baseUrl}/admin/integrations`);
    await panel().getByRole('heading', { name: 'Cargas de archivo' }).waitFor();
    await panel().getByTestId('file-kind').selectOption('regions');

    const template = whileDoing(page.waitForEvent('download'), () =>
      panel().getByTestId('file-template-csv').click(),
    );
    expect((await text(await template)).split('\r\n')[0]).toMatch(
      /^externalId,name,translations\./,
    );

    const bad = 'x'.repeat(201);
    await panel()
      .getByTestId('file-input')
      .setInputFiles({
        name: fileName,
        mimeType: 'text/csv',
        buffer: Buffer.from(
          `externalId,name\nE2E-${run}-1,Norte ${run}\nE2E-${run}-2,${bad}\nE2E-${run}-3,Sur ${run}\n`,
        ),
      });
    await panel().getByTestId('file-validate').click();
    const preview = panel().getByTestId('file-preview');
    await preview.waitFor();
    await expect(preview.getByTestId('file-counts')).toHaveText(
      '2 creados, 0 actualizados, 0 sin cambios, 1 rechazado',
    );
    const rejected = preview.getByTestId('file-rejected-row');
    await expect(rejected).toHaveCount(1);
    await expect(rejected.first()).toContainText(
      'Falta el valor, sobra o no tiene el formato esperado',
    );
    await expectNoSeriousViolations(page);

    await panel().getByTestId('file-apply').click();
    const confirm = page.getByRole('dialog', { name: '¿Aplicar la carga?' });
    await confirm.waitFor();
    await confirm.getByTestId('file-apply-confirm').click();
    const result = panel().getByTestId('file-result');
    await result.getByText('Carga aplicada').waitFor();
    await expect(result.getByTestId('file-counts')).toHaveText(
      '2 creados, 0 actualizados, 0 sin cambios, 1 rechazado',
    );

    const errors = whileDoing(page.waitForEvent('download'), () =>
      result.getByTestId('file-errors').click(),
    );
    const file = await errors;
    expect(file.suggestedFilename()).toBe(fileName.replace('.csv', '-errores.csv'));
    expect((await text(file)).split('\r\n')).toEqual([
      'row,column,value,reason,Motivo',
      `3,name,${bad},validation,"Falta el valor, sobra o no tiene el formato esperado"`,
      '',
    ]);

    // The same file again: the two regions are there, nothing would be written.
    await panel().getByTestId('file-validate').click();
    await expect(panel().getByTestId('file-preview').getByTestId('file-counts')).toHaveText(
      '0 creados, 0 actualizados, 2 sin cambios, 1 rechazado',
    );
    await expect(panel().getByTestId('file-apply')).toBeDisabled();

    // The activity log reads the apply as the admin's load of this file, not as a key's load.
    await page.goto(`${baseUrl}/admin/log?search=integration_load`);
    await page
      .getByTestId('activity-sentence')
      .getByText(
        `Cargó el archivo «${fileName}» (regiones): 2 creados, 0 actualizados, 0 sin cambios, 1 rechazado`,
      )
      .first()
      .waitFor();
  });
});
