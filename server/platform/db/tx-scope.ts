import { AsyncLocalStorage } from 'node:async_hooks';

interface TxFrame {
  readonly owner: object;
  readonly parent: TxFrame | undefined;
  active: boolean;
}

const frames = new AsyncLocalStorage<TxFrame>();

/**
 * Runs fn marked as "inside a transaction of owner". PGlite has one connection: a query on the
 * outer Db from inside its own transaction waits for the transaction forever. On PostgreSQL the
 * same mistake silently runs outside the transaction. Both engines therefore throw instead.
 */
export async function runInTxScope<T>(owner: object, fn: () => Promise<T>): Promise<T> {
  const frame: TxFrame = { owner, parent: frames.getStore(), active: true };
  try {
    return await frames.run(frame, fn);
  } finally {
    // Work started inside the transaction may outlive it; it may use the outer Db again.
    frame.active = false;
  }
}

/** Throws when called on owner from inside one of owner's own (still open) transactions. */
export function assertOutsideTx(owner: object): void {
  for (let frame = frames.getStore(); frame; frame = frame.parent) {
    if (frame.active && frame.owner === owner) {
      throw new Error('Db used inside its own transaction: use the tx handed to the callback');
    }
  }
}
