import { describe, expect, it } from 'vitest';
import type { paths } from '../../openapi/schema';
import { createAdminClient } from '../../src/api/create-clients';
import { createTokenStore } from '../../src/api/token-store';
import { BASE, json, stubFetch } from './api-stub';

function admin(fetch: (r: Request) => Promise<Response>) {
  return createAdminClient<paths>({
    baseUrl: BASE,
    fetch,
    tokens: createTokenStore(null),
    recorder: () => {},
  });
}

const QUERY = { params: { query: { security_id: 1 } } };

describe('unwrap middleware', () => {
  it('turns {error:false, payload} into data = payload', async () => {
    const page = { items: [{ id: 1 }], total: 1, page: 1, page_size: 10 };
    const stub = stubFetch(() => json({ error: false, payload: page }));
    const { data, error, response } = await admin(stub.fetch).GET('/admin/v2/people', QUERY);
    expect(error).toBeUndefined();
    expect(data).toEqual(page);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-length')).toBeNull();
  });

  it('unwraps falsy payloads too', async () => {
    const stub = stubFetch(() => json({ error: false, payload: [] }));
    expect((await admin(stub.fetch).GET('/admin/v2/domains')).data).toEqual([]);
  });

  it('keeps {error:true, …} with an error status as the error', async () => {
    const body = { error: true, code: 403, reason: 'forbidden', message: 'Fuera de su alcance' };
    const stub = stubFetch(() => json(body, 403));
    const { data, error, response } = await admin(stub.fetch).GET('/admin/v2/people', QUERY);
    expect(data).toBeUndefined();
    expect(error).toEqual(body);
    expect(response.status).toBe(403);
  });

  it('turns {error:true, …} sent with 200 into an error response', async () => {
    const body = { error: true, code: 2, reason: 'no_domains', message: 'Sin dominios' };
    const stub = stubFetch(() => json(body, 200));
    const { data, error, response } = await admin(stub.fetch).GET('/admin/v2/domains');
    expect(data).toBeUndefined();
    expect(error).toEqual(body);
    expect(response.status).toBe(400);
  });

  it('leaves CSV responses alone', async () => {
    const stub = stubFetch(
      () => new Response('a;b\n1;2\n', { headers: { 'content-type': 'text/csv' } }),
    );
    const { data } = await admin(stub.fetch).GET('/admin/v2/people/export', {
      ...QUERY,
      parseAs: 'text',
    });
    expect(data).toBe('a;b\n1;2\n');
  });

  it('leaves JSON without the wrapper alone', async () => {
    const stub = stubFetch(() => json({ items: [] }));
    expect((await admin(stub.fetch).GET('/admin/v2/domains')).data).toEqual({ items: [] });
  });
});
