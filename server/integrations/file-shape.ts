// How an ingestion kind looks as a spreadsheet, read from its item schema in the contract, so a
// kind added to the contract gets its template and file load without code of its own:
// - a scalar field is one column (its name);
// - an array of scalars is one cell, values separated by `;`;
// - an object of named fields (or of a fixed set of keys, as translations) is one column per
//   field, dotted (`translations.en`);
// - an array of objects (lessons, exams, questions, answers, items) is one row per child with
//   dotted columns (`items.itemExternalId`); rows naming the same parent make one parent.
import type { XlsxCell } from '../../openapi/rules/xlsx-write';

type Json = Record<string, unknown>;

/** The JSON types a cell can turn into, in the order they are tried. */
export type CellType = 'integer' | 'number' | 'boolean' | 'string';

/** One field of a kind as the file holds it. */
export type FileNode =
  | { kind: 'value'; name: string; column: string; type: CellType; schema: Json; required: boolean }
  | { kind: 'list'; name: string; column: string; type: CellType; schema: Json; required: boolean }
  | { kind: 'object'; name: string; shape: FileShape; required: boolean }
  | { kind: 'children'; name: string; column: string; shape: FileShape; required: boolean };

/** The fields of an item (or of a child), and the field that tells its rows apart. */
export interface FileShape {
  /** The dotted prefix of this level's columns (`''` for the item, `exams.` for an exam). */
  prefix: string;
  /** A word naming this level's records, for the example values (`REGION`, `LESSON`). */
  noun: string;
  nodes: FileNode[];
  /** The identity field (`externalId`, else the first required …ExternalId or scalar). */
  identity: string | null;
  /** True when some field is an array of objects: the level's rows group by identity. */
  grouped: boolean;
}

/** A schema the file cannot express (a field of no usable type): the kind has no file. */
export class ShapeProblem extends Error {}

const MAX_DEPTH = 6;

function resolve(doc: Json, schema: unknown, seen = 0): Json {
  if (typeof schema !== 'object' || schema === null) return {};
  const s = schema as Json;
  if (typeof s.$ref === 'string' && seen < 20) {
    const path = s.$ref.replace(/^#\//, '').split('/');
    let target: unknown = doc;
    for (const part of path) target = (target as Json | undefined)?.[part];
    return resolve(doc, { ...(target as Json), ...withoutRef(s) }, seen + 1);
  }
  if (Array.isArray(s.allOf)) {
    return s.allOf.reduce<Json>((all, part) => mergeSchemas(all, resolve(doc, part, seen + 1)), {
      ...s,
      allOf: undefined,
    });
  }
  const alternatives = (s.oneOf ?? s.anyOf) as unknown[] | undefined;
  if (Array.isArray(alternatives)) {
    // The first alternative that is not null: `oneOf: [null, X]` reads as X.
    const usable = alternatives
      .map((a) => resolve(doc, a, seen + 1))
      .find((a) => a.type !== 'null');
    return usable ?? {};
  }
  return s;
}

function withoutRef(s: Json): Json {
  const { $ref: _ref, ...rest } = s;
  return rest;
}

function mergeSchemas(a: Json, b: Json): Json {
  return {
    ...a,
    ...b,
    properties: { ...((a.properties as Json) ?? {}), ...((b.properties as Json) ?? {}) },
    required: [...((a.required as string[]) ?? []), ...((b.required as string[]) ?? [])],
  };
}

const typesOf = (s: Json): string[] => {
  if (Array.isArray(s.type)) return s.type.filter((t): t is string => typeof t === 'string');
  if (typeof s.type === 'string') return [s.type];
  if (Array.isArray(s.enum))
    return [...new Set(s.enum.map((v) => (v === null ? 'null' : typeof v)))];
  if ('const' in s) return [typeof s.const];
  return [];
};

function cellType(s: Json): CellType | null {
  const types = typesOf(s).filter((t) => t !== 'null');
  if (types.includes('integer')) return 'integer';
  if (types.includes('number')) return 'number';
  if (types.includes('boolean')) return 'boolean';
  if (types.includes('string')) return 'string';
  return null;
}

/** `exams` → `EXAM`, `kpiModule` → `KPI-MODULE`, `IngestSurveyAnswer` → `SURVEY-ANSWER`. */
export function nounOf(name: string): string {
  const bare = name.replace(/^Ingest/, '').replace(/ExternalIds?$/, '');
  const singular = bare.endsWith('ies')
    ? `${bare.slice(0, -3)}y`
    : bare.endsWith('s') && !bare.endsWith('ss')
      ? bare.slice(0, -1)
      : bare;
  return singular
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/[^A-Za-z0-9-]/g, '-')
    .toUpperCase();
}

