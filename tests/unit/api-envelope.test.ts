import { describe, expect, it } from 'vitest';
import type { paths } from '../../openapi/schema';
import { createWire } from '../../openapi/wire';
import { ApiError } from '../../src/api/api-error';
import { createAdminClient, createMainClient } from '../../src/api/create-clients';
import { queryObject } from '../../src/api/envelope-middleware';
import { createTokenStore } from '../../src/api/token-store';
import { BASE, hangingFetch, json, stubFetch, TEST_KEY } from './api-stub';

const wire = createWire(TEST_KEY);
const noRecord = () => {};

function memoryTokens(token?: string) {
  const tokens = createTokenStore(null);
  if (token) tokens.set(token);
  return tokens;
}

function mainClient(fetch: (r: Request) => Promise<Response>, token?: string) {
  return createMainClient<paths>({
    baseUrl: BASE,
    fetch,
    wire,
    tokens: memoryTokens(token),
    recorder: noRecord,
  });
}

describe('envelope middleware: requests', () => {
  it('replaces the whole query string with one encrypted encr_params', async () => {
    const stub = stubFetch(async () => json({ encr_resp: await wire.encryptJson([]) }));
    const client = mainClient(stub.fetch);
    await client.GET('/api/v2/organizations', {
      params: { query: { 'filter[kind]': 'brand', include: 'storeType' } },
    });

    const call = stub.calls[0];
    expect(call).toBeDefined();
    expect(call?.url.pathname).toBe('/api/v2/organizations');
    expect([...(call?.url.searchParams.keys() ?? [])]).toEqual(['encr_params']);
    expect(call?.url.search).not.toContain('brand');
    const envelope = call?.url.searchParams.get('encr_params') ?? '';
    expect(await wire.decryptJson(envelope)).toEqual({
      'filter[kind]': 'brand',
      include: 'storeType',
    });
  });

  it('leaves a request without query or body untouched', async () => {
    const stub = stubFetch(async () => json({ encr_resp: await wire.encryptJson({ ok: true }) }));
    await mainClient(stub.fetch).GET('/api/v2/me');
    expect(stub.calls[0]?.url.search).toBe('');
    expect(stub.calls[0]?.body).toBe('');
  });

  it('sends a JSON body as {"encr_data": envelope} in a new request', async () => {
    const stub = stubFetch(async () =>
      json({ encr_resp: await wire.encryptJson({ access_token: 't', token_type: 'Bearer' }) }),
    );
    const body = {
      username: 'ana@example.com',
      password: 'contraseña secreta',
      client_id: 'console',
      grant_type: 'password' as const,
    };
    await mainClient(stub.fetch).POST('/token', {
      body,
      headers: { 'Content-Length': '9999' },
    });

    const call = stub.calls[0];
    expect(call?.request.method).toBe('POST');
    expect(call?.request.headers.get('content-type')).toContain('application/json');
    // The stale length of the plaintext body must not survive the body swap.
    expect(call?.request.headers.get('content-length')).not.toBe('9999');
    expect(call?.body).not.toContain('contraseña');
    const sent = JSON.parse(call?.body ?? '') as Record<string, unknown>;
    expect(Object.keys(sent)).toEqual(['encr_data']);
    expect(await wire.decryptJson(String(sent.encr_data))).toEqual(body);
  });

  it('encrypts both query and body of one request', async () => {
    const stub = stubFetch(async () => json({ encr_resp: await wire.encryptJson({ ok: true }) }));
    await mainClient(stub.fetch).POST('/api/v2/setLastActivity', {
      body: { security_id: 7 },
      params: { query: { extra: 'x' } } as never,
    });
    const call = stub.calls[0];
    expect(await wire.decryptJson(call?.url.searchParams.get('encr_params') ?? '')).toEqual({
      extra: 'x',
    });
    const sent = JSON.parse(call?.body ?? '') as { encr_data: string };
    expect(await wire.decryptJson(sent.encr_data)).toEqual({ security_id: 7 });
  });

  it('keeps the abort signal on the rebuilt request', async () => {
    const hanging = hangingFetch();
    const controller = new AbortController();
    const pending = mainClient(hanging.fetch).POST('/api/v2/setLastActivity', {
      body: { security_id: 1 },
      signal: controller.signal,
    });
    await new Promise((r) => setTimeout(r, 10));
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(hanging.seen[0]?.signal.aborted).toBe(true);
  });

  it('queryObject keeps bracketed keys and repeated keys', () => {
    const params = new URLSearchParams('filter[kind]=brand&a=1&a=2&a=3&e=');
    expect(queryObject(params)).toEqual({ 'filter[kind]': 'brand', a: ['1', '2', '3'], e: '' });
  });
});

describe('envelope middleware: responses', () => {
  it('decrypts encr_resp of a 200 into data', async () => {
    const me = { accessToken: 'fresh', user: { id: 1, name: 'Ana' } };
    const stub = stubFetch(async () => json({ encr_resp: await wire.encryptJson(me) }));
    const { data, error, response } = await mainClient(stub.fetch, 'tok').GET('/api/v2/me');
    expect(error).toBeUndefined();
    expect(response.status).toBe(200);
    expect(data).toEqual(me);
    expect(response.headers.get('content-length')).toBeNull();
  });

  it('decrypts encr_resp of a 401 into error, keeping the status', async () => {
    const body = { error: true, code: 1, reason: 'invalid_credentials', message: 'Credenciales' };
    const stub = stubFetch(async () => json({ encr_resp: await wire.encryptJson(body) }, 401));
    const { data, error, response } = await mainClient(stub.fetch).POST('/token', {
      body: { username: 'a', password: 'b', client_id: 'c', grant_type: 'password' },
    });
    expect(data).toBeUndefined();
    expect(response.status).toBe(401);
    expect(error).toEqual(body);
  });

  it('passes a plain (unencrypted) response through', async () => {
    const stub = stubFetch(() => json({ plain: true }));
    const { data } = await mainClient(stub.fetch).GET('/api/v2/me');
    expect(data).toEqual({ plain: true });
  });

  it('rejects an undecryptable encr_resp with ApiError 400 bad_envelope', async () => {
    const other = createWire('f'.repeat(64));
    for (const encr_resp of ['%%% not base64', 'AAAA', await other.encryptJson({ a: 1 })]) {
      const stub = stubFetch(() => json({ encr_resp }));
      const outcome = mainClient(stub.fetch).GET('/api/v2/me');
      await expect(outcome).rejects.toBeInstanceOf(ApiError);
      await expect(outcome).rejects.toMatchObject({ code: 400, reason: 'bad_envelope' });
    }
  });

  it('does not touch admin routes (plain query, no decryption)', async () => {
    const stub = stubFetch(() => json({ error: false, payload: { items: [], total: 0 } }));
    const admin = createAdminClient<paths>({
      baseUrl: BASE,
      fetch: stub.fetch,
      tokens: memoryTokens(),
      recorder: noRecord,
    });
    await admin.GET('/admin/v2/people', { params: { query: { security_id: 3, search: 'ana' } } });
    expect(stub.calls[0]?.url.searchParams.get('security_id')).toBe('3');
    expect(stub.calls[0]?.url.searchParams.get('search')).toBe('ana');
    expect(stub.calls[0]?.url.searchParams.has('encr_params')).toBe(false);
  });
});
