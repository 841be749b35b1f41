import { describe, expect, it } from 'vitest';
import type { paths } from '../../openapi/schema';
import { createWire } from '../../openapi/wire';
import { createAdminClient, createMainClient } from '../../src/api/create-clients';
import { createTokenStore, TOKEN_STORAGE_KEY } from '../../src/api/token-store';
import { BASE, json, stubFetch, TEST_KEY } from './api-stub';

function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (k) => map.get(k) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (k) => void map.delete(k),
    setItem: (k, v) => void map.set(k, String(v)),
  };
}

describe('token store', () => {
  it('keeps the token under app.auth.token', () => {
    const storage = memoryStorage();
    const tokens = createTokenStore(storage);
    expect(tokens.get()).toBeNull();
    tokens.set('abc');
    expect(storage.getItem(TOKEN_STORAGE_KEY)).toBe('abc');
    expect(TOKEN_STORAGE_KEY).toBe('app.auth.token');
    expect(createTokenStore(storage).get()).toBe('abc');
    tokens.clear();
    expect(tokens.get()).toBeNull();
    expect(storage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('sees a token cleared by another tab', () => {
    const storage = memoryStorage();
    const tokens = createTokenStore(storage);
    tokens.set('abc');
    storage.removeItem(TOKEN_STORAGE_KEY);
    expect(tokens.get()).toBeNull();
  });

  it('falls back to memory when storage throws', () => {
    const broken = memoryStorage();
    broken.setItem = () => {
      throw new DOMException('quota', 'QuotaExceededError');
    };
    const tokens = createTokenStore(broken);
    tokens.set('abc');
    expect(tokens.get()).toBe('abc');
    tokens.clear();
    expect(tokens.get()).toBeNull();
  });

  it('works without any storage', () => {
    const tokens = createTokenStore(null);
    tokens.set('x');
    expect(tokens.get()).toBe('x');
  });
});

describe('auth middleware', () => {
  const wire = createWire(TEST_KEY);

  it('sends Authorization: Bearer and AccessToken on main and admin calls', async () => {
    const stub = stubFetch(async (call) =>
      call.url.pathname.startsWith('/admin/')
        ? json({ error: false, payload: [] })
        : json({ encr_resp: await wire.encryptJson({}) }),
    );
    const tokens = createTokenStore(memoryStorage());
    tokens.set('tok-123');
    const opts = { baseUrl: BASE, fetch: stub.fetch, tokens, wire, recorder: () => {} };
    await createMainClient<paths>(opts).POST('/api/v2/setLastActivity', {
      body: { security_id: 1 },
    });
    await createAdminClient<paths>(opts).GET('/admin/v2/domains');
    expect(stub.calls).toHaveLength(2);
    for (const { request } of stub.calls) {
      expect(request.headers.get('authorization')).toBe('Bearer tok-123');
      expect(request.headers.get('accesstoken')).toBe('tok-123');
    }
  });

  it('sends no auth headers without a token, and reads the token per call', async () => {
    const stub = stubFetch(() => json({ error: false, payload: [] }));
    const tokens = createTokenStore(null);
    const admin = createAdminClient<paths>({
      baseUrl: BASE,
      fetch: stub.fetch,
      tokens,
      recorder: () => {},
    });
    await admin.GET('/admin/v2/domains');
    tokens.set('later');
    await admin.GET('/admin/v2/domains');
    expect(stub.calls[0]?.request.headers.has('authorization')).toBe(false);
    expect(stub.calls[0]?.request.headers.has('accesstoken')).toBe(false);
    expect(stub.calls[1]?.request.headers.get('authorization')).toBe('Bearer later');
  });
});
