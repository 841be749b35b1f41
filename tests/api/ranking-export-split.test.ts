import { describe, expect, it } from 'vitest';
import type { Scope } from '../../server/auth/scope';
import { PgDb } from '../../server/db/pg-db';
import { reportRange } from '../../server/reports/range';
import type { ReportContext } from '../../server/reports/report-context';
import {
  type UserRankingFilter,
  type UserRankingItem,
  userRankingBatches,
  userRankingPage,
} from '../../server/reports/user-ranking';
import { reportTestApp } from './fixtures/report-app';
import { BRAND, FIXTURE_DOMAINS, MARCH, PEOPLE } from './fixtures/report-fixture';

// On PostgreSQL the users ranking export sends a first batch read as a page is (or kept), then
// the rest from the next row on, both in one snapshot: the file is the page's rows, each person
// once, whatever is written in between; the first batch is kept per brand data version.

const app = reportTestApp();

const LEVELS = {
  brand: { level: 'brand', brandId: BRAND, regionId: null, storeId: null },
  store: { level: 'store', brandId: BRAND, regionId: 901, storeId: 9001 },
} as const;

const context = (level: keyof typeof LEVELS): ReportContext =>
  ({
    db: app.t.db,
    scope: { role: 'admin', filter: LEVELS[level] } as unknown as Scope,
    range: reportRange(MARCH.start, MARCH.end),
    timeZone: 'America/Mexico_City',
    now: new Date(),
  }) as ReportContext;

async function exported(
  ctx: ReportContext,
  f: UserRankingFilter,
  options: Parameters<typeof userRankingBatches>[2],
) {
  const rows: UserRankingItem[] = [];
  for await (const batch of userRankingBatches(ctx, f, options)) rows.push(...batch);
  return rows;
}

const pageRows = async (ctx: ReportContext, f: UserRankingFilter) =>
  (await userRankingPage(ctx, f, 1, 100)).items;

/** A write outside the export's transaction (the harness refuses the Db inside its own). */
async function writeOutside(sql: string, params: unknown[]) {
  if (!(app.t.db instanceof PgDb)) throw new Error('PostgreSQL only');
  await app.t.db.pool.query(sql, params);
}

describe('users ranking export split after its first batch', () => {
  it('equals the page for every sort, level and split point', async () => {
    expect(PEOPLE.length).toBeGreaterThan(3);
    for (const level of ['brand', 'store'] as const) {
      const ctx = context(level);
      for (const sort of ['rank', '-rank', 'name', '-score', 'progress'] as const) {
        const want = await pageRows(ctx, { sort });
        expect(want.length).toBeGreaterThan(1);
        for (const headSize of [1, 2, want.length - 1, want.length, 1000]) {
          const got = await exported(ctx, { sort }, { headSize });
          expect(got, `${level} ${sort} split after ${headSize}`).toEqual(want);
        }
      }
    }
  });

  it('a write between the first batch and the rest does not show in the rest', async () => {
    const ctx = context('brand');
    const want = await pageRows(ctx, { sort: 'name' });
    const moved = want[0];
    expect(moved).toBeDefined();
    let headMade = false;
    try {
      const got = await exported(
        ctx,
        { sort: 'name' },
        {
          headSize: 1,
          // The first person by name is renamed to the end of the list once the first batch is
          // made: outside the snapshot the rest would list them again.
          head: async (_seen, make) => {
            const first = await make();
            headMade = true;
            await writeOutside(
              `UPDATE people SET first_name = 'Zzz', last_name = 'Zzz'
                                 WHERE id = $1`,
              [moved?.person_id],
            );
            return first;
          },
        },
      );
      if (app.t.db.engine === 'postgres') {
        expect(headMade).toBe(true);
        expect(got).toEqual(want);
      } else {
        // PGlite keeps one statement: no first batch of its own, nothing written in between.
        expect(headMade).toBe(false);
        expect(got).toEqual(want);
      }
    } finally {
      if (headMade) {
        await app.t.db.query('UPDATE people SET first_name = $2, last_name = $3 WHERE id = $1', [
          moved?.person_id,
          PEOPLE.find((p) => p.id === moved?.person_id)?.first,
          PEOPLE.find((p) => p.id === moved?.person_id)?.last,
        ]);
      }
    }
  });

  it('an export stopped after its first batch gives its connection back', async () => {
    // More stopped exports than the pool has connections: a transaction left open would hang.
    const ctx = context('brand');
    for (let i = 0; i < 6; i++) {
      const batches = userRankingBatches(ctx, { sort: 'name' }, { headSize: 1 });
      const first = await batches.next();
      expect(first.value?.length).toBeGreaterThan(0);
      await batches.return(undefined);
    }
    const all = await exported(ctx, { sort: 'name' }, { headSize: 2 });
    expect(all).toEqual(await pageRows(ctx, { sort: 'name' }));
  });

  it('keeps the first batch while the brand is unchanged, and makes it again after a write', async () => {
    const exportCsv = async () => {
      const r = await app.t.admin<string>('GET', '/admin/v2/rankings/users/export', {
        token: app.token,
        query: { security_id: FIXTURE_DOMAINS.brand, ...MARCH, sort: 'name' },
      });
      expect(r.status, r.text).toBe(200);
      return r.text;
    };
    const counts = () => ({ hits: app.t.memo.hits, misses: app.t.memo.misses });
    const first = await exportCsv();
    const before = counts();
    expect(await exportCsv()).toBe(first);
    const kept = app.t.db.engine === 'postgres';
    expect(counts()).toEqual(kept ? { hits: before.hits + 1, misses: before.misses } : before);

    const person = PEOPLE[0];
    await app.t.db.query(`UPDATE people SET first_name = 'Aaa' WHERE id = $1`, [person?.id]);
    try {
      const renamed = await exportCsv();
      expect(renamed).not.toBe(first);
      expect(renamed).toContain(`Aaa ${person?.last}`);
      if (kept) expect(counts().misses).toBe(before.misses + 1);
    } finally {
      await app.t.db.query('UPDATE people SET first_name = $2 WHERE id = $1', [
        person?.id,
        person?.first,
      ]);
    }
  });
});
