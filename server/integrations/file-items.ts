// A spreadsheet's rows as the items of an ingestion kind, by the kind's file shape
// (file-shape.ts): cells typed by their field's schema, lists split on `;`, children gathered from
// their rows, rows naming the same parent made one item. What is wrong with an item's values is
// left to the contract's item check, exactly as for an item sent by a key; only what a file alone
// can get wrong (its header, two rows of one item disagreeing) is decided here.
import { dateCellValue, instantText } from './file-dates';
import type { CellType, FileNode, FileShape } from './file-shape';
import { fileColumns } from './file-shape';
import type { CellDate } from './xlsx-cells';

/** One line of the file: its number as the user sees it (the header is usually 1). */
export interface FileRow {
  row: number;
  /** Each cell as text (a date cell as the date it shows: `2026-11-27 09:30:00`). */
  cells: readonly string[];
  /** The date cells of a workbook's row, by column (a CSV has none). */
  dates?: readonly (CellDate | undefined)[];
}

/** Why a whole file is refused (nothing of it is loaded). */
export class FileProblem extends Error {
  constructor(
    readonly reason: string,
    message: string,
    readonly field: string,
  ) {
    super(message);
  }
}

/** One item of the file and where it came from. */
export interface FileItem {
  item: Record<string, unknown>;
  /** The rows that make it, in file order. */
  rows: number[];
  /** The row of each child, by its path in the item (`lessons.1` → 4; `` → the first row). */
  places: Map<string, number>;
  /** The first cell that disagrees with an earlier row of the same item, if any. */
  conflict: { column: string; row: number } | null;
}

/** Column name → index in the row's cells. */
export type ColumnIndex = Map<string, number>;

/**
 * Maps the header to the kind's columns (case and surrounding spaces ignored). A header cell
 * that is not a column is refused, as an unknown field of an item is: a misspelt column must not
 * drop its values silently.
 */
export function columnIndex(shape: FileShape, header: readonly string[]): ColumnIndex {
  const known = new Map(fileColumns(shape).map((c) => [c.toLowerCase(), c]));
  const index: ColumnIndex = new Map();
  for (const [i, raw] of header.entries()) {
    const name = raw.trim();
    if (name === '') continue;
    const column = known.get(name.toLowerCase());
    if (!column) {
      throw new FileProblem(
        'unknown_column',
        `${name.slice(0, 100)} is not a column of this kind`,
        name.slice(0, 100),
      );
    }
    if (index.has(column)) {
      throw new FileProblem('repeated_column', `${column} appears twice in the header`, column);
    }
    index.set(column, i);
  }
  if (index.size === 0) {
    throw new FileProblem(
      'missing_header',
      'The first row must name the columns of the template',
      'header',
    );
  }
  return index;
}

const TRUE_WORDS = new Set([
  'true',
  '1',
  'yes',
  'sí',
  'si',
  'verdadero',
  'vrai',
  'oui',
  'sim',
  'да',
  '是',
]);
const FALSE_WORDS = new Set([
  'false',
  '0',
  'no',
  'falso',
  'faux',
  'non',
  'não',
  'nao',
  'нет',
  '否',
]);
const NUMBER = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;
const DECIMAL_COMMA = /^[+-]?\d+,\d+$/;

/**
 * A cell as its field's type. Text that is not of the type stays text, so the item check refuses
 * it with the field's name instead of the file guessing.
 */
export function cellValue(type: CellType, text: string): unknown {
  if (type === 'integer' || type === 'number') {
    const t = DECIMAL_COMMA.test(text) ? text.replace(',', '.') : text;
    return NUMBER.test(t) ? Number(t) : text;
  }
  if (type === 'boolean') {
    const word = text.toLowerCase();
    if (TRUE_WORDS.has(word)) return true;
    if (FALSE_WORDS.has(word)) return false;
    return text;
  }
  return text;
}

const cellOf = (row: FileRow, index: ColumnIndex, column: string): string => {
  const at = index.get(column);
  return at === undefined ? '' : (row.cells[at] ?? '').trim();
};

function shapeColumns(shape: FileShape, index: ColumnIndex): string[] {
  return fileColumns(shape).filter((c) => index.has(c));
}

const hasAny = (row: FileRow, index: ColumnIndex, columns: readonly string[]) =>
  columns.some((c) => cellOf(row, index, c) !== '');

/**
 * The rows of one level split into its records: by identity when the level has children (rows
 * without one continue the record above them, or start one at the top), else one per row.
 */
function groupRows(
  shape: FileShape,
  rows: readonly FileRow[],
  index: ColumnIndex,
  top: boolean,
): FileRow[][] {
  const identity = shape.identity === null ? null : `${shape.prefix}${shape.identity}`;
  const groupByIdentity = identity !== null && (shape.grouped || !top);
  if (!groupByIdentity) return rows.map((r) => [r]);
  const groups: FileRow[][] = [];
  const byKey = new Map<string, FileRow[]>();
  let last: FileRow[] | null = null;
  for (const row of rows) {
    const key = cellOf(row, index, identity);
    if (key === '') {
      if (last && shape.grouped && !top) last.push(row);
      else {
        last = [row];
        groups.push(last);
      }
      continue;
    }
    const group = byKey.get(key);
    if (group) {
      group.push(row);
      last = group;
    } else {
      last = [row];
      byKey.set(key, last);
      groups.push(last);
    }
  }
  return groups;
}

