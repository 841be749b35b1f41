import type { Middleware } from 'openapi-fetch';
import type { Wire } from '../../openapi/wire';
import { ApiError } from './api-error';
import { jsonResponse, mayHoldJson, peekJson } from './response-body';
import { isMainPath } from './route-kind';

/** The decrypted `encr_params` object: each query key as sent, repeated keys as arrays. */
export type EnvelopeQuery = Record<string, string | string[]>;

/** Turns URLSearchParams back into an object, keeping keys such as `filter[kind]` verbatim. */
export function queryObject(params: URLSearchParams): EnvelopeQuery {
  const out: EnvelopeQuery = {};
  for (const [key, value] of params) {
    const previous = out[key];
    // Repeated keys (exploded arrays) keep every value rather than silently losing all but one.
    if (previous === undefined) out[key] = value;
    else out[key] = Array.isArray(previous) ? [...previous, value] : [previous, value];
  }
  return out;
}

function isJsonContentType(type: string | null): boolean {
  return type !== null && /[/+]json\b/i.test(type);
}

function hasEncryptedResponse(value: unknown): value is { encr_resp: string } {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { encr_resp?: unknown }).encr_resp === 'string'
  );
}

// A fresh Request: the original body may already be consumed, and re-wrapping a used Request
// throws. Carry over everything that changes behaviour, above all the abort signal.
function rebuild(request: Request, url: string, body: BodyInit | null): Request {
  const headers = new Headers(request.headers);
  headers.delete('content-length');
  const init: RequestInit = {
    method: request.method,
    headers,
    body,
    signal: request.signal,
    credentials: request.credentials,
    cache: request.cache,
    redirect: request.redirect,
    referrerPolicy: request.referrerPolicy,
    integrity: request.integrity,
    keepalive: request.keepalive,
  };
  if (request.mode !== 'navigate') init.mode = request.mode;
  return new Request(url, init);
}

/**
 * Main-route wire layer: query → `encr_params`, JSON body → `{"encr_data": …}`, and
 * `{"encr_resp": …}` responses (success or error) → plaintext JSON. An undecryptable response
 * rejects the call with ApiError 400 'bad_envelope'. Admin routes pass through untouched.
 */
export function createEnvelopeMiddleware(wire: Wire, applies = isMainPath): Middleware {
  return {
    async onRequest({ request, schemaPath }) {
      if (!applies(schemaPath)) return undefined;
      const url = new URL(request.url);
      let changed = false;

      const query = queryObject(url.searchParams);
      if (Object.keys(query).length > 0) {
        url.search = new URLSearchParams({ encr_params: await wire.encryptJson(query) }).toString();
        changed = true;
      }

      let body: BodyInit | null = null;
      if (request.body !== null && isJsonContentType(request.headers.get('content-type'))) {
        const text = await request.text();
        if (text !== '') {
          const envelope = await wire.encryptJson(JSON.parse(text) as unknown);
          body = JSON.stringify({ encr_data: envelope });
        }
        changed = true;
      } else if (request.body !== null && changed) {
        // Not JSON (not expected on main routes): forwarded as is, only the URL changes.
        body = await request.arrayBuffer();
      }

      return changed ? rebuild(request, url.toString(), body) : undefined;
    },

    async onResponse({ response, schemaPath }) {
      if (!applies(schemaPath) || !mayHoldJson(response)) return undefined;
      const parsed = await peekJson(response);
      if (!hasEncryptedResponse(parsed)) return undefined;
      let plain: unknown;
      try {
        plain = await wire.decryptJson(parsed.encr_resp);
      } catch (cause) {
        throw new ApiError(400, 'bad_envelope', 'the response envelope could not be decrypted', {
          status: response.status,
          cause,
        });
      }
      return jsonResponse(response, JSON.stringify(plain));
    },
  };
}
