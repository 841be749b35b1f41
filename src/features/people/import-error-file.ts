// The import's error file in the console's language: the server's CSV (row, column, value,
// reason code) read back, the codes kept for machines and a translated column added, under a
// translated file name. Pure: the dialog passes the translation in.
import { csvField } from '../../../openapi/rules/csv-write';

/** Reads RFC 4180 CSV (the server writes CRLF, quotes where needed); a leading BOM is dropped. */
export function parseCsvText(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const src = text.startsWith('\uFEFF') ? text.slice(1) : text;
  for (let i = 0; i < src.length; i++) {
    const ch = src[i];
    if (quoted) {
      if (ch === '"' && src[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && src[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += ch;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

/**
 * The server's error CSV with one more column, `explanation` (its header given translated),
 * holding `explain(code)` for each row's reason code; the code column stays as it was.
 */
export function localiseErrorCsv(
  csv: string,
  explanationHeader: string,
  explain: (code: string) => string,
): string {
  const [header, ...rows] = parseCsvText(csv);
  if (!header) return csv;
  const reasonAt = header.indexOf('reason');
  const lines = [[...header, explanationHeader]];
  for (const row of rows) {
    const code = reasonAt >= 0 ? (row[reasonAt] ?? '') : '';
    lines.push([...row, code === '' ? '' : explain(code)]);
  }
  return lines.map((cells) => `${cells.map(csvField).join(',')}\r\n`).join('');
}

/**
 * File name of the error report of an import of `source`, with the console language's word for
 * errors (people.csv → people-errores.csv in Spanish, people-errors.csv in English).
 */
export function errorFileName(source: string, suffix = 'errores'): string {
  const base = source.replace(/\.[^./\\]*$/, '') || 'importacion';
  return `${base}-${suffix}.csv`;
}
