// The CSV of rows the browser already holds (reports answered whole: the KPI global report, a
// report's detail), written as the server writes its exports (server/csv/write.ts): UTF-8 with a
// byte-order mark, CRLF, quoted where needed, and a cell a spreadsheet could run as a formula made
// inert. The browser may not import the server's module, hence this twin of its few lines.
import type { CsvFile } from './report-csv';

/** A cell as the CSV writes it: a blank for a missing value. */
export type CsvCell = string | number | boolean | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One RFC 4180 field: formulas neutralised, quoted when it holds a comma, quote, CR or LF. */
export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  const safe = typeof value === 'string' && FORMULA_START.test(value) ? `'${value}` : String(value);
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The document's text: the header, then one CRLF-terminated line per row, after the BOM. */
export function csvText(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const line = (cells: readonly CsvCell[]) => `${cells.map(csvCell).join(',')}\r\n`;
  return `\uFEFF${line(header)}${rows.map(line).join('')}`;
}

/** The rows as a CSV file to save. */
export function rowsCsv(
  name: string,
  header: readonly string[],
  rows: readonly (readonly CsvCell[])[],
): CsvFile {
  return { blob: new Blob([csvText(header, rows)], { type: 'text/csv;charset=utf-8' }), name };
}
