// `npm run bench:analytics`: p95 of every dashboard, ranking, training and supervision operation
// (and their exports: also until their first row arrives, alone and with as many clients
// downloading at once) on the *large* seed, per scope level (brand, region, store admin), at 1
// and 16 clients, on PostgreSQL and on PGlite. Targets: PostgreSQL ≤ 150 ms p95 at
// 1 client and ≤ 400 ms at 16; PGlite ≤ 400 ms at 1 client. Prints numbers (and, at the end, the
// highest page p95 per engine and number of clients) and writes them to BENCH_JSON
// (.data-bench/analytics.json); asserts nothing.
// The usage graph and the users, managers and stores rankings are served from the report cache
// while their brand's data is unchanged (server/platform/reports/answer-memo.ts): a run repeats the same
// call, so it measures cache hits; `REPORT_MEMO_ENTRIES=0` turns the cache off (every call a
// miss, as the first call after a write is); `BENCH_WRITE_EVERY_MS=1000` writes to brand 1 that
// often during the run (on PGlite through the API), as the app's users do, so each write
// invalidates the cached answers.
// `REPORT_REFRESH_MS=0` turns refresh-ahead off (answer-refresh.ts: recomputing the answers
// asked for after a write).
// `BENCH_PACE_MS=2000`: each client pauses about that long between calls, as an admin reading
// does, instead of calling back to back (with a writer: was the answer refreshed ahead?).
// Results go to docs/benchmarks/ (one file per area, each table with its command).
// BENCH_ENGINES=postgres,pglite  BENCH_SECONDS=3  BENCH_CLIENTS=1,16  BENCH_OPS=key-metrics,...
// BENCH_LEVELS=brand,region,store
import pg from 'pg';
import {
  benchDatabase,
  callMain,
  day,
  LAST_30_DAYS,
  load,
  paced,
  signIn,
  startServer,
  stream,
  streamTogether,
  writeBenchJson,
} from './bench-server';

const seconds = Number(process.env.BENCH_SECONDS ?? 3);
const engines = (process.env.BENCH_ENGINES ?? 'postgres,pglite').split(',');
const clients = (process.env.BENCH_CLIENTS ?? '1,16').split(',').map(Number);

// The dashboard's default view: the last 30 full days of the seed (its newest day is yesterday).
const RANGE = LAST_30_DAYS;

