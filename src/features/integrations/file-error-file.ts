// A file load's error file in the console's language: one line per rejected item, with the
// row, column and value the server located, the stable reason code (for machines) and its
// explanation translated. Pure: the panel passes the translation in.

import { csvDocument } from '../../../openapi/rules/csv-write';
import type { components } from '../../../openapi/schema';

type RowResult = components['schemas']['IntegrationFileRowResult'];

/** The headers of the error file: the codes' columns, then the translated explanation. */
const ERROR_FILE_COLUMNS = ['row', 'column', 'value', 'reason'] as const;

/**
 * The CSV of the rejected rows, in file order; `explain(code, message)` gives the explanation
 * (an unknown code reads as the server's sentence).
 */
export function fileErrorCsv(
  results: readonly RowResult[],
  explanationHeader: string,
  explain: (code: string, message: string | null) => string,
): string {
  const rejected = results.filter((r) => r.status === 'rejected').sort((a, b) => a.row - b.row);
  return csvDocument(
    [...ERROR_FILE_COLUMNS, explanationHeader],
    rejected.map((r) => [
      r.row,
      r.column ?? '',
      r.value ?? '',
      r.reason ?? '',
      explain(r.reason ?? '', r.message),
    ]),
  );
}

/** `regiones.xlsx` → `regiones-errores.csv` (the suffix in the console's language). */
export function fileErrorName(source: string, suffix: string): string {
  const base = source.replace(/\.[^./\\]*$/, '') || 'carga';
  return `${base}-${suffix}.csv`;
}
