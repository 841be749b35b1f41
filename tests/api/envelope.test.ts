import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWire } from '../../openapi/wire';
import { nodeCryptoEngine } from '../../server/platform/http/wire-node';
import { startTestApp, type TestApp } from './harness/test-app';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startTestApp();
  token = await t.login('brand@demo.test');
});
afterAll(async () => {
  await t.close();
});

const auth = () => ({ authorization: `Bearer ${token}` });

async function plainError(res: Response) {
  expect(res.headers.get('content-type')).toContain('application/json');
  const body = (await res.json()) as {
    error: boolean;
    code: number;
    reason: string;
    field: string;
  };
  // Envelope failures are answered in plain JSON: a client with the wrong key could not read
  // an encrypted answer.
  expect(body).not.toHaveProperty('encr_resp');
  return body;
}

describe('the encrypted wire on main routes', () => {
  it('sends every JSON answer as {encr_resp} that decrypts to the payload', async () => {
    const query = await t.wire.encryptJson({ 'filter[kind]': 'brand', include: 'storeType' });
    const res = await t.app.request(
      `/api/v2/organizations?encr_params=${encodeURIComponent(query)}`,
      { headers: auth() },
    );
    expect(res.status).toBe(200);
    const outer = (await res.json()) as { encr_resp: string };
    expect(Object.keys(outer)).toEqual(['encr_resp']);
    const orgs = await t.wire.decryptJson<{ kind: string }[]>(outer.encr_resp);
    expect(orgs.length).toBeGreaterThan(0);
    expect(orgs.every((o) => o.kind === 'brand')).toBe(true);
  });

  it('gives a clear 400 for garbage, truncated, tampered and wrong-key envelopes', async () => {
    const good = await t.wire.encryptJson({ 'filter[kind]': 'brand' });
    const otherKey = createWire('11'.repeat(32), nodeCryptoEngine);
    const wrongKey = await otherKey.encryptJson({ 'filter[kind]': 'brand' });
    const bytes = Buffer.from(good, 'base64');
    bytes[bytes.length - 1] = (bytes[bytes.length - 1] ?? 0) ^ 0x55;
    const tampered = bytes.toString('base64');
    for (const bad of ['%%%not-base64%%%', good.slice(0, 8), tampered, wrongKey, '']) {
      const res = await t.app.request(
        `/api/v2/organizations?encr_params=${encodeURIComponent(bad)}`,
        { headers: auth() },
      );
      // A tampered ciphertext may still decrypt to JSON by chance; then validation answers 400.
      expect(res.status, bad).toBe(400);
      const body = await plainError(res);
      expect(body.error).toBe(true);
      expect(['bad_envelope', 'validation']).toContain(body.reason);
    }
  });

  it('refuses plain query parameters and plain bodies on main routes', async () => {
    const plainQuery = await t.app.request('/api/v2/organizations?include=storeType', {
      headers: auth(),
    });
    expect(plainQuery.status).toBe(400);
    expect((await plainError(plainQuery)).field).toBe('include');
    const plainBody = await t.app.request('/token', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        username: 'a',
        password: 'b',
        client_id: 'c',
        grant_type: 'password',
      }),
    });
    expect(plainBody.status).toBe(400);
    expect((await plainError(plainBody)).field).toBe('encr_data');
    const notJson = await t.app.request('/token', { method: 'POST', body: '{{{' });
    expect(notJson.status).toBe(400);
  });

  it('validates the decrypted body against the contract, naming the field', async () => {
    const r = await t.main<{ reason: string; field: string; message: string }>('POST', '/token', {
      body: { username: 'brand@demo.test', password: 'x', client_id: 'c', grant_type: 'code' },
    });
    expect(r.status).toBe(400);
    expect(r.body.reason).toBe('validation');
    expect(r.body.field).toBe('grant_type');
    const missing = await t.main<{ field: string; message: string }>('POST', '/token', {
      body: { username: 'brand@demo.test', password: 'x', grant_type: 'password' },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.field).toBe('client_id');
    expect(missing.body.message).toBe('client_id is required');
  });
});
