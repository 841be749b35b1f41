import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReplicaRoutedDb } from '../../server/platform/db/replica-db';
import { lsnBytes, primaryLsn } from '../../server/platform/db/replica-lag';
import { startTestApp, type TestApp } from './harness/test-app';
import { openTestDb, replicaUrlsFor, testEngine } from './harness/test-db';

// The report and export reads on a hot-standby replica (`npm run replica`, DATABASE_REPLICA_URLS):
// they are served there, never older than the primary (a write on one node, the report at once
// on another), /healthz shows the lag, and a replica dying in the middle of report calls costs
// the callers nothing (the primary answers) until it is back.

const replicaServer = process.env.TEST_DATABASE_REPLICA_URL;
const replicaPort = replicaServer ? new URL(replicaServer).port || '5432' : '';
const replicaDir = process.env.REPLICA_DIR ?? `/var/lib/postgresql/15/replica-${replicaPort}`;

const BRAND = { security_id: 2 };
// Three years up to the seed's days: the ranking reads most of its rows.
const RANKED = { ...BRAND, start: '2024-01-01', end: '2026-12-31' };
const USERS = '/admin/v2/rankings/users';
const TARGETS = '/admin/v2/training/content-targets';

/** Runs one statement on the replica server's maintenance database (its replay controls). */
async function onReplica<T extends pg.QueryResultRow>(sql: string, params: unknown[] = []) {
  const url = new URL(replicaServer ?? '');
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    return (await client.query<T>(sql, params)).rows;
  } finally {
    await client.end();
  }
}

