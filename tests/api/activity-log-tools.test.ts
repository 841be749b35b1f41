import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../openapi/schema';
import { parseCsv } from '../../server/platform/files/csv-read';
import { startTestApp, type TestApp } from './harness/test-app';

// The activity log's table tools (action and actor filters, sort, CSV) and the entries of the
// actions that change or carry out data: one entry per action, with its count and who it was
// about.

type Entry = components['schemas']['ActivityEntry'];
type Page = components['schemas']['ActivityPage'];

let t: TestApp;
const tokens: Record<string, string> = {};
const BRAND = { security_id: 2 };

beforeAll(async () => {
  t = await startTestApp();
  Object.assign(tokens, await t.signInAll(['brand', 'region']));
});
afterAll(async () => {
  await t.close();
});

const log = (query: Record<string, unknown>, who = 'brand') =>
  t.admin<Page & { reason?: string; field?: string }>('GET', '/admin/v2/activity-log', {
    token: tokens[who],
    query: { ...BRAND, page_size: 500, ...query },
  });

/** The newest entries of the brand, as the database holds them. */
async function newest(n: number) {
  const { rows } = await t.db.query<{
    action: string;
    target_type: string | null;
    target_id: string | null;
    details: Record<string, unknown>;
  }>(
    `SELECT action, target_type, target_id, details FROM activity_log
      WHERE brand_id = 1 ORDER BY id DESC LIMIT $1`,
    [n],
  );
  return rows;
}

async function entriesCount(): Promise<number> {
  const { rows } = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM activity_log');
  return rows[0]?.n ?? 0;
}

describe('activity log filters, sort and actors', () => {
  it('keeps one action, one actor, and lists who acted as the actor options', async () => {
    // Two admins act in brand 1: the brand admin and the regional admin.
    await t.admin('POST', '/admin/v2/activity-log', {
      token: tokens.brand,
      query: BRAND,
      body: { action: 'settings_change', key: 'theme', value: 'dark' },
    });
    await t.admin('POST', '/admin/v2/activity-log', {
      token: tokens.region,
      query: { security_id: 3 },
      body: { action: 'settings_change', key: 'theme', value: 'default' },
    });
    const everything = await log({});
    expect(everything.status).toBe(200);
    const { rows: expectedActors } = await t.db.query<{ id: number }>(
      `SELECT DISTINCT admin_id AS id FROM activity_log WHERE brand_id = 1 AND admin_id IS NOT NULL`,
    );
    expect(everything.body.actors.map((a) => a.id).sort()).toEqual(
      expectedActors.map((a) => a.id).sort(),
    );
    const names = everything.body.actors.map((a) => a.name.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));

    const settings = await log({ action: 'settings_change' });
    expect(settings.body.total).toBeGreaterThanOrEqual(2);
    expect(settings.body.items.every((e: Entry) => e.action === 'settings_change')).toBe(true);

    const mine = await log({ action: 'settings_change', actor_id: 2 });
    expect(mine.body.items.length).toBeGreaterThan(0);
    expect(mine.body.items.every((e: Entry) => e.actor?.id === 2)).toBe(true);
    expect(mine.body.total).toBeLessThan(settings.body.total);
    // The options ignore the actor filter itself: the other admin can still be chosen.
    expect(mine.body.actors.map((a) => a.id)).toContain(
      settings.body.items.find((e) => e.actor?.id !== 2)?.actor?.id,
    );
  });

  it('sorts by date either way, by action and by actor, the same rows in every order', async () => {
    const newestFirst = (await log({})).body.items;
    const oldestFirst = (await log({ sort: 'created_at' })).body.items;
    expect(oldestFirst.map((e) => e.id)).toEqual([...newestFirst].reverse().map((e) => e.id));
    const byAction = (await log({ sort: 'action' })).body.items;
    const actions = byAction.map((e) => e.action);
    expect(actions).toEqual([...actions].sort());
    const byActorDesc = (await log({ sort: '-actor' })).body.items;
    expect(new Set(byActorDesc.map((e) => e.id))).toEqual(new Set(newestFirst.map((e) => e.id)));
  });

  it('answers an unknown action, sort or actor with 400 naming the field', async () => {
    for (const [query, field] of [
      [{ action: 'drop_tables' }, 'action'],
      [{ sort: 'id' }, 'sort'],
      [{ actor_id: 0 }, 'actor_id'],
    ] as const) {
      const r = await log(query);
      expect(r.status).toBe(400);
      expect(r.body.field).toBe(field);
    }
  });
});

