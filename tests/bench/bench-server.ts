// Shared by the benchmarks: a real server process per engine and scale, sign-in, and latency
// runs with exact percentiles. Databases are kept between runs (.data-bench/, admin_bench_*).
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import { dirname } from 'node:path';
import pg from 'pg';
import { createWire, DEV_CIPHER_KEY } from '../../openapi/wire';
import { nodeCryptoEngine } from '../../server/platform/http/wire-node';

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

/** 'YYYY-MM-DD' `offset` days from today (UTC): the seeds' newest day is yesterday. */
export const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
/** The dashboard's default view as a query: the last 30 full days. */
export const LAST_30_DAYS = `start=${day(-30)}&end=${day(-1)}`;

export const wire = createWire(process.env.CIPHER_KEY ?? DEV_CIPHER_KEY, nodeCryptoEngine);
const pgAdmin = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * The PostgreSQL database a scale's bench runs on; BENCH_DATABASE names another one (a seed made
 * with `npm run seed -- --times N`, for the cost curve of docs/benchmarks/scale-out.md).
 */
export const benchDatabase = (scale: 'demo' | 'large') =>
  process.env.BENCH_DATABASE ?? (scale === 'demo' ? 'admin_bench' : `admin_bench_${scale}`);

export interface BenchServer {
  child: ChildProcess;
  base: string;
  readyMs: number;
  /** PostgreSQL only: the database the server uses. */
  databaseUrl: string | undefined;
  stop(): Promise<void>;
}

