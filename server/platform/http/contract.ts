import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { ErrorObject, ValidateFunction } from 'ajv';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';
import { STORABLE_TEXT_KEYWORD, storableTextKeyword } from './storable-text';

// The contract is the single source of truth: requests are validated against it on the way in,
// and tests validate responses against it. Schemas are referenced by JSON pointer into the one
// document so nested `#/components/...` references resolve without copying anything.

const DOC_ID = 'admin';
type Json = Record<string, unknown>;

export interface Operation {
  id: string;
  method: string;
  path: string;
  tags: string[];
  /** True when the caller must be signed in (global `bearer` unless `security: []`). */
  secured: boolean;
  validateQuery: ValidateFunction;
  validatePath: ValidateFunction;
  validateBody: ValidateFunction | undefined;
  bodyRequired: boolean;
  bodyType: string | undefined;
}

export interface Contract {
  doc: Json;
  operations: Map<string, Operation>;
  /** A validator for the response body of an operation and status (after unwrapping). */
  responseValidator(operationId: string, status: number): ValidateFunction | undefined;
}

const pointer = (...parts: string[]) =>
  `${DOC_ID}#/${parts.map((p) => p.replaceAll('~', '~0').replaceAll('/', '~1')).join('/')}`;

function deref(doc: Json, node: Json): Json {
  const ref = node.$ref;
  if (typeof ref !== 'string' || !ref.startsWith('#/')) return node;
  let cur: unknown = doc;
  for (const part of ref.slice(2).split('/')) cur = (cur as Json)[part];
  return deref(doc, cur as Json);
}

/** Copies a schema fragment, pointing its local `#/…` references into the named document. */
function absolutize(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(absolutize);
  if (typeof node !== 'object' || node === null) return node;
  const out: Json = {};
  for (const [k, v] of Object.entries(node)) {
    out[k] =
      k === '$ref' && typeof v === 'string' && v.startsWith('#/') ? DOC_ID + v : absolutize(v);
  }
  return out;
}

function paramsSchema(doc: Json, params: Json[], where: 'query' | 'path'): Json {
  const properties: Json = {};
  const required: string[] = [];
  for (const raw of params) {
    const p = deref(doc, raw);
    if (p.in !== where) continue;
    properties[p.name as string] = absolutize(p.schema ?? {});
    if (p.required) required.push(p.name as string);
  }
  return {
    type: 'object',
    properties,
    required,
    additionalProperties: false,
    [STORABLE_TEXT_KEYWORD]: true,
  };
}

/** Reads admin.yaml and compiles a validator for every operation's input. */
export function loadContract(
  file = fileURLToPath(new URL('../../../openapi/admin.yaml', import.meta.url)),
): Contract {
  const doc = parse(readFileSync(file, 'utf8')) as Json;
  // OpenAPI keywords (operationId, tags, …) are not JSON Schema; strict mode would reject them.
  const ajv = new Ajv2020({ strict: false, validateSchema: false, allErrors: false });
  const ajvCoerce = new Ajv2020({
    strict: false,
    validateSchema: false,
    coerceTypes: true,
    useDefaults: true,
  });
  for (const a of [ajv, ajvCoerce]) {
    addFormats.default(a);
    a.addKeyword(storableTextKeyword);
    a.addSchema(doc, DOC_ID);
  }
  const operations = new Map<string, Operation>();
  const globalSecured = Array.isArray(doc.security) && doc.security.length > 0;
  for (const [path, item] of Object.entries(doc.paths as Json)) {
    const pathItem = item as Json;
    const shared = (pathItem.parameters as Json[] | undefined) ?? [];
    for (const method of ['get', 'post', 'put', 'patch', 'delete']) {
      const op = pathItem[method] as Json | undefined;
      if (!op) continue;
      const params = [...shared, ...((op.parameters as Json[] | undefined) ?? [])];
      const body = op.requestBody as Json | undefined;
      const content = (body?.content ?? {}) as Json;
      const bodyType = Object.keys(content)[0];
      const security = op.security as unknown[] | undefined;
      operations.set(op.operationId as string, {
        id: op.operationId as string,
        method: method.toUpperCase(),
        path,
        tags: (op.tags as string[] | undefined) ?? [],
        secured: security ? security.length > 0 : globalSecured,
        // Query strings and path segments arrive as text; coercion turns "5" into 5.
        validateQuery: ajvCoerce.compile(paramsSchema(doc, params, 'query')),
        validatePath: ajvCoerce.compile(paramsSchema(doc, params, 'path')),
        validateBody:
          bodyType === 'application/json'
            ? ajv.compile({
                $ref: pointer('paths', path, method, 'requestBody', 'content', bodyType, 'schema'),
                [STORABLE_TEXT_KEYWORD]: true,
              })
            : undefined,
        bodyRequired: body?.required === true,
        bodyType,
      });
    }
  }
  const responseCache = new Map<string, ValidateFunction | undefined>();
  return {
    doc,
    operations,
    responseValidator(operationId, status) {
      const key = `${operationId} ${status}`;
      if (responseCache.has(key)) return responseCache.get(key);
      const op = operations.get(operationId);
      let validator: ValidateFunction | undefined;
      if (op) {
        const opDoc = (doc.paths as Json)[op.path] as Json;
        const responses = (opDoc[op.method.toLowerCase()] as Json).responses as Json;
        const raw = responses[String(status)] as Json | undefined;
        const ref = typeof raw?.$ref === 'string' ? raw.$ref : undefined;
        const base = ref
          ? ref.slice(2).split('/')
          : ['paths', op.path, op.method.toLowerCase(), 'responses', String(status)];
        const resolved = raw ? deref(doc, raw) : undefined;
        const json = (resolved?.content as Json | undefined)?.['application/json'];
        if (json) {
          validator = ajv.compile({
            $ref: pointer(...base, 'content', 'application/json', 'schema'),
          });
        }
      }
      responseCache.set(key, validator);
      return validator;
    },
  };
}

/** One readable sentence for the first validation error, naming the field. */
export function describeError(
  errors: ErrorObject[] | null | undefined,
  where: string,
): { field: string; message: string } {
  const e = errors?.[0];
  if (!e) return { field: where, message: `${where} is invalid` };
  const missing = e.keyword === 'required' ? String(e.params.missingProperty) : undefined;
  const extra =
    e.keyword === 'additionalProperties' ? String(e.params.additionalProperty) : undefined;
  const path = e.instancePath.replace(/^\//, '').replaceAll('/', '.');
  const field = missing ?? extra ?? (path || where);
  if (missing) return { field, message: `${field} is required` };
  if (extra) return { field, message: `${field} is not allowed` };
  return { field, message: `${field} ${e.message ?? 'is invalid'}` };
}
