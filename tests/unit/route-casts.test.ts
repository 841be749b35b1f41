import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// Handlers get query, params and body typed from the contract (server/platform/http/operation-input.ts),
// so a cast of a request field in a route is either redundant or a hand copy drifting from
// admin.yaml. This scan keeps them out of the feature folders of server/.

const ROOT = resolve(import.meta.dirname, '../..');
// Handlers live in the feature folders; platform/ serves them and holds none.
const SERVER = join(ROOT, 'server');
const PLATFORM = join(SERVER, 'platform');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) return files(p);
    return name.endsWith('.ts') ? [p] : [];
  });
}

// A comment may well say "query as typed"; only code counts.
const withoutComments = (source: string) =>
  source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');

// `body as X`, or a member of a request field (`query.page`, `query['filter[kind]']`) cast
// before the statement ends.
const CAST = /\b(query|params|body)(\s+as\b|[.[][^;]*\bas\b)/g;

/** The casts of request fields in a source text, one line of text each. */
function requestFieldCasts(source: string): string[] {
  return [...withoutComments(source).matchAll(CAST)].map((m) => m[0].split('\n')[0] ?? '');
}

describe('routes read their request fields as the contract types them', () => {
  it('would notice a cast of a query, path or body field', () => {
    const casts = [
      'const page = (query.page as number | undefined) ?? 1;',
      'await loadPerson(db, scope, params.personId as number);',
      'const { ids } = body as { ids: number[] };',
      "const kind = query['filter[kind]'] as string | undefined;",
      'const input = body as PersonInput;',
      'const b = (body as ShareBody).list\n  .map((x) => x as string);',
    ];
    for (const line of casts) expect(requestFieldCasts(line), line).toHaveLength(1);
  });

  it('lets typed reads, other casts and comments about casts pass', () => {
    const clean = [
      'const { ids } = body;',
      "const kind = query['filter[kind]'];",
      'const id = rows[0]?.id as number;',
      'return c.body(null, 204);',
      '// the body as typed by the contract',
      '/** query.page as the validator leaves it */',
      "for (const k of ['position', 'store'] as const) missing.push(k);",
    ];
    for (const line of clean) expect(requestFieldCasts(line), line).toEqual([]);
  });

  it('finds none in the feature folders of server/', () => {
    const found = files(SERVER)
      .filter((f) => !f.startsWith(PLATFORM))
      .flatMap((file) =>
        requestFieldCasts(readFileSync(file, 'utf8')).map((c) => `${relative(ROOT, file)}: ${c}`),
      );
    expect(found).toEqual([]);
  });
});
