import { describe, expect, it } from 'vitest';
import type { Db } from '../../server/platform/db/db';
import { ReplicaRoutedDb } from '../../server/platform/db/replica-db';
import { ReplicaTimeoutError } from '../../server/platform/db/replica-failure';

// A frozen replica (its server stopped, a network that drops packets) accepts a statement and
// never answers. The routed Db gives up on it after its timeout and the primary answers; it is not
// asked again until its down time is over. Stand-in Dbs here, so the freeze is exact; the real
// replica frozen with SIGSTOP is tests/api/replica-frozen.test.ts.

type Row = { from: string };
const never = new Promise<never>(() => {});

/** A Db that answers the WAL position statements and, for the rest, `answer()`. */
function fakeDb(
  lsn: () => Promise<string>,
  answer: () => Promise<Row[]>,
  batches: (size: number) => AsyncGenerator<Row[], void, undefined> = async function* () {
    yield await answer();
  },
): Db {
  const db: Db = {
    engine: 'postgres',
    async query<T extends object>(sql: string) {
      if (/wal_lsn|wal_replay_lsn/.test(sql)) {
        return { rows: [{ lsn: await lsn() }] as unknown as T[], rowCount: 1 };
      }
      const rows = await answer();
      return { rows: rows as unknown as T[], rowCount: rows.length };
    },
    batches<T extends object>(_sql: string, _params: readonly unknown[] | undefined, size: number) {
      return batches(size) as unknown as AsyncGenerator<T[], void, undefined>;
    },
    exec: async () => {},
    transaction: (fn) => fn(db),
    close: async () => {},
  };
  return db;
}

const primary = fakeDb(
  async () => '0/10',
  async () => [{ from: 'primary' }],
);
const routing = { timeoutMs: 80, catchUpMs: 50, downMs: 10_000, behindMs: 10_000 };

async function timed<T>(run: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await run();
  return { value, ms: performance.now() - started };
}

async function readAll(db: Db): Promise<Row[]> {
  const all: Row[] = [];
  for await (const batch of db.batches<Row>('SELECT 1', [], 10)) all.push(...batch);
  return all;
}

describe('a replica that stops answering', () => {
  it('answers a statement from the primary after the timeout, then skips the replica', async () => {
    let asked = 0;
    const frozen = fakeDb(
      async () => '0/10',
      () => {
        asked += 1;
        return never;
      },
    );
    const db = new ReplicaRoutedDb(primary, [frozen], routing);
    const first = await timed(() => db.query<Row>('SELECT 1'));
    expect(first.value.rows).toEqual([{ from: 'primary' }]);
    expect(first.ms).toBeGreaterThanOrEqual(75);
    expect(first.ms).toBeLessThan(1_000);
    expect(db.counts).toEqual({ replica: 0, primary: 1, fallbacks: 1 });
    // Down now: the next statements go straight to the primary, without waiting on it again.
    expect((await db.query<Row>('SELECT 1')).rows).toEqual([{ from: 'primary' }]);
    expect(asked).toBe(1);
  });

  it('answers a streamed read from the primary when its first batch never comes', async () => {
    const frozen = fakeDb(
      async () => '0/10',
      () => never,
    );
    const db = new ReplicaRoutedDb(primary, [frozen], routing);
    expect(await readAll(db)).toEqual([{ from: 'primary' }]);
    expect(db.counts).toEqual({ replica: 0, primary: 1, fallbacks: 1 });
  });

  it('fails a streamed read frozen after its first batch instead of hanging', async () => {
    const frozen = fakeDb(
      async () => '0/10',
      () => never,
      async function* () {
        yield [{ from: 'replica' }];
        await never;
      },
    );
    const db = new ReplicaRoutedDb(primary, [frozen], routing);
    const rows: Row[] = [];
    const read = (async () => {
      for await (const batch of db.batches<Row>('SELECT 1', [], 10)) rows.push(...batch);
    })();
    await expect(read).rejects.toBeInstanceOf(ReplicaTimeoutError);
    // The rows handed over cannot be taken back, so the read fails; the next one is the primary's.
    expect(rows).toEqual([{ from: 'replica' }]);
    expect(await readAll(db)).toEqual([{ from: 'primary' }]);
  });

  it('leaves a replica that cannot say how far it has replayed for the primary within catchUpMs', async () => {
    let probes = 0;
    const silent = fakeDb(
      () => {
        probes += 1;
        return never;
      },
      async () => [{ from: 'replica' }],
    );
    const db = new ReplicaRoutedDb(primary, [silent], routing);
    const first = await timed(() => db.query<Row>('SELECT 1'));
    expect(first.value.rows).toEqual([{ from: 'primary' }]);
    expect(first.ms).toBeLessThan(500);
    // Skipped now: the next statement does not wait on it again.
    expect((await db.query<Row>('SELECT 1')).rows).toEqual([{ from: 'primary' }]);
    expect(probes).toBe(1);
  });

  it('still uses a replica that answers in time', async () => {
    const live = fakeDb(
      async () => '0/10',
      async () => [{ from: 'replica' }],
    );
    const db = new ReplicaRoutedDb(primary, [live], routing);
    expect((await db.query<Row>('SELECT 1')).rows).toEqual([{ from: 'replica' }]);
    expect(await readAll(db)).toEqual([{ from: 'replica' }]);
    expect(db.counts).toEqual({ replica: 2, primary: 0, fallbacks: 0 });
  });
});
