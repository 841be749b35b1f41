import { SqlParams } from '../platform/db/sql';
import { calendarBucketsCte, seriesGroup } from '../platform/reports/calendar-buckets';
import { num } from '../platform/reports/figure';
import {
  type RangeBounds,
  type ReportContext,
  rangeBounds,
} from '../platform/reports/report-context';
import { NPS_MIN_ANSWERS, NPS_TARGET, type NpsCounts, npsChange, npsFigure } from './nps';
import { answerReach, answerScope, NPS_COUNTS_SQL, type SurveyFilter } from './satisfaction-reach';

// The NPS block of the satisfaction reports: the range's NPS with its n and margin
// against the previous period (is the change beyond noise?), the groups' shares, the 0–10
// histogram and the trend grouped by the range's length with the target line.

export interface NpsFilter extends SurveyFilter {
  /** Below this many answers an NPS is `low` (greyed out); default NPS_MIN_ANSWERS. */
  min_answers?: number;
}

interface CountsRow {
  promoters: unknown;
  passives: unknown;
  detractors: unknown;
}

/** Counts of a grouped row (zeros when the row is absent). */
export const countsOf = (r: CountsRow | undefined): NpsCounts => ({
  promoters: num(r?.promoters) ?? 0,
  passives: num(r?.passives) ?? 0,
  detractors: num(r?.detractors) ?? 0,
});

async function totals(ctx: ReportContext, f: SurveyFilter) {
  const p = new SqlParams();
  const scope = answerScope(ctx, p, f);
  const b = rangeBounds(ctx, p);
  const { rows } = await ctx.db.query<CountsRow & { now: boolean }>(
    `SELECT a.created_at >= ${b.from} AS now, ${NPS_COUNTS_SQL}
       FROM survey_responses a
      WHERE ${scope} AND a.created_at >= ${b.prevFrom} AND a.created_at < ${b.to}
      GROUP BY 1`,
    p.values,
  );
  return {
    now: countsOf(rows.find((r) => r.now === true)),
    before: countsOf(rows.find((r) => r.now === false)),
  };
}

async function histogram(ctx: ReportContext, f: SurveyFilter): Promise<number[]> {
  const p = new SqlParams();
  const { rows } = await ctx.db.query<{ score: number; n: unknown }>(
    `SELECT a.nps_score AS score, count(*) AS n
       FROM survey_responses a WHERE ${answerReach(ctx, p, f)}
      GROUP BY 1`,
    p.values,
  );
  return Array.from({ length: 11 }, (_, score) => num(rows.find((r) => r.score === score)?.n) ?? 0);
}

/** Every bucket of [first, last] with the NPS of the answers of [from, to). */
async function series(
  ctx: ReportContext,
  f: NpsFilter,
  days: { first: string; last: string },
  instants: (b: RangeBounds) => { from: string; to: string },
) {
  const p = new SqlParams();
  const group = seriesGroup(ctx.range.days);
  const b = rangeBounds(ctx, p);
  const reach = answerReach(ctx, p, f, instants);
  const { rows } = await ctx.db.query<CountsRow & { key: string }>(
    `WITH a AS (
       SELECT (a.created_at AT TIME ZONE ${b.zone})::date AS day, a.nps_score
         FROM survey_responses a WHERE ${reach}
     ),
     ${calendarBucketsCte(p, group, days)}
     SELECT to_char(b.k, 'YYYY-MM-DD') AS key, ${NPS_COUNTS_SQL.replaceAll('count(*)', 'count(a.day)')}
       FROM b LEFT JOIN a ON date_trunc('${group}', a.day)::date = b.k
      GROUP BY b.k ORDER BY b.k`,
    p.values,
  );
  return rows.map((r) => {
    const fig = npsFigure(countsOf(r), f.min_answers);
    return { key: r.key, n: fig.n, nps: fig.nps, margin: fig.margin };
  });
}

/** GET /admin/v2/satisfaction/nps. */
export async function satisfactionNps(ctx: ReportContext, f: NpsFilter) {
  const { range } = ctx;
  const minAnswers = f.min_answers ?? NPS_MIN_ANSWERS;
  const [counts, bars, now, before] = await Promise.all([
    totals(ctx, f),
    histogram(ctx, f),
    series(ctx, f, { first: range.start, last: range.end }, (b) => ({ from: b.from, to: b.to })),
    series(ctx, f, { first: range.previous.start, last: range.previous.end }, (b) => ({
      from: b.prevFrom,
      to: b.prevTo,
    })),
  ]);
  return {
    range: { start: range.start, end: range.end },
    previous_range: range.previous,
    group: seriesGroup(range.days),
    target: NPS_TARGET,
    min_answers: minAnswers,
    current: npsFigure(counts.now, minAnswers),
    previous: npsFigure(counts.before, minAnswers),
    change: npsChange(counts.now, counts.before, minAnswers),
    histogram: bars,
    series: now,
    previous_series: before,
  };
}