describe('activity log export', () => {
  it('streams the filtered entries in order, in the admin’s time zone, and logs itself', async () => {
    const page = (await log({ action: 'settings_change', sort: 'created_at' })).body;
    const r = await t.admin('GET', '/admin/v2/activity-log/export', {
      token: tokens.brand,
      query: { ...BRAND, action: 'settings_change', sort: 'created_at' },
    });
    expect(r.status).toBe(200);
    const lines = parseCsv(r.text).map((x) => x.fields);
    expect(lines[0]).toEqual([
      'date',
      'actor',
      'actor_email',
      'action',
      'action_code',
      'target_type',
      'target_id',
      'target_name',
      'details',
    ]);
    expect(lines).toHaveLength(1 + page.total);
    // The brand admin's zone is Mexico City: local time with its offset, never UTC.
    const first = page.items[0] as Entry;
    const local = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'America/Mexico_City',
      dateStyle: 'short',
    }).format(new Date(first.created_at));
    expect(lines[1]?.[0]).toMatch(new RegExp(`^${local} \\d{2}:\\d{2}:\\d{2} -06:00$`));
    expect(lines[1]?.[3]).toBe('settings_change');
    expect(lines[1]?.[4]).toBe('settings_change');
    expect(lines[1]?.[2]).toBe(first.actor?.email);
    expect(JSON.parse(lines[1]?.[8] ?? '')).toEqual(first.details);
    expect((await newest(1))[0]).toMatchObject({
      action: 'export_activity_log',
      details: { action: 'settings_change' },
    });
  });

  it('refuses store admins', async () => {
    const store = await t.login('store@demo.test');
    const r = await t.admin('GET', '/admin/v2/activity-log/export', {
      token: store,
      query: { security_id: 4 },
    });
    expect(r.status).toBe(403);
  });
});

describe('entries of document downloads and data changes', () => {
  async function completeForms(n: number) {
    const { rows } = await t.db.query<{ id: number; person_id: number }>(
      `SELECT id, person_id FROM dc3_records WHERE brand_id = 1
         AND curp IS NOT NULL AND stps_occupation IS NOT NULL ORDER BY id LIMIT $1`,
      [n],
    );
    expect(rows).toHaveLength(n);
    return rows;
  }

  it('a zip of several DC-3 forms is one entry with its counts; one form names its person', async () => {
    const forms = await completeForms(4);
    const before = await entriesCount();
    const zip = await t.admin('GET', '/admin/v2/training/dc3/forms', {
      token: tokens.brand,
      query: { ...BRAND, ids: forms.map((f) => f.id).join(',') },
    });
    expect(zip.status).toBe(200);
    expect((await entriesCount()) - before).toBe(1);
    const people = new Set(forms.map((f) => f.person_id)).size;
    const [entry] = await newest(1);
    expect(entry).toMatchObject({ action: 'generate_dc3', details: { count: 4, people } });
    if (people > 1) expect(entry?.target_type).toBeNull();

    const one = forms[0] as { id: number; person_id: number };
    const pdf = await t.admin('GET', '/admin/v2/training/dc3/forms', {
      token: tokens.brand,
      query: { ...BRAND, ids: String(one.id) },
    });
    expect(pdf.status).toBe(200);
    const [single] = await newest(1);
    expect(single).toMatchObject({
      action: 'generate_dc3',
      target_type: 'person',
      target_id: String(one.person_id),
      details: { count: 1, people: 1 },
    });
    // The log names the person, not a form number.
    const listed = (await log({ action: 'generate_dc3' })).body.items[0];
    expect(listed?.target_name).toBeTruthy();
  });

  it('an awards zip is one entry with its count', async () => {
    const { rows } = await t.db.query<{ id: number }>(
      'SELECT id FROM awards WHERE brand_id = 1 ORDER BY id LIMIT 2',
    );
    expect(rows).toHaveLength(2);
    const before = await entriesCount();
    const r = await t.admin('GET', '/admin/v2/training/awards/files', {
      token: tokens.brand,
      query: { ...BRAND, ids: rows.map((x) => x.id).join(',') },
    });
    expect(r.status).toBe(200);
    expect((await entriesCount()) - before).toBe(1);
    expect((await newest(1))[0]).toMatchObject({
      action: 'download_awards',
      details: { count: 2 },
    });
  });

  it('entering a form’s occupation is logged against its person, naming the fields', async () => {
    const [form] = await completeForms(1);
    const r = await t.admin('PATCH', `/admin/v2/training/dc3/${form?.id}`, {
      token: tokens.brand,
      query: BRAND,
      body: { occupation: '07.2' },
    });
    expect(r.status, r.text).toBe(200);
    expect((await newest(1))[0]).toMatchObject({
      action: 'update_dc3',
      target_type: 'person',
      target_id: String(form?.person_id),
      details: { fields: ['occupation'] },
    });
  });

  it('setting and removing a content target are logged with course and position', async () => {
    const { rows } = await t.db.query<{ course_id: number; position_id: number }>(
      `SELECT cp.course_id, cp.position_id FROM course_positions cp
         JOIN courses c ON c.id = cp.course_id
        WHERE c.brand_id = 1 AND c.type <> 'inactive' ORDER BY cp.course_id, cp.position_id LIMIT 1`,
    );
    const pair = rows[0];
    expect(pair).toBeDefined();
    const path = `/admin/v2/training/content-targets/${pair?.course_id}/${pair?.position_id}`;
    const set = await t.admin<{ course: { name: string }; position: { name: string } }>(
      'PUT',
      path,
      { token: tokens.brand, query: BRAND, body: { target: 80, due_days: 30 } },
    );
    expect(set.status, set.text).toBe(200);
    expect((await newest(1))[0]).toMatchObject({
      action: 'set_content_target',
      target_type: 'course',
      target_id: String(pair?.course_id),
      details: {
        course: set.body.course.name,
        position: set.body.position.name,
        target: 80,
        due_days: 30,
      },
    });
    const removed = await t.admin('DELETE', path, { token: tokens.brand, query: BRAND });
    expect(removed.status).toBe(200);
    expect((await newest(1))[0]).toMatchObject({
      action: 'delete_content_target',
      details: { course: set.body.course.name, target: null },
    });
  });
});
