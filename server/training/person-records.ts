import { reachCondition } from '../platform/auth/scope';
import { SqlParams } from '../platform/db/sql';
import { num } from '../platform/reports/figure';
import { type Paging, pageOf, pagingSql } from '../platform/reports/paging';
import { personSearchSql } from '../platform/reports/person-row';
import { type ReportContext, rangeBounds } from '../platform/reports/report-context';

// A list of records one per person and course (DC-3 forms, awards): in the scope by the
// record's own store, in the range by one of its instants, searched by the person, narrowed by
// course and by one grouping column (a status, a kind) whose counts the page also gives.

export interface PersonRecordsSpec<
  Row extends object,
  Item,
  Group extends string,
  Sort extends string,
> {
  /** The table and its alias, e.g. `awards w`; the alias carries brand, region and store. */
  table: string;
  alias: string;
  columns: string;
  /** Joins of the columns; must join the person as `p`. */
  joins: string;
  /** The instant the range filters on, e.g. `w.earned_at`. */
  at: string;
  group: { column: string; values: readonly Group[] };
  order: Record<Sort, string>;
  defaultSort: NoInfer<Sort>;
  toItem: (row: Row) => Item;
}

export interface PersonRecordsFilter<Group, Sort> {
  search?: string;
  course_id?: number;
  group?: Group;
  sort?: Sort;
}

export function personRecords<Row extends object, Item, Group extends string, Sort extends string>(
  spec: PersonRecordsSpec<Row, Item, Group, Sort>,
) {
  type Filter = PersonRecordsFilter<Group, Sort>;
  const a = spec.alias;

  /**
   * WHERE of the filter, the group left out (the counts per group ignore it): `own` on the
   * record alone, `person` on its person (the search), or TRUE.
   */
  function whereOf(ctx: ReportContext, p: SqlParams, f: Filter) {
    const reach = reachCondition(ctx.scope.filter, a, p);
    const b = rangeBounds(ctx, p);
    const parts = [reach, `${spec.at} >= ${b.from}`, `${spec.at} < ${b.to}`];
    if (f.course_id !== undefined) parts.push(`${a}.course_id = ${p.add(f.course_id)}`);
    return { own: parts.join(' AND '), person: personSearchSql(p, f.search) ?? 'TRUE' };
  }

  function listSql(ctx: ReportContext, f: Filter, page?: Paging) {
    const p = new SqlParams();
    const where = whereOf(ctx, p, f);
    const group = f.group === undefined ? '' : `AND ${spec.group.column} = ${p.add(f.group)}`;
    // The records of the scope and range are read first (`OFFSET 0` keeps the subquery apart):
    // sorted by name, PostgreSQL otherwise walked everyone in name order (migration 015's index
    // of all people) probing each one's records: every person of the brand for a few forms.
    const sql = `
      SELECT ${spec.columns}, count(*) OVER () AS total
        FROM (SELECT * FROM ${spec.table} WHERE ${where.own} ${group} OFFSET 0) ${a}
        ${spec.joins}
       WHERE ${where.person}
       ORDER BY ${spec.order[f.sort ?? spec.defaultSort]}, ${a}.id
       ${pagingSql((v) => p.add(v), page)}`;
    return { sql, params: p.values };
  }

  async function counts(ctx: ReportContext, f: Filter): Promise<Record<Group, number>> {
    const p = new SqlParams();
    const where = whereOf(ctx, p, f);
    const { rows } = await ctx.db.query<{ g: Group; n: unknown }>(
      `SELECT ${spec.group.column} AS g, count(*) AS n
         FROM ${spec.table} JOIN people p ON p.id = ${a}.person_id
        WHERE ${where.own} AND ${where.person} GROUP BY 1`,
      p.values,
    );
    const out = Object.fromEntries(spec.group.values.map((g) => [g, 0])) as Record<Group, number>;
    for (const r of rows) out[r.g] = num(r.n) ?? 0;
    return out;
  }

  return {
    /** One page, with the range and the counts per group. */
    async page(ctx: ReportContext, f: Filter, page: number, pageSize: number) {
      const fetch = async (pg: Paging) => {
        const q = listSql(ctx, f, pg);
        return (await ctx.db.query<Row & { total: unknown }>(q.sql, q.params)).rows;
      };
      const [paged, byGroup] = await Promise.all([
        pageOf(fetch, spec.toItem, page, pageSize),
        counts(ctx, f),
      ]);
      return { ...paged, range: { start: ctx.range.start, end: ctx.range.end }, counts: byGroup };
    },
    /** Every record of the filter, in order (the export). */
    async rows(ctx: ReportContext, f: Filter): Promise<Item[]> {
      const q = listSql(ctx, f);
      const { rows } = await ctx.db.query<Row>(q.sql, q.params);
      return rows.map(spec.toItem);
    },
  };
}
