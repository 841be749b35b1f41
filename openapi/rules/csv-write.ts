// CSV the console writes, on the server (exports, templates, import error files) and in the
// browser (tables answered whole): RFC 4180 with CRLF line ends, and every cell a spreadsheet
// could run as a formula made inert (CWE-1236, "CSV injection"). One writer for both, so a file
// reads the same wherever it was made.

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** Makes a cell safe to open in a spreadsheet: a leading =, +, -, @, tab or CR gets a quote. */
export function neutraliseFormula(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** One RFC 4180 field: formulas neutralised, quoted when it holds a comma, quote, CR or LF. */
export function csvField(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  const safe = typeof value === 'string' ? neutraliseFormula(value) : String(value);
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** One record, CRLF-terminated. */
export function csvLine(values: readonly (string | number | boolean | null | undefined)[]): string {
  return `${values.map(csvField).join(',')}\r\n`;
}

/** A whole document: header then rows. */
export function csvDocument(
  header: readonly string[],
  rows: readonly (readonly (string | number | boolean | null | undefined)[])[],
): string {
  let out = csvLine(header);
  for (const row of rows) out += csvLine(row);
  return out;
}

/** Excel reads a UTF-8 file as windows-1252 unless it starts with a byte-order mark. */
export const UTF8_BOM = '\uFEFF';
