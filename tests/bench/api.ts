// `npm run bench:api`: latency percentiles and throughput of the hot API calls at 1, 16 and 64
// concurrent clients, against a real server process on PGlite and on PostgreSQL (demo seed),
// with the CPU each request cost the server, its PostgreSQL backends and the load client (a fair
// comparison when other work shares the machine). Prints numbers and writes them as JSON to
// BENCH_JSON (default .data-bench/api.json); asserts nothing. BENCH_ENGINES=pglite,postgres
// BENCH_SECONDS=5  BENCH_CLIENTS=1,16,64  BENCH_CALLS='people list,/api/v2/me' runs only those.
// At the end, per engine, the busy-morning crossover of the people list and the key metrics: up to
// how many clients p95 ≤ 250 ms, max ≤ 2 s and no failure held (crossover.ts). For a finer one:
// BENCH_CALLS='people list,key metrics' BENCH_CLIENTS=1,2,4,8,16,32,64.
import {
  LAST_30_DAYS,
  load,
  signIn,
  signInBody,
  startServer,
  wire,
  writeBenchJson,
} from './bench-server';
import { cpuBetween, sampleCpu } from './cpu-meter';
import { crossovers, describeCrossover, type LoadCell, MORNING_GOAL } from './crossover';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const engines = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',');
const only = process.env.BENCH_CALLS?.split(',');
const clients = (process.env.BENCH_CLIENTS ?? '1,16,64').split(',').map(Number);
const jsonPath = process.env.BENCH_JSON ?? '.data-bench/api.json';
const results: LoadCell[] = [];

interface Server {
  base: string;
  pid: number;
  databaseUrl: string | undefined;
  appName: string;
}

async function bench(engine: string, server: Server) {
  const { base } = server;
  const { headers, domain } = await signIn(base, 'brand@demo.test');
  const q = async (o: object) => `?encr_params=${encodeURIComponent(await wire.encryptJson(o))}`;
  const targets = [
    // The HTTP floor: no database, no envelope.
    { name: '/healthz', method: 'GET', path: '/healthz', headers: {} },
    // Each /token call signs in anew (scrypt): it measures the password check, by design.
    {
      name: '/token',
      method: 'POST',
      path: '/token',
      body: await signInBody('brand@demo.test'),
      headers: {},
    },
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
    {
      name: 'key metrics',
      method: 'GET',
      path: `/admin/v2/dashboard/key-metrics?security_id=${domain.id}&${LAST_30_DAYS}`,
      headers,
    },
  ];
  for (const target of targets.filter((x) => !only || only.includes(x.name))) {
    for (const connections of clients) {
      const before = await sampleCpu(server.pid, server.databaseUrl, server.appName);
      const r = await load({
        url: base + target.path,
        method: target.method,
        headers: target.headers,
        body: target.body,
        connections,
        seconds,
      });
      const cpu = cpuBetween(
        before,
        await sampleCpu(server.pid, server.databaseUrl, server.appName),
      );
      const per = (ms: number) => (r.calls > 0 ? (ms * 1000) / r.calls : Number.NaN);
      const row = {
        engine,
        call: target.name,
        clients: connections,
        p50: r.p50,
        p95: r.p95,
        p99: r.p99,
        max: r.max,
        rps: r.rps,
        fails: r.fails,
        // Microseconds of CPU per request.
        serverCpuUs: per(cpu.server),
        pgCpuUs: per(cpu.pg),
        benchCpuUs: per(cpu.bench),
      };
      results.push(row);
      const ms = (v: number) => v.toFixed(1).padStart(7);
      const us = (v: number) => (Number.isNaN(v) ? '-' : v.toFixed(0)).padStart(6);
      console.log(
        [
          engine.padEnd(8),
          target.name.padEnd(22),
          String(connections).padStart(3),
          ms(r.p50),
          ms(r.p95),
          ms(r.p99),
          ms(r.max),
          r.rps.toFixed(0).padStart(8),
          String(r.fails).padStart(6),
          us(row.serverCpuUs),
          us(row.pgCpuUs),
          us(row.benchCpuUs),
        ].join(' '),
      );
    }
  }
}

console.log(
  'engine   call                   cli  p50 ms  p95 ms  p99 ms  max ms    req/s  fails srv µs  pg µs bench µs',
);
let port = 18080;
for (const engine of engines) {
  // Names this server's PostgreSQL connections, so their CPU can be told from everyone else's.
  const appName = `bench-api-${process.pid}-${engine}`;
  process.env.PGAPPNAME = appName;
  const server = await startServer(engine, 'demo', port++);
  console.log(`# ${engine}: server ready in ${(server.readyMs / 1000).toFixed(1)} s`);
  try {
    const pid = server.child.pid;
    if (pid === undefined) throw new Error('the server has no pid');
    await bench(engine, { base: server.base, pid, databaseUrl: server.databaseUrl, appName });
  } finally {
    await server.stop();
  }
}
delete process.env.PGAPPNAME;
const morning = results.filter((r) => r.call === 'people list' || r.call === 'key metrics');
if (morning.length > 0) {
  console.log(
    `# busy morning (p95 ≤ ${MORNING_GOAL.p95Ms} ms, max ≤ ${MORNING_GOAL.maxMs} ms, no failure):`,
  );
  for (const c of crossovers(morning)) console.log(describeCrossover(c));
}
writeBenchJson(jsonPath, { seconds, results });
