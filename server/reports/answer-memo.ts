import type { Scope } from '../auth/scope';
import type { Db } from '../db/db';
import { localDay } from './range';

/** What of a report's context its answer depends on besides its query (a ReportContext is one). */
export interface MemoContext {
  db: Db;
  scope: Pick<Scope, 'role' | 'filter'>;
  timeZone: string;
  now: Date;
}

/**
 * Whole answers of the heaviest reports (the usage graph, the users ranking), kept in the server
 * and served again while their brand's data has not changed (issue 12: at 16 clients on two
 * cores, recomputing them on every call cannot answer within 400 ms).
 *
 * Exact: `report_versions` (migration 022) moves in the same transaction as any write to a table
 * these reports read, and the version is read *before* the answer is made, so an answer is filed
 * under a version no newer than the data it saw; once a write commits, every later call reads a
 * newer version and misses. The key holds everything else the answer depends on: the operation,
 * its query, the scope, the caller's time zone and today's date there (the usage graph stops at
 * yesterday). Answers that depend on the instant itself (the time-in-product filter) are not kept.
 */
export class AnswerMemo {
  private readonly entries = new Map<string, { version: string; answer: unknown }>();
  // Answers being made: calls that miss together share one (after a write, 16 clients asking at
  // once would otherwise make the same answer 16 times).
  private readonly making = new Map<string, { version: string; answer: Promise<unknown> }>();
  hits = 0;
  misses = 0;

  /** At most `capacity` answers, the least recently used dropped first; 0 keeps none. */
  constructor(private readonly capacity: number) {}

  async answer<T>(
    ctx: MemoContext,
    operation: string,
    query: Record<string, unknown>,
    make: () => Promise<T>,
  ): Promise<T> {
    if (this.capacity === 0) return make();
    const version = await brandVersion(ctx.db, ctx.scope.filter.brandId);
    const { security_id: _domain, ...asked } = query;
    const key = JSON.stringify([
      operation,
      ctx.scope.role,
      ctx.scope.filter,
      ctx.timeZone,
      localDay(ctx.now, ctx.timeZone),
      Object.entries(asked).sort(([a], [b]) => (a < b ? -1 : 1)),
    ]);
    const kept = this.entries.get(key);
    if (kept && kept.version === version) {
      // Most recently used last: Map keeps insertion order.
      this.entries.delete(key);
      this.entries.set(key, kept);
      this.hits += 1;
      return kept.answer as T;
    }
    const underway = this.making.get(key);
    if (underway && underway.version === version) {
      this.hits += 1;
      return underway.answer as Promise<T>;
    }
    this.misses += 1;
    const made = make();
    this.making.set(key, { version, answer: made });
    try {
      const answer = await made;
      this.keep(key, version, answer);
      return answer;
    } finally {
      if (this.making.get(key)?.answer === made) this.making.delete(key);
    }
  }

  private keep(key: string, version: string, answer: unknown) {
    this.entries.delete(key);
    this.entries.set(key, { version, answer });
    while (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }
}

/** The brand's data version ('0' before its first write since migration 022). */
async function brandVersion(db: Db, brandId: number): Promise<string> {
  const { rows } = await db.query<{ version: unknown }>(
    'SELECT version FROM report_versions WHERE brand_id = $1',
    [brandId],
  );
  return String(rows[0]?.version ?? 0);
}
