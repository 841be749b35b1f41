import { expect } from 'vitest';
import type { TestApp } from './test-app';

/** A brand admin's session and an integration key of brand 1 and of brand 2, made through the API. */
export interface BrandKeys {
  brandToken: string;
  brandSid: number;
  /** A key of brand 1 (made by its brand admin). */
  key1: string;
  /** A key of brand 2 (made by a super administrator naming the brand). */
  key2: string;
}

/**
 * Keys for `kinds` named `name`, without a rate limit in the way of a test's loads (the limit has
 * its own test), for brand 1 and brand 2, so a test can show one brand's key never reaches the
 * other's records.
 */
export async function brandKeys(t: TestApp, name: string, kinds: string[]): Promise<BrandKeys> {
  const brandToken = await t.login('brand@demo.test');
  const superToken = await t.login('super@demo.test');
  const brandSid = (await t.domains(brandToken))[0]?.security_id ?? 0;
  const superSid = (await t.domains(superToken))[0]?.security_id ?? 0;
  const make = async (token: string, query: Record<string, unknown>) => {
    const r = await t.admin<{ key: string }>('POST', '/admin/v2/integration-keys', {
      token,
      query,
      body: { name, kinds, requests_per_minute: 6000 },
    });
    expect(r.status, r.text).toBe(201);
    return r.body.key;
  };
  return {
    brandToken,
    brandSid,
    key1: await make(brandToken, { security_id: brandSid }),
    key2: await make(superToken, { security_id: superSid, brand_id: 2 }),
  };
}
