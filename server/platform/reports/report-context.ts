import type { Context } from 'hono';
import { resolveScope, type Scope } from '../auth/scope';
import type { Db } from '../db/db';
import type { SqlParams } from '../db/sql';
import type { AppEnv } from '../http/env';
import { addDays, dayStartSql, type ReportRange, reportRange } from './range';

/** What every report query starts from: the caller's scope, the range and its SQL bounds. */
export interface ReportContext {
  db: Db;
  scope: Scope;
  range: ReportRange;
  /** The caller's IANA time zone: days begin at its midnight. */
  timeZone: string;
  now: Date;
}

/** The query parameters every report takes (the contract's scope and range parameters). */
export interface ReportQuery {
  security_id: number;
  brand_id?: number;
  region_id?: number;
  store_id?: number;
  start: string;
  end: string;
}

/** Resolves the scope (checked as the people operations are) and the range of a report call. */
export async function reportContext(c: Context<AppEnv>, q: ReportQuery): Promise<ReportContext> {
  const { db, now } = c.var.deps;
  const range = reportRange(q.start, q.end);
  const scope = await resolveScope(db, c.var.admin.id, q);
  return { db, scope, range, timeZone: c.var.admin.timezone, now: now() };
}

/**
 * Placeholders for the instants a report compares: the range [from, to) and the previous period
 * [prevFrom, prevTo), each the start of a day in the caller's zone (prevTo = from). Each is added
 * to the parameters on first use: PostgreSQL refuses a parameter no statement text refers to.
 */
export function rangeBounds(ctx: ReportContext, p: SqlParams) {
  const made = new Map<string, string>();
  const once = (key: string, make: () => string) => {
    let sql = made.get(key);
    if (sql === undefined) {
      sql = make();
      made.set(key, sql);
    }
    return sql;
  };
  const bounds = {
    get zone() {
      return once('zone', () => p.add(ctx.timeZone));
    },
    get from() {
      return once('from', () => dayStartSql(p.add(ctx.range.start), bounds.zone));
    },
    get to() {
      return once('to', () => dayStartSql(p.add(addDays(ctx.range.end, 1)), bounds.zone));
    },
    get prevFrom() {
      return once('prevFrom', () => dayStartSql(p.add(ctx.range.previous.start), bounds.zone));
    },
    get prevTo() {
      return bounds.from;
    },
  };
  return bounds;
}

export type RangeBounds = ReturnType<typeof rangeBounds>;
