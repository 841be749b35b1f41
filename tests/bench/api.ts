// `npm run bench:api`: latency percentiles and throughput of the hot API calls at 1, 16 and 64
// concurrent clients, against a real server process on PGlite and on PostgreSQL (demo seed).
// Prints numbers; asserts nothing. BENCH_ENGINES=pglite,postgres  BENCH_SECONDS=5
// BENCH_CALLS='people list,/api/v2/me' runs only those calls.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import pg from 'pg';
import { createWire, DEV_CIPHER_KEY } from '../../openapi/wire';
import { nodeCryptoEngine } from '../../server/wire-node';

const require = createRequire(import.meta.url);
// autocannon ships no types; the shape used here is small and checked by the printout.
const autocannon = require('autocannon') as (opts: Record<string, unknown>) => Promise<{
  requests: { average: number };
  non2xx: number;
  errors: number;
}> & {
  on(
    event: 'response',
    fn: (client: unknown, status: number, bytes: number, ms: number) => void,
  ): void;
};

/** Exact percentile of recorded latencies (autocannon's summary has no p95). */
const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? Number.NaN
    : (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN);

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const engines = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',');
const pgAdmin = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const wire = createWire(process.env.CIPHER_KEY ?? DEV_CIPHER_KEY, nodeCryptoEngine);

async function startServer(engine: string, port: number): Promise<ChildProcess> {
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), SEED_SCALE: 'demo' };
  if (engine === 'pglite') {
    mkdirSync('.data-bench', { recursive: true });
    env.DATA_DIR = '.data-bench/pglite';
    delete env.DATABASE_URL;
  } else {
    const client = new pg.Client({ connectionString: pgAdmin });
    await client.connect();
    const exists = await client.query(`SELECT 1 FROM pg_database WHERE datname = 'admin_bench'`);
    if (exists.rowCount === 0) await client.query('CREATE DATABASE admin_bench');
    await client.end();
    env.DATABASE_URL = pgAdmin.replace(/\/[^/]*$/, '/admin_bench');
  }
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (d: Buffer) => {
      if (d.toString().includes('ready at')) resolve();
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  return child;
}

async function call(base: string, path: string, init: RequestInit = {}) {
  const res = await fetch(base + path, init);
  const outer = (await res.json()) as { encr_resp?: string };
  if (!outer.encr_resp) throw new Error(`${path}: ${res.status} ${JSON.stringify(outer)}`);
  return wire.decryptJson<Record<string, unknown>>(outer.encr_resp);
}

async function bench(engine: string, port: number) {
  const base = `http://127.0.0.1:${port}`;
  const loginBody = JSON.stringify({
    encr_data: await wire.encryptJson({
      username: 'brand@demo.test',
      password: 'Demo1234!',
      client_id: 'bench',
      grant_type: 'password',
    }),
  });
  const token = (await call(base, '/token', { method: 'POST', body: loginBody }))
    .access_token as string;
  const headers = { authorization: `Bearer ${token}`, accesstoken: token };
  const me = (await call(base, '/api/v2/me', { headers })) as {
    user: { domains: { id: number; organization: { id: number } }[] };
  };
  const domain = me.user.domains[0];
  if (!domain) throw new Error('brand@demo.test has no domain');
  const q = async (o: object) => `?encr_params=${encodeURIComponent(await wire.encryptJson(o))}`;
  const targets = [
    // Each /token call signs in anew (scrypt): it measures the password check, by design.
    { name: '/token', method: 'POST', path: '/token', body: loginBody, headers: {} },
    { name: '/api/v2/me', method: 'GET', path: '/api/v2/me', headers },
    {
      name: '/api/v2/organizations',
      method: 'GET',
      path: `/api/v2/organizations${await q({ 'filter[kind]': 'brand', include: 'storeType' })}`,
      headers,
    },
    {
      name: 'fetchScopes',
      method: 'GET',
      path: `/api/v2/fetchScopes/brand/${domain.organization.id}`,
      headers,
    },
    {
      name: 'people list',
      method: 'GET',
      path: `/admin/v2/people?security_id=${domain.id}&search=mar&sort=name&page=2&page_size=50`,
      headers,
    },
  ];
  const rows: string[] = [];
  const only = process.env.BENCH_CALLS?.split(',');
  for (const target of targets.filter((x) => !only || only.includes(x.name))) {
    for (const connections of [1, 16, 64]) {
      const run = autocannon({
        url: base + target.path,
        method: target.method,
        headers: { 'content-type': 'application/json', ...target.headers },
        body: target.body,
        connections,
        duration: seconds,
      });
      const latencies: number[] = [];
      run.on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
      const r = await run;
      latencies.sort((a, b) => a - b);
      const fmt = (p: number) => percentile(latencies, p).toFixed(1).padStart(7);
      rows.push(
        [
          engine.padEnd(8),
          target.name.padEnd(22),
          String(connections).padStart(3),
          fmt(50),
          fmt(95),
          fmt(99),
          r.requests.average.toFixed(0).padStart(8),
          String(r.non2xx + r.errors).padStart(6),
        ].join(' '),
      );
      console.log(rows[rows.length - 1]);
    }
  }
  return rows;
}

console.log('engine   call                   cli  p50 ms  p95 ms  p99 ms    req/s  fails');
let port = 18080;
for (const engine of engines) {
  const started = Date.now();
  const server = await startServer(engine, port);
  console.log(`# ${engine}: server ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  try {
    await bench(engine, port);
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
  }
  port++;
}
