import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activeInPeriod,
  compareStanding,
  levelOf,
  medalOf,
  performance,
  progressMade,
} from '../../openapi/rules/ranking';
import type { Scope } from '../../server/platform/auth/scope';
import type { Db } from '../../server/platform/db/db';
import { BRAND_ID } from '../../server/platform/db/seed/seed-fixtures';
import { reportRange } from '../../server/platform/reports/range';
import type { ReportContext } from '../../server/platform/reports/report-context';
import {
  type UserRankingFilter,
  type UserRankingItem,
  userRankingBatches,
  userRankingPage,
} from '../../server/rankings/user-ranking';
import { openTestDb } from './harness/test-db';

// The users ranking's SQL (one grouping of the rollup's exam rows and the range's topics, top-N
// pages, the "nobody active" check on the rows it reads) against the plain computation: every
// raw attempt and topic of the range counted per person, the ranking rule's own functions
// (openapi/rules/ranking.ts) for figures, medals and levels, and everyone sorted. Every page of
// every sort, the export, a region, one course, ranges that cut months, and a range where
// nobody did anything.

const BRAND = BRAND_ID.restaurants;
const ZONE = 'America/Mexico_City';
const PAGE = 40;
let db: Db;

type Sort = NonNullable<UserRankingFilter['sort']>;
const SORTS: Sort[] = [
  'rank',
  '-rank',
  'name',
  '-name',
  'score',
  '-score',
  'progress',
  '-progress',
];

const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

function ctxFor(start: string, end: string, regionId: number | null): ReportContext {
  const filter = {
    level: regionId === null ? 'brand' : 'region',
    brandId: BRAND,
    regionId,
    storeId: null,
  };
  return {
    db,
    scope: { role: 'admin', filter } as unknown as Scope,
    range: reportRange(start, end),
    timeZone: ZONE,
    now: new Date(),
  } as ReportContext;
}

interface PlainRow {
  id: number;
  name_key: unknown;
  done: unknown;
  approved: unknown;
  h: unknown;
  topics: unknown;
  avail: unknown;
}

/** What a ranking row shows, the plain way, with its name's place for sorting. */
interface Plain {
  nameKey: number;
  item: Omit<
    UserRankingItem,
    'name' | 'email' | 'phone' | 'employee_number' | 'position' | 'store'
  >;
}

