import type { Db } from './db';

/**
 * Batches made inside one read-only REPEATABLE READ transaction (one snapshot of the database for
 * every statement `body` runs with `tx`), handed over as `body` emits them. The transaction
 * starts on the first `next()` and ends when `body` does, not when the reader does: batches not
 * yet taken wait in memory (as `Db.batches` keeps rows), so a slow download does not keep the
 * connection. Stopped early (`return()`), the rest is dropped; the transaction still ends.
 */
export async function* snapshotBatches<T>(
  db: Db,
  body: (tx: Db, emit: (batch: T[]) => void) => Promise<void>,
): AsyncGenerator<T[], void, undefined> {
  const ready: T[][] = [];
  let stopped = false;
  let finished = false;
  let failure: { error: unknown } | undefined;
  let wake = () => {};
  const run = db.transaction(async (tx) => {
    // Before any statement: the first one (not BEGIN) takes the snapshot.
    await tx.exec('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY');
    await body(tx, (batch) => {
      if (stopped || batch.length === 0) return;
      ready.push(batch);
      wake();
    });
  });
  run.then(
    () => {
      finished = true;
      wake();
    },
    (error: unknown) => {
      failure = { error };
      finished = true;
      wake();
    },
  );
  try {
    for (;;) {
      const next = ready.shift();
      if (next !== undefined) yield next;
      else if (failure !== undefined) throw failure.error;
      else if (finished) return;
      else await new Promise<void>((resolve) => (wake = resolve));
    }
  } finally {
    stopped = true;
    ready.length = 0;
  }
}
