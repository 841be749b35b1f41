// Excel workbooks the console writes (every export has one beside its CSV), on the server as a
// stream and in the browser for tables it holds whole. One sheet, typed cells: numbers as
// numbers, dates as date cells with a display format, everything else inline text. A text cell
// is never a formula: the writer has no way to write one (no <f> element), so "=cmd" stays text.
import { Zip, ZipDeflate } from 'fflate';
import { concatBytes } from './bytes';

/** A date or date-time as the wall clock of a time zone: `2026-11-26` or `2026-11-26 23:59:00`. */
export interface XlsxDate {
  date: string;
  /** The zone's UTC offset at that instant (`-06:00`), shown beside the time; absent for a day. */
  offset?: string;
}

export type XlsxCell = string | number | boolean | XlsxDate | null | undefined;

/** Where the zip's bytes go as they are made; `final` on the last chunk. */
export type XlsxSink = (chunk: Uint8Array, final: boolean) => void;

export interface XlsxWriter {
  /** Appends one row (the first call is usually the header). */
  row(cells: readonly XlsxCell[]): void;
  /** Writes the styles, the workbook parts and the zip directory. */
  end(): void;
}

const MS_PER_DAY = 86_400_000;
/** Excel's day 0 (1899-12-30, the 1900 leap-year bug included) in Unix days. */
const EXCEL_EPOCH_DAYS = 25_569;
const DATE_TEXT = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;
// XML 1.0 has no place for these control characters, even escaped.
// biome-ignore lint/suspicious/noControlCharactersInRegex: the point is to match them.
const XML_INVALID = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

/** Text as XML character data. */
function xmlText(value: string): string {
  return value
    .replace(XML_INVALID, '')
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

/** The serial number Excel stores for a wall-clock date or date-time (days since 1899-12-30). */
export function excelSerial(text: string): number | null {
  const m = DATE_TEXT.exec(text);
  if (!m) return null;
  const ms = Date.UTC(
    Number(m[1]),
    Number(m[2]) - 1,
    Number(m[3]),
    Number(m[4] ?? 0),
    Number(m[5] ?? 0),
    Number(m[6] ?? 0),
  );
  return ms / MS_PER_DAY + EXCEL_EPOCH_DAYS;
}

/** The column letters of a 0-based index: 0 → A, 26 → AA. */
export function columnName(index: number): string {
  let n = index + 1;
  let name = '';
  while (n > 0) {
    const r = (n - 1) % 26;
    name = String.fromCharCode(65 + r) + name;
    n = Math.floor((n - 1) / 26);
  }
  return name;
}

/** The display format of a date cell: the day, the time to the second, the offset as a literal. */
function dateFormat(d: XlsxDate): string {
  const time = d.date.length > 10 ? ' hh:mm:ss' : '';
  const offset = d.offset ? ` "${d.offset}"` : '';
  return `yyyy-mm-dd${time}${offset}`;
}

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>`;
const ROOT_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`;
const WORKBOOK_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/></Relationships>`;

const workbook = (sheet: string) => `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="${xmlText(sheet)}" sheetId="1" r:id="rId1"/></sheets></workbook>`;

/** Styles: 0 plain, 1 the bold header, then one per date format met (custom ids from 164). */
function styles(formats: readonly string[]): string {
  const numFmts = formats
    .map((f, i) => `<numFmt numFmtId="${164 + i}" formatCode="${xmlText(f)}"/>`)
    .join('');
  const dateXfs = formats
    .map(
      (_, i) =>
        `<xf numFmtId="${164 + i}" fontId="0" fillId="0" borderId="0" applyNumberFormat="1"/>`,
    )
    .join('');
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">${
    formats.length > 0 ? `<numFmts count="${formats.length}">${numFmts}</numFmts>` : ''
  }<fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="${2 + formats.length}"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>${dateXfs}</cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`;
}

/** Rows buffered before their XML is compressed (keeps the deflate calls few and memory flat). */
const FLUSH_CHARS = 64 * 1024;

/**
 * A one-sheet workbook written as it goes: rows are deflated into the zip as they arrive, and the
 * parts that depend on every row (the date styles) are written at the end. The first row is bold
 * (the header) and frozen.
 */
export function createXlsxWriter(sink: XlsxSink, sheetName = 'Datos'): XlsxWriter {
  let failure: Error | null = null;
  const zip = new Zip((err, chunk, final) => {
    if (err) failure = err;
    else sink(chunk, final);
  });
  const add = (name: string, text: string) => {
    const file = new ZipDeflate(name, { level: 6 });
    zip.add(file);
    file.push(new TextEncoder().encode(text), true);
  };
  add('[Content_Types].xml', CONTENT_TYPES);
  add('_rels/.rels', ROOT_RELS);
  add('xl/_rels/workbook.xml.rels', WORKBOOK_RELS);
  add('xl/workbook.xml', workbook(sheetName.slice(0, 31)));
  const sheet = new ZipDeflate('xl/worksheets/sheet1.xml', { level: 6 });
  zip.add(sheet);
  const encoder = new TextEncoder();
  const formats: string[] = [];
  const formatIndex = new Map<string, number>();
  let buffer =
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews><sheetData>';
  let rowNumber = 0;

  const check = () => {
    if (failure) throw failure;
  };
  const flush = (final: boolean) => {
    sheet.push(encoder.encode(buffer), final);
    buffer = '';
    check();
  };
  const styleOf = (d: XlsxDate) => {
    const f = dateFormat(d);
    let i = formatIndex.get(f);
    if (i === undefined) {
      i = formats.length;
      formats.push(f);
      formatIndex.set(f, i);
    }
    return 2 + i;
  };
  const cell = (ref: string, value: XlsxCell, header: boolean): string => {
    if (value === null || value === undefined || value === '') return '';
    const s = header ? ' s="1"' : '';
    if (typeof value === 'number') {
      return Number.isFinite(value) ? `<c r="${ref}"${s}><v>${value}</v></c>` : '';
    }
    if (typeof value === 'boolean') return `<c r="${ref}"${s} t="b"><v>${value ? 1 : 0}</v></c>`;
    if (typeof value === 'object') {
      const serial = excelSerial(value.date);
      if (serial !== null) return `<c r="${ref}" s="${styleOf(value)}"><v>${serial}</v></c>`;
      return text(ref, value.date, s);
    }
    return text(ref, value, s);
  };
  const text = (ref: string, value: string, s: string) =>
    `<c r="${ref}"${s} t="inlineStr"><is><t xml:space="preserve">${xmlText(value)}</t></is></c>`;

  return {
    row(cells) {
      check();
      rowNumber++;
      let xml = `<row r="${rowNumber}">`;
      for (let i = 0; i < cells.length; i++) {
        xml += cell(`${columnName(i)}${rowNumber}`, cells[i], rowNumber === 1);
      }
      buffer += `${xml}</row>`;
      if (buffer.length >= FLUSH_CHARS) flush(false);
    },
    end() {
      buffer += '</sheetData></worksheet>';
      flush(true);
      add('xl/styles.xml', styles(formats));
      zip.end();
      check();
    },
  };
}

/** A whole workbook in memory (the browser's tables answered whole, tests). */
export function xlsxDocument(
  rows: readonly (readonly XlsxCell[])[],
  sheetName?: string,
): Uint8Array {
  const chunks: Uint8Array[] = [];
  const writer = createXlsxWriter((chunk) => chunks.push(chunk), sheetName);
  for (const r of rows) writer.row(r);
  writer.end();
  return concatBytes(chunks);
}

/** The media type of a workbook. */
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
