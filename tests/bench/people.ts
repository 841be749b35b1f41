// `npm run bench:people`: the people screens' server work at the scale of a large chain (the
// *large* seed, 200,000 people): list p95 with search + filter + sort, an export of all 200,000
// rows (time and the server's peak memory), an import of 10,000 rows, and in Chromium the
// render of a 500-row page and 'select all' (tests/bench/people-browser.ts). Prints numbers.
// BENCH_ENGINES=postgres,pglite  BENCH_SECONDS=5  BENCH_BROWSER=0 skips the browser part
// BENCH_LIST_ONLY=1 times the list alone (no export, no import: the seed stays as it is); the
// list's figures go to BENCH_JSON (.data-bench/people-list.json) with the load average.
import { readFileSync } from 'node:fs';
import { download, load, signIn, startServer, writeBenchJson } from './bench-server';
import { cpuBetween, sampleCpu } from './cpu-meter';
import { buildSpa, measurePeopleBrowser, printBrowserNumbers } from './people-browser';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const engines = (process.env.BENCH_ENGINES ?? 'postgres,pglite').split(',');
const listOnly = process.env.BENCH_LIST_ONLY === '1';
const jsonPath = process.env.BENCH_JSON ?? '.data-bench/people-list.json';
const listResults: Record<string, unknown>[] = [];

/** Resident memory of a process in MiB, from /proc (Linux). */
function rssMiB(pid: number): number {
  const m = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
  return m ? Number(m[1]) / 1024 : Number.NaN;
}

async function exportAll(base: string, pid: number, headers: Record<string, string>, sid: number) {
  const before = rssMiB(pid);
  let peak = before;
  const timer = setInterval(() => {
    peak = Math.max(peak, rssMiB(pid));
  }, 20);
  const started = performance.now();
  let rows = 0;
  let bytes = 0;
  // The super administrator exports every brand at once: 200,000 rows in flight together.
  await Promise.all(
    [1, 2, 3].map(async (brand) => {
      const d = await download(
        `${base}/admin/v2/people/export?security_id=${sid}&brand_id=${brand}&sort=name`,
        headers,
      );
      rows += d.rows;
      bytes += d.bytes;
    }),
  );
  clearInterval(timer);
  return { rows, bytes, ms: performance.now() - started, before, peak };
}

async function importRows(base: string, headers: Record<string, string>, sid: number, run: string) {
  const positions = (await (
    await fetch(`${base}/admin/v2/positions?security_id=${sid}`, { headers })
  ).json()) as { payload: { name: string }[] };
  const template = await (
    await fetch(`${base}/admin/v2/people/import-template?security_id=${sid}`, { headers })
  ).text();
  // The template's reference column lists the scope's stores.
  const stores = template
    .split(/\r?\n/)
    .slice(1)
    .map((l) => l.split(',')[9] ?? '')
    .filter((s) => s !== '');
  const lines = ['first_name,last_name,email,phone,enrollment,position,store,national_id,tax_id'];
  for (let i = 0; i < 10_000; i++) {
    const position = positions.payload[i % positions.payload.length]?.name ?? '';
    const store = stores[i % stores.length] ?? '';
    lines.push(
      `Banco${i},Prueba,bench.${run}.${i}@ejemplo.mx,,BENCH-${run}-${i},${position},"${store}",,`,
    );
  }
  const started = performance.now();
  const res = await fetch(`${base}/admin/v2/people/import?security_id=${sid}`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'text/csv' },
    body: lines.join('\n'),
  });
  const body = (await res.json()) as { payload?: { registered: number; failed: number } };
  return { ms: performance.now() - started, status: res.status, ...body.payload };
}

const browser = process.env.BENCH_BROWSER !== '0' && !listOnly;
// The servers serve the built SPA (STATIC_DIR passes through startServer's environment).
const spa = browser ? await buildSpa() : null;
if (spa) process.env.STATIC_DIR = spa.dir;

for (const [i, engine] of engines.entries()) {
  // The server's PostgreSQL sessions carry this name, so their CPU is told from other sessions'.
  const appName = `bench-people-${process.pid}-${engine}`;
  process.env.PGAPPNAME = appName;
  const server = await startServer(engine, 'large', 18180 + i);
  const pid = server.child.pid ?? 0;
  console.log(`# ${engine}: server ready in ${(server.readyMs / 1000).toFixed(1)} s`);
  try {
    const brand = await signIn(server.base, 'brand@demo.test');
    const list = `/admin/v2/people?security_id=${brand.domain.id}&search=mar&status=active&sort=name&page=3&page_size=50`;
    const reply = (await (await fetch(server.base + list, { headers: brand.headers })).json()) as {
      payload: { total: number; total_estimated?: boolean };
    };
    const { total, total_estimated: estimated = false } = reply.payload;
    console.log(`${engine} list total: ${estimated ? '≈ ' : ''}${total}`);
    for (const connections of [1, 16]) {
      const cpuBefore = await sampleCpu(pid, server.databaseUrl, appName);
      const r = await load({
        url: server.base + list,
        method: 'GET',
        headers: brand.headers,
        connections,
        seconds,
      });
      const cpu = cpuBetween(cpuBefore, await sampleCpu(pid, server.databaseUrl, appName));
      // CPU per call moves less than latency with other work on the machine: the fairer
      // before/after figure. PGlite runs inside the server, so its "PostgreSQL" is 0 there.
      const perCall = { serverMs: cpu.server / r.calls, postgresMs: cpu.pg / r.calls };
      console.log(
        `${engine} list (search+status+sort, page 3 of 50) ${connections} clients: ` +
          `p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms, ` +
          `${r.rps.toFixed(0)} req/s, ${r.fails} failed; CPU per call: server ` +
          `${perCall.serverMs.toFixed(2)} ms, PostgreSQL ${perCall.postgresMs.toFixed(2)} ms`,
      );
      listResults.push({ engine, connections, total, estimated, ...r, cpuPerCall: perCall });
    }
    if (listOnly) continue;
    const sup = await signIn(server.base, 'super@demo.test');
    const e = await exportAll(server.base, pid, sup.headers, sup.domain.id);
    console.log(
      `${engine} export: ${e.rows} rows, ${(e.bytes / 1048576).toFixed(1)} MiB in ` +
        `${(e.ms / 1000).toFixed(2)} s; server RSS ${e.before.toFixed(0)} → peak ${e.peak.toFixed(0)} MiB`,
    );
    const imp = await importRows(server.base, brand.headers, brand.domain.id, `${Date.now()}`);
    console.log(
      `${engine} import of 10,000 rows: ${(imp.ms / 1000).toFixed(2)} s, status ${imp.status}, ` +
        `registered ${imp.registered}, failed ${imp.failed}`,
    );
    if (spa) printBrowserNumbers(engine, await measurePeopleBrowser(server.base));
  } finally {
    await server.stop();
  }
}
await spa?.remove();
writeBenchJson(jsonPath, { seconds, list: listResults });
