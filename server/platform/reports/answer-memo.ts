import type { Scope } from '../auth/scope';
import type { Db } from '../db/db';
import {
  DATA_DOMAINS,
  type DataDomain,
  type DomainVersions,
  NO_WRITES,
  versionOf,
} from './data-domains';
import { localDay } from './range';

/** What of a report's context its answer depends on besides its query (a ReportContext is one). */
export interface MemoContext {
  db: Db;
  scope: Pick<Scope, 'role' | 'filter'>;
  timeZone: string;
  now: Date;
}

// An answer no call has taken for this long is not refreshed ahead: its admin has moved on.
const WANTED_FOR_MS = 10 * 60_000;

/**
 * The report cache: whole answers of the heaviest reports (the dashboard's panels; the users,
 * managers and stores rankings; the training reports, topic summary and training targets; the
 * supervision list and global score; the NPS, its breakdown and the word cloud), cached in the
 * server and served again while the brand's data they read has not changed (at 16 clients on
 * two cores, recomputing them on every call cannot answer within the 400 ms target).
 *
 * Invalidation is exact: a version per brand and data domain (data-domains.ts; migrations 022,
 * 023, 039 and 040) moves in the same transaction as any write to a table of that domain, and the
 * versions are read *before* the answer is made, so an answer is filed under versions no newer
 * than the data it saw; once a write to a domain it reads commits, every later call reads a
 * newer version and misses. The key holds everything else the answer depends on: the operation,
 * its query, the scope, the caller's time zone and today's date there (the usage graph stops at
 * yesterday). Answers that depend on the instant itself (the time-in-product filter) are never
 * cached. Answers calls have taken are recomputed soon after a write, before the next call
 * (refresh-ahead: answer-refresh.ts).
 */
export class AnswerMemo {
  private readonly entries = new Map<string, Entry>();
  // Answers being computed: calls that miss together share one (request coalescing: after a
  // write, 16 clients asking at once would otherwise compute the same answer 16 times).
  private readonly making = new Map<string, Making>();
  hits = 0;
  misses = 0;
  /** Called when an answer that can be refreshed ahead (answer-refresh.ts) is asked for. */
  onAsked: () => void = () => {};

  /**
   * An LRU cache of at most `capacity` answers; 0 turns it off. Answers computed over `root`
   * (not over a transaction, which ends with its request) can be refreshed ahead of the next call
   * after a write.
   */
  constructor(
    private readonly capacity: number,
    private readonly root?: Db,
  ) {}

  /**
   * The cached answer of this call while its brand is unchanged, else `make()`'s, cached.
   * `ahead: false`: never refreshed ahead of a call (an export's first batch: one export is one
   * call). `keep: false`: only shared with the same calls made meanwhile (coalesced), not cached
   * after (a whole export's rows: thousands per answer, too large to keep hundreds of).
   * `reads`: the data domains the answer reads (data-domains.ts); a write to any other leaves it
   * kept. Every domain unless said.
   */
  answer<T>(
    ctx: MemoContext,
    operation: string,
    query: Record<string, unknown>,
    make: () => Promise<T>,
    options: { ahead?: boolean; keep?: boolean; reads?: readonly DataDomain[] } = {},
  ): Promise<T> {
    return this.lookup(ctx, operation, query, make, true, {
      ahead: options.ahead !== false,
      keep: options.keep !== false,
      reads: options.reads ?? DATA_DOMAINS,
    });
  }

  /** Brands of the answers asked for since last refreshed ahead, in the last ten minutes. */
  askedBrands(): number[] {
    const brands = new Set<number>();
    for (const entry of this.entries.values()) {
      if (this.wanted(entry)) brands.add(entry.brandId);
    }
    return [...brands];
  }

  /**
   * How to refresh, ahead of the next call, every answer asked for since it was computed whose
   * brand has moved past the version it was computed at (`versions`: brand → versions now): the
   * invalidated ones. Refreshed ahead, an answer counts as not asked until a call takes it: one speculative answer per call at most.
   */
  staleAsked(versions: ReadonlyMap<number, DomainVersions>): (() => Promise<unknown>)[] {
    const stale: (() => Promise<unknown>)[] = [];
    for (const [key, entry] of this.entries) {
      const now = versionOf(versions.get(entry.brandId) ?? NO_WRITES, entry.reads);
      if (this.wanted(entry) && entry.version !== now && !this.making.has(key)) {
        entry.askedAt = undefined;
        stale.push(entry.again);
      }
    }
    return stale;
  }