/** Waits until the replica has replayed the creation of this run's test database. */
async function replicaHas(url: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.end();
      return;
    } catch (err) {
      await client.end().catch(() => {});
      if (Date.now() > deadline) throw err;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

/** Waits until the replica has replayed the primary's WAL as it is now (up to `ms`). */
async function replicaReplays(t: TestApp, ms: number): Promise<void> {
  const target = await primaryLsn(t.db);
  const deadline = Date.now() + ms;
  for (;;) {
    const [row] = await onReplica<{ lsn: string | null }>(
      'SELECT pg_last_wal_replay_lsn()::text AS lsn',
    );
    if (row?.lsn && lsnBytes(row.lsn) >= target) return;
    if (Date.now() > deadline) throw new Error(`the replica did not replay up to ${target}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

const replicaEnv = { ...process.env, REPLICA_PORT: replicaPort, REPLICA_DIR: replicaDir };
/** Stops the replica as a crash would: its sessions are cut in the middle of their statements. */
const stopReplica = () =>
  execFileSync('bash', ['scripts/replica/replica-stop.sh', '--immediate'], { env: replicaEnv });
const startReplica = () =>
  execFileSync('bash', ['scripts/replica/replica-start.sh'], { env: replicaEnv });

/**
 * Freezes the replica's server (SIGSTOP) or thaws it (SIGCONT): its sockets stay open and it
 * answers nothing, as a server out of memory or behind a network that drops packets.
 */
function signalReplica(signal: 'SIGSTOP' | 'SIGCONT') {
  const postmaster = Number(readFileSync(`${replicaDir}/postmaster.pid`, 'utf8').split('\n')[0]);
  // The postmaster first when freezing, so it forks no backend the list would miss.
  if (signal === 'SIGSTOP') process.kill(postmaster, signal);
  const children = execFileSync('pgrep', ['-P', String(postmaster)], { encoding: 'utf8' })
    .split('\n')
    .filter(Boolean)
    .map(Number);
  for (const pid of children) process.kill(pid, signal);
  if (signal === 'SIGCONT') process.kill(postmaster, signal);
}

const routed = (t: TestApp): ReplicaRoutedDb => {
  if (!t.replicas) throw new Error('no replica configured');
  return t.replicas;
};

describe.runIf(testEngine() === 'postgres' && replicaServer !== undefined)(
  'a streaming replica for the report reads',
  () => {
    let a: TestApp;
    let b: TestApp;
    let token: string;
    let replicaDb = '';

    beforeAll(async () => {
      const db = await openTestDb();
      const urls = replicaUrlsFor(db);
      replicaDb = new URL(urls[0] ?? '').pathname.slice(1);
      await replicaHas(urls[0] ?? '');
      // Two nodes on one primary and one replica; no report cache, so every call reads.
      a = await startTestApp({ db, config: { reportMemoEntries: 0 } });
      b = await startTestApp({ db, config: { reportMemoEntries: 0 } });
      token = await a.login('brand@demo.test');
    }, 60_000);

    afterAll(async () => {
      // Whatever a failed test left: replay going, the replica running.
      signalReplica('SIGCONT');
      await onReplica('SELECT pg_wal_replay_resume()').catch(() => {});
      startReplica();
      await b?.replicas?.close();
      await a?.close();
    }, 120_000);

    /**
     * Calls the ranking until a call is answered by the replica alone (a replica that has just
     * replayed this database, or was behind on a busy machine, is skipped for a moment first).
     */
    async function servedByReplica(t: TestApp): Promise<boolean> {
      const deadline = Date.now() + 15_000;
      while (Date.now() < deadline) {
        const before = { ...routed(t).counts };
        const r = await t.admin<{ total: number }>('GET', USERS, { token, query: RANKED });
        expect(r.status, r.text).toBe(200);
        const after = routed(t).counts;
        if (after.replica > before.replica && after.primary === before.primary) return true;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      return false;
    }

    it('serves a report read from the replica', async () => {
      expect(await servedByReplica(a)).toBe(true);
      // The replica's own view: the app's report pool has sessions on this database there.
      const sessions = await onReplica<{ n: number }>(
        'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
        [replicaDb],
      );
      expect(sessions[0]?.n).toBeGreaterThan(0);
    });

    it('shows a write on one node in the next report on the other, the replica behind or not', async () => {
      const { rows } = await a.db.query<{ course_id: number; position_id: number }>(
        `SELECT cp.course_id, cp.position_id FROM course_positions cp
           JOIN courses c ON c.id = cp.course_id
          WHERE c.brand_id = 1 AND c.type <> 'inactive' ORDER BY cp.course_id, cp.position_id LIMIT 1`,
      );
      const pair = rows[0];
      if (!pair) throw new Error('the seed has no course for a position');
      const path = `${TARGETS}/${pair.course_id}/${pair.position_id}`;
      const query = { ...BRAND, course_id: pair.course_id, position_id: pair.position_id };
      type Page = { items: { target: number | null }[] };
      const targetOnB = async () => {
        const r = await b.admin<Page>('GET', TARGETS, { token, query });
        expect(r.status, r.text).toBe(200);
        return r.body.items[0]?.target;
      };
      // Caught up: written on a, read on b's replica at once.
      for (const target of [41, 42, 43]) {
        const set = await a.admin('PUT', path, { token, query: BRAND, body: { target } });
        expect(set.status, set.text).toBe(200);
        expect(await targetOnB()).toBe(target);
      }
      // Behind: the replica replays nothing more, so b must not read the old target there.
      await onReplica('SELECT pg_wal_replay_pause()');
      try {
        const set = await a.admin('PUT', path, { token, query: BRAND, body: { target: 77 } });
        expect(set.status, set.text).toBe(200);
        const before = routed(b).counts.primary;
        expect(await targetOnB()).toBe(77);
        expect(routed(b).counts.primary).toBeGreaterThan(before);
        const health = await b.app.request('/healthz');
        const body = (await health.json()) as { replicas: { lag_bytes: number; up: boolean }[] };
        expect(body.replicas[0]?.up).toBe(true);
        expect(body.replicas[0]?.lag_bytes).toBeGreaterThan(0);
      } finally {
        await onReplica('SELECT pg_wal_replay_resume()');
      }
    });

    it('/healthz names each replica (never its URL) with its lag, and keeps its fields', async () => {
      const res = await a.app.request('/healthz');
      expect(res.status).toBe(200);
      const body = (await res.json()) as Record<string, unknown>;
      expect(body).toMatchObject({ ok: true, engine: 'postgres', storage: 'ok' });
      expect(body.replicas).toEqual([
        { name: 'replica-1', up: true, lag_bytes: expect.any(Number), lag_ms: expect.any(Number) },
      ]);
      expect(JSON.stringify(body)).not.toContain(replicaDb);
    });

    it('answers report calls from the primary within its timeout while the replica is frozen', async () => {
      const db = a.db;
      const c = await startTestApp({
        db,
        config: { reportMemoEntries: 0, databaseReplicaTimeoutMs: 1_000 },
      });
      try {
        expect(await servedByReplica(c)).toBe(true);
        const reference = await c.admin<unknown>('GET', USERS, { token, query: RANKED });
        const before = { ...routed(c).counts };
        const slowest: number[] = [];
        const statuses: number[] = [];
        signalReplica('SIGSTOP');
        try {
          await Promise.all(
            [1, 2, 3].map(async () => {
              for (let i = 0; i < 4; i += 1) {
                const started = Date.now();
                const r = await c.admin<unknown>('GET', USERS, { token, query: RANKED });
                slowest.push(Date.now() - started);
                statuses.push(r.status);
                expect(r.body).toEqual(reference.body);
              }
            }),
          );
        } finally {
          signalReplica('SIGCONT');
        }
        expect(statuses).toEqual(Array(12).fill(200));
        // One timeout (1 s) and the ranking itself at most; never the frozen replica's silence.
        expect(Math.max(...slowest)).toBeLessThan(5_000);
        // Each call's statements ran on the primary: after the replica's timeout, or at once when
        // it could not even say how far it had replayed.
        expect(routed(c).counts.replica).toBe(before.replica);
        expect(routed(c).counts.primary).toBeGreaterThanOrEqual(before.primary + 12);
        // Thawed, it answers again once its down time is over.
        expect(await servedByReplica(c)).toBe(true);
      } finally {
        signalReplica('SIGCONT');
        await c.replicas?.close();
      }
    }, 90_000);

    it('answers every report call from the primary when the replica dies among them, then goes back', async () => {
      expect(await servedByReplica(a)).toBe(true);
      const reference = await a.admin<unknown>('GET', USERS, { token, query: RANKED });
      expect(reference.status).toBe(200);
      const before = { ...routed(a).counts };
      const statuses: number[] = [];
      const wrong: unknown[] = [];
      let done = 0;
      let stopped = false;
      const worker = async () => {
        while (done < 40) {
          done += 1;
          if (done === 8 && !stopped) {
            stopped = true;
            stopReplica();
          }
          const r = await a.admin<unknown>('GET', USERS, { token, query: RANKED });
          statuses.push(r.status);
          if (r.status === 200 && JSON.stringify(r.body) !== JSON.stringify(reference.body)) {
            wrong.push(r.body);
          }
        }
      };
      await Promise.all([worker(), worker(), worker(), worker()]);
      expect(stopped).toBe(true);
      expect(statuses.filter((s) => s !== 200)).toEqual([]);
      expect(wrong).toEqual([]);
      expect(routed(a).counts.primary).toBeGreaterThan(before.primary);
      const down = (await (await a.app.request('/healthz')).json()) as {
        replicas: { up: boolean; lag_bytes: number | null }[];
      };
      expect(down.replicas[0]).toMatchObject({ up: false, lag_bytes: null });

      startReplica();
      // A replica restarted while other test files write has their WAL to replay before it can
      // answer a read that must see the primary as of now; that is the router's rule, not what
      // this test times, so the wait for it is long and apart.
      await replicaReplays(a, 60_000);
      // Then, once its down time is over, the next reads try it again and it answers them.
      const deadline = Date.now() + 20_000;
      const back = routed(a).counts.replica;
      while (routed(a).counts.replica === back && Date.now() < deadline) {
        const r = await a.admin('GET', USERS, { token, query: RANKED });
        expect(r.status).toBe(200);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(routed(a).counts.replica).toBeGreaterThan(back);
    }, 150_000);
  },
);
