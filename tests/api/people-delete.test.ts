import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './harness/test-app';

// deletePerson, deletePeople (all or nothing), lookupPerson and reactivatePerson.

interface Person {
  id: number;
  email: string | null;
  phone: string | null;
  employee_number: string | null;
  deleted: boolean;
  store: { id: number } | null;
}
interface Failure {
  reason: string;
  message: string;
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

/** Active people of a store, lowest ids first. */
async function peopleOf(storeId: number, n: number): Promise<number[]> {
  const { rows } = await t.db.query<{ id: number }>(
    `SELECT id FROM people WHERE store_id = $1 AND deleted_at IS NULL AND id > 10
      ORDER BY id LIMIT $2`,
    [storeId, n],
  );
  expect(rows).toHaveLength(n);
  return rows.map((r) => r.id);
}

async function deletedIds(ids: number[]): Promise<number[]> {
  const { rows } = await t.db.query<{ id: number }>(
    'SELECT id FROM people WHERE id = ANY($1::int[]) AND deleted_at IS NOT NULL ORDER BY id',
    [ids],
  );
  return rows.map((r) => r.id);
}

const del = (who: string, id: number, query: Record<string, unknown>) =>
  t.admin<{ deleted: number } & Failure>('DELETE', `/admin/v2/people/${id}`, {
    token: tokens[who],
    query,
  });
const bulk = (who: string, ids: number[], query: Record<string, unknown>) =>
  t.admin<{ deleted: number } & Failure>('POST', '/admin/v2/people/bulk-delete', {
    token: tokens[who],
    query,
    body: { ids },
  });
const lookup = (who: string, query: Record<string, unknown>) =>
  t.admin<Person & Failure>('GET', '/admin/v2/people/lookup', { token: tokens[who], query });
const reactivate = (who: string, query: Record<string, unknown>, body: unknown) =>
  t.admin<Person & Failure>('POST', '/admin/v2/people/reactivate', {
    token: tokens[who],
    query,
    body,
  });

describe('DELETE /admin/v2/people/{id}', () => {
  it('soft-deletes, ends the app sessions, hides the person and logs it', async () => {
    const [id] = await peopleOf(1001, 1);
    const at = new Date(Date.now() - 86_400_000);
    await t.db.query(
      `INSERT INTO app_sessions (token_hash, person_id, brand_id, created_at, revoked_at)
       VALUES ('live-a', $1, 1, now(), NULL), ('live-b', $1, 1, now(), NULL),
              ('old', $1, 1, now(), $2)`,
      [id, at],
    );
    const r = await del('store', id as number, { security_id: 4 });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ deleted: 1 });
    const { rows } = await t.db.query<{ token_hash: string; revoked_at: Date | null }>(
      'SELECT token_hash, revoked_at FROM app_sessions WHERE person_id = $1 ORDER BY token_hash',
      [id],
    );
    expect(rows.map((s) => s.token_hash)).toEqual(['live-a', 'live-b', 'old']);
    for (const s of rows) expect(s.revoked_at).not.toBeNull();
    expect(new Date(rows[2]?.revoked_at as Date).getTime()).toBe(at.getTime());
    expect(await deletedIds([id as number])).toEqual([id]);
    const get = await t.admin('GET', `/admin/v2/people/${id}`, {
      token: tokens.store,
      query: { security_id: 4 },
    });
    expect(get.status).toBe(404);
    expect((await del('store', id as number, { security_id: 4 })).status).toBe(404);
    const log = await t.db.query(
      `SELECT 1 FROM activity_log WHERE action = 'delete_person' AND target_id = $1
          AND admin_id = 4 AND security_id = 4`,
      [String(id)],
    );
    expect(log.rows).toHaveLength(1);
  });

