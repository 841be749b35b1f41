import { likePattern, SqlParams } from '../platform/db/sql';
import { num, round1 } from '../platform/reports/figure';
import { regionItem } from '../platform/reports/person-row';
import { type ReportContext, rangeBounds } from '../platform/reports/report-context';
import { NPS_MIN_ANSWERS, NPS_TARGET, type NpsCounts, type NpsFigure, npsFigure } from './nps';
import { countsOf, type NpsFilter } from './satisfaction-nps';
import { answerScope, NPS_COUNTS_SQL } from './satisfaction-reach';

// Performance indicators (/gem/performance-indicators): per store of the scope, the
// surveys finished in the range, the surveys opened (survey_openings, migration 013), the
// completion rate and the NPS against its target; with the totals of the whole scope.
// Definitions: openapi/admin.yaml (listSatisfactionIndicators) and docs/report-kit.md ("Satisfaction").

type IndicatorSort =
  | 'surveys'
  | '-surveys'
  | 'completion'
  | '-completion'
  | 'nps'
  | '-nps'
  | 'name'
  | '-name';

export interface IndicatorFilter extends NpsFilter {
  /** Matches the store's name (accents folded). */
  search?: string;
  sort?: IndicatorSort;
}

interface Row {
  store_id: number;
  store_name: string;
  region_id: number | null;
  region_name: string | null;
  promoters: unknown;
  passives: unknown;
  detractors: unknown;
  opened: unknown;
  hit: boolean;
}

/** The figures of some answers and openings: counts, completion rate, NPS against the target. */
function indicatorFigures(counts: NpsCounts, opened: number, minAnswers: number) {
  const fig: NpsFigure = npsFigure(counts, minAnswers);
  return {
    surveys: fig.n,
    opened,
    completion_rate: opened > 0 ? round1((100 * fig.n) / opened) : null,
    ...fig,
    target: NPS_TARGET,
    vs_target: fig.nps === null ? null : round1(fig.nps - NPS_TARGET),
    meets_target: fig.nps === null || fig.level === 'low' ? null : fig.nps >= NPS_TARGET,
  };
}

type Item = ReturnType<typeof toItem>;

function toItem(r: Row, minAnswers: number) {
  return {
    store: { id: r.store_id, name: r.store_name },
    region: regionItem(r),
    ...indicatorFigures(countsOf(r), num(r.opened) ?? 0, minAnswers),
  };
}

const byName = (x: Item, y: Item) =>
  x.store.name.localeCompare(y.store.name, 'es') || x.store.id - y.store.id;

/** Ascending on a value, rows without one (null) last; ties by name. */
const nullsLast =
  (value: (i: Item) => number | null, dir: 1 | -1) =>
  (x: Item, y: Item): number => {
    const a = value(x);
    const b = value(y);
    const order =
      a === null || b === null ? Number(a === null) - Number(b === null) : dir * (a - b);
    return order || byName(x, y);
  };

const ORDER: Record<IndicatorSort, (x: Item, y: Item) => number> = {
  surveys: nullsLast((i) => i.surveys, 1),
  '-surveys': nullsLast((i) => i.surveys, -1),
  completion: nullsLast((i) => i.completion_rate, 1),
  '-completion': nullsLast((i) => i.completion_rate, -1),
  nps: nullsLast((i) => i.nps, 1),
  '-nps': nullsLast((i) => i.nps, -1),
  name: byName,
  '-name': (x, y) => byName(y, x),
};

/**
 * Every store of the scope with an answer or an opening in the range, in the sort's order, and
 * the totals of them all (the search narrows the rows, not the totals).
 */
export async function satisfactionIndicators(ctx: ReportContext, f: IndicatorFilter) {
  const minAnswers = f.min_answers ?? NPS_MIN_ANSWERS;
  const p = new SqlParams();
  const b = rangeBounds(ctx, p);
  const answers = answerScope(ctx, p, f, 'a');
  const openings = answerScope(ctx, p, f, 'o');
  const search = f.search?.trim().toLowerCase() ?? '';
  const hit =
    search === ''
      ? 'true'
      : `search_fold(lower(s.name)) LIKE search_fold(${p.add(likePattern(search))}::text)`;
  const { rows } = await ctx.db.query<Row>(
    `WITH ans AS (
       SELECT a.store_id, ${NPS_COUNTS_SQL}
         FROM survey_responses a
        WHERE ${answers} AND a.created_at >= ${b.from} AND a.created_at < ${b.to}
        GROUP BY a.store_id
     ),
     op AS (
       SELECT o.store_id, sum(o.opened) AS opened
         FROM survey_openings o
        WHERE ${openings} AND o.slot >= ${b.from} AND o.slot < ${b.to}
        GROUP BY o.store_id
     )
     SELECT s.id AS store_id, s.name AS store_name, r.id AS region_id, r.name AS region_name,
            ans.promoters, ans.passives, ans.detractors, op.opened, ${hit} AS hit
       FROM ans FULL JOIN op ON op.store_id = ans.store_id
       JOIN organizations s ON s.id = coalesce(ans.store_id, op.store_id)
       LEFT JOIN regions r ON r.id = s.region_id`,
    p.values,
  );
  const sum = (key: keyof NpsCounts | 'opened') =>
    rows.reduce((total, r) => total + (num(r[key]) ?? 0), 0);
  const totals = {
    stores: rows.length,
    ...indicatorFigures(
      { promoters: sum('promoters'), passives: sum('passives'), detractors: sum('detractors') },
      sum('opened'),
      minAnswers,
    ),
  };
  const items = rows
    .filter((r) => r.hit === true)
    .map((r) => toItem(r, minAnswers))
    .sort(ORDER[f.sort ?? '-surveys']);
  return {
    range: { start: ctx.range.start, end: ctx.range.end },
    target: NPS_TARGET,
    min_answers: minAnswers,
    totals,
    items,
  };
}

/** GET /admin/v2/satisfaction/indicators: one page of the rows, with the totals. */
export async function satisfactionIndicatorsPage(
  ctx: ReportContext,
  f: IndicatorFilter,
  page: number,
  pageSize: number,
) {
  const { items, ...rest } = await satisfactionIndicators(ctx, f);
  const from = (page - 1) * pageSize;
  return {
    ...rest,
    items: items.slice(from, from + pageSize),
    total: items.length,
    page,
    page_size: pageSize,
  };
}

export const INDICATORS_CSV = {
  header: [
    'store',
    'region',
    'surveys',
    'opened',
    'completion_rate',
    'nps',
    'margin',
    'label',
    'level',
    'promoters',
    'passives',
    'detractors',
    'target',
    'vs_target',
    'meets_target',
  ],
  cells: (i: Item) => [
    i.store.name,
    i.region?.name ?? null,
    i.surveys,
    i.opened,
    i.completion_rate,
    i.nps,
    i.margin,
    i.label,
    i.level,
    i.promoters,
    i.passives,
    i.detractors,
    i.target,
    i.vs_target,
    i.meets_target,
  ],
};
