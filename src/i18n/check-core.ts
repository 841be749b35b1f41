// The pure core of `npm run i18n:check` (scripts/i18n-check.mjs runs it through tsx; unit tests call
// it directly). Never imported by the app, so the ICU parser stays out of the bundle.
import {
  type MessageFormatElement,
  type PluralElement,
  parse,
  TYPE,
} from '@formatjs/icu-messageformat-parser';

/** Message id to ICU text. */
export type Catalogue = Record<string, string>;

/** What can be wrong with one entry of one catalogue. */
type ProblemKind =
  | 'missing'
  | 'extra'
  | 'untranslated'
  | 'syntax'
  | 'placeholders'
  | 'plural-forms'
  | 'stale-exception';

/** One finding of the check. */
export interface Problem {
  locale: string;
  id: string;
  kind: ProblemKind;
  detail?: string;
}

/** The input of the check: the source, every translation and the allowed identical texts. */
export interface CheckInput {
  sourceLocale: string;
  source: Catalogue;
  catalogues: Record<string, Catalogue>;
  /** Per locale, ids whose translation may equal the source (proper nouns, 'OK', numbers-only). */
  sameAsSource?: Record<string, readonly string[]>;
}

const CATEGORY_ORDER = ['zero', 'one', 'two', 'few', 'many', 'other'];
// Integers a count can take in the UI; enough to meet every CLDR integer category (ru: 11–14, 111…).
const SAMPLE_COUNTS = Array.from({ length: 1001 }, (_, n) => n);

function argumentKind(element: MessageFormatElement): string | null {
  switch (element.type) {
    case TYPE.argument:
      return 'argument';
    case TYPE.number:
      return 'number';
    case TYPE.date:
      return 'date';
    case TYPE.time:
      return 'time';
    case TYPE.select:
      return 'select';
    case TYPE.plural:
      return element.pluralType === 'ordinal' ? 'selectordinal' : 'plural';
    case TYPE.tag:
      return 'tag';
    default:
      return null;
  }
}

function walk(elements: MessageFormatElement[], visit: (element: MessageFormatElement) => void) {
  for (const element of elements) {
    visit(element);
    if (element.type === TYPE.select || element.type === TYPE.plural) {
      for (const option of Object.values(element.options)) walk(option.value, visit);
    } else if (element.type === TYPE.tag) {
      walk(element.children, visit);
    }
  }
}

/** The placeholders of a parsed message as sorted `name:kind` strings (`count:plural`, `email:argument`). */
export function placeholdersOf(ast: MessageFormatElement[]): string[] {
  const found = new Set<string>();
  walk(ast, (element) => {
    const kind = argumentKind(element);
    if (kind !== null && 'value' in element) found.add(`${element.value}:${kind}`);
  });
  return [...found].sort();
}

