import { describe, expect, it } from 'vitest';
import type { paths } from '../../openapi/schema';
import { ApiError, isErrorBody, toApiError } from '../../src/api/api-error';
import { createAdminClient } from '../../src/api/create-clients';
import { createTokenStore } from '../../src/api/token-store';
import { BASE } from './api-stub';

describe('toApiError', () => {
  it('keeps code, reason and message of a server error body', () => {
    const e = toApiError(
      { error: true, code: 429, reason: 'rate_limited', message: 'Espere', retry_after: 30 },
      new Response(null, { status: 429 }),
    );
    expect(e).toBeInstanceOf(ApiError);
    expect(e).toBeInstanceOf(Error);
    expect(e).toMatchObject({ code: 429, reason: 'rate_limited', message: 'Espere' });
    expect(e.status).toBe(429);
    expect(e.retryAfter).toBe(30);
  });

  it('keeps application codes (1 invalid credentials) rather than the HTTP status', () => {
    const body = { error: true, code: 1, reason: 'invalid_credentials', message: 'x', field: 'p' };
    const e = toApiError(body, new Response(null, { status: 401 }));
    expect(e.code).toBe(1);
    expect(e.status).toBe(401);
    expect(e.field).toBe('p');
  });

  it('uses the HTTP status when the body is not an error body', () => {
    const e = toApiError('<html>Bad gateway</html>', new Response(null, { status: 502 }));
    expect(e).toMatchObject({ code: 502, reason: 'http' });
    expect(toApiError(undefined, new Response(null, { status: 404 })).code).toBe(404);
  });

  it('maps a network failure (no response) to 500 network', async () => {
    const failing = () => Promise.reject(new TypeError('fetch failed'));
    const client = createAdminClient<paths>({
      baseUrl: BASE,
      fetch: failing,
      tokens: createTokenStore(null),
      recorder: () => {},
    });
    const thrown = await client.GET('/admin/v2/domains').catch((e: unknown) => e);
    expect(toApiError(thrown)).toMatchObject({ code: 500, reason: 'network' });
  });

  it('maps an AbortError to reason aborted', () => {
    const e = toApiError(new DOMException('aborted', 'AbortError'));
    expect(e).toMatchObject({ code: 500, reason: 'aborted' });
  });

  it('maps a TimeoutError and unknown throws to 500', () => {
    expect(toApiError(new DOMException('t', 'TimeoutError')).reason).toBe('timeout');
    expect(toApiError(new Error('boom'))).toMatchObject({ code: 500, reason: 'unknown' });
    expect(toApiError('weird')).toMatchObject({ code: 500, message: 'weird' });
  });

  it('returns an ApiError unchanged', () => {
    const e = new ApiError(400, 'bad_envelope', 'x');
    expect(toApiError(e)).toBe(e);
  });

  it('recognises error bodies strictly', () => {
    expect(isErrorBody({ error: true, code: 1, reason: 'r', message: 'm' })).toBe(true);
    expect(isErrorBody({ error: false, code: 1, reason: 'r', message: 'm' })).toBe(false);
    expect(isErrorBody({ error: true, code: '1', reason: 'r', message: 'm' })).toBe(false);
    expect(isErrorBody(null)).toBe(false);
  });
});
