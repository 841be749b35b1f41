import { SqlParams } from '../platform/db/sql';
import { num } from '../platform/reports/figure';
import { type ReportContext, rangeBounds } from '../platform/reports/report-context';
import {
  compareLeaderboardRows,
  NPS_MIN_ANSWERS,
  type NpsCounts,
  npsChange,
  npsFigure,
} from './nps';
import { countsOf, type NpsFilter } from './satisfaction-nps';
import { answerScope } from './satisfaction-reach';

// The NPS leaderboard: the scope's regions or stores by NPS, each with its n, its
// margin and its change against the previous period (significant or noise). A score from fewer
// answers than `min_answers` is not ranked: it is listed after the ranked ones, greyed out by
// the page, because its place would be noise; those rows follow by their answers, not their NPS.

type NpsBreakdownBy = 'region' | 'store';

export interface BreakdownFilter extends NpsFilter {
  by?: NpsBreakdownBy;
}

interface Row {
  id: number | null;
  name: string | null;
  now: boolean;
  promoters: unknown;
  passives: unknown;
  detractors: unknown;
}

/** GET /admin/v2/satisfaction/nps/breakdown (and its export). */
export async function satisfactionBreakdown(ctx: ReportContext, f: BreakdownFilter) {
  const by = f.by ?? 'store';
  const minAnswers = f.min_answers ?? NPS_MIN_ANSWERS;
  const p = new SqlParams();
  const scope = answerScope(ctx, p, f);
  const b = rangeBounds(ctx, p);
  const group =
    by === 'region'
      ? { id: 'a.region_id', name: 'r.name', join: 'LEFT JOIN regions r ON r.id = a.region_id' }
      : { id: 'a.store_id', name: 's.name', join: 'JOIN organizations s ON s.id = a.store_id' };
  const { rows } = await ctx.db.query<Row>(
    `SELECT ${group.id} AS id, ${group.name} AS name, a.created_at >= ${b.from} AS now,
            count(*) FILTER (WHERE a.nps_score >= 9) AS promoters,
            count(*) FILTER (WHERE a.nps_score BETWEEN 7 AND 8) AS passives,
            count(*) FILTER (WHERE a.nps_score <= 6) AS detractors
       FROM survey_responses a ${group.join}
      WHERE ${scope} AND a.created_at >= ${b.prevFrom} AND a.created_at < ${b.to}
      GROUP BY 1, 2, 3`,
    p.values,
  );
  const groups = new Map<
    string,
    { id: number | null; name: string; now?: NpsCounts; before?: NpsCounts }
  >();
  for (const r of rows) {
    const key = String(r.id);
    const g = groups.get(key) ?? { id: num(r.id), name: r.name ?? '' };
    g[r.now ? 'now' : 'before'] = countsOf(r);
    groups.set(key, g);
  }
  const none = countsOf(undefined);
  const items = [...groups.values()]
    // Rows with an answer in the range (a place with answers only before has nothing to rank).
    .filter((g) => g.now !== undefined)
    .map((g) => {
      const now = npsFigure(g.now ?? none, minAnswers);
      const before = npsFigure(g.before ?? none, minAnswers);
      return {
        id: g.id,
        name: g.name,
        ...now,
        previous_nps: before.nps,
        change: npsChange(g.now ?? none, g.before ?? none, minAnswers),
      };
    })
    .sort(compareLeaderboardRows);
  let place = 0;
  return {
    range: { start: ctx.range.start, end: ctx.range.end },
    previous_range: ctx.range.previous,
    by,
    min_answers: minAnswers,
    items: items.map((i) => ({ ...i, rank: i.level === 'low' ? null : ++place })),
  };
}

export type NpsBreakdownItem = Awaited<ReturnType<typeof satisfactionBreakdown>>['items'][number];

export const BREAKDOWN_CSV = {
  header: [
    'rank',
    'name',
    'n',
    'nps',
    'margin',
    'promoters',
    'passives',
    'detractors',
    'previous_nps',
    'change',
    'significant',
  ],
  cells: (i: NpsBreakdownItem) => [
    i.rank,
    i.name,
    i.n,
    i.nps,
    i.margin,
    i.promoters,
    i.passives,
    i.detractors,
    i.previous_nps,
    i.change.delta,
    i.change.significant,
  ],
};
