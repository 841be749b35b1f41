import type { MiddlewareHandler } from 'hono';
import { WireError } from '../../../openapi/wire';
import { ApiFailure } from './api-failure';
import type { AppEnv } from './env';
import { keptPayload } from './sealed-payload';

// Main routes speak the encrypted envelope both ways. Failures to open an envelope are answered
// in plain JSON: a client holding the wrong key could not read an encrypted answer anyway.

const envelopeFailure = (where: string, err: unknown) =>
  new ApiFailure(
    400,
    'bad_envelope',
    err instanceof WireError
      ? `${where}: ${err.reason === 'not_json' ? 'cannot be decrypted to JSON (wrong key?)' : 'is not a valid envelope'}`
      : `${where} is not a valid envelope`,
    { field: where },
  );

/** Decrypts `encr_params` / `encr_data` on the way in and seals the JSON answer on the way out. */
export function envelope(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const { wire } = c.var.deps;
    try {
      const url = new URL(c.req.url);
      const names = [...url.searchParams.keys()];
      if (names.some((n) => n !== 'encr_params')) {
        throw new ApiFailure(400, 'bad_envelope', 'query parameters must be sent as encr_params', {
          field: names.find((n) => n !== 'encr_params') ?? 'query',
        });
      }
      const params = url.searchParams.get('encr_params');
      if (params !== null) {
        const value = await wire.decryptJson(params).catch((e: unknown) => {
          throw envelopeFailure('encr_params', e);
        });
        if (typeof value !== 'object' || value === null || Array.isArray(value)) {
          throw new ApiFailure(400, 'bad_envelope', 'encr_params must hold a JSON object', {
            field: 'encr_params',
          });
        }
        c.set('plainQuery', value as Record<string, unknown>);
      } else {
        c.set('plainQuery', {});
      }
      if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
        const text = await c.req.text();
        if (text.trim() !== '') {
          let outer: unknown;
          try {
            outer = JSON.parse(text);
          } catch {
            throw new ApiFailure(400, 'bad_envelope', 'the body must be {"encr_data": …}', {
              field: 'encr_data',
            });
          }
          const data = (outer as { encr_data?: unknown } | null)?.encr_data;
          if (typeof data !== 'string') {
            throw new ApiFailure(400, 'bad_envelope', 'the body must be {"encr_data": …}', {
              field: 'encr_data',
            });
          }
          c.set(
            'plainBody',
            await wire.decryptJson(data).catch((e: unknown) => {
              throw envelopeFailure('encr_data', e);
            }),
          );
        }
      }
    } catch (err) {
      if (err instanceof ApiFailure) return c.json(err.body(), err.status);
      throw err;
    }
    await next();
    const type = c.res.headers.get('content-type') ?? '';
    if (!type.includes('application/json')) return;
    // A handler's reply() kept its payload; an error answer (onError) is read back.
    const kept = keptPayload(c.res);
    const plain: unknown = kept ? kept.value : await c.res.json();
    const sealed = JSON.stringify({ encr_resp: await wire.encryptJson(plain) });
    const headers = new Headers(c.res.headers);
    headers.delete('content-length');
    const status = c.res.status;
    // Cleared first: assigning over a response makes Hono copy it through a stream.
    c.res = undefined;
    c.res = new Response(sealed, { status, headers });
  };
}