const OPS: [string, string][] = [
  ['key-metrics', '/admin/v2/dashboard/key-metrics'],
  ['usage (day)', '/admin/v2/dashboard/usage?group=day'],
  ['progress', '/admin/v2/dashboard/progress'],
  ['exams', '/admin/v2/dashboard/exams'],
  ['users ranking', '/admin/v2/rankings/users?page_size=50'],
  ['users export', '/admin/v2/rankings/users/export'],
  ['managers ranking', '/admin/v2/rankings/managers?page_size=50'],
  ['managers export', '/admin/v2/rankings/managers/export'],
  ['stores ranking', '/admin/v2/rankings/stores?sort=best_growth&page_size=50'],
  ['stores export', '/admin/v2/rankings/stores/export'],
  ['training reports', '/admin/v2/training/reports?page_size=50'],
  ['training reports by name', '/admin/v2/training/reports?page_size=50&sort=name'],
  ['training export', '/admin/v2/training/reports/export'],
  // The detail of the newest training report the admin may see (the list's first row).
  ['report detail', '/admin/v2/reports/details/training/{first-report}'],
  ['topic summary', '/admin/v2/training/topic-summary'],
  ['topic summary export', '/admin/v2/training/topic-summary/export?type=open'],
  ['practical exams', '/admin/v2/training/practical-exams?page_size=50'],
  ['practical export', '/admin/v2/training/practical-exams/export'],
  ['dc3 forms', '/admin/v2/training/dc3?page_size=50'],
  ['dc3 by name', '/admin/v2/training/dc3?page_size=50&sort=name'],
  ['awards', '/admin/v2/training/awards?page_size=50'],
  ['awards by name', '/admin/v2/training/awards?page_size=50&sort=name'],
  ['awards export', '/admin/v2/training/awards/export'],
  ['dc3 export', '/admin/v2/training/dc3/export'],
  ['content targets', '/admin/v2/training/content-targets?page_size=50'],
  ['content targets export', '/admin/v2/training/content-targets/export'],
  ['indicators', '/admin/v2/training/performance-indicators?page_size=50'],
  ['indicators export', '/admin/v2/training/performance-indicators/export'],
  ['overdue people', '/admin/v2/training/performance-indicators/overdue?page_size=50'],
  ['overdue export', '/admin/v2/training/performance-indicators/overdue/export'],
  ['supervisions', '/admin/v2/supervision/reports?page_size=50'],
  ['supervisions export', '/admin/v2/supervision/reports/export'],
  ['supervision options', '/admin/v2/supervision/reports/options'],
  // The PDF of the newest supervision the admin may see (the list's first row).
  ['supervision pdf', '/admin/v2/supervision/reports/{first}/pdf'],
  ['global score', '/admin/v2/supervision/global-score'],
  ['score breakdown', '/admin/v2/supervision/global-score/breakdown'],
  ['kpi module report', '/admin/v2/supervision/kpis/report-per-module?page_size=50'],
  [
    'kpi monthly summary',
    `/admin/v2/supervision/kpis/monthly-summary?month=${day(-1).slice(0, 7)}`,
  ],
  ['kpi global report', '/admin/v2/supervision/kpis/global-report'],
  ['satisfaction surveys', '/admin/v2/satisfaction/surveys'],
  ['satisfaction nps', '/admin/v2/satisfaction/nps'],
  ['satisfaction breakdown', '/admin/v2/satisfaction/nps/breakdown'],
  ['satisfaction breakdown export', '/admin/v2/satisfaction/nps/breakdown/export'],
  ['satisfaction responses', '/admin/v2/satisfaction/responses?page_size=50'],
  ['satisfaction responses by word', '/admin/v2/satisfaction/responses?page_size=50&word=no'],
  ['satisfaction responses export', '/admin/v2/satisfaction/responses/export'],
  ['satisfaction full export', '/admin/v2/satisfaction/responses/full-export'],
  ['satisfaction words', '/admin/v2/satisfaction/comments/words'],
  // Every comment the seed has (its 548 days and more): the word cloud's own target, 300 ms.
  [
    'satisfaction words all time',
    `/admin/v2/satisfaction/comments/words?start=${day(-600)}&end=${day(-1)}`,
  ],
  ['satisfaction indicators', '/admin/v2/satisfaction/indicators?page_size=50'],
  ['satisfaction indicators export', '/admin/v2/satisfaction/indicators/export'],
];
const only = process.env.BENCH_OPS?.split(',');
const pgAdmin = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * Waits until the requests a run left in flight are done: autocannon stops at the deadline, but
 * the server (and PostgreSQL) still work through them, which would slow the next run down.
 */
async function drain(engine: string, base: string, headers: Record<string, string>) {
  // A cheap call returns once the server's queue is through: PGlite runs one query at a time, and
  // on PostgreSQL calls wait for one of the pool's connections (the server may drop a call that
  // waited too long: ask again).
  const answered = async () => {
    for (let i = 0; i < 20; i++) {
      try {
        await callMain(base, '/api/v2/me', { headers });
        return;
      } catch {
        await new Promise((r) => setTimeout(r, 1000));
      }
    }
  };
  await answered();
  if (engine !== 'postgres') return;
  // Then no session of the server busy, twice in a row: statements of calls the load tool gave up
  // on (16 exports of a brand's ranking run for seconds after their clients left) would
  // otherwise be timed as the next cell's. "idle in transaction" counts: an export's snapshot
  // sits there between its statements.
  const client = new pg.Client({ connectionString: pgAdmin });
  await client.connect();
  try {
    let quiet = 0;
    for (let i = 0; i < 600 && quiet < 2; i++) {
      const { rows } = await client.query<{ n: string }>(
        `SELECT count(*) AS n FROM pg_stat_activity
          WHERE datname = $1 AND state IN ('active', 'idle in transaction')
            AND pid <> pg_backend_pid()`,
        [benchDatabase('large')],
      );
      quiet = Number(rows[0]?.n ?? 0) === 0 ? quiet + 1 : 0;
      await new Promise((r) => setTimeout(r, 100));
    }
    await answered();
  } finally {
    await client.end();
  }
}

