import { SqlParams } from '../platform/db/sql';
import {
  calendarBucketsCte,
  type SeriesGroup,
  seriesGroup,
} from '../platform/reports/calendar-buckets';
import { figure, num, percent } from '../platform/reports/figure';
import {
  type RangeBounds,
  type ReportContext,
  rangeBounds,
} from '../platform/reports/report-context';
import { SUPERVISION_MODULE } from './supervision-modules';
import { supervisionScope } from './supervision-reach';
import { FAILING_BELOW, SUPERVISION_TARGET } from './supervision-standards';

// The global score (SPEC §2 /supervision/global-score): the scope's mean supervision score over
// the range and the previous period, as figures and as a series grouped by the range's length,
// with the target line and the failing rate and incidents per module.

interface PointRow {
  key: string;
  score: unknown;
  n: unknown;
}

/** Every bucket of [first, last] (calendar days) with the supervisions of [from, to). */
async function series(
  ctx: ReportContext,
  group: SeriesGroup,
  days: { first: string; last: string },
  instants: (b: RangeBounds) => { from: string; to: string },
) {
  const p = new SqlParams();
  const scope = supervisionScope(ctx, p);
  const b = rangeBounds(ctx, p);
  const { from, to } = instants(b);
  const { rows } = await ctx.db.query<PointRow>(
    `WITH s AS (
       SELECT (x.supervised_at AT TIME ZONE ${b.zone})::date AS day, x.score
         FROM supervisions x
        WHERE ${scope} AND x.supervised_at >= ${from} AND x.supervised_at < ${to}
     ),
     ${calendarBucketsCte(p, group, days)}
     SELECT to_char(b.k, 'YYYY-MM-DD') AS key, round(avg(s.score), 1) AS score,
            count(s.score) AS n
       FROM b LEFT JOIN s ON date_trunc('${group}', s.day)::date = b.k
      GROUP BY b.k ORDER BY b.k`,
    p.values,
  );
  return rows.map((r) => ({ key: r.key, score: num(r.score), supervisions: num(r.n) ?? 0 }));
}

interface TotalsRow {
  now: boolean;
  score: unknown;
  n: unknown;
  incidents: unknown;
  failing: unknown;
}

/** Score, count, incidents and failing count of the range and of the previous period. */
async function totals(ctx: ReportContext) {
  const p = new SqlParams();
  const scope = supervisionScope(ctx, p);
  const b = rangeBounds(ctx, p);
  const { rows } = await ctx.db.query<TotalsRow>(
    `SELECT x.supervised_at >= ${b.from} AS now, round(avg(x.score), 1) AS score,
            count(*) AS n, sum(x.incidents) AS incidents,
            count(*) FILTER (WHERE x.score < ${p.add(FAILING_BELOW)}) AS failing
       FROM supervisions x
      WHERE ${scope} AND x.supervised_at >= ${b.prevFrom} AND x.supervised_at < ${b.to}
      GROUP BY 1`,
    p.values,
  );
  const of = (now: boolean) => {
    const r = rows.find((x) => x.now === now);
    const n = num(r?.n) ?? 0;
    return {
      score: num(r?.score),
      n,
      incidents: num(r?.incidents) ?? 0,
      failingRate: n === 0 ? null : percent(num(r?.failing) ?? 0, n),
    };
  };
  const now = of(true);
  const before = of(false);
  return {
    score: figure(now.score, before.score),
    supervisions: figure(now.n, before.n),
    incidents: figure(now.incidents, before.incidents),
    failing_rate: figure(now.failingRate, before.failingRate),
  };
}

interface ModuleRow {
  id: number;
  name: string;
  n: unknown;
  score: unknown;
  failing: unknown;
  incidents: unknown;
}

/** Every module of the brand with its figures in the range. */
async function modules(ctx: ReportContext) {
  const p = new SqlParams();
  const scope = supervisionScope(ctx, p);
  const b = rangeBounds(ctx, p);
  const { rows } = await ctx.db.query<ModuleRow>(
    `SELECT m.id, m.name, count(x.id) AS n, round(avg(x.score), 1) AS score,
            count(x.id) FILTER (WHERE x.score < ${p.add(FAILING_BELOW)}) AS failing,
            coalesce(sum(x.incidents), 0) AS incidents
       FROM supervision_modules m
       LEFT JOIN supervisions x ON x.module_id = m.id AND ${scope}
        AND x.supervised_at >= ${b.from} AND x.supervised_at < ${b.to}
      WHERE m.brand_id = ${p.add(ctx.scope.filter.brandId)} AND ${SUPERVISION_MODULE}
      GROUP BY m.id, m.name, m.sort_order
      ORDER BY m.sort_order, m.id`,
    p.values,
  );
  return rows.map((r) => {
    const n = num(r.n) ?? 0;
    const failing = num(r.failing) ?? 0;
    return {
      module: { id: r.id, name: r.name },
      supervisions: n,
      score: num(r.score),
      failing,
      // No supervision, no rate: a 0 % would read as a result.
      failing_rate: n > 0 ? percent(failing, n) : null,
      incidents: num(r.incidents) ?? 0,
    };
  });
}

/** GET /admin/v2/supervision/global-score. */
export async function supervisionGlobalScore(ctx: ReportContext) {
  const { range } = ctx;
  const group = seriesGroup(range.days);
  const [figures, now, before, byModule] = await Promise.all([
    totals(ctx),
    series(ctx, group, { first: range.start, last: range.end }, (b) => ({
      from: b.from,
      to: b.to,
    })),
    series(ctx, group, { first: range.previous.start, last: range.previous.end }, (b) => ({
      from: b.prevFrom,
      to: b.prevTo,
    })),
    modules(ctx),
  ]);
  return {
    range: { start: range.start, end: range.end },
    previous_range: range.previous,
    group,
    target: SUPERVISION_TARGET,
    failing_below: FAILING_BELOW,
    ...figures,
    series: now,
    previous_series: before,
    modules: byModule,
  };
}