/** Starts `server/main.ts` on an engine with a seed scale (seeded once, reused after). */
export async function startServer(
  engine: string,
  scale: 'demo' | 'large',
  port: number,
): Promise<BenchServer> {
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), SEED_SCALE: scale };
  const suffix = scale === 'demo' ? '' : `_${scale}`;
  if (engine === 'pglite') {
    mkdirSync('.data-bench', { recursive: true });
    // BENCH_PGLITE_DIR: another copy, when another bench holds the embedded database open.
    env.DATA_DIR = process.env.BENCH_PGLITE_DIR ?? `.data-bench/pglite${suffix}`;
    delete env.DATABASE_URL;
  } else {
    const name = benchDatabase(scale);
    const client = new pg.Client({ connectionString: pgAdmin });
    await client.connect();
    const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (exists.rowCount === 0) await client.query(`CREATE DATABASE ${name}`);
    await client.end();
    env.DATABASE_URL = pgAdmin.replace(/\/[^/]*$/, `/${name}`);
  }
  // BENCH_CLUSTER_NODES=n (PostgreSQL): n API processes behind HAProxy (`npm run cluster`, the
  // balancer on `port`, the nodes on the ports after it) instead of one process.
  const nodes = Number(process.env.BENCH_CLUSTER_NODES ?? 0);
  const clustered = engine === 'postgres' && nodes > 0;
  if (clustered) env.CLUSTER_NODES = String(nodes);
  const started = Date.now();
  const entry = clustered ? 'scripts/cluster/cluster.ts' : 'server/main.ts';
  // BENCH_CPU_PROF=dir: the server writes a V8 CPU profile there when it stops (open it in
  // Chrome's DevTools, Performance tab).
  const profile = process.env.BENCH_CPU_PROF;
  const flags = profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : [];
  const child = spawn(process.execPath, [...flags, '--import', 'tsx', entry], {
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (d: Buffer) => {
      if (d.toString().includes('ready at')) resolve();
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  return {
    child,
    base: `http://127.0.0.1:${port}`,
    readyMs: Date.now() - started,
    databaseUrl: env.DATABASE_URL,
    stop: async () => {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Calls a main (encrypted) route and returns the decrypted body. */
export async function callMain(base: string, path: string, init: RequestInit = {}) {
  const res = await fetch(base + path, init);
  const outer = (await res.json()) as { encr_resp?: string };
  if (!outer.encr_resp) throw new Error(`${path}: ${res.status} ${JSON.stringify(outer)}`);
  return wire.decryptJson<Record<string, unknown>>(outer.encr_resp);
}

/** The encrypted sign-in body of a demo account. */
export async function signInBody(email: string): Promise<string> {
  return JSON.stringify({
    encr_data: await wire.encryptJson({
      username: email,
      password: 'Demo1234!',
      client_id: 'bench',
      grant_type: 'password',
    }),
  });
}

/** Signs in a demo account; returns its auth headers and its first domain. */
export async function signIn(base: string, email: string) {
  const { access_token } = (await callMain(base, '/token', {
    method: 'POST',
    body: await signInBody(email),
  })) as { access_token: string };
  const headers = { authorization: `Bearer ${access_token}`, accesstoken: access_token };
  const me = (await callMain(base, '/api/v2/me', { headers })) as {
    user: { domains: { id: number; organization: { id: number } }[] };
  };
  const domain = me.user.domains[0];
  if (!domain) throw new Error(`${email} has no domain`);
  return { headers, domain };
}

/** Exact percentile of sorted latencies (autocannon's summary has no p95). */
export const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? Number.NaN
    : (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN);

/** The middle value (the upper one of an even count). */
export const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );

export interface LoadResult {
  p50: number;
  p95: number;
  p99: number;
  rps: number;
  fails: number;
}

/** Runs autocannon against one request for `seconds` and records every latency. */
export async function load(opts: {
  url: string;
  method: string;
  headers: Record<string, string>;
  body?: string | undefined;
  connections: number;
  seconds: number;
}): Promise<LoadResult & { max: number; calls: number }> {
  const run = autocannon({
    url: opts.url,
    method: opts.method,
    headers: { 'content-type': 'application/json', ...opts.headers },
    body: opts.body,
    connections: opts.connections,
    duration: opts.seconds,
  });
  const latencies: number[] = [];
  run.on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
  const r = await run;
  latencies.sort((a, b) => a - b);
  return {
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    max: latencies.at(-1) ?? Number.NaN,
    calls: latencies.length,
    rps: r.requests.average,
    fails: r.non2xx + r.errors,
  };
}

/**
 * Clients that each pause between calls, as admins reading a report do (a pause of 0.5 to 1.5
 * times `paceMs`, so they do not fall in step with a writer's timer), for `seconds`; every
 * latency recorded. Measures what back-to-back load cannot: whether a call that comes a while
 * after a write finds its answer ready.
 */
export async function paced(opts: {
  url: string;
  headers: Record<string, string>;
  connections: number;
  seconds: number;
  paceMs: number;
}): Promise<LoadResult & { max: number; calls: number }> {
  const latencies: number[] = [];
  let fails = 0;
  const until = performance.now() + opts.seconds * 1000;
  const client = async () => {
    while (performance.now() < until) {
      const started = performance.now();
      const res = await fetch(opts.url, { headers: opts.headers });
      await res.arrayBuffer();
      latencies.push(performance.now() - started);
      if (!res.ok) fails += 1;
      await new Promise((r) => setTimeout(r, opts.paceMs * (0.5 + Math.random())));
    }
  };
  await Promise.all(Array.from({ length: opts.connections }, client));
  latencies.sort((a, b) => a - b);
  return {
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    max: latencies.at(-1) ?? Number.NaN,
    calls: latencies.length,
    rps: latencies.length / opts.seconds,
    fails,
  };
}

export interface StreamResult {
  /** The first call's first row: a report that keeps answers (the users ranking's first batch) made it afresh. */
  firstCall: number;
  /** Until the first data row (after the CSV's header line) arrived, p50 and p95 of the calls after the first. */
  firstRowP50: number;
  firstRowP95: number;
  /** Until the whole file arrived, p50. */
  wholeP50: number;
  rows: number;
  bytes: number;
}

/** One download of a streamed export: until its first data row, until its end, its size. */
export async function download(url: string, headers: Record<string, string>) {
  const t0 = performance.now();
  const res = await fetch(url, { headers });
  if (!res.ok || !res.body) throw new Error(`${url}: ${res.status}`);
  let firstRow = Number.NaN;
  let newlines = 0;
  let bytes = 0;
  const reader = res.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes += value.length;
    for (const b of value) if (b === 10) newlines++;
    if (Number.isNaN(firstRow) && newlines >= 2) firstRow = performance.now() - t0;
  }
  const whole = performance.now() - t0;
  return {
    firstRow: Number.isNaN(firstRow) ? whole : firstRow,
    whole,
    rows: Math.max(0, newlines - 1),
    bytes,
  };
}

/**
 * Downloads a streamed export `runs` times in a row and times its first data row and its end:
 * a download starts when its first row arrives, whatever the file's length (the header line may
 * be written before the query runs, so it does not count).
 */
export async function stream(opts: {
  url: string;
  headers: Record<string, string>;
  runs: number;
}): Promise<StreamResult> {
  const firstRows: number[] = [];
  const wholes: number[] = [];
  let rows = 0;
  let bytes = 0;
  for (let i = 0; i < opts.runs; i++) {
    const d = await download(opts.url, opts.headers);
    firstRows.push(d.firstRow);
    wholes.push(d.whole);
    rows = d.rows;
    bytes = d.bytes;
  }
  const firstCall = firstRows[0] ?? 0;
  const later = firstRows.length > 1 ? firstRows.slice(1) : firstRows;
  later.sort((a, b) => a - b);
  wholes.sort((a, b) => a - b);
  return {
    firstCall,
    firstRowP50: percentile(later, 50),
    firstRowP95: percentile(later, 95),
    wholeP50: percentile(wholes, 50),
    rows,
    bytes,
  };
}

/**
 * `clients` downloading a streamed export at once, each `runs` times in a row: their first rows'
 * and whole files' p50 / p95 (at 16 clients an autocannon cell times whole files only, and only
 * those that end inside it), and those of a page read meanwhile.
 */
export async function streamTogether(opts: {
  url: string;
  headers: Record<string, string>;
  clients: number;
  runs: number;
  /** A page one more client calls again and again while the downloads run (timed apart). */
  meanwhile?: string;
}) {
  const firstRows: number[] = [];
  const wholes: number[] = [];
  const pages: number[] = [];
  let downloading = true;
  let pageFailure: { error: unknown } | undefined;
  // Its failure is kept and thrown once the downloads end (a rejection nobody awaits yet would
  // end the process).
  const reading = (async () => {
    while (opts.meanwhile !== undefined && downloading) {
      const t0 = performance.now();
      const res = await fetch(opts.meanwhile, { headers: opts.headers });
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`${opts.meanwhile}: ${res.status}`);
      pages.push(performance.now() - t0);
    }
  })().catch((error: unknown) => {
    pageFailure = { error };
  });
  try {
    await Promise.all(
      Array.from({ length: opts.clients }, async () => {
        for (let i = 0; i < opts.runs; i++) {
          const d = await download(opts.url, opts.headers);
          firstRows.push(d.firstRow);
          wholes.push(d.whole);
        }
      }),
    );
  } finally {
    downloading = false;
    await reading;
  }
  if (pageFailure !== undefined) throw pageFailure.error;
  firstRows.sort((a, b) => a - b);
  wholes.sort((a, b) => a - b);
  pages.sort((a, b) => a - b);
  return {
    calls: firstRows.length,
    firstRowP50: percentile(firstRows, 50),
    firstRowP95: percentile(firstRows, 95),
    wholeP50: percentile(wholes, 50),
    wholeP95: percentile(wholes, 95),
    pages: pages.length,
    pageP50: percentile(pages, 50),
    pageP95: percentile(pages, 95),
  };
}

/**
 * A bench's figures as a small JSON file beside its printout (the time and load average with
 * them), so a later run can be compared with this one; prints where it went.
 */
export function writeBenchJson(path: string, figures: Record<string, unknown>): void {
  const loadAverage = loadavg();
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(
    path,
    `${JSON.stringify({ at: new Date().toISOString(), loadAverage, ...figures }, null, 2)}\n`,
  );
  console.log(`# load average ${loadAverage.map((x) => x.toFixed(2)).join(' ')}; JSON: ${path}`);
}
