/**
 * Work a request starts and does not wait for (an e-mailed export): it outlives its response,
 * and the database must stay open until it ends. Shutdown and tests wait for `settled()`.
 */
export class BackgroundWork {
  private readonly running = new Set<Promise<void>>();

  /** Runs `work` now without waiting for it; a failure is logged (the work records its outcome). */
  start(label: string, work: () => Promise<void>): void {
    const done: Promise<void> = work()
      .catch((error: unknown) => console.error(`background work "${label}" failed`, error))
      .finally(() => this.running.delete(done));
    this.running.add(done);
  }

  /** Resolves once nothing runs, including work started while waiting. */
  async settled(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }
}
