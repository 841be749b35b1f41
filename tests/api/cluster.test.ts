import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWire, DEV_CIPHER_KEY } from '../../openapi/wire';
import { nodeCryptoEngine } from '../../server/platform/http/wire-node';
import { databaseUrl, onServer, testDbSource, testEngine } from './harness/test-db';

// `npm run cluster` as run in production: HAProxy (Debian's) in front of two API processes on
// one PostgreSQL. What one node knows, the other must know at once (sessions, their logout, the
// sign-in throttle, the reset-request limit, the kept report answers), a node stopped under load
// loses no request, and work a dead node left behind is taken up by the live one.

const wire = createWire(DEV_CIPHER_KEY, nodeCryptoEngine);
const CLIENTS = 16;

/** True when nothing listens on the port right now. */
function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** A base port with the two after it free too (the balancer, node-1, node-2). */
async function threeFreePorts(): Promise<number> {
  for (let i = 0; i < 50; i++) {
    const base = 20_000 + Math.floor(Math.random() * 40_000);
    if ((await portFree(base)) && (await portFree(base + 1)) && (await portFree(base + 2))) {
      return base;
    }
  }
  throw new Error('no three consecutive free ports');
}

interface Health {
  ok: boolean;
  node: string;
  pid: number;
}

interface Cluster {
  child: ChildProcess;
  base: string;
  node: (i: 1 | 2) => string;
  log: () => string;
  sql: string;
}

const source = testDbSource();
const pgName = `cluster_${process.pid}_${Date.now().toString(36)}`;
let cluster: Cluster | undefined;

async function startCluster(): Promise<Cluster> {
  if (source.engine !== 'postgres') throw new Error('the cluster runs on PostgreSQL');
  await onServer(source.url, (c) =>
    c.query(`CREATE DATABASE "${pgName}" TEMPLATE "${source.template}"`),
  );
  const sql = databaseUrl(source.url, pgName);
  const port = await threeFreePorts();
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/cluster/cluster.ts'], {
    env: {
      ...process.env,
      DATABASE_URL: sql,
      PORT: String(port),
      CLUSTER_NODES: '2',
      STATIC_DIR: '',
      SEED_SCALE: 'small',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const onData = (d: Buffer) => {
      output += d.toString();
      if (/Cluster ready at/.test(output)) resolve();
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`cluster exited with ${code}:\n${output}`)));
  });
  return {
    child,
    base: `http://127.0.0.1:${port}`,
    node: (i) => `http://127.0.0.1:${port + i}`,
    log: () => output,
    sql,
  };
}

async function health(base: string): Promise<Health> {
  return (await (await fetch(`${base}/healthz`)).json()) as Health;
}

/** POSTs an encrypted body to a main route; the status and the decrypted answer. */
async function post(base: string, path: string, body: object, token?: string) {
  const res = await fetch(base + path, {
    method: 'POST',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    body: JSON.stringify({ encr_data: await wire.encryptJson(body) }),
  });
  return { status: res.status, text: await res.text() };
}

async function signIn(base: string, email: string, password = 'Demo1234!') {
  const res = await post(base, '/token', {
    username: email,
    password,
    client_id: 'cluster',
    grant_type: 'password',
  });
  if (res.status !== 200) return { status: res.status, token: '' };
  const outer = JSON.parse(res.text) as { encr_resp: string };
  const { access_token } = await wire.decryptJson<{ access_token: string }>(outer.encr_resp);
  return { status: res.status, token: access_token };
}

const me = async (base: string, token: string) =>
  (await fetch(`${base}/api/v2/me`, { headers: { authorization: `Bearer ${token}` } })).status;

/** The first domain of the signed-in admin (the scope of the admin routes). */
async function firstDomain(base: string, token: string): Promise<number> {
  const res = await fetch(`${base}/api/v2/me`, { headers: { authorization: `Bearer ${token}` } });
  const outer = (await res.json()) as { encr_resp: string };
  const body = await wire.decryptJson<{ user: { domains: { id: number }[] } }>(outer.encr_resp);
  const id = body.user.domains[0]?.id;
  if (id === undefined) throw new Error('no domain');
  return id;
}