/** Everyone counted in the range with their raw figures, by the rule's functions. */
async function plainRanking(
  start: string,
  end: string,
  regionId: number | null,
  courseId?: number,
): Promise<Plain[]> {
  const to = new Date(Date.parse(`${end}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  const from = '($1::date::timestamp AT TIME ZONE $3)';
  const upTo = '($2::date::timestamp AT TIME ZONE $3)';
  const region = regionId === null ? '' : `AND p.region_id = ${regionId}`;
  const course = (alias: string) => (courseId === undefined ? '' : `AND ${alias} = ${courseId}`);
  const { rows } = await db.query<PlainRow>(
    `WITH avail AS (
       SELECT coalesce(pos.id, 0) AS position_id, c.id AS course_id
         FROM courses c
         CROSS JOIN (SELECT id FROM positions WHERE brand_id = ${BRAND}
                     UNION ALL SELECT NULL::int) pos
        WHERE c.brand_id = ${BRAND} AND c.type <> 'inactive' ${course('c.id')}
          AND (NOT EXISTS (SELECT 1 FROM course_positions t WHERE t.course_id = c.id)
               OR EXISTS (SELECT 1 FROM course_positions t
                           WHERE t.course_id = c.id AND t.position_id = pos.id))
     ),
     counted AS (
       SELECT p.id, coalesce(p.position_id, 0) AS pos, p.sort_name FROM people p
        WHERE p.brand_id = ${BRAND} AND p.deleted_at IS NULL AND p.status <> 'preregistered'
          AND p.registered_at < ${upTo} ${region}
     )
     SELECT c.id, dense_rank() OVER (ORDER BY c.sort_name) AS name_key,
            (SELECT count(*) FROM exam_attempts a
              WHERE a.person_id = c.id AND a.brand_id = ${BRAND} AND a.score IS NOT NULL
                AND a.ended_at >= ${from} AND a.ended_at < ${upTo} ${course('a.course_id')}) AS done,
            (SELECT count(*) FROM exam_attempts a
              WHERE a.person_id = c.id AND a.brand_id = ${BRAND} AND a.approved
                AND a.ended_at >= ${from} AND a.ended_at < ${upTo} ${course('a.course_id')}) AS approved,
            (SELECT coalesce(sum(a.score_hundredths), 0) FROM exam_attempts a
              WHERE a.person_id = c.id AND a.brand_id = ${BRAND}
                AND a.ended_at >= ${from} AND a.ended_at < ${upTo} ${course('a.course_id')}) AS h,
            (SELECT count(*) FROM course_progress cp
               JOIN avail av ON av.position_id = cp.person_position_id
                            AND av.course_id = cp.course_id
              WHERE cp.person_id = c.id AND cp.brand_id = ${BRAND}
                AND cp.completed_at >= ${from} AND cp.completed_at < ${upTo}) AS topics,
            (SELECT count(*) FROM avail av WHERE av.position_id = c.pos) AS avail
       FROM counted c`,
    [start, to, ZONE],
  );
  return rows.map((r) => {
    const done = Number(r.done);
    const approved = Number(r.approved);
    const topics = Number(r.topics);
    const h = Number(r.h);
    // The mean of the attempts' scores in tenths, half up (migration 017's hundredths).
    const score = done > 0 ? Math.floor((2 * h + 10 * done) / (20 * done)) / 10 : null;
    const progress = progressMade(topics, Number(r.avail));
    const perf = performance(score, progress);
    const active = activeInPeriod({ completedExams: done, completedTopics: topics });
    return {
      nameKey: Number(r.name_key),
      item: {
        rank: 0,
        person_id: r.id,
        score,
        progress,
        performance: perf,
        completed_exams: done,
        approved_exams: approved,
        completed_topics: topics,
        medal: medalOf({
          activeInPeriod: active,
          completedExams: done,
          approvedExams: approved,
          performance: perf,
        }),
        level: levelOf(perf),
      },
    };
  });
}

const standing = (p: Plain) => ({
  active: activeInPeriod({
    completedExams: p.item.completed_exams,
    completedTopics: p.item.completed_topics,
  }),
  performance: p.item.performance,
});

/** The plain rows ranked (equal standings share a place) and sorted as `sort` asks. */
function plainSorted(rows: Plain[], sort: Sort) {
  const byStanding = [...rows].sort((a, b) => compareStanding(standing(a), standing(b)));
  let place = 0;
  byStanding.forEach((row, i) => {
    const prev = byStanding[i - 1];
    if (!prev || compareStanding(standing(prev), standing(row)) !== 0) place = i + 1;
    row.item.rank = place;
  });
  // No score sorts below every score (first ascending, last descending); two of them tie
  // (NaN, falsy: the next key decides).
  const nulls = (v: number | null) => v ?? Number.NEGATIVE_INFINITY;
  const key: Record<Sort, (a: Plain, b: Plain) => number> = {
    rank: (a, b) => compareStanding(standing(a), standing(b)),
    '-rank': (a, b) => compareStanding(standing(b), standing(a)),
    name: (a, b) => a.nameKey - b.nameKey,
    '-name': (a, b) => b.nameKey - a.nameKey,
    score: (a, b) => nulls(a.item.score) - nulls(b.item.score),
    '-score': (a, b) => nulls(b.item.score) - nulls(a.item.score),
    progress: (a, b) => a.item.progress - b.item.progress,
    '-progress': (a, b) => b.item.progress - a.item.progress,
  };
  const anyActive = rows.some((r) => standing(r).active);
  // Nobody active in the range: no ranking at all.
  if (!anyActive) return [];
  return [...rows]
    .sort((a, b) => key[sort](a, b) || a.nameKey - b.nameKey || a.item.person_id - b.item.person_id)
    .map((r) => r.item);
}

const shown = (i: UserRankingItem) => ({
  rank: i.rank,
  person_id: i.person_id,
  score: i.score,
  progress: i.progress,
  performance: i.performance,
  completed_exams: i.completed_exams,
  approved_exams: i.approved_exams,
  completed_topics: i.completed_topics,
  medal: i.medal,
  level: i.level,
});

/** Every page of every sort, and the export, equal the plain ranking. */
async function expectAsPlain(
  start: string,
  end: string,
  regionId: number | null,
  courseId?: number,
) {
  const what = `${start}..${end}, region ${regionId}, course ${courseId}`;
  const ctx = ctxFor(start, end, regionId);
  const plain = await plainRanking(start, end, regionId, courseId);
  const filter = courseId === undefined ? {} : { course_id: courseId };
  for (const sort of SORTS) {
    const want = plainSorted(plain, sort);
    const got: UserRankingItem[] = [];
    for (let page = 1; ; page++) {
      const res = await userRankingPage(ctx, { ...filter, sort }, page, PAGE);
      expect(res.total, `${what}, ${sort}, total`).toBe(want.length === 0 ? 0 : plain.length);
      got.push(...res.items);
      if (res.items.length < PAGE) break;
    }
    expect(got.map(shown), `${what}, ${sort}`).toEqual(want);
  }
  const exported: UserRankingItem[] = [];
  for await (const batch of userRankingBatches(ctx, filter, { headSize: PAGE })) {
    exported.push(...batch);
  }
  expect(exported.map(shown), `${what}, export`).toEqual(plainSorted(plain, 'rank'));
  return plainSorted(plain, 'rank');
}

beforeAll(async () => {
  db = await openTestDb();
}, 120_000);

afterAll(async () => {
  await db?.close();
});

describe('the users ranking equals its plain computation', () => {
  it('over ranges that cut months, a region, one course', async () => {
    const month = new Date();
    month.setUTCDate(1);
    month.setUTCMonth(month.getUTCMonth() - 2);
    const m = month.toISOString().slice(0, 7);
    const ranked = await expectAsPlain(day(-30), day(-1), null);
    // The seed gives the comparison something to rank: active people, ties, several pages.
    expect(ranked.length).toBeGreaterThan(2 * PAGE);
    expect(ranked.some((r) => r.completed_topics > 0)).toBe(true);
    expect(new Set(ranked.map((r) => r.rank)).size).toBeLessThan(ranked.length);
    expect(ranked.at(-1)?.medal).toBe('sleepy');
    await expectAsPlain(`${m}-09`, `${m}-17`, null);
    await expectAsPlain(day(-90), day(-1), null);
    const region = await db.query<{ id: number }>(
      `SELECT region_id AS id FROM people WHERE brand_id = ${BRAND} AND region_id IS NOT NULL
        GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`,
    );
    await expectAsPlain(day(-30), day(-1), region.rows[0]?.id ?? null);
    const course = await db.query<{ id: number }>(
      `SELECT course_id AS id FROM exam_attempts WHERE brand_id = ${BRAND}
        GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`,
    );
    await expectAsPlain(day(-30), day(-1), null, course.rows[0]?.id);
  }, 300_000);

  it('has no rows where nobody did anything', async () => {
    expect(await expectAsPlain(day(1), day(3), null)).toEqual([]);
  }, 120_000);
});
