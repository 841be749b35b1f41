import { describe, expect, it } from 'vitest';
import type { paths } from '../../openapi/schema';
import { createWire } from '../../openapi/wire';
import { createAdminClient, createMainClient } from '../../src/api/create-clients';
import { type CallTiming, createCallLog } from '../../src/api/timing-middleware';
import { createTokenStore } from '../../src/api/token-store';
import { BASE, json, stubFetch, TEST_KEY } from './api-stub';

describe('timing middleware', () => {
  it('records method, schema path, status and a duration per call', async () => {
    const wire = createWire(TEST_KEY);
    const entries: CallTiming[] = [];
    const stub = stubFetch(async (call) => {
      await new Promise((r) => setTimeout(r, 15));
      return call.url.pathname.startsWith('/admin/')
        ? json({ error: true, code: 403, reason: 'forbidden', message: 'no' }, 403)
        : json({ encr_resp: await wire.encryptJson({ stores: [] }) });
    });
    const opts = {
      baseUrl: BASE,
      fetch: stub.fetch,
      wire,
      tokens: createTokenStore(null),
      recorder: (e: CallTiming) => entries.push(e),
    };
    await createMainClient<paths>(opts).GET('/api/v2/fetchScopes/{level}/{id}', {
      params: { path: { level: 'brand', id: 4 } },
    });
    await createAdminClient<paths>(opts).GET('/admin/v2/domains');

    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({
      method: 'GET',
      path: '/api/v2/fetchScopes/{level}/{id}',
      status: 200,
    });
    expect(entries[1]).toMatchObject({ method: 'GET', path: '/admin/v2/domains', status: 403 });
    for (const e of entries) expect(e.ms).toBeGreaterThanOrEqual(10);
  });

  it('records status 0 when no response came', async () => {
    const entries: CallTiming[] = [];
    const client = createAdminClient<paths>({
      baseUrl: BASE,
      fetch: () => Promise.reject(new TypeError('fetch failed')),
      tokens: createTokenStore(null),
      recorder: (e) => entries.push(e),
    });
    await expect(client.GET('/admin/v2/domains')).rejects.toThrow('fetch failed');
    expect(entries).toEqual([expect.objectContaining({ path: '/admin/v2/domains', status: 0 })]);
  });

  it('the call log keeps only the newest entries, oldest first', () => {
    const log = createCallLog(3);
    for (let i = 1; i <= 5; i++) log.record({ method: 'GET', path: `/${i}`, status: 200, ms: i });
    expect(log.entries().map((e) => e.path)).toEqual(['/3', '/4', '/5']);
    log.clear();
    expect(log.entries()).toEqual([]);
    log.record({ method: 'GET', path: '/x', status: 200, ms: 1 });
    expect(log.entries().map((e) => e.path)).toEqual(['/x']);
  });
});
