import { reachCondition } from '../platform/auth/scope';
import type { SqlParams } from '../platform/db/sql';
import {
  type RangeBounds,
  type ReportContext,
  rangeBounds,
} from '../platform/reports/report-context';

// Which guest answers (`a`, survey_responses) a satisfaction report reads: those of the stores
// in the scope filter, of one survey when the filter names it, answered between two instants.

export interface SurveyFilter {
  survey_id?: number;
}

/**
 * The scope (and the survey, if named) on survey_responses `a`, or on another table with the
 * same brand_id, region_id, store_id and survey_id columns (survey_openings).
 */
export function answerScope(
  ctx: ReportContext,
  p: SqlParams,
  f: SurveyFilter,
  alias = 'a',
): string {
  const reach = reachCondition(ctx.scope.filter, alias, p);
  return f.survey_id === undefined
    ? reach
    : `${reach} AND ${alias}.survey_id = ${p.add(f.survey_id)}`;
}

/** The scope, the survey and [from, to) of `instants` (the range by default) on answers `a`. */
export function answerReach(
  ctx: ReportContext,
  p: SqlParams,
  f: SurveyFilter,
  instants: (b: RangeBounds) => { from: string; to: string } = (b) => ({ from: b.from, to: b.to }),
): string {
  const scope = answerScope(ctx, p, f);
  const { from, to } = instants(rangeBounds(ctx, p));
  return `${scope} AND a.created_at >= ${from} AND a.created_at < ${to}`;
}

/** SQL counting the NPS groups of the answers `a` in a grouped query. */
export const NPS_COUNTS_SQL = `count(*) FILTER (WHERE a.nps_score >= 9) AS promoters,
  count(*) FILTER (WHERE a.nps_score BETWEEN 7 AND 8) AS passives,
  count(*) FILTER (WHERE a.nps_score <= 6) AS detractors`;
