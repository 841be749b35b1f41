// The CSV of rows the browser already holds (reports answered whole: the KPI global report, a
// report's detail), written by the same writer as the server's exports (UTF-8 with a byte-order
// mark, CRLF, quoted where needed, formulas made inert).
import { csvDocument, UTF8_BOM } from '../../../openapi/rules/csv-write';
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
