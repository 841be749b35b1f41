// `npm run bench:xlsx`: the largest Excel export on the *large* seed (≥ 200,000 people): every
// person of every brand as .xlsx in Spanish, each brand's file streamed at once by the super
// administrator, and the same as CSV for comparison. Prints time, bytes, rows (read back from
// the workbook) and the server's resident memory before and at its peak. The server's heap is
// not reachable from outside; RSS is what the machine pays.
// BENCH_ENGINES=postgres,pglite (default postgres)
import { readFileSync } from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';
import { signIn, startServer } from './bench-server';

const engines = (process.env.BENCH_ENGINES ?? 'postgres').split(',');

/** Resident memory of a process in MiB, from /proc (Linux). */
function rssMiB(pid: number): number {
  const m = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
  return m ? Number(m[1]) / 1024 : Number.NaN;
}

async function fetchBytes(url: string, headers: Record<string, string>): Promise<Uint8Array> {
  const res = await fetch(url, { headers });
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  return new Uint8Array(await res.arrayBuffer());
}

/** Rows of a workbook's sheet, header included. */
function sheetRows(bytes: Uint8Array): number {
  const sheet = strFromU8(unzipSync(bytes)['xl/worksheets/sheet1.xml'] as Uint8Array);
  return sheet.split('<row ').length - 1;
}

async function exportAll(
  base: string,
  pid: number,
  headers: Record<string, string>,
  sid: number,
  format: 'xlsx' | 'csv',
) {
  const before = rssMiB(pid);
  let peak = before;
  const timer = setInterval(() => {
    peak = Math.max(peak, rssMiB(pid));
  }, 20);
  const started = performance.now();
  const files = await Promise.all(
    [1, 2, 3].map((brand) =>
      fetchBytes(
        `${base}/admin/v2/people/export?security_id=${sid}&brand_id=${brand}&sort=name&format=${format}&lang=es-ES`,
        headers,
      ),
    ),
  );
  const ms = performance.now() - started;
  clearInterval(timer);
  const bytes = files.reduce((n, f) => n + f.length, 0);
  const rows =
    format === 'xlsx'
      ? files.reduce((n, f) => n + sheetRows(f) - 1, 0)
      : files.reduce((n, f) => n + strFromU8(f).split('\r\n').length - 2, 0);
  return { ms, bytes, rows, before, peak };
}

for (const [i, engine] of engines.entries()) {
  const server = await startServer(engine, 'large', 18280 + i);
  try {
    const pid = server.child.pid as number;
    const { headers, domain } = await signIn(server.base, 'super@demo.test');
    for (const format of ['xlsx', 'csv'] as const) {
      const r = await exportAll(server.base, pid, headers, domain.id, format);
      console.log(
        `${engine} people export .${format} (3 brands at once, es-ES): ${r.rows} rows, ` +
          `${(r.bytes / 1024 / 1024).toFixed(1)} MiB in ${(r.ms / 1000).toFixed(2)} s; ` +
          `server RSS ${r.before.toFixed(0)} → peak ${r.peak.toFixed(0)} MiB ` +
          `(+${(r.peak - r.before).toFixed(0)})`,
      );
    }
  } finally {
    await server.stop();
  }
}
