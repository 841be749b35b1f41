import { describe, expect, it } from 'vitest';
import type { Scope } from '../../server/platform/auth/scope';
import { reportRange } from '../../server/platform/reports/range';
import type { ReportContext } from '../../server/platform/reports/report-context';
import {
  RankingMovedError,
  type UserRankingFilter,
  type UserRankingItem,
  userRankingBatches,
  userRankingPage,
} from '../../server/rankings/user-ranking';
import { reportTestApp } from './fixtures/report-app';
import { BRAND, FIXTURE_DOMAINS, MARCH, PEOPLE } from './fixtures/report-fixture';

// The users ranking export sends a first batch read as a page is (or cached), then the rest: the
// whole ranking read again, which must begin with the batch sent (else the download fails), so
// the file is one ranking, each person once, whatever is written in between. The same on both
// engines. The first batch is cached per brand data version.

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

/** Renames a person to the end of the list by name. */
async function rename(id: number | undefined) {
  await app.t.db.query(`UPDATE people SET first_name = 'Zzz', last_name = 'Zzz' WHERE id = $1`, [
    id,
  ]);
}

/** Puts a person's name back as the fixture has it. */
async function restoreName(id: number | undefined) {
  const person = PEOPLE.find((p) => p.id === id);
  await app.t.db.query('UPDATE people SET first_name = $2, last_name = $3 WHERE id = $1', [
    id,
    person?.first,
    person?.last,
  ]);
}

/** The export with `write` run once its first batch (one row, by name) is made. */
function exportedWriting(ctx: ReportContext, write: () => Promise<void>) {
  let headMade = false;
  const rows = exported(
    ctx,
    { sort: 'name' },
    {
      headSize: 1,
      head: async (_seen, make) => {
        const first = await make();
        headMade = true;
        await write();
        return first;
      },
    },
  );
  return { rows, headMade: () => headMade };
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

  it('a write moving someone across the split: the download fails', async () => {
    const ctx = context('brand');
    const want = await pageRows(ctx, { sort: 'name' });
    const moved = want[0];
    expect(moved).toBeDefined();
    // The first person by name is renamed to the end of the list once the first batch is made:
    // a rest read after the write would list them again.
    const run = exportedWriting(ctx, () => rename(moved?.person_id));
    try {
      await expect(run.rows).rejects.toBeInstanceOf(RankingMovedError);
      expect(run.headMade()).toBe(true);
    } finally {
      await restoreName(moved?.person_id);
    }
  });

  it('a write behind the split: in the rest, as in a ranking read after it', async () => {
    const ctx = context('brand');
    const want = await pageRows(ctx, { sort: 'name' });
    const last = want.at(-1);
    expect(want.length).toBeGreaterThan(2);
    // The last person by name stays last, renamed: the first batch (one row) is unchanged.
    const run = exportedWriting(ctx, () => rename(last?.person_id));
    try {
      const got = await run.rows;
      expect(run.headMade()).toBe(true);
      expect(got).not.toEqual(want);
      expect(got).toEqual(await pageRows(ctx, { sort: 'name' }));
      expect(got.at(-1)?.name).toBe('Zzz Zzz');
    } finally {
      await restoreName(last?.person_id);
    }
  });

  it('an export stopped after its first batch gives its connection back', async () => {
    // More stopped exports than the pool has connections: a statement left holding one would hang.
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
    expect(counts()).toEqual({ hits: before.hits + 1, misses: before.misses });

    const person = PEOPLE[0];
    await app.t.db.query(`UPDATE people SET first_name = 'Aaa' WHERE id = $1`, [person?.id]);
    try {
      const renamed = await exportCsv();
      expect(renamed).not.toBe(first);
      expect(renamed).toContain(`Aaa ${person?.last}`);
      expect(counts().misses).toBe(before.misses + 1);
    } finally {
      await app.t.db.query('UPDATE people SET first_name = $2 WHERE id = $1', [
        person?.id,
        person?.first,
      ]);
    }
  });
});
