import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { kindMessages } from '../../src/features/integrations/integrations-messages';
import {
  checkKeyForm,
  INTEGRATION_KINDS,
  type KeyForm,
  keyFieldOf,
  keyState,
} from '../../src/features/integrations/key-rules';

const ZONE = 'America/Mexico_City';
const form = (over: Partial<KeyForm> = {}): KeyForm => ({
  name: 'Sistema de RH',
  kinds: ['people', 'regions'],
  expiresOn: '',
  rate: '120',
  ...over,
});

describe('keyState', () => {
  const now = Date.parse('2026-11-28T12:00:00Z');
  it('is revoked once revoked, even past its expiry', () => {
    expect(
      keyState({ revoked_at: '2026-11-01T00:00:00Z', expires_at: '2026-11-02T00:00:00Z' }, now),
    ).toBe('revoked');
  });
  it('is expired from its expiry instant on', () => {
    expect(keyState({ revoked_at: null, expires_at: '2026-11-28T12:00:00Z' }, now)).toBe('expired');
    expect(keyState({ revoked_at: null, expires_at: '2026-11-28T12:00:01Z' }, now)).toBe('active');
  });
  it('is active without an expiry', () => {
    expect(keyState({ revoked_at: null, expires_at: null }, now)).toBe('active');
  });
});

describe('checkKeyForm', () => {
  it('gives the contract input: trimmed name, kinds in the contract order, the default rate', () => {
    expect(checkKeyForm(form({ name: '  RH  ' }), '2026-11-28', ZONE)).toEqual({
      ok: true,
      input: {
        name: 'RH',
        kinds: ['regions', 'people'],
        expires_at: null,
        requests_per_minute: 120,
      },
    });
  });

  it('ends the key at the start of the day after the chosen day, in the admin zone', () => {
    const r = checkKeyForm(form({ expiresOn: '2026-12-31' }), '2026-11-28', ZONE);
    expect(r.ok && r.input.expires_at).toBe('2027-01-01T00:00:00-06:00');
    const today = checkKeyForm(form({ expiresOn: '2026-11-28' }), '2026-11-28', 'Europe/Madrid');
    expect(today.ok && today.input.expires_at).toBe('2026-11-29T00:00:00+01:00');
  });

  it('names each wrong field', () => {
    expect(
      checkKeyForm(
        form({ name: '  ', kinds: [], expiresOn: '2026-11-27', rate: '0' }),
        '2026-11-28',
        ZONE,
      ),
    ).toEqual({
      ok: false,
      errors: {
        name: 'name',
        kinds: 'kinds',
        expires_at: 'expires_at',
        requests_per_minute: 'requests_per_minute',
      },
    });
    const long = checkKeyForm(form({ name: 'x'.repeat(101) }), '2026-11-28', ZONE);
    expect(long).toEqual({ ok: false, errors: { name: 'nameLong' } });
    for (const rate of ['6001', '1.5', 'abc', '', '-3']) {
      expect(checkKeyForm(form({ rate }), '2026-11-28', ZONE), rate).toEqual({
        ok: false,
        errors: { requests_per_minute: 'requests_per_minute' },
      });
    }
    expect(checkKeyForm(form({ rate: '6000' }), '2026-11-28', ZONE).ok).toBe(true);
    expect(checkKeyForm(form({ expiresOn: 'mañana' }), '2026-11-28', ZONE).ok).toBe(false);
  });
});

describe('keyFieldOf', () => {
  it('maps the server 400 field to a form field', () => {
    expect(keyFieldOf('kinds.0')).toBe('kinds');
    expect(keyFieldOf('/expires_at')).toBe('expires_at');
    expect(keyFieldOf('name')).toBe('name');
    expect(keyFieldOf('requests_per_minute')).toBe('requests_per_minute');
    expect(keyFieldOf('security_id')).toBeNull();
    expect(keyFieldOf(undefined)).toBeNull();
  });
});

describe('INTEGRATION_KINDS', () => {
  it('lists the contract kinds in its order, each with a name', () => {
    const yaml = readFileSync(resolve(import.meta.dirname, '../../openapi/admin.yaml'), 'utf8');
    const block = /\n {4}IntegrationKind:\n[\s\S]*?enum:\n((?: {8}- .+\n)+)/.exec(yaml)?.[1] ?? '';
    const kinds = block
      .trim()
      .split('\n')
      .map((l) => l.replace(/^\s*- /, '').trim());
    expect(kinds).toHaveLength(14);
    expect([...INTEGRATION_KINDS]).toEqual(kinds);
    expect(Object.keys(kindMessages).sort()).toEqual([...kinds].sort());
  });
});
