import { reachCondition } from '../platform/auth/scope';
import type { SqlParams } from '../platform/db/sql';
import type { ReportContext } from '../platform/reports/report-context';
import { rangeBounds } from '../platform/reports/report-context';

// Which supervisions (`x`) a supervision report reads: those of the stores in the scope filter
// (by the store supervised), applied between two instants.

/** The scope condition on supervisions `x`. */
export function supervisionScope(ctx: ReportContext, p: SqlParams): string {
  const reach = reachCondition(ctx.scope.filter, 'x', p);
  return reach;
}

/** The scope and the range [from, to) on supervisions `x`. */
export function supervisionReach(ctx: ReportContext, p: SqlParams): string {
  const scope = supervisionScope(ctx, p);
  const b = rangeBounds(ctx, p);
  return `${scope} AND x.supervised_at >= ${b.from} AND x.supervised_at < ${b.to}`;
}
