/**
 * A counting semaphore: a fixed number of slots (permits), taken in the order asked (first
 * come, first served). PostgreSQL's long reads (streamed exports) take one each, so however many downloads run at once, the pool
 * keeps connections for everything else.
 */
export class Slots {
  private taken = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(readonly size: number) {
    if (!Number.isInteger(size) || size < 1) throw new Error(`Slots needs 1 or more, not ${size}`);
  }

  /** Slots taken now. */
  get busy(): number {
    return this.taken;
  }

  /** Callers waiting for a slot now. */
  get queued(): number {
    return this.waiting.length;
  }

  /**
   * Resolves once a slot is the caller's; the function it gives frees it (once, however often
   * it is called).
   */
  async take(): Promise<() => void> {
    if (this.taken < this.size) this.taken += 1;
    // Freed slots pass straight to the next in line (taken stays the same).
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    let freed = false;
    return () => {
      if (freed) return;
      freed = true;
      const next = this.waiting.shift();
      if (next) next();
      else this.taken -= 1;
    };
  }
}
