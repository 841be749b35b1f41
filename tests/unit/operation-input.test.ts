import { readFileSync } from 'node:fs';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { parse } from 'yaml';
import type { components } from '../../openapi/schema';
import { loadContract } from '../../server/platform/http/contract';
import {
  type BodyOf,
  DEFAULTED_QUERY_PARAMS,
  type PathOf,
  type QueryOf,
} from '../../server/platform/http/operation-input';

// The handler input types claim what the request validator really hands over: coerced values,
// query defaults filled in, JSON bodies only. The type checks below fail `tsc`; the rest fail here.

type Json = Record<string, unknown>;
const doc = parse(readFileSync('openapi/admin.yaml', 'utf8')) as Json;

function deref(node: Json): Json {
  const ref = node.$ref;
  if (typeof ref !== 'string') return node;
  let cur: unknown = doc;
  for (const part of ref.slice(2).split('/')) cur = (cur as Json)[part];
  return deref(cur as Json);
}

/** Names of the query parameters that declare a default, over every operation. */
function defaultedQueryParams(): string[] {
  const names = new Set<string>();
  for (const item of Object.values(doc.paths as Json)) {
    const pathItem = item as Json;
    const shared = (pathItem.parameters as Json[] | undefined) ?? [];
    for (const method of ['get', 'post', 'put', 'patch', 'delete']) {
      const op = pathItem[method] as Json | undefined;
      if (!op) continue;
      for (const raw of [...shared, ...((op.parameters as Json[] | undefined) ?? [])]) {
        const p = deref(raw);
        const schema = deref((p.schema as Json | undefined) ?? {});
        if (p.in === 'query' && 'default' in schema) names.add(p.name as string);
      }
    }
  }
  return [...names].sort();
}

describe('handler input types', () => {
  it('list exactly the query parameters admin.yaml gives a default', () => {
    expect([...DEFAULTED_QUERY_PARAMS].sort()).toEqual(defaultedQueryParams());
  });

  it('match what the validator leaves: defaults present, query and path values coerced', () => {
    const contract = loadContract();
    const list = contract.operations.get('listPeople');
    const query: Record<string, unknown> = { security_id: '2', search: 'ana' };
    expect(list?.validateQuery(query)).toBe(true);
    expect(query).toEqual({ security_id: 2, search: 'ana', page: 1, page_size: 10 });
    const get = contract.operations.get('getPerson');
    const params: Record<string, unknown> = { personId: '7' };
    expect(get?.validatePath(params)).toBe(true);
    expect(params).toEqual({ personId: 7 });

    expectTypeOf<QueryOf<'listPeople'>['page']>().toEqualTypeOf<number>();
    expectTypeOf<QueryOf<'listPeople'>['page_size']>().toEqualTypeOf<number>();
    expectTypeOf<QueryOf<'listPeople'>['security_id']>().toEqualTypeOf<number>();
    expectTypeOf<QueryOf<'listPeople'>['search']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<PathOf<'getPerson'>['personId']>().toEqualTypeOf<number>();
    // loadContract compiles a validator for every operation: about a second alone, far more on
    // the shared two-core machine.
  }, 60_000);

  it('give JSON bodies their schema, and none to the CSV upload or body-less calls', () => {
    expectTypeOf<BodyOf<'createPerson'>>().toEqualTypeOf<components['schemas']['PersonInput']>();
    expectTypeOf<BodyOf<'importPeople'>>().toEqualTypeOf<undefined>();
    expectTypeOf<BodyOf<'getMe'>>().toEqualTypeOf<undefined>();
    expectTypeOf<QueryOf<'getMe'>>().toEqualTypeOf<Record<never, never>>();
    expectTypeOf<PathOf<'listPeople'>>().toEqualTypeOf<Record<never, never>>();
    // A type the contract does not give is refused (this line fails tsc if the check went lax).
    expectTypeOf<QueryOf<'listPeople'>['page']>().not.toEqualTypeOf<number | undefined>();
    expect(DEFAULTED_QUERY_PARAMS.length).toBeGreaterThan(0);
  });
});