  it('answers 404 outside the scope and deletes nothing', async () => {
    const [other] = await peopleOf(1002, 1);
    const [brand2] = await peopleOf(2001, 1);
    const cases: [string, number, Record<string, unknown>][] = [
      ['store', other as number, { security_id: 4 }],
      ['multi', other as number, { security_id: 7 }],
      ['region', (await peopleOf(1014, 1))[0] as number, { security_id: 3 }],
      ['brand', brand2 as number, { security_id: 2 }],
      ['super', other as number, { security_id: 1, brand_id: 2 }],
    ];
    for (const [who, id, query] of cases) {
      const r = await del(who, id, query);
      expect(r.status, `${who} ${id}`).toBe(404);
      expect(await deletedIds([id])).toEqual([]);
    }
    expect((await del('store', other as number, { security_id: 2 })).status).toBe(403);
  });
});

describe('POST /admin/v2/people/bulk-delete', () => {
  it('deletes all the ids in scope and ends their sessions', async () => {
    const ids = await peopleOf(1003, 3);
    await t.db.query(
      `INSERT INTO app_sessions (token_hash, person_id, brand_id) SELECT 'bulk-' || id, id, 1
         FROM unnest($1::int[]) id`,
      [ids],
    );
    const r = await bulk('region', ids, { security_id: 3 });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ deleted: 3 });
    expect(await deletedIds(ids)).toEqual(ids);
    const { rows } = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM app_sessions WHERE person_id = ANY($1::int[]) AND revoked_at IS NULL',
      [ids],
    );
    expect(rows[0]?.n).toBe(0);
    const log = await t.db.query<{ details: { ids: number[]; count: number } }>(
      `SELECT details FROM activity_log WHERE action = 'delete_people' AND security_id = 3`,
    );
    expect(log.rows[0]?.details).toEqual({ ids, count: 3 });
  });

  it('is all or nothing: one id out of scope, unknown or already deleted deletes none', async () => {
    const mine = await peopleOf(1004, 3);
    const [outside] = await peopleOf(1014, 1);
    const [deleted] = await peopleOf(1005, 1);
    await t.db.query('UPDATE people SET deleted_at = now() WHERE id = $1', [deleted]);
    for (const extra of [outside, 99_999_999, deleted] as number[]) {
      const r = await bulk('region', [...mine, extra], { security_id: 3 });
      expect(r.status, String(extra)).toBe(404);
      expect(r.body.reason).toBe('not_found');
      expect(await deletedIds([...mine, outside as number])).toEqual([]);
    }
    const store = await bulk('store', [1, 2, mine[0] as number], { security_id: 4 });
    expect(store.status).toBe(404);
    expect(await deletedIds([1, 2])).toEqual([]);
  });

  it('validates the id list (1 to 500 distinct ids)', async () => {
    expect((await bulk('brand', [], { security_id: 2 })).status).toBe(400);
    expect((await bulk('brand', [1, 1], { security_id: 2 })).status).toBe(400);
    const many = Array.from({ length: 501 }, (_, i) => i + 1);
    expect((await bulk('brand', many, { security_id: 2 })).status).toBe(400);
    expect(await deletedIds([1])).toEqual([]);
  });
});

describe('GET /admin/v2/people/lookup', () => {
  it('finds by e-mail, phone or employee number, deleted people too', async () => {
    for (const query of [
      { email: 'Collab@Demo.Test' },
      { phone: '5500007919' },
      { phone: '+52 (55) 0000-7919' },
      { employee_number: 'SF000001' },
      { email: 'collab@demo.test', employee_number: 'SF000001' },
    ]) {
      const r = await lookup('store', { security_id: 4, ...query });
      expect(r.status, JSON.stringify(query)).toBe(200);
      expect(r.body).toMatchObject({ id: 1, deleted: false });
    }
    const gone = await lookup('brand', { security_id: 2, email: 'rocio.vargas@saborfresco.mx' });
    expect(gone.status).toBe(200);
    expect(gone.body).toMatchObject({ id: 8, deleted: true });
  });

  it('needs one of the three (400) and matches all that are given', async () => {
    const none = await lookup('brand', { security_id: 2 });
    expect(none.status).toBe(400);
    expect(none.body.reason).toBe('identifier_required');
    expect(none.body.message).toBe('Lookup or reactivation needs employee number, email or phone');
    const mixed = await lookup('brand', {
      security_id: 2,
      email: 'collab@demo.test',
      employee_number: 'SF000005',
    });
    expect(mixed.status).toBe(404);
  });

  it('answers 404 outside the scope', async () => {
    expect((await lookup('multi', { security_id: 7, email: 'collab@demo.test' })).status).toBe(404);
    expect((await lookup('multi', { security_id: 5, email: 'collab@demo.test' })).status).toBe(404);
    const { rows } = await t.db.query<{ email: string }>(
      `SELECT email FROM people WHERE store_id = 1002 AND email IS NOT NULL LIMIT 1`,
    );
    const r = await lookup('store', { security_id: 4, email: rows[0]?.email });
    expect(r.status).toBe(404);
    expect(r.text).not.toContain(rows[0]?.email ?? '-');
  });
});

