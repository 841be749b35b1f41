import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../server/platform/auth/password';
import { personInputs } from './harness/person-input';
import { startTestApp, type TestApp } from './harness/test-app';

// createPerson and updatePerson: SPEC §5 validation with its texts and reasons, duplicates in the
// brand, and the placement checks (position and store inside the caller's scope).

interface Person {
  id: number;
  first_name: string;
  last_name: string;
  email: string | null;
  phone: string | null;
  calling_code: string;
  country: string;
  employee_number: string | null;
  national_id: string | null;
  tax_id: string | null;
  status: string;
  store: { id: number; name: string } | null;
  region: { id: number; name: string } | null;
  position: { id: number; name: string } | null;
  gender: string | null;
  birth_date: string | null;
}
interface Failure {
  reason: string;
  message: string;
  field?: string;
}

let t: TestApp;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await startTestApp();
  Object.assign(tokens, await t.signInAll());
});
afterAll(async () => {
  await t.close();
});

const input = personInputs('Ana');

const create = (who: string, query: Record<string, unknown>, body: unknown) =>
  t.admin<Person & Failure>('POST', '/admin/v2/people', { token: tokens[who], query, body });
const update = (who: string, id: number, query: Record<string, unknown>, body: unknown) =>
  t.admin<Person & Failure>('PUT', `/admin/v2/people/${id}`, { token: tokens[who], query, body });

async function peopleCount(): Promise<number> {
  const { rows } = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM people');
  return rows[0]?.n ?? -1;
}

async function activity(action: string, targetId: number) {
  const { rows } = await t.db.query<{ admin_id: number; security_id: number; brand_id: number }>(
    'SELECT admin_id, security_id, brand_id FROM activity_log WHERE action = $1 AND target_id = $2',
    [action, String(targetId)],
  );
  return rows;
}

