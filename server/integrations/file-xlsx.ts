// Reading the first sheet of an .xlsx workbook as rows of text: the zip opened with fflate (as a
// stream, so a part that inflates past the limit is dropped before it fills memory), then the
// workbook, its relationships, the shared strings and the sheet read with a linear scanner (no
// backtracking pattern runs over the whole part, so a hostile file costs its size, not its square).
// The styles say which numbers are dates: such a cell reads as the date it shows (xlsx-cells.ts).
import { Unzip, UnzipInflate, UnzipPassThrough } from 'fflate';
import type { FileRow } from './file-items';
import {
  type CellDate,
  cellDateText,
  formatOffset,
  isoCellDate,
  type NumberFormatKind,
  numberFormatKind,
  plainDecimal,
  serialDate,
} from './xlsx-cells';

/** A workbook that cannot be read; nothing of it is loaded. */
export class XlsxProblem extends Error {}

/** At most this many bytes of XML, all parts together, once inflated. */
const MAX_XLSX_XML_BYTES = 64 * 1024 * 1024;
/** Excel's own last column (XFD). */
const MAX_COLUMNS = 16_384;

/** True when the bytes start as a zip archive does (an .xlsx is one). */
export function isZip(bytes: Uint8Array): boolean {
  return bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
}

const WANTED =
  /^xl\/(?:workbook\.xml|_rels\/workbook\.xml\.rels|sharedStrings\.xml|styles\.xml|worksheets\/[^/]+\.xml)$/;