  private async lookup<T>(
    ctx: MemoContext,
    operation: string,
    query: Record<string, unknown>,
    make: () => Promise<T>,
    asked: boolean,
    how: { ahead: boolean; keep: boolean; reads: readonly DataDomain[] },
  ): Promise<T> {
    if (this.capacity === 0) return make();
    const brandId = ctx.scope.filter.brandId;
    const version = versionOf(await brandVersion(ctx.db, brandId), how.reads);
    const { security_id: _domain, ...rest } = query;
    const key = JSON.stringify([
      operation,
      ctx.scope.role,
      ctx.scope.filter,
      ctx.timeZone,
      localDay(ctx.now, ctx.timeZone),
      Object.entries(rest).sort(([a], [b]) => (a < b ? -1 : 1)),
    ]);
    const kept = this.entries.get(key);
    if (kept && kept.version === version) {
      // Most recently used last: Map keeps insertion order.
      this.entries.delete(key);
      this.entries.set(key, kept);
      if (asked) this.ask(kept);
      return kept.answer as T;
    }
    const underway = this.making.get(key);
    if (underway && underway.version === version) {
      if (asked) {
        this.hits += 1;
        underway.asked = true;
      }
      return underway.answer as Promise<T>;
    }
    if (asked) this.misses += 1;
    const made = make();
    const making: Making = { version, answer: made, asked };
    this.making.set(key, making);
    try {
      const answer = await made;
      if (!how.keep) return answer;
      const again =
        how.ahead && this.root !== undefined && ctx.db === this.root
          ? () => this.lookup(ctx, operation, query, make, false, how)
          : undefined;
      const entry: Entry = {
        version,
        reads: how.reads,
        answer,
        brandId,
        askedAt: undefined,
        again,
      };
      this.keep(key, entry);
      if (making.asked) this.ask(entry, false);
      return answer;
    } finally {
      if (this.making.get(key) === making) this.making.delete(key);
    }
  }

  private ask(entry: Entry, hit = true) {
    if (hit) this.hits += 1;
    entry.askedAt = Date.now();
    if (entry.again) this.onAsked();
  }

  private wanted(entry: Entry): entry is Entry & { again: () => Promise<unknown> } {
    return (
      entry.again !== undefined &&
      entry.askedAt !== undefined &&
      entry.askedAt > Date.now() - WANTED_FOR_MS
    );
  }

  private keep(key: string, entry: Entry) {
    this.entries.delete(key);
    this.entries.set(key, entry);
    while (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }
}

interface Entry {
  /** The versions of the domains it reads when it was made (versionOf). */
  version: string;
  reads: readonly DataDomain[];
  answer: unknown;
  brandId: number;
  /** When a call last took this answer (made it, or was served it) since it was made. */
  askedAt: number | undefined;
  /** Makes it again with the same context, query and statement; absent over a transaction. */
  again: (() => Promise<unknown>) | undefined;
}

interface Making {
  version: string;
  answer: Promise<unknown>;
  /** A call waits for it (not only the refresher). */
  asked: boolean;
}

/** The brands' data versions now, by domain ('0' before a domain's first write). */
export async function brandVersions(
  db: Db,
  brandIds: readonly number[],
): Promise<Map<number, DomainVersions>> {
  // One statement for both domains: the answer is filed under versions read together, before
  // the data it is made from.
  const { rows } = await db.query<{ brand_id: number; training: unknown; visits: unknown }>(
    `SELECT b.brand_id, coalesce(t.version, 0) AS training, coalesce(v.version, 0) AS visits
       FROM unnest($1::int[]) AS b(brand_id)
       LEFT JOIN report_versions t ON t.brand_id = b.brand_id
       LEFT JOIN report_visit_versions v ON v.brand_id = b.brand_id`,
    [brandIds],
  );
  return new Map(
    rows.map((r) => [r.brand_id, { training: String(r.training), visits: String(r.visits) }]),
  );
}

/** The brand's data versions by domain. */
async function brandVersion(db: Db, brandId: number): Promise<DomainVersions> {
  return (await brandVersions(db, [brandId])).get(brandId) ?? NO_WRITES;
}