/** Parses ICU text; the error text when it is not valid ICU. */
function parseIcu(text: string): { ast: MessageFormatElement[] } | { error: string } {
  try {
    return { ast: parse(text) };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * Plural branches that do not fit `locale`: categories the language lacks (zh has only `other`),
 * and categories some integer needs that have neither a branch nor an `=n` case (ru: one/few/many).
 */
export function pluralFormProblems(ast: MessageFormatElement[], locale: string): string[] {
  const problems: string[] = [];
  walk(ast, (element) => {
    if (element.type !== TYPE.plural) return;
    const plural = element as PluralElement;
    const type = plural.pluralType === 'ordinal' ? 'ordinal' : 'cardinal';
    const rules = new Intl.PluralRules(locale, { type });
    const allowed = new Set<string>(rules.resolvedOptions().pluralCategories);
    const keys = Object.keys(plural.options);
    const categories = keys.filter((k) => !k.startsWith('='));
    const exact = new Set(keys.filter((k) => k.startsWith('=')).map((k) => Number(k.slice(1))));
    const needed = new Set<string>(['other']);
    for (const n of SAMPLE_COUNTS) {
      if (!exact.has(n + plural.offset)) needed.add(rules.select(n));
    }
    const unknown = categories.filter((c) => !allowed.has(c));
    const lacking = CATEGORY_ORDER.filter((c) => needed.has(c) && !categories.includes(c));
    if (unknown.length > 0) {
      problems.push(`{${plural.value}}: ${locale} has no ${unknown.join('/')} form`);
    }
    if (lacking.length > 0) problems.push(`{${plural.value}}: needs ${lacking.join('/')} forms`);
  });
  return problems;
}

/** Problems of one translation against the source. */
export function checkCatalogue(
  locale: string,
  source: Catalogue,
  catalogue: Catalogue,
  sameAsSource: readonly string[] = [],
): Problem[] {
  const problems: Problem[] = [];
  const allowedSame = new Set(sameAsSource);
  for (const [id, sourceText] of Object.entries(source)) {
    const text = catalogue[id];
    if (text === undefined) {
      problems.push({ locale, id, kind: 'missing' });
      continue;
    }
    if (text === sourceText && !allowedSame.has(id)) {
      problems.push({ locale, id, kind: 'untranslated', detail: text });
    }
    const parsed = parseIcu(text);
    if ('error' in parsed) {
      problems.push({ locale, id, kind: 'syntax', detail: parsed.error });
      continue;
    }
    const parsedSource = parseIcu(sourceText);
    if ('ast' in parsedSource) {
      const want = placeholdersOf(parsedSource.ast).join(', ');
      const got = placeholdersOf(parsed.ast).join(', ');
      if (want !== got) {
        problems.push({
          locale,
          id,
          kind: 'placeholders',
          detail: `source {${want}}, has {${got}}`,
        });
      }
    }
    for (const detail of pluralFormProblems(parsed.ast, locale)) {
      problems.push({ locale, id, kind: 'plural-forms', detail });
    }
  }
  for (const id of Object.keys(catalogue)) {
    if (!(id in source)) problems.push({ locale, id, kind: 'extra' });
  }
  for (const id of allowedSame) {
    if (!(id in source) || catalogue[id] !== source[id]) {
      problems.push({
        locale,
        id,
        kind: 'stale-exception',
        detail: 'listed in same-as-source.json but not identical to the source (or gone)',
      });
    }
  }
  return problems;
}

/** Problems of the source itself (ICU syntax, plural forms of the source language). */
function checkSource(locale: string, source: Catalogue): Problem[] {
  const problems: Problem[] = [];
  for (const [id, text] of Object.entries(source)) {
    const parsed = parseIcu(text);
    if ('error' in parsed) {
      problems.push({ locale, id, kind: 'syntax', detail: parsed.error });
      continue;
    }
    for (const detail of pluralFormProblems(parsed.ast, locale)) {
      problems.push({ locale, id, kind: 'plural-forms', detail });
    }
  }
  return problems;
}

/** Every problem of the source and of every translation. */
export function checkAll(input: CheckInput): Problem[] {
  const problems = checkSource(input.sourceLocale, input.source);
  for (const [locale, catalogue] of Object.entries(input.catalogues)) {
    problems.push(...checkCatalogue(locale, input.source, catalogue, input.sameAsSource?.[locale]));
  }
  return problems;
}

/** The problems as a readable list grouped by locale and kind. */
export function formatProblems(problems: readonly Problem[]): string {
  const lines: string[] = [];
  let heading = '';
  for (const p of [...problems].sort(
    (a, b) =>
      a.locale.localeCompare(b.locale) || a.kind.localeCompare(b.kind) || a.id.localeCompare(b.id),
  )) {
    const next = `${p.locale} — ${p.kind}`;
    if (next !== heading) {
      lines.push(`${next}:`);
      heading = next;
    }
    lines.push(`  ${p.id}${p.detail ? `  (${p.detail})` : ''}`);
  }
  return lines.join('\n');
}
