import { createCipheriv, randomBytes } from 'node:crypto';
import { DEV_CIPHER_KEY } from '../../../openapi/wire';
import type { Operation } from '../../../server/platform/http/contract';
import { type Json, RawNumber } from './fuzz-values';

// Sends one fuzz request to the app in-process, speaking each route's wire: plain query string
// and JSON on admin routes, the encrypted envelope on main routes. Values are sent as given,
// hostile ones included: lone surrogates, raw numbers beyond 2^53, malformed percent-encoding.

type Where = 'query' | 'path' | 'body';

/** One parameter or top-level body property of an operation, with its dereferenced schema. */
export interface Field {
  where: Where;
  name: string;
  schema: Json;
  required: boolean;
  itemSchema?: Json;
}

export interface FuzzRequest {
  op: Operation;
  token: string | undefined;
  query: Record<string, unknown>;
  path: Record<string, unknown>;
  /** The JSON body; `undefined` sends none. */
  body?: unknown;
  /** Sent instead of `body`, as is (CSV files, broken JSON). */
  rawBody?: { type: string; data: string | Uint8Array<ArrayBuffer> };
  /** Already-encoded `name=value` pairs appended to the query string. */
  rawQuery?: string;
  /** Already-encoded path segments, by parameter name. */
  rawPath?: Record<string, string>;
}

function deref(doc: Json, node: Json): Json {
  const ref = node.$ref;
  if (typeof ref !== 'string' || !ref.startsWith('#/')) return node;
  let cur: unknown = doc;
  for (const part of ref.slice(2).split('/')) cur = (cur as Json)[part];
  return deref(doc, cur as Json);
}

/** The properties and required names of a body schema, through allOf and every oneOf branch. */
function bodyProperties(doc: Json, schema: Json): { props: Json; required: Set<string> } {
  const s = deref(doc, schema);
  const props: Json = { ...((s.properties as Json | undefined) ?? {}) };
  const required = new Set<string>((s.required as string[] | undefined) ?? []);
  for (const part of [...((s.allOf as Json[]) ?? []), ...((s.oneOf as Json[]) ?? [])]) {
    const inner = bodyProperties(doc, part);
    Object.assign(props, inner.props);
    for (const r of inner.required) required.add(r);
  }
  return { props, required };
}

/** Every parameter and top-level JSON body property of an operation. */
export function fieldsOf(doc: Json, op: Operation): Field[] {
  const pathItem = (doc.paths as Json)[op.path] as Json;
  const opDoc = pathItem[op.method.toLowerCase()] as Json;
  const params = [
    ...((pathItem.parameters as Json[] | undefined) ?? []),
    ...((opDoc.parameters as Json[] | undefined) ?? []),
  ].map((p) => deref(doc, p));
  const fields: Field[] = params.map((p) => ({
    where: p.in as Where,
    name: p.name as string,
    schema: deref(doc, (p.schema as Json | undefined) ?? {}),
    required: p.required === true,
  }));
  const content = ((opDoc.requestBody as Json | undefined)?.content ?? {}) as Json;
  const json = content['application/json'] as Json | undefined;
  if (json) {
    const { props, required } = bodyProperties(doc, json.schema as Json);
    for (const [name, raw] of Object.entries(props)) {
      const schema = deref(doc, raw as Json);
      const items = schema.items ? deref(doc, schema.items as Json) : undefined;
      fields.push({
        where: 'body',
        name,
        schema,
        required: required.has(name),
        ...(items ? { itemSchema: items } : {}),
      });
    }
  }
  return fields;
}

/** JSON text with RawNumber values written verbatim. */
export function jsonText(value: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_key, v: unknown) => {
    if (v instanceof RawNumber) {
      raws.push(v.text);
      return `\u0001RAW${raws.length - 1}\u0001`;
    }
    return v;
  });
  // JSON.stringify(undefined) is undefined: a body of `undefined` never reaches here.
  return (text ?? 'null').replace(
    /"\\u0001RAW(\d+)\\u0001"/g,
    (_m, i: string) => raws[Number(i)] ?? '',
  );
}

/** Percent-encodes text; a lone surrogate becomes its (invalid) 3-byte UTF-8 form. */
function encodeLoose(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    let out = '';
    for (const ch of text) {
      const cu = ch.charCodeAt(0);
      if (ch.length === 1 && cu >= 0xd800 && cu <= 0xdfff) {
        out += [0xe0 | (cu >> 12), 0x80 | ((cu >> 6) & 0x3f), 0x80 | (cu & 0x3f)]
          .map((b) => `%${b.toString(16).toUpperCase()}`)
          .join('');
      } else {
        out += encodeURIComponent(ch);
      }
    }
    return out;
  }
}

const asText = (v: unknown): string =>
  v instanceof RawNumber ? v.text : typeof v === 'object' && v !== null ? jsonText(v) : String(v);

const KEY = Buffer.from(DEV_CIPHER_KEY, 'hex');

/** An envelope of any text: base64(IV ‖ AES-256-CTR(UTF-8 text)), as openapi/wire.ts seals. */
export function seal(text: string): string {
  const iv = randomBytes(16);
  const cipher = createCipheriv('aes-256-ctr', KEY, iv);
  return Buffer.concat([iv, cipher.update(text, 'utf8'), cipher.final()]).toString('base64');
}

/** The URL and init of a fuzz request. */
export function buildRequest(r: FuzzRequest): { url: string; init: RequestInit } {
  const main = r.op.tags.includes('main');
  let path = r.op.path;
  for (const [name, value] of Object.entries(r.path)) {
    path = path.replace(`{${name}}`, r.rawPath?.[name] ?? encodeLoose(asText(value)));
  }
  for (const [name, raw] of Object.entries(r.rawPath ?? {})) path = path.replace(`{${name}}`, raw);
  const parts: string[] = [];
  if (main) {
    if (Object.keys(r.query).length > 0) {
      parts.push(`encr_params=${encodeURIComponent(seal(jsonText(r.query)))}`);
    }
  } else {
    for (const [name, value] of Object.entries(r.query)) {
      if (value === undefined) continue;
      const values = Array.isArray(value) ? value : [value];
      for (const v of values) parts.push(`${encodeLoose(name)}=${encodeLoose(asText(v))}`);
    }
  }
  if (r.rawQuery) parts.push(r.rawQuery);
  const headers = new Headers();
  if (r.token) {
    headers.set('authorization', `Bearer ${r.token}`);
    headers.set('accesstoken', r.token);
  }
  let body: string | Uint8Array<ArrayBuffer> | undefined;
  if (r.rawBody) {
    headers.set('content-type', r.rawBody.type);
    body = r.rawBody.data;
  } else if (r.body !== undefined) {
    headers.set('content-type', 'application/json');
    body = main ? JSON.stringify({ encr_data: seal(jsonText(r.body)) }) : jsonText(r.body);
  }
  const url = parts.length > 0 ? `${path}?${parts.join('&')}` : path;
  return { url, init: { method: r.op.method, headers, body } };
}