/** The id of the newest supervision (or training report) in the admin's scope over the range. */
async function firstRow(
  base: string,
  admin: { headers: Record<string, string>; domain: { id: number } },
  list: string,
  key: 'id' | 'attempt_id',
): Promise<number> {
  // A plain query (no envelope) gets a plain answer, as the load itself does.
  const res = await fetch(`${base}${list}?page_size=5&security_id=${admin.domain.id}&${RANGE}`, {
    headers: admin.headers,
  });
  const answer = (await res.json()) as { payload?: { items: Record<string, number>[] } };
  const id = answer.payload?.items[0]?.[key];
  if (id === undefined) throw new Error(`no row of ${list} in the bench range`);
  return id;
}

/** Touches one brand-1 person every `everyMs` (a write that invalidates the cached answers). */
async function startWriter(everyMs: number): Promise<() => Promise<void>> {
  const url = pgAdmin.replace(/\/[^/]*$/, `/${benchDatabase('large')}`);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  let writes = 0;
  const timer = setInterval(() => {
    writes += 1;
    void client.query(
      `UPDATE people SET first_name = first_name
        WHERE id = (SELECT id FROM people WHERE brand_id = 1 ORDER BY id LIMIT 1)`,
    );
  }, everyMs);
  return async () => {
    clearInterval(timer);
    await client.end();
    console.log(`# ${writes} writes to brand 1, one every ${everyMs} ms`);
  };
}

interface Admin {
  headers: Record<string, string>;
  domain: { id: number };
}

/**
 * The same through the API, for PGlite (its database lives in the server's process): renames
 * the brand admin's first person back and forth, as an admin editing people does, and puts the
 * name back when stopped.
 */