describe('POST /admin/v2/people/reactivate', () => {
  it('undeletes a deleted person found by e-mail and logs it', async () => {
    const r = await reactivate(
      'store',
      { security_id: 4 },
      {
        email: 'rocio.vargas@saborfresco.mx',
      },
    );
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toMatchObject({ id: 8, deleted: false });
    expect(await deletedIds([8])).toEqual([]);
    const list = await t.admin<{ items: { id: number }[] }>('GET', '/admin/v2/people', {
      token: tokens.store,
      query: { security_id: 4, search: 'rocio' },
    });
    expect(list.body.items.map((p) => p.id)).toEqual([8]);
    const log = await t.db.query(
      `SELECT 1 FROM activity_log WHERE action = 'reactivate_person' AND target_id = '8'`,
    );
    expect(log.rows).toHaveLength(1);
  });

  it('answers 409 for an active person and 404 for nobody', async () => {
    const active = await reactivate('brand', { security_id: 2 }, { employee_number: 'SF000001' });
    expect(active.status).toBe(409);
    expect(active.body.reason).toBe('already_active');
    const nobody = await reactivate('brand', { security_id: 2 }, { email: 'nadie@ejemplo.mx' });
    expect(nobody.status).toBe(404);
    expect((await reactivate('brand', { security_id: 2 }, {})).status).toBe(400);
  });

  it('answers 409 when someone active took an identifier meanwhile, and stays deleted', async () => {
    const [id] = await peopleOf(1006, 1);
    const { rows } = await t.db.query<{
      email: string | null;
      phone: string | null;
      employee_number: string | null;
    }>('SELECT email, phone, employee_number FROM people WHERE id = $1', [id]);
    const person = rows[0];
    expect((await del('brand', id as number, { security_id: 2 })).status).toBe(200);
    const field = person?.email ? 'email' : person?.phone ? 'phone' : 'employee_number';
    const value = person?.[field] as string;
    const taker = await t.admin<{ id: number }>('POST', '/admin/v2/people', {
      token: tokens.brand,
      query: { security_id: 2 },
      body: { country: 'MX', position_id: 103, store_id: 1006, [field]: value },
    });
    expect(taker.status, JSON.stringify(taker.body)).toBe(201);
    const r = await reactivate('brand', { security_id: 2 }, { [field]: value });
    expect(r.status).toBe(409);
    expect(r.body.reason).toBe(`duplicate_${field}`);
    expect(await deletedIds([id as number])).toEqual([id]);
  });

  it('answers 404 for a deleted person outside the scope', async () => {
    const [id] = await peopleOf(1007, 1);
    await t.db.query(
      `UPDATE people SET deleted_at = now(), email = 'fuera.1007@ejemplo.mx' WHERE id = $1`,
      [id],
    );
    const r = await reactivate('store', { security_id: 4 }, { email: 'fuera.1007@ejemplo.mx' });
    expect(r.status).toBe(404);
    expect(await deletedIds([id as number])).toEqual([id]);
    const ok = await reactivate('region', { security_id: 3 }, { email: 'fuera.1007@ejemplo.mx' });
    expect(ok.status).toBe(200);
  });
});
