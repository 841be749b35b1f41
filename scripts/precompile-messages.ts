// Build-only Vite plugin: react-intl messages reach the bundle already parsed to ICU ASTs, so the
// runtime ICU parser (@formatjs/icu-messageformat-parser, ≈7 KB gzip in the sign-in entry) can be
// swapped for src/i18n/no-parser.ts. It compiles the translated catalogues (src/i18n/locales/*.json)
// and every literal `defaultMessage` in src/ and machines/ (the Spanish texts are the defaults).
// A text that parses to itself as plain text stays a string: the stand-in parser turns a string
// into that same single literal, and a string is smaller than its AST.
import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

/** The locale of the defaultMessage texts (src/i18n/locales.ts's DEFAULT_LOCALE). */
const SOURCE_LOCALE = 'es-ES';
const CATALOGUE = /[\\/]src[\\/]i18n[\\/]locales[\\/]([A-Za-z-]+)\.json$/;
const SOURCE = /[\\/](src|machines)[\\/].+\.(tsx?)$/;

/**
 * The AST react-intl would parse from `text` at runtime (same parser options and locale), or null
 * when the stand-in parser gives the same result: plain text, or empty (react-intl falls back to
 * the default on an empty string, not on an empty AST).
 */
export function compileMessage(text: string, locale: string): MessageFormatElement[] | null {
  if (text === '') return null;
  const ast = parse(text, { locale: new Intl.Locale(locale) });
  const [only] = ast;
  const plain = ast.length === 1 && only?.type === TYPE.literal && only.value === text;
  return plain ? null : ast;
}

/** A catalogue's JSON with every ICU text that needs parsing replaced by its AST. */
function compileCatalogue(json: string, locale: string): string {
  const catalogue = JSON.parse(json) as Record<string, string>;
  const compiled = Object.fromEntries(
    Object.entries(catalogue).map(([id, text]) => [id, compileMessage(text, locale) ?? text]),
  );
  return JSON.stringify(compiled);
}

/** The fields of an ESTree node this plugin reads; the rest is walked blindly. */
interface Node {
  type: string;
  start: number;
  end: number;
  [field: string]: unknown;
}

function isNode(value: unknown): value is Node {
  return (
    typeof value === 'object' && value !== null && typeof Reflect.get(value, 'type') === 'string'
  );
}

/** Calls `visit` on every node under `root`. */
function walk(root: Node, visit: (node: Node) => void): void {
  visit(root);
  for (const value of Object.values(root)) {
    if (Array.isArray(value)) {
      for (const item of value) if (isNode(item)) walk(item, visit);
    } else if (isNode(value)) {
      walk(value, visit);
    }
  }
}

/** The text of a string literal or a template literal without expressions; null otherwise. */
function literalText(node: unknown): string | null {
  if (!isNode(node)) return null;
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral' && Array.isArray(node.expressions)) {
    const [quasi] = Array.isArray(node.quasis) ? node.quasis : [];
    const cooked: unknown = isNode(quasi) ? Reflect.get(Object(quasi.value), 'cooked') : null;
    return node.expressions.length === 0 && typeof cooked === 'string' ? cooked : null;
  }
  return null;
}

function isNamed(node: unknown, name: string): boolean {
  if (!isNode(node)) return false;
  return node.name === name || (node.type === 'Literal' && node.value === name);
}

interface Edit {
  start: number;
  end: number;
  text: string;
}

/** The edits that replace each literal `defaultMessage` (object property or JSX attribute). */
function defaultMessageEdits(program: Node, code: string): Edit[] {
  const edits: Edit[] = [];
  walk(program, (node) => {
    const property = node.type === 'Property' && node.computed !== true;
    const attribute = node.type === 'JSXAttribute';
    if (
      !(property && isNamed(node.key, 'defaultMessage')) &&
      !(attribute && isNamed(node.name, 'defaultMessage'))
    ) {
      return;
    }
    const value = node.value;
    const text = literalText(value);
    if (text === null || !isNode(value)) return;
    const ast = compileMessage(text, SOURCE_LOCALE);
    if (ast === null) return;
    const raw = code.slice(value.start, value.end);
    // The parser's offsets must index this string (UTF-16): a mismatch would corrupt the module.
    if (typeof value.raw === 'string' && value.raw !== raw) {
      throw new Error(`precompile-messages: offsets do not match the source at ${value.start}`);
    }
    const json = JSON.stringify(ast);
    // The AST is one line: keep the literal's line breaks so the lines after it do not move.
    const breaks = '\n'.repeat(raw.split('\n').length - 1);
    edits.push({
      start: value.start,
      end: value.end,
      text: `${attribute ? `{${json}}` : json}${breaks}`,
    });
  });
  return edits;
}

/** The production build's message precompiler (`apply: 'build'`: dev and vitest keep the parser). */
export function precompileMessages({ noParser }: { noParser: string }): Plugin {
  return {
    name: 'precompile-messages',
    apply: 'build',
    // Before Vite turns JSON into a module and strips the types: both inputs are read as written.
    enforce: 'pre',
    config: () => ({
      resolve: {
        alias: [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: noParser }],
      },
    }),
    transform(code, id) {
      const catalogue = CATALOGUE.exec(id);
      if (catalogue?.[1]) return { code: compileCatalogue(code, catalogue[1]), map: null };
      const source = SOURCE.exec(id);
      if (!source || id.includes('node_modules') || !code.includes('defaultMessage')) return null;
      const program: unknown = this.parse(code, { lang: source[2] === 'tsx' ? 'tsx' : 'ts' });
      if (!isNode(program)) return null;
      const edits = defaultMessageEdits(program, code);
      if (edits.length === 0) return null;
      let out = code;
      for (const edit of edits.sort((a, b) => b.start - a.start)) {
        out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
      }
      // Lines keep their place (see above), so the next transforms' source map stays line-true;
      // only columns after a message on its own line drift.
      return { code: out, map: null };
    },
  };
}