/** The workbook's parts that matter, inflated, at most `limit` bytes in all. */
function unzipParts(bytes: Uint8Array, limit: number): Map<string, string> {
  const chunks = new Map<string, Uint8Array[]>();
  const complete = new Set<string>();
  let total = 0;
  let problem: string | null = null;
  const unzip = new Unzip((file) => {
    if (!WANTED.test(file.name) || chunks.has(file.name)) return;
    const parts: Uint8Array[] = [];
    chunks.set(file.name, parts);
    file.ondata = (err, chunk, final) => {
      if (problem !== null) return;
      if (err) {
        problem = `${file.name} is damaged`;
        return;
      }
      total += chunk.length;
      if (total > limit) {
        problem = `The workbook holds more than ${limit / 1024 / 1024} MB of data`;
        file.terminate();
        return;
      }
      parts.push(chunk);
      if (final) complete.add(file.name);
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  unzip.register(UnzipPassThrough);
  try {
    unzip.push(bytes, true);
  } catch {
    throw new XlsxProblem('The file is not a readable .xlsx workbook');
  }
  if (problem !== null) throw new XlsxProblem(problem);
  const decoder = new TextDecoder('utf-8');
  const out = new Map<string, string>();
  for (const [name, parts] of chunks) {
    if (!complete.has(name)) continue;
    const size = parts.reduce((n, p) => n + p.length, 0);
    const whole = new Uint8Array(size);
    let at = 0;
    for (const p of parts) {
      whole.set(p, at);
      at += p.length;
    }
    out.set(name, decoder.decode(whole));
  }
  return out;
}

type Token =
  | { type: 'open'; name: string; attrs: string; empty: boolean }
  | { type: 'close'; name: string }
  | { type: 'text'; text: string };

const ENTITY = /&(?:#(\d{1,7})|#x([0-9a-fA-F]{1,6})|(amp|lt|gt|quot|apos));/g;
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** XML character data with its entities replaced. */
export function unescapeXml(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(ENTITY, (whole, dec?: string, hex?: string, name?: string) => {
    if (name) return NAMED[name] ?? whole;
    const code = dec !== undefined ? Number(dec) : Number.parseInt(hex ?? '', 16);
    return code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

/** The element tokens of an XML text, in one pass; the local name (no prefix) of each element. */
function* tokens(xml: string): Generator<Token> {
  const n = xml.length;
  let i = 0;
  while (i < n) {
    const lt = xml.indexOf('<', i);
    if (lt < 0) {
      yield { type: 'text', text: xml.slice(i) };
      return;
    }
    if (lt > i) yield { type: 'text', text: xml.slice(i, lt) };
    if (xml.startsWith('<![CDATA[', lt)) {
      const end = xml.indexOf(']]>', lt);
      if (end < 0) throw new XlsxProblem('The workbook has an unterminated CDATA section');
      yield { type: 'text', text: xml.slice(lt + 9, end).replaceAll('&', '&amp;') };
      i = end + 3;
      continue;
    }
    if (xml.startsWith('<!--', lt)) {
      const end = xml.indexOf('-->', lt);
      if (end < 0) throw new XlsxProblem('The workbook has an unterminated comment');
      i = end + 3;
      continue;
    }
    const gt = xml.indexOf('>', lt);
    if (gt < 0) throw new XlsxProblem('The workbook has an unterminated element');
    i = gt + 1;
    const inner = xml.slice(lt + 1, gt);
    if (inner.startsWith('?') || inner.startsWith('!')) continue;
    if (inner.startsWith('/')) {
      yield { type: 'close', name: localName(inner.slice(1).trim()) };
      continue;
    }
    const space = inner.search(/[\s/]/);
    const qname = space < 0 ? inner : inner.slice(0, space);
    yield {
      type: 'open',
      name: localName(qname),
      attrs: space < 0 ? '' : inner.slice(space),
      empty: inner.endsWith('/'),
    };
  }
}

const localName = (qname: string) => {
  const colon = qname.indexOf(':');
  return colon < 0 ? qname : qname.slice(colon + 1);
};

/** One attribute of an element's attribute text, by its local name. */
function attr(attrs: string, name: string): string | null {
  const re = /([\w:.-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;
  for (const m of attrs.matchAll(re)) {
    if (localName(m[1] ?? '') === name) return unescapeXml(m[2] ?? m[3] ?? '');
  }
  return null;
}

/** The shared strings table: each `<si>`'s text runs joined (phonetic runs left out). */
export function sharedStrings(xml: string): string[] {
  const out: string[] = [];
  let current: string[] | null = null;
  let inText = false;
  let phonetic = 0;
  for (const t of tokens(xml)) {
    if (t.type === 'open') {
      if (t.name === 'si' && !t.empty) current = [];
      else if (t.name === 'si') out.push('');
      else if (t.name === 'rPh' && !t.empty) phonetic++;
      else if (t.name === 't' && !t.empty) inText = true;
    } else if (t.type === 'close') {
      if (t.name === 'si' && current) {
        out.push(current.join(''));
        current = null;
      } else if (t.name === 'rPh') phonetic = Math.max(0, phonetic - 1);
      else if (t.name === 't') inText = false;
    } else if (inText && current && phonetic === 0) current.push(unescapeXml(t.text));
  }
  return out;
}

/** `C12` → column 2 (0-based), or null for a reference that is not one. */
export function columnOf(ref: string): number | null {
  const m = /^([A-Z]{1,3})\d*$/.exec(ref.toUpperCase());
  if (!m) return null;
  let n = 0;
  for (const ch of m[1] ?? '') n = n * 26 + (ch.charCodeAt(0) - 64);
  return n - 1 < MAX_COLUMNS ? n - 1 : null;
}

/** A numeric cell's text as a person would type it (`0.1`, not `0.10000000000000001`, `1e+21`). */
function numberText(v: string): string {
  const n = Number(v);
  return v.trim() !== '' && Number.isFinite(n) ? plainDecimal(n) : v;
}

/** What the workbook's styles and settings say about its numbers. */
export interface CellStyles {
  /** Per cell style (`s`), what its number format shows and the offset it writes, if any. */
  formats: readonly { kind: NumberFormatKind; offset: string | null }[];
  /** The workbook counts its dates from 1904 (old Mac workbooks). */
  date1904: boolean;
}

const NO_STYLES: CellStyles = { formats: [], date1904: false };

/** The number format of each cell style (`cellXfs`), by the custom codes or Excel's built-ins. */
function cellStyles(xml: string, date1904: boolean): CellStyles {
  const codes = new Map<number, string>();
  const formats: { kind: NumberFormatKind; offset: string | null }[] = [];
  let inCellXfs = false;
  for (const t of tokens(xml)) {
    if (t.type === 'open' && t.name === 'numFmt') {
      const id = Number(attr(t.attrs, 'numFmtId'));
      const code = attr(t.attrs, 'formatCode');
      if (Number.isInteger(id) && code !== null) codes.set(id, code);
    } else if (t.type === 'open' && t.name === 'cellXfs') inCellXfs = !t.empty;
    else if (t.type === 'close' && t.name === 'cellXfs') inCellXfs = false;
    else if (t.type === 'open' && t.name === 'xf' && inCellXfs) {
      const id = Number(attr(t.attrs, 'numFmtId') ?? 0);
      const code = codes.get(id);
      formats.push({ kind: numberFormatKind(id, code), offset: formatOffset(code) });
    }
  }
  return { formats, date1904 };
}

/** Whether the workbook part sets the 1904 date system (`<workbookPr date1904="1"/>`). */
function usesDate1904(workbook: string | undefined): boolean {
  if (workbook === undefined) return false;
  for (const t of tokens(workbook)) {
    if (t.type === 'open' && t.name === 'workbookPr') {
      const v = attr(t.attrs, 'date1904');
      return v === '1' || v === 'true';
    }
  }
  return false;
}

/** The rows of a worksheet part as text, numbered as Excel numbers them; date cells noted. */
export function sheetRows(
  xml: string,
  shared: readonly string[],
  styles: CellStyles = NO_STYLES,
): FileRow[] {
  const rows: FileRow[] = [];
  let cells: string[] | null = null;
  let dates: CellDate[] = [];
  let rowNumber = 0;
  let nextColumn = 0;
  let cell: {
    column: number;
    type: string;
    style: number;
    value: string[];
    inline: string[];
  } | null = null;
  let into: 'v' | 't' | null = null;
  const endCell = () => {
    if (!cell || !cells) return;
    const v = cell.value.join('');
    const format = styles.formats[cell.style] ?? { kind: null, offset: null };
    let date: CellDate | null = null;
    let text: string;
    if (cell.type === 's') {
      const at = Number(v);
      const s = Number.isInteger(at) ? shared[at] : undefined;
      if (s === undefined)
        throw new XlsxProblem(`Cell ${cell.column + 1} of row ${rowNumber} names no shared string`);
      text = s;
    } else if (cell.type === 'inlineStr') text = cell.inline.join('');
    else if (cell.type === 'b') text = v === '1' ? 'true' : v === '0' ? 'false' : v;
    else if (cell.type === 'n' || cell.type === '') {
      const n = Number(v);
      if (v.trim() !== '' && Number.isFinite(n)) {
        date = serialDate(n, format.kind, format.offset, styles.date1904);
      }
      text = date ? cellDateText(date) : numberText(v);
    } else if (cell.type === 'd') {
      date = isoCellDate(v, format.kind);
      text = date ? cellDateText(date) : v;
    } else text = v;
    if (text !== '') {
      cells[cell.column] = text;
      if (date) dates[cell.column] = date;
    }
    cell = null;
  };
  for (const t of tokens(xml)) {
    if (t.type === 'open') {
      if (t.name === 'row') {
        const r = Number(attr(t.attrs, 'r') ?? Number.NaN);
        rowNumber = Number.isInteger(r) && r > rowNumber ? r : rowNumber + 1;
        nextColumn = 0;
        cells = t.empty ? null : [];
        dates = [];
      } else if (t.name === 'c' && cells) {
        const ref = attr(t.attrs, 'r');
        const column = ref === null ? nextColumn : columnOf(ref);
        if (column === null) throw new XlsxProblem(`Row ${rowNumber} has a cell outside the sheet`);
        nextColumn = column + 1;
        const style = Number(attr(t.attrs, 's') ?? 0);
        cell = {
          column,
          type: attr(t.attrs, 't') ?? '',
          style: Number.isInteger(style) ? style : 0,
          value: [],
          inline: [],
        };
        if (t.empty) endCell();
      } else if (cell && (t.name === 'v' || t.name === 't') && !t.empty) into = t.name;
    } else if (t.type === 'close') {
      if (t.name === 'c') endCell();
      else if (t.name === 'v' || t.name === 't') into = null;
      else if (t.name === 'row' && cells) {
        if (cells.length > 0) {
          const row: FileRow = { row: rowNumber, cells: Array.from(cells, (c) => c ?? '') };
          rows.push(dates.length > 0 ? { ...row, dates } : row);
        }
        cells = null;
      }
    } else if (cell && into === 'v') cell.value.push(unescapeXml(t.text));
    else if (cell && into === 't') cell.inline.push(unescapeXml(t.text));
  }
  return rows;
}

/** The part of the workbook's first sheet, by the workbook and its relationships. */
function firstSheetPath(parts: Map<string, string>): string {
  const workbook = parts.get('xl/workbook.xml');
  const rels = parts.get('xl/_rels/workbook.xml.rels');
  if (workbook && rels) {
    let id: string | null = null;
    for (const t of tokens(workbook)) {
      if (t.type === 'open' && t.name === 'sheet') {
        id = attr(t.attrs, 'id');
        break;
      }
    }
    for (const t of tokens(rels)) {
      if (
        t.type === 'open' &&
        t.name === 'Relationship' &&
        id !== null &&
        attr(t.attrs, 'Id') === id
      ) {
        const target = attr(t.attrs, 'Target') ?? '';
        return target.startsWith('/') ? target.slice(1) : `xl/${target.replace(/^\.\//, '')}`;
      }
    }
  }
  return 'xl/worksheets/sheet1.xml';
}

/** The first sheet of an .xlsx workbook as rows of text. Throws XlsxProblem when unreadable. */
export function readXlsx(bytes: Uint8Array, limit = MAX_XLSX_XML_BYTES): FileRow[] {
  const parts = unzipParts(bytes, limit);
  const sheet = parts.get(firstSheetPath(parts));
  if (sheet === undefined) throw new XlsxProblem('The workbook has no sheet');
  const shared = parts.get('xl/sharedStrings.xml');
  const styles = parts.get('xl/styles.xml');
  const date1904 = usesDate1904(parts.get('xl/workbook.xml'));
  return sheetRows(
    sheet,
    shared === undefined ? [] : sharedStrings(shared),
    styles === undefined ? { ...NO_STYLES, date1904 } : cellStyles(styles, date1904),
  );
}
