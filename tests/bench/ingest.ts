// `npm run bench:ingest`: items per second and p95 per request of the ingestion API in batches
// of 1,000, for `survey-answers` (and `attempts` with 10 answers each, when the server has
// that route: first as history arriving out of order, then as a steady feed in time order), on
// PostgreSQL and PGlite; while the load runs, one admin reads the dashboard's
// key metrics and the NPS back to back, and their p95 is printed beside the same reads with no
// load. Targets: ≥ 10,000 survey answers/s and ≥ 3,000 attempts/s on PostgreSQL; report p95
// ≤ 150 ms during the load. Prints numbers; asserts nothing.
//
// Everything goes into brand 1 under the externalId prefix `bench-ingest-`: its first 20 seed
// stores and its first survey are given such externalIds for the run (for attempts a position,
// 200 people and a course with one 10-question exam are loaded), the facts are dated over the
// last 30 days, and at the end the facts and loaded records are deleted and the externalIds
// cleared (the rollup triggers follow), so the other benches find the seed as it was. A run
// stopped half-way is cleaned at the start of the next one.
//
// BENCH_ENGINES=postgres,pglite  BENCH_BATCHES=20 (requests per kind)  BENCH_SENDERS=2 (requests
// in flight at once)  BENCH_READ=0 (no readers during the load)  BENCH_KINDS=survey-answers,attempts
// (the loads to measure)  BENCH_SCALE=large|demo (default large; PGlite falls back to demo when
// .data-bench/pglite_large was never seeded: building it takes the machine for a long while).
import { existsSync } from 'node:fs';
import pg from 'pg';
import { PgliteDb } from '../../server/platform/db/pglite-db';
import { day, LAST_30_DAYS, percentile, signIn, startServer } from './bench-server';

const engines = (process.env.BENCH_ENGINES ?? 'postgres,pglite').split(',');
const batches = Number(process.env.BENCH_BATCHES ?? 20);
const senders = Number(process.env.BENCH_SENDERS ?? 2);
const withReaders = process.env.BENCH_READ !== '0';
const kinds = (process.env.BENCH_KINDS ?? 'survey-answers,attempts').split(',');
const BATCH = 1_000;
const PREFIX = 'bench-ingest-';
const STORES = 20;
const PEOPLE = 200;
const pgAdmin = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const RANGE = LAST_30_DAYS;

function scaleOf(engine: string): 'demo' | 'large' {
  const asked = process.env.BENCH_SCALE as 'demo' | 'large' | undefined;
  if (asked) return asked;
  return engine === 'pglite' && !existsSync('.data-bench/pglite_large') ? 'demo' : 'large';
}

/**
 * Brand 1's first 20 seed stores and its first survey are given the bench's externalIds (the
 * loads name them), so no store is created and none has to be deleted again: deleting a store
 * checks every table that names stores, which on the large seed takes minutes.
 */
const PREPARE = [
  `UPDATE organizations o SET external_id = '${PREFIX}store-' || s.n
     FROM (SELECT id, row_number() OVER (ORDER BY id) - 1 AS n FROM organizations
            WHERE brand_id = 1 AND kind = 'store' AND external_id IS NULL
            ORDER BY id LIMIT ${STORES}) s
    WHERE o.id = s.id`,
  `UPDATE surveys SET external_id = '${PREFIX}survey'
    WHERE id = (SELECT min(id) FROM surveys WHERE brand_id = 1 AND external_id IS NULL)`,
];

/** What a run adds to brand 1 taken away again, children first (the rollup triggers follow). */
const CLEANUP = [
  `DELETE FROM survey_responses WHERE brand_id = 1 AND external_id LIKE '${PREFIX}%'`,
  `DELETE FROM survey_openings o USING survey_opening_ids i
    WHERE i.brand_id = 1 AND i.external_id LIKE '${PREFIX}%' AND o.store_id = i.store_id`,
  `DELETE FROM survey_opening_ids WHERE brand_id = 1 AND external_id LIKE '${PREFIX}%'`,
  // Their attempts and answers go with the people (ON DELETE CASCADE).
  `DELETE FROM people WHERE brand_id = 1 AND external_id LIKE '${PREFIX}%'`,
  `DELETE FROM courses WHERE brand_id = 1 AND external_id LIKE '${PREFIX}%'`,
  `DELETE FROM positions WHERE brand_id = 1 AND external_id LIKE '${PREFIX}%'`,
  `UPDATE surveys SET external_id = NULL WHERE brand_id = 1 AND external_id LIKE '${PREFIX}%'`,
  `UPDATE organizations SET external_id = NULL
    WHERE brand_id = 1 AND kind = 'store' AND external_id LIKE '${PREFIX}%'`,
  `DELETE FROM activity_log WHERE target_type = 'integration_key' AND target_id IN (
     SELECT id::text FROM integration_keys WHERE brand_id = 1 AND name = '${PREFIX}key')`,
  `DELETE FROM integration_keys WHERE brand_id = 1 AND name = '${PREFIX}key'`,
];

