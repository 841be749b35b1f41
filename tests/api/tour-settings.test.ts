import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './harness/test-app';

// The guided-tour settings live with the admin on the server: a new sign-in (a new browser)
// gets what an earlier one saved, and one admin's choice never reaches another.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

interface TourSettings {
  show_tour: boolean;
  seen_tours: string[];
}

const me = async (token: string) =>
  (await t.main<{ user: { tour: TourSettings } }>('GET', '/api/v2/me', { token })).body.user.tour;
const change = (token: string, body: unknown) =>
  t.main<TourSettings>('PATCH', '/api/v2/me/tour', { token, body });

describe('PATCH /api/v2/me/tour', () => {
  it('starts with tips on and no tour seen', async () => {
    const token = await t.login('store@demo.test');
    await expect(me(token)).resolves.toEqual({ show_tour: true, seen_tours: [] });
  });

  it('keeps the choice for the next sign-in of the same admin, and only for that admin', async () => {
    const first = await t.login('brand@demo.test');
    const saved = await change(first, { show_tour: false, seen: ['people', 'dashboard'] });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ show_tour: false, seen_tours: ['dashboard', 'people'] });

    // Another browser of the same admin: a new session reads the same settings.
    const second = await t.login('brand@demo.test');
    await expect(me(second)).resolves.toEqual({
      show_tour: false,
      seen_tours: ['dashboard', 'people'],
    });
    // Another admin is untouched.
    const other = await t.login('region@demo.test');
    await expect(me(other)).resolves.toEqual({ show_tour: true, seen_tours: [] });
    const { rows } = await t.db.query<{ email: string }>(
      'SELECT email FROM admins WHERE show_tour = false OR cardinality(seen_tours) > 0',
    );
    expect(rows.map((r) => r.email)).toEqual(['brand@demo.test']);
  });

  it('merges pages seen in two browsers, turns tips back on and forgets pages on a restart', async () => {
    const a = await t.login('multi@demo.test');
    const b = await t.login('multi@demo.test');
    await change(a, { seen: ['dashboard'] });
    await change(b, { seen: ['people', 'dashboard'] });
    await expect(me(a)).resolves.toEqual({ show_tour: true, seen_tours: ['dashboard', 'people'] });
    // Tips back on keeps the pages already seen.
    await change(b, { show_tour: false });
    const on = await change(a, { show_tour: true });
    expect(on.body).toEqual({ show_tour: true, seen_tours: ['dashboard', 'people'] });
    const restart = await change(a, { unseen: ['dashboard', 'people', 'activity_log'] });
    expect(restart.body).toEqual({ show_tour: true, seen_tours: [] });
  });

  it('refuses an unknown page, an empty change, a foreign field and a missing token', async () => {
    const token = await t.login('super@demo.test');
    const bad = [
      { seen: ['not_a_page'] },
      {},
      { show_tour: 'no' },
      { show_tour: false, admin_id: 1 },
      { seen: Array.from({ length: 13 }, () => 'people') },
    ];
    for (const body of bad) {
      const r = await change(token, body);
      expect(r.status, JSON.stringify(body)).toBe(400);
    }
    await expect(me(token)).resolves.toEqual({ show_tour: true, seen_tours: [] });
    expect((await change('', { show_tour: false })).status).toBe(401);
  });
});
