// The CSV (or Excel workbook) of rows the browser already holds (reports answered whole: the KPI
// global report, a report's detail), written by the same writers as the server's exports (CSV:
// UTF-8 with a byte-order mark, CRLF, quoted where needed, formulas made inert; Excel: numbers as
// numbers, text never a formula).
import { csvDocument, UTF8_BOM } from '../../../openapi/rules/csv-write';
import { XLSX_TYPE, xlsxDocument } from '../../../openapi/rules/xlsx-write';
import type { ExportFormat } from './export-request';
import type { CsvFile } from './report-csv';

/** A cell as the CSV writes it: a blank for a missing value. */
export type CsvCell = string | number | boolean | null | undefined;

/** The document's text: the header, then one CRLF-terminated line per row, after the BOM. */
export function csvText(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return UTF8_BOM + csvDocument(header, rows);
}

/** The rows as a CSV file to save. */
export function rowsCsv(
  name: string,
  header: readonly string[],
  rows: readonly (readonly CsvCell[])[],
): CsvFile {
  return { blob: new Blob([csvText(header, rows)], { type: 'text/csv;charset=utf-8' }), name };
}

/** The rows as an Excel workbook to save (`name.csv` is saved as `name.xlsx`). */
function rowsXlsx(
  name: string,
  header: readonly string[],
  rows: readonly (readonly CsvCell[])[],
): CsvFile {
  const bytes = xlsxDocument([header, ...rows]);
  return {
    blob: new Blob([bytes.slice().buffer], { type: XLSX_TYPE }),
    name: name.replace(/\.csv$/, '.xlsx'),
  };
}

/** The rows in `format` (CSV unless asked otherwise). */
export function rowsFile(
  format: ExportFormat | undefined,
  name: string,
  header: readonly string[],
  rows: readonly (readonly CsvCell[])[],
): CsvFile {
  return format === 'xlsx' ? rowsXlsx(name, header, rows) : rowsCsv(name, header, rows);
}