describe('POST /admin/v2/people', () => {
  it('creates a pre-registered person whose region follows the store, and logs it', async () => {
    const body = input({
      phone: '(55) 9876-5432',
      employee_number: 'NUEVO-1',
      national_id: 'mahj280603msprrv09',
      tax_id: 'GODE561231GR8',
      gender: 'female',
      birth_date: '1995-03-14',
      store_id: 1014,
    });
    const r = await create('brand', { security_id: 2 }, body);
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body).toMatchObject({
      first_name: 'Ana',
      email: body.email,
      phone: '5598765432',
      calling_code: '+52',
      country: 'MX',
      employee_number: 'NUEVO-1',
      national_id: 'MAHJ280603MSPRRV09',
      tax_id: 'GODE561231GR8',
      status: 'preregistered',
      store: { id: 1014 },
      region: { id: 102 },
      position: { id: 103 },
      gender: 'female',
      birth_date: '1995-03-14',
    });
    const { rows } = await t.db.query<{ region_id: number; search_text: string }>(
      'SELECT region_id, search_text FROM people WHERE id = $1',
      [r.body.id],
    );
    expect(rows[0]?.region_id).toBe(102);
    expect(rows[0]?.search_text).toContain('nuevo-1');
    expect(await activity('create_person', r.body.id)).toEqual([
      { admin_id: 2, security_id: 2, brand_id: 1 },
    ]);
    const found = await t.admin<{ items: { id: number }[] }>('GET', '/admin/v2/people', {
      token: tokens.brand,
      query: { security_id: 2, search: '9876543' },
    });
    expect(found.body.items.map((p) => p.id)).toEqual([r.body.id]);
  });

  it('needs at least one of employee number, e-mail or mobile', async () => {
    const before = await peopleCount();
    const r = await create('brand', { security_id: 2 }, input({ email: null }));
    expect(r.status).toBe(400);
    expect(r.body.reason).toBe('identifier_required');
    expect(r.body.message).toMatch(/employee number, e-mail or mobile/);
    const blank = await create(
      'brand',
      { security_id: 2 },
      input({ email: '  ', phone: '', employee_number: null }),
    );
    expect(blank.body.reason).toBe('identifier_required');
    expect(await peopleCount()).toBe(before);
    const onlyNumber = await create(
      'brand',
      { security_id: 2 },
      input({ email: undefined, employee_number: 'SOLO-NUM' }),
    );
    expect(onlyNumber.status).toBe(201);
  });

  it.each([
    [{ email: 'no-arroba' }, 'invalid_email', 'Please enter a valid email', 'email'],
    [{ phone: '55123' }, 'invalid_phone_length', 'Invalid phone number length', 'phone'],
    [{ phone: '551234567890' }, 'invalid_phone_length', 'Invalid phone number length', 'phone'],
    [{ phone: '55-CALL-ME' }, 'invalid_phone', 'Please enter a valid phone number', 'phone'],
    [
      { national_id: 'MAHJ280603MSPRRV08' },
      'invalid_curp',
      'The CURP (national ID) is not valid',
      'national_id',
    ],
    [{ tax_id: 'GODE561231GR9' }, 'invalid_rfc', 'The RFC (tax ID) is not valid', 'tax_id'],
    [{ country: 'ZZ' }, 'invalid_country', 'Select the country of the new user', 'country'],
  ])('refuses %j with %s', async (over, reason, message, field) => {
    const before = await peopleCount();
    const r = await create('brand', { security_id: 2 }, input(over));
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ reason, message, field });
    expect(await peopleCount()).toBe(before);
  });

  it('checks the phone length of the chosen country', async () => {
    const hn = await create(
      'brand',
      { security_id: 2 },
      input({ country: 'HN', calling_code: '+504', phone: '9876 5432' }),
    );
    expect(hn.status, JSON.stringify(hn.body)).toBe(201);
    expect(hn.body).toMatchObject({ country: 'HN', calling_code: '+504', phone: '98765432' });
    const es = await create(
      'brand',
      { security_id: 2 },
      input({ country: 'ES', phone: '61234567' }),
    );
    expect(es.body.reason).toBe('invalid_phone_length');
  });

  it('requires country, position and store (contract validation)', async () => {
    for (const missing of ['country', 'position_id', 'store_id']) {
      const body: Record<string, unknown> = input();
      delete body[missing];
      const r = await create('brand', { security_id: 2 }, body);
      expect(r.status).toBe(400);
      expect(r.body.field).toBe(missing);
    }
  });

  it('refuses a position or store outside the scope (403) and creates nothing', async () => {
    const before = await peopleCount();
    const cases: [string, Record<string, unknown>, Record<string, unknown>][] = [
      ['brand', { security_id: 2 }, { position_id: 201 }],
      ['brand', { security_id: 2 }, { store_id: 2001 }],
      ['region', { security_id: 3 }, { store_id: 1014 }],
      ['store', { security_id: 4 }, { store_id: 1002 }],
      ['multi', { security_id: 7 }, { store_id: 1001 }],
      ['multi', { security_id: 5 }, { store_id: 1001 }],
      ['super', { security_id: 1, brand_id: 2 }, { store_id: 1001 }],
    ];
    for (const [who, query, over] of cases) {
      const r = await create(who, query, input(over));
      expect(r.status, `${who} ${JSON.stringify(over)}`).toBe(403);
      expect(r.body.reason).toBe('forbidden');
    }
    expect(await peopleCount()).toBe(before);
  });

  it('lets every role create inside its scope', async () => {
    const cases: [string, Record<string, unknown>, Record<string, unknown>][] = [
      ['store', { security_id: 4 }, { store_id: 1001 }],
      ['region', { security_id: 3 }, { store_id: 1013 }],
      ['multi', { security_id: 7 }, { store_id: 1014 }],
      ['multi', { security_id: 5 }, { store_id: 2001, position_id: 201 }],
      ['super', { security_id: 1, brand_id: 3 }, { store_id: 3001, position_id: 301 }],
    ];
    for (const [who, query, over] of cases) {
      const r = await create(who, query, input(over));
      expect(r.status, `${who} ${JSON.stringify(r.body)}`).toBe(201);
      expect(r.body.store?.id).toBe(over.store_id);
    }
  });

  it('refuses an e-mail, phone or employee number already active in the brand (409)', async () => {
    const before = await peopleCount();
    const cases: [Record<string, unknown>, string][] = [
      [{ email: 'COLLAB@demo.test' }, 'duplicate_email'],
      [{ email: null, phone: '5500007919' }, 'duplicate_phone'],
      [{ email: null, phone: '+52 55 0000 7919' }, 'duplicate_phone'],
      [{ email: null, employee_number: 'SF000001' }, 'duplicate_employee_number'],
    ];
    for (const [over, reason] of cases) {
      const r = await create('brand', { security_id: 2 }, input(over));
      expect(r.status, JSON.stringify(over)).toBe(409);
      expect(r.body.reason).toBe(reason);
    }
    expect(await peopleCount()).toBe(before);
  });

  it('allows the same e-mail in another brand, and a deleted person’s e-mail', async () => {
    const other = await create(
      'super',
      { security_id: 1, brand_id: 2 },
      input({ email: 'collab@demo.test', store_id: 2001, position_id: 201 }),
    );
    expect(other.status).toBe(201);
    const { rows } = await t.db.query<{ email: string }>(
      'SELECT email FROM people WHERE id = 8 AND deleted_at IS NOT NULL',
    );
    const reused = await create('brand', { security_id: 2 }, input({ email: rows[0]?.email }));
    expect(reused.status).toBe(201);
  });
});