describe.runIf(testEngine() === 'postgres')('two API nodes behind HAProxy', () => {
  beforeAll(async () => {
    cluster = await startCluster();
  }, 180_000);

  afterAll(async () => {
    if (cluster && cluster.child.exitCode === null) {
      const gone = new Promise((r) => cluster?.child.once('exit', r));
      cluster.child.kill('SIGTERM');
      await gone;
    }
    if (source.engine === 'postgres') {
      await onServer(source.url, (c) =>
        c.query(`DROP DATABASE IF EXISTS "${pgName}" WITH (FORCE)`),
      );
    }
  }, 60_000);

  const up = () => {
    if (!cluster) throw new Error('cluster not started');
    return cluster;
  };

  it('spreads requests over both nodes, and /healthz names the node that answered', async () => {
    const { base, node } = up();
    const answers = await Promise.all(Array.from({ length: 8 }, () => health(base)));
    expect(new Set(answers.map((a) => a.node))).toEqual(new Set(['node-1', 'node-2']));
    const [one, two] = [await health(node(1)), await health(node(2))];
    expect([one.node, two.node]).toEqual(['node-1', 'node-2']);
    expect(one.pid).not.toBe(two.pid);
    expect(one.ok && two.ok).toBe(true);
  });

  it('a session signed in on one node works on the other, and its logout there is at once', async () => {
    const { node } = up();
    const { token } = await signIn(node(1), 'brand@demo.test');
    expect(await me(node(2), token)).toBe(200);
    expect((await post(node(2), '/logout', { token }, token)).status).toBe(200);
    expect(await me(node(1), token)).toBe(401);
    expect(await me(node(2), token)).toBe(401);
  });

  it('the sign-in throttle and the reset-request limit count across nodes', async () => {
    const { node } = up();
    // Five wrong passwords, alternating nodes: the sixth try is throttled on either node, even
    // with the right password.
    for (let i = 0; i < 5; i++) {
      const wrong = await signIn(node(i % 2 ? 2 : 1), 'region@demo.test', 'Wrong-password-1');
      expect(wrong.status).toBe(401);
    }
    expect((await signIn(node(1), 'region@demo.test')).status).toBe(429);
    expect((await signIn(node(2), 'region@demo.test')).status).toBe(429);
    // Three reset requests for one e-mail, alternating nodes: the fourth is refused everywhere.
    const reset = (i: 1 | 2) =>
      fetch(`${node(i)}/admin/v2/password-reset/request`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'store@demo.test' }),
      });
    for (const i of [1, 2, 1] as const) expect((await reset(i)).status).toBe(200);
    expect((await reset(2)).status).toBe(429);
    expect((await reset(1)).status).toBe(429);
  });

  it('an answer kept by one node is dropped at once when the data changes', async () => {
    const { node, sql } = up();
    const { token } = await signIn(node(1), 'brand@demo.test');
    const domain = await firstDomain(node(1), token);
    // The last 90 days: the small seed's activity runs up to today.
    const day = (ago: number) => new Date(Date.now() - ago * 86_400_000).toISOString().slice(0, 10);
    const query = `security_id=${domain}&start=${day(90)}&end=${day(1)}&page_size=50`;
    const stores = async () => {
      const res = await fetch(`${node(2)}/admin/v2/rankings/stores?${query}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.status).toBe(200);
      const outer = (await res.json()) as {
        payload: { items: { region?: { id: number; name: string } }[] };
      };
      return outer.payload;
    };
    const first = await stores();
    expect(await stores()).toEqual(first);
    const region = first.items.find((i) => i.region)?.region;
    if (!region) throw new Error('no store with a region');
    // Another process (here the test; node-1 or any writer alike) renames the region.
    await onServer(sql, (c) =>
      c.query('UPDATE regions SET name = $2 WHERE id = $1', [region.id, 'Región renombrada']),
    );
    const renamed = (await stores()).items.filter((i) => i.region?.id === region.id);
    expect(renamed.length).toBeGreaterThan(0);
    for (const item of renamed) expect(item.region?.name).toBe('Región renombrada');
  });

  it('an e-mailed export left by a node that died is failed by the live node, once', async () => {
    const { sql } = up();
    // A node killed with kill -9 a minute ago: its claim's heartbeat stopped then.
    const { rows } = await onServer(sql, (c) =>
      c.query<{ id: string }>(
        `INSERT INTO export_requests
           (brand_id, admin_id, kind, status, requested_at, claimed_by, heartbeat_at)
         SELECT o.id, a.id, 'training_time', 'queued', now() - interval '70 seconds',
                'dead-host:4242:deadbeef', now() - interval '61 seconds'
           FROM admins a, organizations o WHERE a.email = 'brand@demo.test' AND o.kind = 'brand'
          LIMIT 1 RETURNING id`,
      ),
    );
    const id = rows[0]?.id;
    // Each node sweeps every 10 s: within a sweep, the claim is failed.
    let status = 'queued';
    const deadline = Date.now() + 25_000;
    while (status === 'queued' && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 250));
      const found = await onServer(sql, (c) =>
        c.query<{ status: string }>('SELECT status FROM export_requests WHERE id = $1', [id]),
      );
      status = found.rows[0]?.status ?? 'missing';
    }
    expect(status).toBe('failed');
  }, 40_000);

  it('a node stopped under load answers everything it was sent; the other takes over', async () => {
    const { base, node, log } = up();
    const { token } = await signIn(base, 'brand@demo.test');
    const doomed = await health(node(1));
    const statuses: number[] = [];
    const failures: string[] = [];
    let stopAt = Number.POSITIVE_INFINITY;
    let deadline = performance.now() + 20_000;
    const client = async () => {
      while (performance.now() < deadline) {
        try {
          statuses.push(await me(base, token));
        } catch (error) {
          failures.push(String(error));
        }
      }
    };
    const load = Promise.all(Array.from({ length: CLIENTS }, client));
    while (statuses.length < CLIENTS * 5 && performance.now() < deadline) {
      await new Promise((r) => setTimeout(r, 20));
    }
    stopAt = performance.now();
    const before = statuses.length;
    // The node's process itself (not the cluster): what an orchestrator or an OOM kill does.
    process.kill(doomed.pid, 'SIGTERM');
    // Load goes on through the node's drain and well after it has exited.
    deadline = stopAt + 8_000;
    await load;
    const nonOk = statuses.filter((s) => s !== 200);
    expect(failures, log()).toEqual([]);
    expect(nonOk, log()).toEqual([]);
    expect(statuses.length - before).toBeGreaterThan(CLIENTS);
    // The node is gone (its pid no longer exists) and the balancer answers from the other.
    expect(() => process.kill(doomed.pid, 0)).toThrow();
    const after = await Promise.all(Array.from({ length: 6 }, () => health(base)));
    expect(new Set(after.map((a) => a.node))).toEqual(new Set(['node-2']));
  }, 60_000);
});
