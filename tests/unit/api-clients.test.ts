import { afterEach, describe, expect, it, vi } from 'vitest';
import { createWire, DEV_CIPHER_KEY, encryptJsonWithFixedIvForTests } from '../../openapi/wire';
import { createApiClients } from '../../src/api/clients';
import { configuredBaseUrl, configuredWire } from '../../src/api/create-clients';
import { recentCalls } from '../../src/api/timing-middleware';
import { createTokenStore } from '../../src/api/token-store';
import { BASE, json, stubFetch, TEST_KEY } from './api-stub';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('createApiClients', () => {
  it('wires both typed clients to one token store and one base URL', async () => {
    const wire = createWire(TEST_KEY);
    const stub = stubFetch(async (call) =>
      call.url.pathname.startsWith('/admin/v2/')
        ? json({ error: false, payload: [{ id: 1, name: 'Marca' }] })
        : json({ encr_resp: await wire.encryptJson({ access_token: 'new', token_type: 'x' }) }),
    );
    const api = createApiClients({
      baseUrl: `${BASE}/`,
      fetch: stub.fetch,
      wire,
      tokens: createTokenStore(null),
      recorder: () => {},
    });
    const login = await api.main.POST('/token', {
      body: { username: 'u', password: 'p', client_id: 'c', grant_type: 'password' },
    });
    api.tokens.set(login.data?.access_token ?? '');
    const domains = await api.admin.GET('/admin/v2/domains');

    expect(domains.data).toEqual([{ id: 1, name: 'Marca' }]);
    expect(stub.calls.map((c) => c.url.href)).toEqual([
      `${BASE}/token`,
      `${BASE}/admin/v2/domains`,
    ]);
    expect(stub.calls[1]?.request.headers.get('authorization')).toBe('Bearer new');
  });

  it('keeps each client to its own routes at compile time', () => {
    const api = createApiClients({ baseUrl: BASE, fetch: stubFetch().fetch });
    // Type-level assertions only; the calls are never awaited against a server.
    const typeChecks = () => {
      // @ts-expect-error admin routes are not on the main client
      void api.main.GET('/admin/v2/domains');
      // @ts-expect-error main routes are not on the admin client
      void api.admin.GET('/api/v2/me');
    };
    expect(typeof typeChecks).toBe('function');
  });

  it('records calls in recentCalls() by default', async () => {
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => {});
    const stub = stubFetch(() => json({ error: false, payload: [] }));
    const api = createApiClients({
      baseUrl: BASE,
      fetch: stub.fetch,
      tokens: createTokenStore(null),
    });
    await api.admin.GET('/admin/v2/phone-prefixes');
    expect(recentCalls().at(-1)).toMatchObject({
      method: 'GET',
      path: '/admin/v2/phone-prefixes',
      status: 200,
    });
    expect(debug).toHaveBeenCalled();
  });
});

describe('configuration', () => {
  const IV = new Uint8Array(16).fill(7);

  it('uses VITE_CIPHER_KEY when set, the development key when unset or empty', async () => {
    const sealed = (key: string) => encryptJsonWithFixedIvForTests(key, IV, { a: 1 });
    vi.stubEnv('VITE_CIPHER_KEY', TEST_KEY);
    expect(await configuredWire().decryptJson(await sealed(TEST_KEY))).toEqual({ a: 1 });
    vi.stubEnv('VITE_CIPHER_KEY', '');
    expect(await configuredWire().decryptJson(await sealed(DEV_CIPHER_KEY))).toEqual({ a: 1 });
  });

  it('takes the base URL from VITE_API_URL', () => {
    vi.stubEnv('VITE_API_URL', 'https://api.example.com');
    expect(configuredBaseUrl()).toBe('https://api.example.com');
  });
});
