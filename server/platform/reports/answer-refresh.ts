import { AsyncResource } from 'node:async_hooks';
import type { Db } from '../db/db';
import { type AnswerMemo, brandVersions } from './answer-memo';

/**
 * Refresh-ahead for the report cache: recomputes cached answers soon after a write to their
 * brand invalidates them, before the next call asks. Without it the first call after any write (a
 * cache miss) pays the whole computation, and on a busy brand that is an admin's every reload.
 *
 * Only answers a call has taken since they were last computed are refreshed, one at a time, so the
 * work ahead is at most one answer per call that was served; an admin who has left costs one.
 * The brands' versions are polled (one statement reading both version tables by brand key) every `everyMs` while
 * such answers exist, and not at all otherwise; polling sees every committed write, including
 * those of other processes (imports, psql), which the app's own write paths would not.
 */
export class AnswerRefresher {
  /** Answers refreshed ahead so far. */
  remade = 0;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private closed = false;

  /** `everyMs` 0: off (no refresh-ahead). */
  constructor(
    private readonly memo: AnswerMemo,
    private readonly db: Db,
    private readonly everyMs: number,
  ) {
    if (everyMs > 0) memo.onAsked = () => this.schedule();
  }

  /** Whether versions are being polled (some answer is asked for). */
  get polling(): boolean {
    return this.timer !== undefined;
  }

  /** One pass: reads the asked answers' brands' versions and recomputes the invalidated ones. */
  private check(): Promise<void> {
    this.running ??= this.pass().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  /** Stops the timer; resolves once an answer being refreshed ahead is computed. */
  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.running;
  }

  // Bound to the app's own context, not to the call that asked: a timer started from inside a
  // request's transaction would otherwise run its queries there (tx-scope.ts refuses them).
  private readonly poll = AsyncResource.bind(() => {
    void this.check().then(() => {
      this.timer = undefined;
      // Polls on while some answer is asked for; stops when none is.
      if (this.memo.askedBrands().length > 0) this.schedule();
    });
  });

  private schedule() {
    if (this.closed || this.timer !== undefined) return;
    this.timer = setTimeout(this.poll, this.everyMs);
    // A server (or a test) ends without waiting for the next poll.
    this.timer.unref();
  }

  private async pass(): Promise<void> {
    const brands = this.memo.askedBrands();
    if (this.closed || brands.length === 0) return;
    try {
      const versions = await brandVersions(this.db, brands);
      for (const again of this.memo.staleAsked(versions)) {
        if (this.closed) return;
        await again();
        this.remade += 1;
      }
    } catch (error) {
      // The next call makes the answer itself, as without this; nothing is lost.
      console.error('making a report answer again ahead failed', error);
    }
  }
}
