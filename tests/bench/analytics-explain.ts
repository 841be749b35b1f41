// Prints EXPLAIN (ANALYZE, BUFFERS) of every query one report operation runs on the large
// PostgreSQL bench database (seeded by `npm run bench:analytics`), for finding where time goes.
// npx tsx tests/bench/analytics-explain.ts <key-metrics|usage|progress|exams|users|users-export|stores|managers|training|training-by-name|training-export|topic-summary|indicators|overdue|overdue-export|words|words-all-time> [brand|region|store]

import { examsPanel } from '../../server/dashboard/exams-panel';
import { keyMetrics } from '../../server/dashboard/key-metrics';
import { progressPanel } from '../../server/dashboard/progress-panel';
import { usageSeries } from '../../server/dashboard/usage';
import type { Db } from '../../server/platform/db/db';
import { PgDb } from '../../server/platform/db/pg-db';
import { reportRange } from '../../server/platform/reports/range';
import type { ReportContext } from '../../server/platform/reports/report-context';
import { managerRankingPage, storeRankingPage } from '../../server/rankings/store-ranking';
import { userRankingBatches, userRankingPage } from '../../server/rankings/user-ranking';
import { satisfactionWords } from '../../server/satisfaction/satisfaction-words';
import { topicSummaryPage } from '../../server/training/reports/topic-summary';
import {
  trainingReportBatches,
  trainingReportPage,
} from '../../server/training/reports/training-reports';
import {
  indicatorsPage,
  overdueBatches,
  overduePage,
} from '../../server/training/targets/performance-indicators';

const [op = 'key-metrics', level = 'brand'] = process.argv.slice(2);
const url = process.env.BENCH_DB_URL ?? 'postgres://postgres@127.0.0.1:5432/admin_bench_large';
const real = new PgDb(url);
const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

// Runs each statement twice: EXPLAIN ANALYZE printed, then for real so the report completes
// (an export's batches too).
const explain = async (sql: string, params?: readonly unknown[]) => {
  const plan = await real.query<{ 'QUERY PLAN': string }>(
    `EXPLAIN (ANALYZE, BUFFERS) ${sql}`,
    params,
  );
  console.log(`\n---- ${sql.trim().slice(0, 60).replace(/\s+/g, ' ')}`);
  for (const r of plan.rows) console.log(r['QUERY PLAN']);
};
const db = new Proxy(real, {
  get(target, prop, receiver) {
    if (prop === 'query') {
      return async (sql: string, params?: readonly unknown[]) => {
        await explain(sql, params);
        return target.query(sql, params);
      };
    }
    if (prop === 'batches') {
      return async function* (sql: string, params: readonly unknown[] | undefined, size: number) {
        await explain(sql, params);
        yield* target.batches(sql, params, size);
      };
    }
    return Reflect.get(target, prop, receiver);
  },
}) as Db;

/** Reads an export's batches to the end. */
async function drainBatches(batches: AsyncIterable<unknown[]>) {
  for await (const _ of batches);
}

const filters = {
  brand: { level: 'brand', brandId: 1, regionId: null, storeId: null },
  region: { level: 'region', brandId: 1, regionId: 101, storeId: null },
  store: { level: 'store', brandId: 1, regionId: 101, storeId: 1001 },
} as const;
const filter = filters[level as keyof typeof filters];
const ctx: ReportContext = {
  db,
  scope: { securityId: 1, role: 'admin', brandId: 1, regionId: null, storeId: null, filter },
  range: reportRange(day(-30), day(-1)),
  timeZone: 'America/Mexico_City',
  now: new Date(),
} as unknown as ReportContext; // role/level literals: only the filter matters to the SQL

const t0 = performance.now();
const runs: Record<string, () => Promise<unknown>> = {
  'key-metrics': () => keyMetrics(ctx),
  usage: () => usageSeries(ctx, 'day'),
  progress: () => progressPanel(ctx),
  exams: () => examsPanel(ctx),
  users: () => userRankingPage(ctx, { sort: 'rank' } as never, 1, 50),
  'users-export': () => drainBatches(userRankingBatches(ctx, { sort: 'rank' } as never)),
  stores: () => storeRankingPage(ctx, { sort: 'best_growth' }, 1, 50),
  managers: () => managerRankingPage(ctx, {}, 1, 50),
  training: () => trainingReportPage(ctx, {}, 1, 50),
  'training-by-name': () => trainingReportPage(ctx, { sort: 'name' }, 1, 50),
  'training-export': () => drainBatches(trainingReportBatches(ctx, {})),
  'topic-summary': () => topicSummaryPage(ctx, {}, 1, 10),
  indicators: () => indicatorsPage(ctx, {}, 1, 50),
  overdue: () => overduePage(ctx, {}, 1, 50),
  'overdue-export': () => drainBatches(overdueBatches(ctx, {})),
  words: () => satisfactionWords(ctx, {}),
  'words-all-time': () => satisfactionWords({ ...ctx, range: reportRange(day(-600), day(-1)) }, {}),
};
await runs[op]?.();
console.log(`\n${op} ${level}: ${(performance.now() - t0).toFixed(0)} ms (plans included)`);
await real.close();