describe('PUT /admin/v2/people/{id}', () => {
  let phones = 0;
  async function fresh(over: Record<string, unknown> = {}) {
    phones++;
    const phone = `5511${String(phones).padStart(6, '0')}`;
    const r = await create('brand', { security_id: 2 }, input({ phone, ...over }));
    expect(r.status).toBe(201);
    return r.body;
  }
  const required = (p: Person) => ({
    country: p.country,
    position_id: p.position?.id,
    store_id: p.store?.id,
  });

  it('edits, moves the region with the store, keeps left-out fields and logs the fields', async () => {
    const p = await fresh({ employee_number: 'EDIT-1' });
    const r = await update(
      'brand',
      p.id,
      { security_id: 2 },
      {
        ...required(p),
        first_name: 'Beatriz',
        store_id: 1030,
      },
    );
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toMatchObject({
      first_name: 'Beatriz',
      last_name: p.last_name,
      email: p.email,
      phone: p.phone,
      employee_number: 'EDIT-1',
      store: { id: 1030 },
      region: { id: 103 },
      status: 'preregistered',
    });
    const search = await t.admin<{ items: { id: number }[] }>('GET', '/admin/v2/people', {
      token: tokens.brand,
      query: { security_id: 2, search: `beatriz ${p.last_name}` },
    });
    expect(search.body.items.map((x) => x.id)).toEqual([p.id]);
    const { rows } = await t.db.query<{ details: { fields: string[] } }>(
      `SELECT details FROM activity_log WHERE action = 'update_person' AND target_id = $1`,
      [String(p.id)],
    );
    expect(rows[0]?.details.fields).toEqual(['first_name', 'store_id']);
  });

  it('clears a field sent as null, but never all identifiers', async () => {
    const p = await fresh();
    const cleared = await update(
      'brand',
      p.id,
      { security_id: 2 },
      { ...required(p), email: null },
    );
    expect(cleared.status).toBe(200);
    expect(cleared.body.email).toBeNull();
    expect(cleared.body.phone).toBe(p.phone);
    const none = await update('brand', p.id, { security_id: 2 }, { ...required(p), phone: null });
    expect(none.status).toBe(400);
    expect(none.body.reason).toBe('identifier_required');
    const { rows } = await t.db.query<{ phone: string }>('SELECT phone FROM people WHERE id = $1', [
      p.id,
    ]);
    expect(rows[0]?.phone).toBe(p.phone);
  });

  it('validates only what is sent: a stored value a rule now refuses does not block an edit', async () => {
    const p = await fresh();
    await t.db.query(`UPDATE people SET national_id = 'NOT-A-CURP' WHERE id = $1`, [p.id]);
    const ok = await update('brand', p.id, { security_id: 2 }, { ...required(p), last_name: 'Ok' });
    expect(ok.status).toBe(200);
    expect(ok.body.national_id).toBe('NOT-A-CURP');
    const bad = await update(
      'brand',
      p.id,
      { security_id: 2 },
      {
        ...required(p),
        national_id: 'STILL-NOT',
      },
    );
    expect(bad.body.reason).toBe('invalid_curp');
  });

  it('refuses a duplicate (409) and keeps the record; its own values are no duplicate', async () => {
    const p = await fresh();
    const same = await update(
      'brand',
      p.id,
      { security_id: 2 },
      {
        ...required(p),
        email: p.email?.toUpperCase(),
      },
    );
    expect(same.status).toBe(200);
    const dup = await update(
      'brand',
      p.id,
      { security_id: 2 },
      {
        ...required(p),
        employee_number: 'SF000001',
      },
    );
    expect(dup.status).toBe(409);
    expect(dup.body.reason).toBe('duplicate_employee_number');
    const { rows } = await t.db.query<{ employee_number: string | null }>(
      'SELECT employee_number FROM people WHERE id = $1',
      [p.id],
    );
    expect(rows[0]?.employee_number).toBeNull();
  });

  it('keeps every edit inside the scope', async () => {
    // Person 1 is in store 1001 (region 101).
    const p1 = (
      await t.admin<Person>('GET', '/admin/v2/people/1', {
        token: tokens.store,
        query: { security_id: 4 },
      })
    ).body;
    const moveOut = await update(
      'store',
      1,
      { security_id: 4 },
      { ...required(p1), store_id: 1002 },
    );
    expect(moveOut.status).toBe(403);
    const otherStore = await fresh({ store_id: 1002 });
    const notMine = await update(
      'store',
      otherStore.id,
      { security_id: 4 },
      {
        ...required(otherStore),
        store_id: 1001,
      },
    );
    expect(notMine.status).toBe(404);
    const regionOut = await fresh({ store_id: 1014 });
    expect(
      (await update('region', regionOut.id, { security_id: 3 }, required(regionOut))).status,
    ).toBe(404);
    expect((await update('multi', 1, { security_id: 5 }, required(p1))).status).toBe(404);
    const { rows } = await t.db.query<{ store_id: number }>(
      'SELECT store_id FROM people WHERE id = 1',
    );
    expect(rows[0]?.store_id).toBe(1001);
    const mine = await update(
      'store',
      1,
      { security_id: 4 },
      { ...required(p1), first_name: 'Carla' },
    );
    expect(mine.status).toBe(200);
  });
});

