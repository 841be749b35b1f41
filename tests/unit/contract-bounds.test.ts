import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { PERSON_TEXT_LIMITS } from '../../openapi/rules/person-limits';

// The contract bounds every request value so nothing unbounded reaches SQL: a test
// over the document itself, so a new parameter or field without bounds fails here first.

type Json = Record<string, unknown>;
const doc = parse(readFileSync('openapi/admin.yaml', 'utf8')) as Json;
const INT4_MAX = 2147483647;

function deref(node: Json): Json {
  const ref = node.$ref;
  if (typeof ref !== 'string') return node;
  let cur: unknown = doc;
  for (const part of ref.slice(2).split('/')) cur = (cur as Json)[part];
  return deref(cur as Json);
}

/** Every leaf schema (with its path) reachable from a request schema. */
function leaves(schema: Json, at: string, out: { at: string; schema: Json }[] = []) {
  const s = deref(schema);
  for (const key of ['allOf', 'oneOf', 'anyOf'] as const) {
    const list = s[key] as Json[] | undefined;
    list?.forEach((inner, i) => {
      leaves(inner, `${at}.${key}[${i}]`, out);
    });
  }
  for (const [name, inner] of Object.entries((s.properties as Json | undefined) ?? {})) {
    leaves(inner as Json, `${at}.${name}`, out);
  }
  if (s.items) leaves(s.items as Json, `${at}[]`, out);
  if (typeof s.additionalProperties === 'object') {
    leaves(s.additionalProperties as Json, `${at}{}`, out);
  }
  out.push({ at, schema: s });
  return out;
}

function requestLeaves() {
  const out: { at: string; schema: Json }[] = [];
  for (const [path, item] of Object.entries(doc.paths as Json)) {
    const pathItem = item as Json;
    for (const method of ['get', 'post', 'put', 'patch', 'delete']) {
      const op = pathItem[method] as Json | undefined;
      if (!op) continue;
      const where = `${method.toUpperCase()} ${path}`;
      const params = [
        ...((pathItem.parameters as Json[] | undefined) ?? []),
        ...((op.parameters as Json[] | undefined) ?? []),
      ].map(deref);
      for (const p of params) leaves(p.schema as Json, `${where} ${p.name as string}`, out);
      const content = ((op.requestBody as Json | undefined)?.content ?? {}) as Json;
      const json = content['application/json'] as Json | undefined;
      if (json) leaves(json.schema as Json, `${where} body`, out);
    }
  }
  return out;
}

const types = (s: Json) => (Array.isArray(s.type) ? s.type : [s.type]) as unknown[];

describe('the contract bounds request values', () => {
  it('gives PersonInput the maxLength values of openapi/rules/person-limits.ts', () => {
    const input = (doc.components as Json).schemas as Json;
    const props = (input.PersonInput as Json).properties as Record<string, Json>;
    for (const [field, limit] of Object.entries(PERSON_TEXT_LIMITS)) {
      expect(props[field]?.maxLength, field).toBe(limit);
    }
  });

  it('bounds every request integer to PostgreSQL integer (int4)', () => {
    const ints = requestLeaves().filter((l) => types(l.schema).includes('integer'));
    expect(ints.length).toBeGreaterThan(10);
    for (const { at, schema } of ints) {
      expect(typeof schema.minimum, `${at} minimum`).toBe('number');
      expect(typeof schema.maximum, `${at} maximum`).toBe('number');
      expect(schema.minimum as number, at).toBeGreaterThanOrEqual(-INT4_MAX - 1);
      expect(schema.maximum as number, at).toBeLessThanOrEqual(INT4_MAX);
    }
  });

  it('bounds the length of every request string', () => {
    const strings = requestLeaves().filter((l) => types(l.schema).includes('string'));
    expect(strings.length).toBeGreaterThan(20);
    for (const { at, schema } of strings) {
      // An enum or a const bounds it as well as a maxLength does.
      const bounded =
        typeof schema.maxLength === 'number' || Array.isArray(schema.enum) || 'const' in schema;
      expect(bounded, `${at} has no maxLength`).toBe(true);
    }
  });
});
