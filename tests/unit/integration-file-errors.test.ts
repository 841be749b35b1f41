import { describe, expect, it } from 'vitest';
import type { components } from '../../openapi/schema';
import { fileErrorCsv, fileErrorName } from '../../src/features/integrations/file-error-file';

// The error file of a file load: the rejected rows in file order with their located column and
// value, the code kept, the explanation in the console's language, under a translated name.

type RowResult = components['schemas']['IntegrationFileRowResult'];

const ok = (row: number): RowResult => ({
  row,
  rows: [row],
  externalId: `R-${row}`,
  status: 'created',
  column: null,
  value: null,
  reason: null,
  message: null,
});
const bad = (row: number, column: string, value: string, reason: string): RowResult => ({
  ...ok(row),
  status: 'rejected',
  column,
  value,
  reason,
  message: `${column} is wrong`,
});

describe('fileErrorCsv', () => {
  it('lists the rejected rows only, by row, with the translated explanation', () => {
    const csv = fileErrorCsv(
      [
        ok(2),
        bad(5, 'name', '=HYPERLINK("x")', 'validation'),
        bad(3, 'regionExternalId', 'R, 9', 'unknown_reference'),
        ok(4),
      ],
      'Motivo',
      (code, message) => (code === 'validation' ? 'Formato no válido' : (message ?? code)),
    );
    expect(csv).toBe(
      'row,column,value,reason,Motivo\r\n' +
        '3,regionExternalId,"R, 9",unknown_reference,regionExternalId is wrong\r\n' +
        // A cell a spreadsheet would run stays inert.
        `5,name,"'=HYPERLINK(""x"")",validation,Formato no válido\r\n`,
    );
  });

  it('names the file after the source in the console’s language', () => {
    expect(fileErrorName('regiones.xlsx', 'errores')).toBe('regiones-errores.csv');
    expect(fileErrorName('stores.csv', 'errors')).toBe('stores-errors.csv');
    expect(fileErrorName('', 'errors')).toBe('carga-errors.csv');
  });
});
