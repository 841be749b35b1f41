import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './harness/test-app';

let t: TestApp;
let token: string;
let brand: { id: number; name: string; enrollment_key: string };
beforeAll(async () => {
  t = await startTestApp();
  token = await t.login('brand@demo.test');
  const [domain] = await t.domains(token);
  const { rows } = await t.db.query<{ id: number; name: string; enrollment_key: string }>(
    'SELECT id, name, enrollment_key FROM organizations WHERE id = $1',
    [domain?.brand_id],
  );
  brand = rows[0] as typeof brand;
});
afterAll(async () => {
  await t.close();
});

const share = (body: Record<string, unknown>, as = token) =>
  t.main<{ ok: boolean; sent: number; reason?: string }>('POST', '/api/v2/shareBrandKey', {
    token: as,
    body: {
      brandId: brand.id,
      brandName: brand.name,
      brandKey: brand.enrollment_key,
      country: '+52',
      language: 'es',
      ...body,
    },
  });

describe('POST /api/v2/shareBrandKey', () => {
  it('queues one e-mail or SMS per recipient carrying the brand key', async () => {
    const r = await share({ list: ['nuevo@ejemplo.mx', '5512345678'] });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ ok: true, sent: 2 });
    const { rows } = await t.db.query<{ channel: string; recipient: string; body: string }>(
      `SELECT channel, recipient, body FROM outbox WHERE meta->>'kind' = 'share_brand_key'
        ORDER BY id`,
    );
    expect(rows.map((x) => [x.channel, x.recipient])).toEqual([
      ['email', 'nuevo@ejemplo.mx'],
      ['sms', '+525512345678'],
    ]);
    expect(rows.every((x) => x.body.includes(brand.enrollment_key))).toBe(true);
  });

  it("rejects a phone entry outside 4 to 12 characters with 'Invalid phone', except for +61", async () => {
    const bad = await share({ list: ['123'] });
    expect(bad.status).toBe(400);
    expect(bad.body.reason).toBe('invalid_recipient');
    expect((await share({ list: ['123'], country: '+61' })).status).toBe(200);
  });

  it('refuses a wrong key, an empty list and a brand outside the caller', async () => {
    expect((await share({ brandKey: 'NOT-THE-KEY', list: ['a@b.co'] })).status).toBe(400);
    expect((await share({ list: [] })).status).toBe(400);
    const other = await t.db.query<{ id: number }>(
      `SELECT id FROM organizations WHERE kind = 'brand' AND id <> $1 LIMIT 1`,
      [brand.id],
    );
    expect((await share({ brandId: other.rows[0]?.id, list: ['a@b.co'] })).status).toBe(403);
  });
});
