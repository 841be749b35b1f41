import type { Db } from '../../../server/platform/db/db';

/**
 * Runs fn in a transaction that is always rolled back and returns what fn returned: a test can
 * write, read what its writes did, and leave the shared database as it found it.
 */
export async function inRolledBackTransaction<T>(db: Db, fn: (tx: Db) => Promise<T>): Promise<T> {
  const rollback = new Error('rollback');
  let result: { value: T } | undefined;
  await db
    .transaction(async (tx) => {
      result = { value: await fn(tx) };
      throw rollback;
    })
    .catch((err: unknown) => {
      if (err !== rollback) throw err;
    });
  if (!result) throw new Error('the rolled-back transaction returned nothing');
  return result.value;
}
