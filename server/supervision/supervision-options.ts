import { SqlParams } from '../platform/db/sql';
import { num } from '../platform/reports/figure';
import type { ReportContext } from '../platform/reports/report-context';
import { SUPERVISION_MODULE } from './supervision-modules';
import { supervisionReach } from './supervision-reach';

// The options of the supervision reports' filters (module, supervisor, checklist) with the
// number of supervisions of each over the scope and the range, so a filter never offers an
// option that finds nothing without saying so.

interface CountRow {
  name: string;
  n: unknown;
}

async function countsBy(ctx: ReportContext, column: 'x.supervisor_name' | 'x.name') {
  const p = new SqlParams();
  const { rows } = await ctx.db.query<CountRow>(
    `SELECT ${column} AS name, count(*) AS n
       FROM supervisions x
      WHERE ${supervisionReach(ctx, p)}
      GROUP BY 1
      ORDER BY lower(${column}), 1`,
    p.values,
  );
  return rows.map((r) => ({ name: r.name, count: num(r.n) ?? 0 }));
}

async function moduleCounts(ctx: ReportContext) {
  const p = new SqlParams();
  const reach = supervisionReach(ctx, p);
  const { rows } = await ctx.db.query<CountRow & { id: number }>(
    `SELECT m.id, m.name, count(x.id) AS n
       FROM supervision_modules m
       LEFT JOIN supervisions x ON x.module_id = m.id AND ${reach}
      WHERE m.brand_id = ${p.add(ctx.scope.filter.brandId)} AND ${SUPERVISION_MODULE}
      GROUP BY m.id, m.name, m.sort_order
      ORDER BY m.sort_order, m.id`,
    p.values,
  );
  return rows.map((r) => ({ id: r.id, name: r.name, count: num(r.n) ?? 0 }));
}

/** GET /admin/v2/supervision/reports/options. */
export async function supervisionOptions(ctx: ReportContext) {
  const [modules, supervisors, supervisions] = await Promise.all([
    moduleCounts(ctx),
    countsBy(ctx, 'x.supervisor_name'),
    countsBy(ctx, 'x.name'),
  ]);
  return {
    range: { start: ctx.range.start, end: ctx.range.end },
    modules,
    supervisors,
    supervisions,
  };
}
