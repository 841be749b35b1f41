import { describe, expect, it } from 'vitest';
import type { components } from '../../openapi/schema';
import { reportTestApp } from './fixtures/report-app';
import { BRAND, FIXTURE_DOMAINS, MARCH, PEOPLE } from './fixtures/report-fixture';

// Refresh-ahead: cached answers a call has taken are recomputed soon after a write to their
// brand invalidates them, so the next call is served without waiting for the computation; only once per call that took one, and
// never an export's first batch (an export is one call, not a page an admin keeps reloading).

type UserPage = components['schemas']['UserRankingPage'];
type Usage = components['schemas']['UsageSeries'];

const EVERY_MS = 20;
const app = reportTestApp({ reportRefreshMs: EVERY_MS });
const brand = { security_id: FIXTURE_DOMAINS.brand, ...MARCH };
const ranking = () =>
  app.t.admin<UserPage>('GET', '/admin/v2/rankings/users', {
    token: app.token,
    query: { ...brand, page_size: 50 },
  });
const usage = () =>
  app.t.admin<Usage>('GET', '/admin/v2/dashboard/usage', {
    token: app.token,
    query: { ...brand, group: 'day' },
  });
const counts = () => ({ hits: app.t.memo.hits, misses: app.t.memo.misses });
const person = PEOPLE[0];
const rename = (first: string) =>
  app.t.db.query('UPDATE people SET first_name = $2 WHERE id = $1', [person?.id, first]);
const remade = () => app.t.refresher.remade;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits (up to 10 s) until `n` answers in all have been refreshed ahead. */
async function remadeReaches(n: number) {
  const until = Date.now() + 10_000;
  while (remade() < n && Date.now() < until) await pause(EVERY_MS);
  expect(remade()).toBe(n);
}

describe('refresh-ahead: cached answers recomputed after a write, before the next call', () => {
  it('does not make again the export first batch', async () => {
    const r = await app.t.admin<string>('GET', '/admin/v2/rankings/users/export', {
      token: app.token,
      query: brand,
    });
    expect(r.status, r.text).toBe(200);
    expect(app.t.memo.askedBrands()).toEqual([]);
    await rename('Exportada');
    await pause(EVERY_MS * 10);
    expect(remade()).toBe(0);
  });

  it('serves the call after a write an answer refreshed ahead that shows the write', async () => {
    expect((await ranking()).status).toBe(200);
    expect((await usage()).status).toBe(200);
    expect(app.t.memo.askedBrands()).toEqual([BRAND]);
    await rename('Adelantada');
    // Both answers, without any call.
    await remadeReaches(2);
    const before = counts();
    const page = await ranking();
    expect((await usage()).status).toBe(200);
    expect(counts()).toEqual({ hits: before.hits + 2, misses: before.misses });
    expect(page.body.items.find((row) => row.person_id === person?.id)?.name).toBe(
      `Adelantada ${person?.last}`,
    );
  });

  it('makes an answer again once per call that took it, not after every write', async () => {
    const start = remade();
    await ranking();
    await rename('Primera');
    // The ranking and the usage graph the last test's calls took.
    await remadeReaches(start + 2);
    // No call took the answers refreshed ahead: polling stops and the next write leaves them.
    await pause(EVERY_MS * 5);
    expect(app.t.refresher.polling).toBe(false);
    await rename('Segunda');
    await pause(EVERY_MS * 10);
    expect(remade()).toBe(start + 2);
    const before = counts();
    const page = await ranking();
    expect(counts().misses).toBe(before.misses + 1);
    expect(page.body.items.find((row) => row.person_id === person?.id)?.name).toBe(
      `Segunda ${person?.last}`,
    );
  });

  it('a write to another brand makes nothing again', async () => {
    await ranking();
    const start = remade();
    await app.t.db.query(
      `UPDATE people SET first_name = first_name WHERE id = (
         SELECT min(id) FROM people WHERE brand_id <> $1)`,
      [BRAND],
    );
    await pause(EVERY_MS * 10);
    expect(remade()).toBe(start);
    const before = counts();
    await ranking();
    expect(counts()).toEqual({ hits: before.hits + 1, misses: before.misses });
  });

  it('makes nothing again once closed', async () => {
    await ranking();
    expect(app.t.refresher.polling).toBe(true);
    await app.t.refresher.close();
    expect(app.t.refresher.polling).toBe(false);
    const start = remade();
    await rename('Cerrada');
    await pause(EVERY_MS * 10);
    expect(remade()).toBe(start);
    await rename(person?.first ?? '');
  });
});
