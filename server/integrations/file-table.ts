// A loaded file's bytes as rows of text: an .xlsx workbook (recognised by its zip signature,
// whatever the name or media type says) or CSV (UTF-8 or windows-1252, the delimiter guessed from
// the header line, as the people import reads it). Rows keep the numbers the user sees.
import {
  CsvSyntaxError,
  decodeCsvBytes,
  detectDelimiter,
  parseCsv,
} from '../platform/files/csv-read';
import { FileProblem, type FileRow } from './file-items';
import { isZip, readXlsx, XlsxProblem } from './file-xlsx';

/** The file's header (its first row with a name in it) and the rows below it. */
export interface FileTable {
  header: readonly string[];
  rows: FileRow[];
  format: 'csv' | 'xlsx';
}

function csvRows(bytes: Uint8Array): FileRow[] {
  const { text } = decodeCsvBytes(bytes);
  // Blank lines before the header must not hide its delimiter.
  const delimiter = detectDelimiter(text.replace(/^(?:[ \t]*\r?\n|\r)+/, ''));
  try {
    return parseCsv(text, delimiter).map((r) => ({ row: r.line, cells: r.fields }));
  } catch (err) {
    if (err instanceof CsvSyntaxError) {
      throw new FileProblem('malformed_csv', `The file is not valid CSV: ${err.message}`, 'body');
    }
    throw err;
  }
}

function xlsxRows(bytes: Uint8Array): FileRow[] {
  try {
    return readXlsx(bytes);
  } catch (err) {
    if (err instanceof XlsxProblem) throw new FileProblem('unreadable_xlsx', err.message, 'body');
    throw err;
  }
}

/** Reads the file; throws FileProblem when it is empty or unreadable. */
export function fileTable(bytes: Uint8Array): FileTable {
  const format = isZip(bytes) ? 'xlsx' : 'csv';
  const all = format === 'xlsx' ? xlsxRows(bytes) : csvRows(bytes);
  const at = all.findIndex((r) => r.cells.some((c) => c.trim() !== ''));
  const header = all[at];
  if (at < 0 || !header) throw new FileProblem('empty_file', 'The file is empty', 'body');
  return { header: header.cells, rows: all.slice(at + 1), format };
}
