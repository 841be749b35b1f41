// `npm run bench:api`: latency percentiles and throughput of the hot API calls at 1, 16 and 64
// concurrent clients, against a real server process on PGlite and on PostgreSQL (demo seed).
// Prints numbers; asserts nothing. BENCH_ENGINES=pglite,postgres  BENCH_SECONDS=5
// BENCH_CALLS='people list,/api/v2/me' runs only those calls.
import { load, signIn, signInBody, startServer, wire } from './bench-server';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const engines = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',');
const only = process.env.BENCH_CALLS?.split(',');

async function bench(engine: string, base: string) {
  const { headers, domain } = await signIn(base, 'brand@demo.test');
  const q = async (o: object) => `?encr_params=${encodeURIComponent(await wire.encryptJson(o))}`;
  const targets = [
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
  ];
  for (const target of targets.filter((x) => !only || only.includes(x.name))) {
    for (const connections of [1, 16, 64]) {
      const r = await load({
        url: base + target.path,
        method: target.method,
        headers: target.headers,
        body: target.body,
        connections,
        seconds,
      });
      const ms = (v: number) => v.toFixed(1).padStart(7);
      console.log(
        [
          engine.padEnd(8),
          target.name.padEnd(22),
          String(connections).padStart(3),
          ms(r.p50),
          ms(r.p95),
          ms(r.p99),
          r.rps.toFixed(0).padStart(8),
          String(r.fails).padStart(6),
        ].join(' '),
      );
    }
  }
}

console.log('engine   call                   cli  p50 ms  p95 ms  p99 ms    req/s  fails');
let port = 18080;
for (const engine of engines) {
  const server = await startServer(engine, 'demo', port++);
  console.log(`# ${engine}: server ready in ${(server.readyMs / 1000).toFixed(1)} s`);
  try {
    await bench(engine, server.base);
  } finally {
    await server.stop();
  }
}
