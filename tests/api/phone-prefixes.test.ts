import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../openapi/schema';
import { startTestApp, type TestApp } from './harness/test-app';

type PhoneCountry = components['schemas']['PhoneCountry'];

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startTestApp();
  token = await t.login('store@demo.test');
});
afterAll(async () => {
  await t.close();
});

// The person form's phone countries come from this list (SPEC §7 "phone prefixes").
describe('GET /admin/v2/phone-prefixes', () => {
  it('answers the phone countries in the spec order, +52 Mexico first, each with its flag', async () => {
    const r = await t.admin<PhoneCountry[]>('GET', '/admin/v2/phone-prefixes', { token });
    expect(r.status).toBe(200);
    expect(r.body.length).toBeGreaterThan(10);
    expect(r.body[0]).toEqual({
      name: 'Mexico',
      codeName: 'MX',
      callingCode: '+52',
      language: 'es',
      flag: '/flags/mx.svg',
    });
    expect(r.body.map((c) => c.codeName)).toEqual(
      expect.arrayContaining(['AU', 'CO', 'HN', 'US', 'ES', 'SE']),
    );
    expect(new Set(r.body.map((c) => c.codeName)).size).toBe(r.body.length);
    for (const c of r.body) {
      expect(c.callingCode).toMatch(/^\+[0-9]{1,4}$/);
      expect(existsSync(join(process.cwd(), 'public', c.flag))).toBe(true);
    }
  });

  it('is for signed-in admins only', async () => {
    const r = await t.admin('GET', '/admin/v2/phone-prefixes');
    expect(r.status).toBe(401);
  });
});