const dataDir = (scale: 'demo' | 'large') =>
  `.data-bench/pglite${scale === 'demo' ? '' : '_large'}`;

/**
 * Runs statements on the bench database directly: PostgreSQL at any time, PGlite only while
 * no server has it open (it lives in the server's process). Returns how long they took.
 */
async function runSql(engine: string, scale: 'demo' | 'large', statements: string[]) {
  const t0 = performance.now();
  if (engine === 'postgres') {
    const client = new pg.Client({
      connectionString: pgAdmin.replace(
        /\/[^/]*$/,
        `/admin_bench${scale === 'demo' ? '' : '_large'}`,
      ),
    });
    await client.connect();
    try {
      for (const sql of statements) await client.query(sql);
    } finally {
      await client.end();
    }
  } else {
    const db = await PgliteDb.open({ dataDir: dataDir(scale) });
    try {
      for (const sql of statements) await db.query(sql);
    } finally {
      await db.close();
    }
  }
  return performance.now() - t0;
}

interface Admin {
  headers: Record<string, string>;
  domain: { id: number };
}

/** A plain (no envelope) call of the admin API as brand@demo.test. */
async function adminCall(base: string, admin: Admin, method: string, path: string, body?: unknown) {
  const sep = path.includes('?') ? '&' : '?';
  const res = await fetch(`${base}${path}${sep}security_id=${admin.domain.id}`, {
    method,
    headers: { ...admin.headers, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { payload: unknown }).payload;
}

interface LoadAnswer {
  status: number;
  ms: number;
  created: number;
  rejected: number;
  firstRejection?: unknown;
}

async function ingest(
  base: string,
  key: string,
  kind: string,
  items: unknown[],
): Promise<LoadAnswer> {
  const t0 = performance.now();
  const res = await fetch(`${base}/ingest/v1/${kind}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify({ items }),
  });
  const text = await res.text();
  const ms = performance.now() - t0;
  if (res.status !== 200) return { status: res.status, ms, created: 0, rejected: 0 };
  const body = JSON.parse(text) as {
    created: number;
    rejected: number;
    results: { status: string }[];
  };
  return {
    status: 200,
    ms,
    created: body.created,
    rejected: body.rejected,
    firstRejection: body.results.find((r) => r.status === 'rejected'),
  };
}

/** A random instant of the last 30 days, between 09:00 and 22:00 Mexico City time. */
/**
 * The i-th instant of a steady feed: yesterday from midnight (Mexico City), one second apart, so
 * each batch is later than the one before, as a learning app sends what was just taken.
 */
function feedInstant(i: number): string {
  return new Date(new Date(`${day(-1)}T00:00:00-06:00`).getTime() + i * 1000).toISOString();
}

function recentInstant(i: number): string {
  const daysAgo = 1 + (i % 29);
  const minutes = 9 * 60 + ((i * 37) % (13 * 60));
  const d = new Date(`${day(-daysAgo)}T00:00:00-06:00`);
  return new Date(d.getTime() + minutes * 60_000 + (i % 60) * 1000).toISOString();
}

const COMMENTS = [
  'Muy buena atención, el personal amable',
  'La fila estaba lenta y la caja cerrada',
  'Excelente servicio, volveré pronto',
  'Producto agotado otra vez',
  null,
  null,
];

/** One reader calling a report back to back until `done`: its latencies. */
async function reader(url: string, headers: Record<string, string>, done: () => boolean) {
  const latencies: number[] = [];
  let fails = 0;
  while (!done()) {
    const t0 = performance.now();
    const res = await fetch(url, { headers });
    await res.arrayBuffer();
    latencies.push(performance.now() - t0);
    if (!res.ok) fails += 1;
  }
  latencies.sort((a, b) => a - b);
  return {
    calls: latencies.length,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    fails,
  };
}

/** Reads the two reports in turn, `calls` times each, with nothing else running. */
async function idleReads(urls: string[], headers: Record<string, string>, calls: number) {
  const out: number[] = [];
  for (const url of urls) {
    const latencies: number[] = [];
    for (let i = 0; i < calls; i++) {
      const t0 = performance.now();
      await (await fetch(url, { headers })).arrayBuffer();
      latencies.push(performance.now() - t0);
    }
    latencies.sort((a, b) => a - b);
    out.push(percentile(latencies, 95));
  }
  return out;
}

/**
 * Sends `batches` requests of one kind, `senders` at a time, while one admin reads the key
 * metrics and another the NPS: items/s over the whole load, p50/p95 per request, and the
 * readers' p95.
 */
async function measure(
  label: string,
  base: string,
  key: string,
  kind: string,
  batchOf: (b: number) => unknown[],
  readUrls: string[],
  headers: Record<string, string>,
  shown = kind,
) {
  let next = 0;
  let finished = false;
  const times: number[] = [];
  let created = 0;
  let rejected = 0;
  let firstRejection: unknown;
  const readers = (withReaders ? readUrls : []).map((url) => reader(url, headers, () => finished));
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: senders }, async () => {
      while (next < batches) {
        const b = next++;
        const r = await ingest(base, key, kind, batchOf(b));
        if (r.status !== 200) throw new Error(`${kind}: ${r.status}`);
        times.push(r.ms);
        created += r.created;
        rejected += r.rejected;
        firstRejection ??= r.firstRejection;
      }
    }),
  );
  const seconds = (performance.now() - t0) / 1000;
  finished = true;
  const [metrics, nps] = await Promise.all(readers);
  times.sort((a, b) => a - b);
  const items = batches * BATCH;
  console.log(
    `${label} ${shown}: ${items} items in ${batches} requests of ${BATCH}, ${senders} at a time: ` +
      `${(items / seconds).toFixed(0)} items/s, request p50 ${percentile(times, 50).toFixed(0)} ms, ` +
      `p95 ${percentile(times, 95).toFixed(0)} ms; ${created} created, ${rejected} rejected` +
      (firstRejection ? ` (first: ${JSON.stringify(firstRejection)})` : ''),
  );
  for (const [name, r] of [
    ['key metrics', metrics],
    ['nps', nps],
  ] as const) {
    if (!r) continue;
    console.log(
      `${label} ${shown}: meanwhile ${name} ${r.calls} calls, p50 ${r.p50.toFixed(1)} ms, ` +
        `p95 ${r.p95.toFixed(1)} ms, ${r.fails} failed`,
    );
  }
}

for (const [i, engine] of engines.entries()) {
  const scale = scaleOf(engine);
  const label = `${engine} (${scale})`;
  // The seed is made (and migrated) by a first start when the bench database does not exist.
  if (engine === 'pglite' && !existsSync(dataDir(scale))) {
    await (await startServer(engine, scale, 18380 + i)).stop();
  }
  // What an interrupted run left goes first (PGlite: before its server opens the database).
  if (engine === 'pglite') await runSql(engine, scale, [...CLEANUP, ...PREPARE]);
  const server = await startServer(engine, scale, 18380 + i);
  console.log(`# ${label}: server ready in ${(server.readyMs / 1000).toFixed(1)} s`);
  const cleanup = async () =>
    console.log(
      `${label}: bench rows deleted in ${(await runSql(engine, scale, CLEANUP)).toFixed(0)} ms`,
    );
  try {
    if (engine === 'postgres') await runSql(engine, scale, [...CLEANUP, ...PREPARE]);
    const admin = (await signIn(server.base, 'brand@demo.test')) as Admin;
    const created = (await adminCall(server.base, admin, 'POST', '/admin/v2/integration-keys', {
      name: `${PREFIX}key`,
      kinds: ['survey-answers', 'positions', 'people', 'courses', 'attempts'],
      requests_per_minute: 6000,
    })) as { key: string };
    const key = created.key;
    const must = async (kind: string, items: unknown[]) => {
      const r = await ingest(server.base, key, kind, items);
      if (r.status !== 200 || r.rejected > 0) {
        throw new Error(`${kind}: ${r.status} ${JSON.stringify(r.firstRejection)}`);
      }
    };

    const reads = [
      `${server.base}/admin/v2/dashboard/key-metrics?security_id=${admin.domain.id}&${RANGE}`,
      `${server.base}/admin/v2/satisfaction/nps?security_id=${admin.domain.id}&${RANGE}`,
    ];
    const [idleMetrics, idleNps] = await idleReads(reads, admin.headers, 20);
    console.log(
      `${label} no load: key metrics p95 ${idleMetrics?.toFixed(1)} ms, nps p95 ${idleNps?.toFixed(1)} ms`,
    );
    const run = Date.now().toString(36);
    if (kinds.includes('survey-answers')) {
      await measure(
        label,
        server.base,
        key,
        'survey-answers',
        (b) =>
          Array.from({ length: BATCH }, (_, k) => {
            const n = b * BATCH + k;
            return {
              externalId: `${PREFIX}${run}-a-${n}`,
              storeExternalId: `${PREFIX}store-${n % STORES}`,
              surveyExternalId: `${PREFIX}survey`,
              score: (n * 7) % 11,
              answeredAt: recentInstant(n),
              comment: COMMENTS[n % COMMENTS.length],
            };
          }),
        reads,
        admin.headers,
      );
    }

    // Attempts: when asked for, and only once the route exists (another kind, built beside this
    // one).
    const probe = kinds.includes('attempts')
      ? await fetch(`${server.base}/ingest/v1/attempts`, {
          method: 'POST',
          headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
          body: JSON.stringify({ items: [] }),
        })
      : null;
    if (probe === null) {
      console.log(`${label} attempts: not in BENCH_KINDS, skipped`);
    } else if (probe.status === 404) {
      console.log(`${label} attempts: no /ingest/v1/attempts route on this server, skipped`);
    } else {
      await must('positions', [{ externalId: `${PREFIX}position`, name: 'Bench ingest' }]);
      await must(
        'people',
        Array.from({ length: PEOPLE }, (_, p) => ({
          externalId: `${PREFIX}person-${p}`,
          firstName: 'Bench',
          lastName: `Ingest ${p}`,
          positionExternalId: `${PREFIX}position`,
          storeExternalId: `${PREFIX}store-${p % STORES}`,
          employeeNumber: `${PREFIX}${p}`,
        })),
      );
      await must('courses', [
        {
          externalId: `${PREFIX}course`,
          name: 'Bench ingest',
          positionExternalIds: [`${PREFIX}position`],
          lessons: [{ externalId: `${PREFIX}lesson`, title: 'Bench' }],
          exams: [
            {
              externalId: `${PREFIX}exam`,
              title: 'Bench',
              questions: Array.from({ length: 10 }, (_, q) => ({
                externalId: `${PREFIX}q-${q}`,
                text: `Pregunta ${q}`,
                points: 10,
              })),
            },
          ],
        },
      ]);
      // Batch b of attempts of the 200 people, started at instantOf(n) (ids tagged apart).
      const attempts = (tag: string, instantOf: (n: number) => string) => (b: number) =>
        Array.from({ length: BATCH }, (_, k) => {
          const n = b * BATCH + k;
          const startedAt = instantOf(n);
          return {
            externalId: `${PREFIX}${run}-${tag}-${n}`,
            personExternalId: `${PREFIX}person-${n % PEOPLE}`,
            examExternalId: `${PREFIX}exam`,
            startedAt,
            endedAt: new Date(new Date(startedAt).getTime() + 600_000).toISOString(),
            answers: Array.from({ length: 10 }, (_, q) => ({
              questionExternalId: `${PREFIX}q-${q}`,
              points: (n + q) % 3 === 0 ? 0 : 10,
            })),
          };
        });
      const attemptsRun = (tag: string, instantOf: (n: number) => string, shown?: string) =>
        measure(
          label,
          server.base,
          key,
          'attempts',
          attempts(tag, instantOf),
          reads,
          admin.headers,
          shown,
        );
      await attemptsRun('t', recentInstant);
      // The same people again, now as a steady feed: every attempt later than their registration,
      // so nobody's status or registration moves and no load waits for another (person-status.ts).
      await attemptsRun('f', feedInstant, 'attempts in time order');
    }
  } finally {
    if (engine === 'postgres') await cleanup();
    await server.stop();
    if (engine === 'pglite') await cleanup();
  }
}
