import { likePattern, SqlParams } from '../platform/db/sql';
import { EXPORT_BATCH } from '../platform/exports/csv-export';
import { num } from '../platform/reports/figure';
import { type Paging, pageOf, pagingSql } from '../platform/reports/paging';
import { regionItem } from '../platform/reports/person-row';
import type { ReportContext } from '../platform/reports/report-context';
import { npsGroup } from './nps';
import { answerReach, type SurveyFilter } from './satisfaction-reach';
import { wordFilterTerm } from './satisfaction-words';

// The guests' answers (SPEC §3: survey, survey number, store, date, score; with the comment):
// in the range by when they were given, in the scope by the store answered for.

type ResponseSort = 'date' | '-date' | 'score' | '-score' | 'store' | '-store';
type NpsGroupName = 'promoters' | 'passives' | 'detractors';

const ORDER: Record<ResponseSort, string> = {
  date: 'a.created_at ASC',
  '-date': 'a.created_at DESC',
  score: 'a.nps_score ASC, a.created_at DESC',
  '-score': 'a.nps_score DESC, a.created_at DESC',
  store: 'lower(s.name) ASC, a.created_at DESC',
  '-store': 'lower(s.name) DESC, a.created_at DESC',
};

const GROUP_SQL: Record<NpsGroupName, string> = {
  promoters: 'a.nps_score >= 9',
  passives: 'a.nps_score BETWEEN 7 AND 8',
  detractors: 'a.nps_score <= 6',
};

export interface ResponseFilter extends SurveyFilter {
  /** Matches the comment or the store (accents folded). */
  search?: string;
  group?: NpsGroupName;
  /** Only answers with a comment. */
  commented?: boolean;
  /** Only answers whose comment uses this word (a word of the cloud: comment-terms.ts). */
  word?: string;
  sort?: ResponseSort;
}

interface Row {
  id: string | number;
  survey_id: number;
  survey_name: string;
  survey_number: number;
  store_id: number;
  store_name: string;
  region_id: number | null;
  region_name: string | null;
  nps_score: number;
  comment: string | null;
  created_at: Date;
  total: unknown;
}

/** The WHERE and ORDER BY of the list and the exports, with their parameters. */
function filterSql(ctx: ReportContext, f: ResponseFilter, p: SqlParams) {
  const parts = [answerReach(ctx, p, f)];
  if (f.group !== undefined) parts.push(GROUP_SQL[f.group]);
  if (f.commented === true) parts.push(`coalesce(a.comment, '') <> ''`);
  if (f.word !== undefined) {
    parts.push(`EXISTS (SELECT 1 FROM survey_response_terms t
      WHERE t.response_id = a.id AND t.term = ${p.add(wordFilterTerm(f.word))})`);
  }
  const search = f.search?.trim().toLowerCase() ?? '';
  if (search !== '') {
    const pattern = `search_fold(${p.add(likePattern(search))}::text)`;
    parts.push(`(search_fold(lower(coalesce(a.comment, ''))) LIKE ${pattern}
      OR search_fold(lower(s.name)) LIKE ${pattern})`);
  }
  return `FROM survey_responses a
      JOIN surveys v ON v.id = a.survey_id
      JOIN organizations s ON s.id = a.store_id
      LEFT JOIN regions r ON r.id = a.region_id
     WHERE ${parts.join(' AND ')}
     ORDER BY ${ORDER[f.sort ?? '-date']}, a.id DESC`;
}

function listSql(ctx: ReportContext, f: ResponseFilter, page: Paging) {
  const p = new SqlParams();
  const sql = `
    SELECT a.id, a.survey_id, v.name AS survey_name, v.survey_number, a.store_id,
           s.name AS store_name, a.region_id, r.name AS region_name, a.nps_score, a.comment,
           a.created_at, count(*) OVER () AS total
      ${filterSql(ctx, f, p)}
     ${pagingSql((v) => p.add(v), page)}`;
  return { sql, params: p.values };
}

function toItem(r: Row) {
  return {
    id: Number(r.id),
    survey: { id: r.survey_id, name: r.survey_name },
    survey_number: r.survey_number,
    store: { id: r.store_id, name: r.store_name },
    region: regionItem(r),
    date: r.created_at.toISOString(),
    score: r.nps_score,
    group: npsGroup(r.nps_score),
    comment: r.comment,
  };
}

/** GET /admin/v2/satisfaction/responses: one page. */
export async function responsesPage(
  ctx: ReportContext,
  f: ResponseFilter,
  page: number,
  pageSize: number,
) {
  const fetch = async (pg: Paging) => {
    const q = listSql(ctx, f, pg);
    return (await ctx.db.query<Row>(q.sql, q.params)).rows;
  };
  const paged = await pageOf(fetch, toItem, page, pageSize);
  return { ...paged, range: { start: ctx.range.start, end: ctx.range.end } };
}

/** One exported answer: only the CSV's columns, the date already as toISOString() writes it. */
interface ExportRow {
  survey_name: string;
  survey_number: number;
  store_name: string;
  region_name: string | null;
  nps_score: number;
  comment: string | null;
  date: string;
}

/**
 * Every answer of the filter, in order, in batches as the database sends them (the exports; the
 * full export passes no filter): no total, no ids, the date formatted by PostgreSQL (UTC,
 * milliseconds truncated as a Date's are), so a brand's month (~16,000 rows) is cheap to parse.
 */
export function responseBatches(ctx: ReportContext, f: ResponseFilter) {
  const p = new SqlParams();
  const sql = `
    SELECT v.name AS survey_name, v.survey_number, s.name AS store_name, r.name AS region_name,
           a.nps_score, a.comment,
           to_char(a.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS date
      ${filterSql(ctx, f, p)}`;
  return ctx.db.batches<ExportRow>(sql, p.values, EXPORT_BATCH);
}

export const RESPONSES_CSV = {
  header: ['survey', 'survey_number', 'store', 'region', 'date', 'score', 'group', 'comment'],
  cells: (r: ExportRow) => [
    r.survey_name,
    r.survey_number,
    r.store_name,
    r.region_name,
    r.date,
    r.nps_score,
    npsGroup(r.nps_score),
    r.comment,
  ],
};

/** GET /admin/v2/satisfaction/surveys: the brand's surveys with their answers in the range. */
export async function satisfactionSurveys(ctx: ReportContext) {
  const p = new SqlParams();
  const reach = answerReach(ctx, p, {});
  const { rows } = await ctx.db.query<{
    id: number;
    name: string;
    survey_number: number;
    n: unknown;
  }>(
    `SELECT v.id, v.name, v.survey_number, count(a.id) AS n
       FROM surveys v
       LEFT JOIN survey_responses a ON a.survey_id = v.id AND ${reach}
      WHERE v.brand_id = ${p.add(ctx.scope.filter.brandId)}
      GROUP BY v.id, v.name, v.survey_number
      ORDER BY v.survey_number, v.id`,
    p.values,
  );
  return {
    range: { start: ctx.range.start, end: ctx.range.end },
    surveys: rows.map((r) => ({
      id: r.id,
      name: r.name,
      survey_number: r.survey_number,
      count: num(r.n) ?? 0,
    })),
  };
}