interface Build {
  index: ColumnIndex;
  places: Map<string, number>;
  conflict: { column: string; row: number } | null;
}

/** The first non-empty cell of a column among the rows, noting a later one that differs. */
function firstCell(
  rows: readonly FileRow[],
  column: string,
  b: Build,
): { text: string; date: CellDate | undefined } {
  let value = '';
  let date: CellDate | undefined;
  for (const row of rows) {
    const cell = cellOf(row, b.index, column);
    if (cell === '') continue;
    if (value === '') {
      value = cell;
      const at = b.index.get(column);
      date = at === undefined ? undefined : row.dates?.[at];
    } else if (cell !== value && b.conflict === null) b.conflict = { column, row: row.row };
  }
  return { text: value, date };
}

/**
 * A field's value from its cell: a date cell by what the field takes (an instant, a day, a
 * month), an instant's text read for a wall-clock time, anything else by its type.
 */
function fieldValue(
  node: { type: CellType; schema: Record<string, unknown> },
  text: string,
  date: CellDate | undefined,
): unknown {
  const dated = date === undefined ? undefined : dateCellValue(node.schema, date);
  if (dated !== undefined) return dated;
  if (node.type === 'string' && node.schema.format === 'date-time') return instantText(text);
  return cellValue(node.type, text);
}

function buildNode(
  node: FileNode,
  rows: readonly FileRow[],
  path: string,
  b: Build,
  out: Record<string, unknown>,
) {
  if (node.kind === 'value') {
    const { text, date } = firstCell(rows, node.column, b);
    if (text !== '') out[node.name] = fieldValue(node, text, date);
    return;
  }
  if (node.kind === 'list') {
    if (!b.index.has(node.column)) return;
    const { text } = firstCell(rows, node.column, b);
    if (text === '') return;
    out[node.name] = text
      .split(';')
      .map((v) => v.trim())
      .filter((v) => v !== '')
      .map((v) => cellValue(node.type, v));
    return;
  }
  const columns = shapeColumns(node.shape, b.index);
  if (node.kind === 'object') {
    if (!rows.some((r) => hasAny(r, b.index, columns))) return;
    out[node.name] = buildLevel(node.shape, rows, `${path}${node.name}.`, b);
    return;
  }
  const childRows = rows.filter((r) => hasAny(r, b.index, columns));
  if (childRows.length === 0) return;
  out[node.name] = groupRows(node.shape, childRows, b.index, false).map((group, i) => {
    const childPath = `${path}${node.name}.${i}`;
    b.places.set(childPath, group[0]?.row ?? 0);
    return buildLevel(node.shape, group, `${childPath}.`, b);
  });
}

function buildLevel(shape: FileShape, rows: readonly FileRow[], path: string, b: Build) {
  const out: Record<string, unknown> = {};
  for (const node of shape.nodes) buildNode(node, rows, path, b, out);
  return out;
}

/** The items of the file's data rows (blank rows skipped), in the order their first row has. */
export function fileItems(
  shape: FileShape,
  rows: readonly FileRow[],
  index: ColumnIndex,
): FileItem[] {
  const columns = [...index.keys()];
  const data = rows.filter((r) => hasAny(r, index, columns));
  return groupRows(shape, data, index, true).map((group) => {
    const b: Build = { index, places: new Map([['', group[0]?.row ?? 0]]), conflict: null };
    const item = buildLevel(shape, group, '', b);
    return { item, rows: group.map((r) => r.row), places: b.places, conflict: b.conflict };
  });
}

/**
 * Where a refused field of an item is in the file: its column (`lessons.1.title` →
 * `lessons.title`) and the row of the child it belongs to. A bare name (a required field missing
 * from a child) is matched to the column ending with it under the deepest child named.
 */
export function locateField(
  item: FileItem,
  field: string,
  columns: readonly string[],
): { column: string; row: number } {
  const parts = field
    .replace(/\[(\d+)\]/g, '.$1')
    .split('.')
    .filter((p) => p !== '');
  let row = item.places.get('') ?? item.rows[0] ?? 0;
  const names: string[] = [];
  const path: string[] = [];
  for (const part of parts) {
    path.push(part);
    if (/^\d+$/.test(part)) {
      row = item.places.get(path.join('.')) ?? row;
    } else names.push(part);
  }
  const column = names.join('.');
  if (column === '' || columns.includes(column)) return { column: column || field, row };
  const last = names[names.length - 1] ?? column;
  const under = names.slice(0, -1).join('.');
  const candidates = columns.filter((c) => c.endsWith(`.${last}`));
  const best =
    candidates.find((c) => under !== '' && c.startsWith(`${under}.`)) ??
    candidates.find((c) => !c.slice(0, -last.length - 1).includes('.')) ??
    candidates[0];
  return { column: best ?? column, row };
}
