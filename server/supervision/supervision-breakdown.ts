import type { Level } from '../platform/auth/roles';
import { SqlParams } from '../platform/db/sql';
import { figure, num } from '../platform/reports/figure';
import { type ReportContext, rangeBounds } from '../platform/reports/report-context';
import { supervisionScope } from './supervision-reach';

// The global score one level down the scope: a brand by region, a region by store, a store by
// checklist, each row now and in the previous period.

type BreakdownLevel = 'region' | 'store' | 'supervision';

/** What a scope level is broken down by, and the SQL of its key and name (a closed list). */
const BY: Record<Level, { level: BreakdownLevel; id: string; name: string; join: string }> = {
  brand: {
    level: 'region',
    id: 'x.region_id',
    name: "coalesce(g.name, '')",
    join: 'LEFT JOIN regions g ON g.id = x.region_id',
  },
  region: {
    level: 'store',
    id: 'x.store_id',
    name: 'g.name',
    join: 'JOIN organizations g ON g.id = x.store_id',
  },
  store: { level: 'supervision', id: 'NULL::int', name: 'x.name', join: '' },
};

interface Row {
  id: number | null;
  name: string;
  score: unknown;
  n: unknown;
  incidents: unknown;
  previous: unknown;
}

/** GET /admin/v2/supervision/global-score/breakdown. */
export async function supervisionBreakdown(ctx: ReportContext) {
  const by = BY[ctx.scope.filter.level];
  const p = new SqlParams();
  const scope = supervisionScope(ctx, p);
  const b = rangeBounds(ctx, p);
  const { rows } = await ctx.db.query<Row>(
    `WITH x AS (
       SELECT x.*, x.supervised_at >= ${b.from} AS now
         FROM supervisions x
        WHERE ${scope} AND x.supervised_at >= ${b.prevFrom} AND x.supervised_at < ${b.to}
     )
     SELECT * FROM (
       SELECT ${by.id} AS id, ${by.name} AS name,
              round(avg(x.score) FILTER (WHERE x.now), 1) AS score,
              count(*) FILTER (WHERE x.now) AS n,
              coalesce(sum(x.incidents) FILTER (WHERE x.now), 0) AS incidents,
              round(avg(x.score) FILTER (WHERE NOT x.now), 1) AS previous
         FROM x ${by.join}
        GROUP BY 1, 2
     ) t
     ORDER BY lower(t.name), t.name, t.id`,
    p.values,
  );
  return {
    range: { start: ctx.range.start, end: ctx.range.end },
    previous_range: ctx.range.previous,
    level: by.level,
    items: rows.map((r) => {
      const { value, previous, delta } = figure(num(r.score), num(r.previous));
      return {
        id: r.id,
        name: r.name,
        score: value,
        supervisions: num(r.n) ?? 0,
        incidents: num(r.incidents) ?? 0,
        previous_score: previous,
        delta,
      };
    }),
  };
}