describe('the app account password (PersonInput.password)', () => {
  const hashOf = async (id: number) => {
    const { rows } = await t.db.query<{ password_hash: string | null }>(
      'SELECT password_hash FROM people WHERE id = $1',
      [id],
    );
    return rows[0]?.password_hash ?? null;
  };

  it('is stored hashed on create, never returned, and kept when an edit leaves it out', async () => {
    const created = await create('brand', { security_id: 2 }, input({ password: 'Colab-2026' }));
    expect(created.status).toBe(201);
    expect(JSON.stringify(created.body)).not.toContain('Colab-2026');
    expect(created.body).not.toHaveProperty('password');
    const stored = await hashOf(created.body.id);
    expect(stored).toMatch(/^scrypt\$/);
    await expect(verifyPassword('Colab-2026', stored ?? '')).resolves.toBe(true);

    // Only the required fields: every field left out, the password included, keeps its value.
    const placement = { country: 'MX', position_id: 103, store_id: 1002 };
    const kept = await update('brand', created.body.id, { security_id: 2 }, placement);
    expect(kept.status).toBe(200);
    await expect(hashOf(created.body.id)).resolves.toBe(stored);

    const changed = await update(
      'brand',
      created.body.id,
      { security_id: 2 },
      {
        ...placement,
        password: 'Otra-clave-99',
      },
    );
    expect(changed.status).toBe(200);
    expect(JSON.stringify(changed.body)).not.toContain('Otra-clave-99');
    await expect(
      verifyPassword('Otra-clave-99', (await hashOf(created.body.id)) ?? ''),
    ).resolves.toBe(true);
  });

  it('shorter than 8 characters is a 400 naming the field, and nothing is created', async () => {
    const body = input({ password: 'corta' });
    const r = await create('brand', { security_id: 2 }, body);
    expect(r.status).toBe(400);
    expect(r.body.field).toContain('password');
    expect(r.body.message.length).toBeGreaterThan(10);
    const { rows } = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM people WHERE email = $1',
      [body.email],
    );
    expect(rows[0]?.n).toBe(0);
  });

  it('longer than 200 characters is a 400 too', async () => {
    const r = await create('brand', { security_id: 2 }, input({ password: 'x'.repeat(201) }));
    expect(r.status).toBe(400);
    expect(r.body.field).toContain('password');
  });
});
