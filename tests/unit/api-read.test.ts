import { afterEach, describe, expect, it, vi } from 'vitest';
import type { paths } from '../../openapi/schema';
import { createWire } from '../../openapi/wire';
import { createAdminClient, createMainClient } from '../../src/api/create-clients';
import { CANCELLED, isCancelled, read } from '../../src/api/read';
import { createTokenStore } from '../../src/api/token-store';
import { BASE, hangingFetch, json, stubFetch, TEST_KEY } from './api-stub';

const wire = createWire(TEST_KEY);

function clients(fetch: (r: Request) => Promise<Response>) {
  const opts = { baseUrl: BASE, fetch, wire, tokens: createTokenStore(null), recorder: () => {} };
  return { main: createMainClient<paths>(opts), admin: createAdminClient<paths>(opts) };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('read()', () => {
  it('resolves {data, error: null} on success', async () => {
    const stub = stubFetch(async () => json({ encr_resp: await wire.encryptJson({ ok: 1 }) }));
    const { main } = clients(stub.fetch);
    const outcome = await read((signal) => main.GET('/api/v2/me', { signal }));
    expect(outcome).toEqual({ data: { ok: 1 }, error: null });
  });

  it('resolves {code, message} for a server error, with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const body = { error: true, code: 403, reason: 'forbidden', message: 'Fuera de alcance' };
    const { admin } = clients(stubFetch(() => json(body, 403)).fetch);
    const outcome = await read((signal) => admin.GET('/admin/v2/domains', { signal }));
    expect(outcome).toEqual({
      data: undefined,
      error: { code: 403, message: 'Fuera de alcance', reason: 'forbidden' },
    });
    expect(warn).toHaveBeenCalledOnce();
  });

  it('gives code 500 when no response came', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { admin } = clients(() => Promise.reject(new TypeError('Failed to fetch')));
    const outcome = await read((signal) => admin.GET('/admin/v2/domains', { signal }));
    expect(isCancelled(outcome)).toBe(false);
    expect(outcome).toMatchObject({ data: undefined, error: { code: 500, reason: 'network' } });
    expect(warn).toHaveBeenCalledOnce();
  });

  it('gives 400 bad_envelope for an undecryptable response', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { main } = clients(stubFetch(() => json({ encr_resp: 'garbage!' })).fetch);
    const outcome = await read((signal) => main.GET('/api/v2/me', { signal }));
    expect(outcome).toMatchObject({ error: { code: 400, reason: 'bad_envelope' } });
  });

  it('resolves to CANCELLED, silently, when aborted in flight', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const hanging = hangingFetch();
    const { admin } = clients(hanging.fetch);
    const controller = new AbortController();
    const pending = read((signal) => admin.GET('/admin/v2/domains', { signal }), controller.signal);
    await vi.waitFor(() => expect(hanging.seen).toHaveLength(1));
    controller.abort();
    expect(await pending).toBe(CANCELLED);
    expect(hanging.seen[0]?.signal.aborted).toBe(true);
    expect(warn).not.toHaveBeenCalled();
  });

  it('drops a response that lands after the abort', async () => {
    const controller = new AbortController();
    const outcome = await read(async () => {
      controller.abort();
      return { data: { stale: true }, response: new Response('{}') };
    }, controller.signal);
    expect(outcome).toBe(CANCELLED);
  });

  it('treats an AbortError from elsewhere as a cancellation too', async () => {
    const outcome = await read(() => Promise.reject(new DOMException('x', 'AbortError')));
    expect(outcome).toBe(CANCELLED);
  });

  it('treats a non-ok response with an empty body as an error', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { admin } = clients(stubFetch(() => new Response(null, { status: 503 })).fetch);
    const outcome = await read((signal) => admin.GET('/admin/v2/domains', { signal }));
    expect(outcome).toMatchObject({ error: { code: 503 } });
  });
});
