import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { personInputs } from './harness/person-input';
import { startTestApp, type TestApp } from './harness/test-app';

// The birth date of createPerson / updatePerson: a day still to come or before 1900 is a 400
// naming the field, nothing stored; null clears a stored date on an edit.

interface Person {
  id: number;
  country: string;
  position: { id: number } | null;
  store: { id: number } | null;
  birth_date: string | null;
}
interface Failure {
  reason: string;
  message: string;
  field?: string;
}

let t: TestApp;
let token: string | undefined;

beforeAll(async () => {
  t = await startTestApp();
  token = (await t.signInAll()).brand;
});
afterAll(async () => {
  await t.close();
});

const input = personInputs('Nacida');

const query = { security_id: 2 };
const create = (body: unknown) =>
  t.admin<Person & Failure>('POST', '/admin/v2/people', { token, query, body });
const update = (id: number, body: unknown) =>
  t.admin<Person & Failure>('PUT', `/admin/v2/people/${id}`, { token, query, body });
const required = (p: Person) => ({
  country: p.country,
  position_id: p.position?.id,
  store_id: p.store?.id,
});

async function storedBirthDate(id: number): Promise<string | null> {
  const { rows } = await t.db.query<{ d: string | null }>(
    'SELECT birth_date::text AS d FROM people WHERE id = $1',
    [id],
  );
  return rows[0]?.d ?? null;
}

async function countByLastName(lastName: string): Promise<number> {
  const { rows } = await t.db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM people WHERE last_name = $1',
    [lastName],
  );
  return rows[0]?.n ?? -1;
}

describe('createPerson birth_date', () => {
  it.each([
    ['2030-12-31', 'birth_date_future', /future/],
    ['2999-01-01', 'birth_date_future', /future/],
    ['1899-12-31', 'birth_date_too_early', /1900/],
    ['1066-10-14', 'birth_date_too_early', /1900/],
  ])('refuses %s with %s, field birth_date, and creates nobody', async (day, reason, message) => {
    const body = input({ birth_date: day });
    const r = await create(body);
    expect(r.status, JSON.stringify(r.body)).toBe(400);
    expect(r.body).toMatchObject({ reason, field: 'birth_date' });
    expect(r.body.message).toMatch(message);
    expect(await countByLastName(body.last_name)).toBe(0);
  });

  it('takes 1 January 1900, a plain past day, and no date at all', async () => {
    for (const day of ['1900-01-01', '1994-05-17', null]) {
      const r = await create(input({ birth_date: day }));
      expect(r.status, JSON.stringify(r.body)).toBe(201);
      expect(r.body.birth_date).toBe(day);
      expect(await storedBirthDate(r.body.id)).toBe(day);
    }
  });

  it('takes the day that is already today east of UTC, not the one after', async () => {
    const before = t.clock.now;
    // 12:00 UTC on 15 June: 16 June has begun at UTC+14, 17 June nowhere yet.
    t.clock.now = new Date('2026-06-15T12:00:00Z');
    try {
      const ok = await create(input({ birth_date: '2026-06-16' }));
      expect(ok.status, JSON.stringify(ok.body)).toBe(201);
      const late = await create(input({ birth_date: '2026-06-17' }));
      expect(late.status).toBe(400);
      expect(late.body).toMatchObject({ reason: 'birth_date_future', field: 'birth_date' });
    } finally {
      t.clock.now = before;
    }
  });
});

describe('updatePerson birth_date', () => {
  it('refuses a future date and keeps the stored one', async () => {
    const p = (await create(input({ birth_date: '1990-02-03' }))).body;
    const r = await update(p.id, { ...required(p), birth_date: '2030-12-31' });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ reason: 'birth_date_future', field: 'birth_date' });
    expect(await storedBirthDate(p.id)).toBe('1990-02-03');
  });

  it('clears the stored date when sent as null, and keeps it when left out', async () => {
    const p = (await create(input({ birth_date: '1990-02-03' }))).body;
    expect(p.birth_date).toBe('1990-02-03');
    const kept = await update(p.id, { ...required(p), first_name: 'Sigue' });
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
    expect(kept.body.birth_date).toBe('1990-02-03');
    const cleared = await update(p.id, { ...required(p), birth_date: null });
    expect(cleared.status, JSON.stringify(cleared.body)).toBe(200);
    expect(cleared.body.birth_date).toBeNull();
    expect(await storedBirthDate(p.id)).toBeNull();
    const read = await t.admin<Person>('GET', `/admin/v2/people/${p.id}`, { token, query });
    expect(read.body.birth_date).toBeNull();
  });

  it('lets an edit that does not send the date through, whatever date is stored', async () => {
    const p = (await create(input())).body;
    // A date stored before the rule existed must not block an unrelated edit.
    await t.db.query(`UPDATE people SET birth_date = '2030-12-31' WHERE id = $1`, [p.id]);
    const r = await update(p.id, { ...required(p), first_name: 'Otra' });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.birth_date).toBe('2030-12-31');
  });
});
