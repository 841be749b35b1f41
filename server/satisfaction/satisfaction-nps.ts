import { SqlParams } from '../platform/db/sql';
import { calendarBucketsCte, seriesGroup } from '../platform/reports/calendar-buckets';
import { num } from '../platform/reports/figure';
import { type ReportContext, rangeBounds } from '../platform/reports/report-context';
import { NPS_MIN_ANSWERS, NPS_TARGET, type NpsCounts, npsChange, npsFigure, npsGroup } from './nps';
import { answerScope, type SurveyFilter } from './satisfaction-reach';

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

const noCounts = (): NpsCounts => ({ promoters: 0, passives: 0, detractors: 0 });

interface SlotRow {
  now: boolean;
  key: string;
  score: number | null;
  n: unknown;
}

/**
 * Every bucket of both series (the previous period's, then the range's) with its answers per
 * score, in one pass over the two periods' answers. Each answer is placed by comparing its
 * instant with the buckets' first instants (`width_bucket` over the sorted array: a binary
 * search), not by converting each answer to a local day: the conversion per answer cost most
 * of the report (four statements reading the range's answers up to three times). A bucket
 * starts at its local midnight, or at the period's start when its week or month began before;
 * an answer is in the bucket of its local day exactly when it is at or after that instant.
 */
async function slots(ctx: ReportContext, f: SurveyFilter): Promise<SlotRow[]> {
  const p = new SqlParams();
  const group = seriesGroup(ctx.range.days);
  const b = rangeBounds(ctx, p);
  const scope = answerScope(ctx, p, f);
  const previous = calendarBucketsCte(
    p,
    group,
    { first: ctx.range.previous.start, last: ctx.range.previous.end },
    'pb',
  );
  const current = calendarBucketsCte(
    p,
    group,
    { first: ctx.range.start, last: ctx.range.end },
    'cb',
  );
  const { rows } = await ctx.db.query<SlotRow>(
    `WITH ${previous}, ${current},
     edges AS (
       SELECT false AS now, k, greatest(k::timestamp AT TIME ZONE ${b.zone}, ${b.prevFrom}) AS e
         FROM pb
       UNION ALL
       SELECT true, k, greatest(k::timestamp AT TIME ZONE ${b.zone}, ${b.from}) FROM cb
     ),
     slots AS (SELECT now, k, e, row_number() OVER (ORDER BY e)::int AS slot FROM edges),
     c AS (
       SELECT width_bucket(a.created_at, (SELECT array_agg(e ORDER BY e) FROM edges)) AS slot,
              a.nps_score AS score, count(*) AS n
         FROM survey_responses a
        WHERE ${scope} AND a.created_at >= ${b.prevFrom} AND a.created_at < ${b.to}
        GROUP BY 1, 2
     )
     SELECT s.now, to_char(s.k, 'YYYY-MM-DD') AS key, c.score, c.n
       FROM slots s LEFT JOIN c ON c.slot = s.slot
      ORDER BY s.slot, c.score`,
    p.values,
  );
  return rows;
}

/** The series of one period (every bucket, in order) and the period's counts. */
function period(rows: readonly SlotRow[], minAnswers: number) {
  const buckets = new Map<string, NpsCounts>();
  const total = noCounts();
  for (const r of rows) {
    let counts = buckets.get(r.key);
    if (counts === undefined) {
      counts = noCounts();
      buckets.set(r.key, counts);
    }
    if (r.score === null) continue;
    const n = num(r.n) ?? 0;
    const group = npsGroup(r.score);
    counts[group] += n;
    total[group] += n;
  }
  const series = [...buckets].map(([key, counts]) => {
    const fig = npsFigure(counts, minAnswers);
    return { key, n: fig.n, nps: fig.nps, margin: fig.margin };
  });
  return { series, total };
}

/** GET /admin/v2/satisfaction/nps. */
export async function satisfactionNps(ctx: ReportContext, f: NpsFilter) {
  const { range } = ctx;
  const minAnswers = f.min_answers ?? NPS_MIN_ANSWERS;
  const rows = await slots(ctx, f);
  const nowRows = rows.filter((r) => r.now);
  const now = period(nowRows, minAnswers);
  const before = period(
    rows.filter((r) => !r.now),
    minAnswers,
  );
  const histogram = Array.from({ length: 11 }, () => 0);
  for (const r of nowRows) {
    if (r.score !== null) histogram[r.score] = (histogram[r.score] ?? 0) + (num(r.n) ?? 0);
  }
  return {
    range: { start: range.start, end: range.end },
    previous_range: range.previous,
    group: seriesGroup(range.days),
    target: NPS_TARGET,
    min_answers: minAnswers,
    current: npsFigure(now.total, minAnswers),
    previous: npsFigure(before.total, minAnswers),
    change: npsChange(now.total, before.total, minAnswers),
    histogram,
    series: now.series,
    previous_series: before.series,
  };
}