function identityOf(props: Json, required: string[]): string | null {
  if ('externalId' in props) return 'externalId';
  const refs = required.find((n) => n.endsWith('ExternalId'));
  if (refs) return refs;
  return required[0] ?? null;
}

function shapeOf(doc: Json, schema: Json, prefix: string, noun: string, depth: number): FileShape {
  if (depth > MAX_DEPTH) throw new ShapeProblem(`${prefix} nests too deep for a file`);
  const props = (schema.properties ?? {}) as Json;
  const required = Array.isArray(schema.required) ? (schema.required as string[]) : [];
  const nodes: FileNode[] = [];
  for (const [name, raw] of Object.entries(props)) {
    const field = resolve(doc, raw);
    const column = `${prefix}${name}`;
    const isRequired = required.includes(name);
    const types = typesOf(field);
    if (types.includes('array')) {
      const item = resolve(doc, field.items);
      if (typesOf(item).includes('object') || item.properties) {
        nodes.push({
          kind: 'children',
          name,
          column,
          shape: shapeOf(doc, item, `${column}.`, nounOf(name), depth + 1),
          required: isRequired,
        });
        continue;
      }
      const type = cellType(item);
      if (!type) throw new ShapeProblem(`${column}: a list of values of no usable type`);
      nodes.push({ kind: 'list', name, column, type, schema: item, required: isRequired });
      continue;
    }
    if (types.includes('object') || field.properties) {
      nodes.push({
        kind: 'object',
        name,
        shape: objectShape(doc, field, column, depth),
        required: isRequired,
      });
      continue;
    }
    const type = cellType(field);
    if (!type) throw new ShapeProblem(`${column}: a field of no usable type`);
    nodes.push({ kind: 'value', name, column, type, schema: field, required: isRequired });
  }
  return {
    prefix,
    noun,
    nodes,
    identity: identityOf(props, required),
    grouped: nodes.some((n) => n.kind === 'children'),
  };
}

/** An object field: its named properties, or the keys its propertyNames enumerate. */
function objectShape(doc: Json, field: Json, column: string, depth: number): FileShape {
  if (field.properties) return shapeOf(doc, field, `${column}.`, nounOf(column), depth + 1);
  const names = resolve(doc, field.propertyNames).enum;
  const values = resolve(doc, field.additionalProperties);
  if (!Array.isArray(names) || cellType(values) === null) {
    throw new ShapeProblem(`${column}: an object with no fixed keys`);
  }
  const properties = Object.fromEntries(names.map((n) => [String(n), values]));
  return shapeOf(doc, { properties }, `${column}.`, nounOf(column), depth + 1);
}

/** The file shape of the item schema `schemaName` in the contract document. */
export function fileShape(doc: Json, schemaName: string): FileShape {
  const schemas = ((doc.components as Json | undefined)?.schemas ?? {}) as Json;
  if (!(schemaName in schemas)) throw new ShapeProblem(`The contract has no ${schemaName}`);
  return shapeOf(doc, resolve(doc, schemas[schemaName]), '', nounOf(schemaName), 0);
}

/** The columns of a shape, in the schema's order, children's columns where the field is. */
export function fileColumns(shape: FileShape): string[] {
  const out: string[] = [];
  for (const node of shape.nodes) {
    if (node.kind === 'value' || node.kind === 'list') out.push(node.column);
    else out.push(...fileColumns(node.shape));
  }
  return out;
}

/** Words for the example row's free texts, in the console's language. */
const EXAMPLE_WORD: Record<string, string> = {
  'es-ES': 'Ejemplo',
  'en-US': 'Example',
  'fr-FR': 'Exemple',
  'ru-RU': 'Пример',
  'zh-CN': '示例',
  'pt-BR': 'Exemplo',
};

const PATTERN_CANDIDATES = ['2026-01', '2026-01-15', '2026-01-15T09:00:00-06:00', 'A-1', '1'];

function matchesPattern(pattern: unknown, value: string): boolean {
  if (typeof pattern !== 'string') return true;
  try {
    return new RegExp(pattern, 'u').test(value);
  } catch {
    return false;
  }
}