async function startApiWriter(
  base: string,
  admin: Admin,
  everyMs: number,
): Promise<() => Promise<void>> {
  const api = async (method: string, path: string, body?: unknown) => {
    const sep = path.includes('?') ? '&' : '?';
    const res = await fetch(`${base}${path}${sep}security_id=${admin.domain.id}`, {
      method,
      headers: { ...admin.headers, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return ((await res.json()) as { payload: unknown }).payload;
  };
  const list = (await api('GET', '/admin/v2/people?page_size=5')) as { items: { id: number }[] };
  const id = list.items[0]?.id;
  if (id === undefined) throw new Error('the brand admin sees no person');
  const person = (await api('GET', `/admin/v2/people/${id}`)) as {
    first_name: string;
    country: string;
    position: { id: number };
    store: { id: number };
  };
  const edit = (first_name: string) =>
    api('PUT', `/admin/v2/people/${id}`, {
      first_name,
      country: person.country,
      position_id: person.position.id,
      store_id: person.store.id,
    });
  let writes = 0;
  let last = Promise.resolve<unknown>(undefined);
  const timer = setInterval(() => {
    writes += 1;
    last = edit(writes % 2 === 1 ? `${person.first_name}·` : person.first_name);
  }, everyMs);
  return async () => {
    clearInterval(timer);
    await last;
    await edit(person.first_name);
    console.log(`# ${writes} edits of a brand-1 person through the API, one every ${everyMs} ms`);
  };
}

const writeEvery = Number(process.env.BENCH_WRITE_EVERY_MS ?? 0);
const paceMs = Number(process.env.BENCH_PACE_MS ?? 0);
const levels = (process.env.BENCH_LEVELS ?? 'brand,region,store').split(',');
const jsonPath = process.env.BENCH_JSON ?? '.data-bench/analytics.json';
/** Every operation's figures at each number of clients, for the JSON written at the end. */
const results: {
  engine: string;
  level: string;
  operation: string;
  clients: number;
  p50: number;
  p95: number;
  rps?: number;
  fails: number;
}[] = [];
for (const [i, engine] of engines.entries()) {
  const server = await startServer(engine, 'large', 18280 + i);
  console.log(`# ${engine}: server ready in ${(server.readyMs / 1000).toFixed(1)} s`);
  let stopWriter = async () => {};
  try {
    if (writeEvery > 0) {
      stopWriter =
        engine === 'postgres'
          ? await startWriter(writeEvery)
          : await startApiWriter(
              server.base,
              await signIn(server.base, 'brand@demo.test'),
              writeEvery,
            );
    }
    for (const who of levels) {
      const admin = await signIn(server.base, `${who}@demo.test`);
      for (const [name, path] of OPS) {
        if (only && !only.some((o) => name.startsWith(o))) continue;
        // The monthly summary names its month, a PDF or detail its row, instead of a range; the
        // content targets take none; an operation that names its own range keeps it.
        const range =
          path.includes('month=') ||
          path.includes('{first') ||
          path.includes('start=') ||
          path.includes('content-targets')
            ? ''
            : `&${RANGE}`;
        const target = path.includes('{first}')
          ? path.replace(
              '{first}',
              String(await firstRow(server.base, admin, '/admin/v2/supervision/reports', 'id')),
            )
          : path.includes('{first-report}')
            ? path.replace(
                '{first-report}',
                String(
                  await firstRow(server.base, admin, '/admin/v2/training/reports', 'attempt_id'),
                ),
              )
            : path;
        const url = `${server.base}${target}${target.includes('?') ? '&' : '?'}security_id=${admin.domain.id}${range}`;
        // A streamed export is also timed as a user sees it: until its first row arrives (the
        // download has started), and its whole length.
        if (name.includes('export')) {
          const s = await stream({ url, headers: admin.headers, runs: 6 });
          console.log(
            `${engine} ${who} ${name} first row: first call ${s.firstCall.toFixed(1)} ms, ` +
              `next five p50 ${s.firstRowP50.toFixed(1)} ms, ` +
              `p95 ${s.firstRowP95.toFixed(1)} ms; whole file p50 ${s.wholeP50.toFixed(0)} ms, ` +
              `${s.rows} rows, ${(s.bytes / 1e6).toFixed(1)} MB`,
          );
          for (const together of clients.filter((n) => n > 1)) {
            // Meanwhile another admin reads the dashboard's key metrics (never kept: each call
            // runs its SQL), so what the downloads leave for everyone else shows.
            const t = await streamTogether({
              url,
              headers: admin.headers,
              clients: together,
              runs: 2,
              meanwhile: `${server.base}${OPS[0]?.[1]}?security_id=${admin.domain.id}&${RANGE}`,
            });
            await drain(engine, server.base, admin.headers);
            console.log(
              `${engine} ${who} ${name} first row at ${together} clients: ${t.calls} calls, ` +
                `p50 ${t.firstRowP50.toFixed(1)} ms, p95 ${t.firstRowP95.toFixed(1)} ms; ` +
                `whole file p50 ${t.wholeP50.toFixed(0)} ms, p95 ${t.wholeP95.toFixed(0)} ms; ` +
                `key metrics meanwhile ${t.pages} calls, p50 ${t.pageP50.toFixed(1)} ms, ` +
                `p95 ${t.pageP95.toFixed(1)} ms`,
            );
          }
        }
        for (const connections of clients) {
          const cell = { engine, level: who, operation: name, clients: connections };
          if (paceMs > 0) {
            const r = await paced({ url, headers: admin.headers, connections, seconds, paceMs });
            results.push({ ...cell, p50: r.p50, p95: r.p95, fails: r.fails });
            console.log(
              `${engine} ${who} ${name} ${connections} client${connections === 1 ? '' : 's'} ` +
                `pausing ~${paceMs} ms: ${r.calls} calls, p50 ${r.p50.toFixed(1)} ms, ` +
                `p95 ${r.p95.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms, max ${r.max.toFixed(1)} ms, ` +
                `${r.fails} failed`,
            );
            continue;
          }
          const r = await load({
            url,
            method: 'GET',
            headers: admin.headers,
            connections,
            seconds,
          });
          await drain(engine, server.base, admin.headers);
          results.push({ ...cell, p50: r.p50, p95: r.p95, rps: r.rps, fails: r.fails });
          console.log(
            `${engine} ${who} ${name} ${connections} client${connections === 1 ? '' : 's'}: ` +
              `p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms, ${r.rps.toFixed(0)} req/s, ` +
              `${r.fails} failed`,
          );
        }
      }
    }
  } finally {
    await stopWriter();
    await server.stop();
  }
}

// The highest p95 of the pages (exports have their own targets: docs/benchmarks/exports.md).
for (const engine of engines) {
  for (const n of clients) {
    const pages = results.filter(
      (r) => r.engine === engine && r.clients === n && !r.operation.includes('export'),
    );
    const worst = pages.reduce<(typeof pages)[number] | undefined>(
      (w, r) => (w === undefined || r.p95 > w.p95 ? r : w),
      undefined,
    );
    if (worst) {
      console.log(
        `# ${engine} at ${n} client${n === 1 ? '' : 's'}: highest page p95 ${worst.p95.toFixed(1)} ms ` +
          `(${worst.level} ${worst.operation}) of ${pages.length} pages`,
      );
    }
  }
}
writeBenchJson(jsonPath, { seconds, writeEveryMs: writeEvery, paceMs, results });