/** An example value of one field ('' when an optional text has no telling example). */
function exampleValue(
  node: { name: string; type: CellType; schema: Json; required: boolean },
  noun: string,
  word: string,
  n: number,
): string {
  const s = node.schema;
  const given = Array.isArray(s.examples) ? s.examples[0] : s.example;
  if (given !== undefined && given !== null && typeof given !== 'object') return String(given);
  if (Array.isArray(s.enum)) return String(s.enum.find((v) => v !== null) ?? '');
  if (node.type === 'boolean') return 'true';
  if (node.type === 'integer' || node.type === 'number') {
    const min = typeof s.minimum === 'number' ? s.minimum : null;
    const max = typeof s.maximum === 'number' ? s.maximum : null;
    // A short scale (a score out of 10 or 100) shows its middle; a wide one a small count.
    if (min !== null && max !== null && max - min <= 100)
      return String(Math.round((min + max) / 2));
    const small = Math.max(min ?? 1, 1);
    return String(max !== null ? Math.min(max, small) : small);
  }
  const name = node.name;
  if (name === 'externalId') return `${noun}-${n}`;
  if (name.endsWith('ExternalId') || name.endsWith('ExternalIds')) return `${nounOf(name)}-${n}`;
  if (s.format === 'date-time') return '2026-01-15T09:00:00-06:00';
  if (s.format === 'date') return '2026-01-15';
  if (s.format === 'email' || /email/i.test(name)) return 'ana.lopez@example.com';
  if (/timezone/i.test(name)) return 'America/Mexico_City';
  if (typeof s.pattern === 'string') {
    return PATTERN_CANDIDATES.find((c) => matchesPattern(s.pattern, c)) ?? '';
  }
  if (!node.required) return '';
  const max = typeof s.maxLength === 'number' ? s.maxLength : 200;
  return `${word} ${n}`.slice(0, max);
}

function exampleCells(shape: FileShape, word: string, cells: Map<string, string>): void {
  for (const node of shape.nodes) {
    if (node.kind === 'value') {
      cells.set(node.column, exampleValue(node, shape.noun, word, 1));
    } else if (node.kind === 'list') {
      const values = [1, 2].map((n) => exampleValue(node, shape.noun, word, n));
      cells.set(node.column, values.every((v) => v !== '') ? values.join(';') : '');
    } else if (node.kind === 'children' || node.required) {
      exampleCells(node.shape, word, cells);
    }
  }
}

/**
 * The template's example row, one cell per column of `fileColumns`: required fields filled,
 * optional ones where a value tells something (a boolean, a number, a date, an e-mail).
 */
export function exampleRow(shape: FileShape, lang: string | null): string[] {
  const word = EXAMPLE_WORD[lang ?? 'es-ES'] ?? 'Ejemplo';
  const cells = new Map<string, string>();
  exampleCells(shape, word, cells);
  return fileColumns(shape).map((c) => cells.get(c) ?? '');
}

/** The schema of each single-value column (a list's cell is text either way). */
function valueSchemas(shape: FileShape, out: Map<string, Json>): Map<string, Json> {
  for (const node of shape.nodes) {
    if (node.kind === 'value') out.set(node.column, node.schema);
    else if (node.kind === 'object' || node.kind === 'children') valueSchemas(node.shape, out);
  }
  return out;
}

/**
 * The example row of the .xlsx template: as `exampleRow`, with an instant's and a day's example
 * as real date cells (`yyyy-mm-dd hh:mm:ss`, `yyyy-mm-dd`), so a date typed over them in Excel
 * stays a date the load reads. The instant has no offset: it is read in its store's zone, as any
 * date cell is (file-zones.ts).
 */
export function exampleWorkbookRow(shape: FileShape, lang: string | null): XlsxCell[] {
  const schemas = valueSchemas(shape, new Map());
  const row = exampleRow(shape, lang);
  return fileColumns(shape).map((column, i) => {
    const text = row[i] ?? '';
    const format = schemas.get(column)?.format;
    const m = /^(\d{4}-\d{2}-\d{2})(?:T(\d{2}:\d{2}:\d{2}))?/.exec(text);
    if (!m || text === '') return text;
    if (format === 'date-time' && m[2]) return { date: `${m[1]} ${m[2]}` };
    if (format === 'date') return { date: m[1] as string };
    return text;
  });
}
