// `npx tsx scripts/seed-realism-large.ts [DATABASE_URL]`: the seed-realism rules
// (tests/api/fixtures/seed-realism-checks.ts, the same the API test runs on the small seed) over
// every row of a seeded PostgreSQL database; by default the benches' large seed, admin_bench_large
// (tests/bench/bench-server.ts builds it). Prints each rule's broken rows and each coverage figure;
// exits 1 when a rule is broken or vacuous.
import { PgDb } from '../server/platform/db/pg-db';
import { seedRealism } from '../tests/api/fixtures/seed-realism-checks';

const url =
  process.argv[2] ??
  process.env.SEED_REALISM_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/admin_bench_large';
const db = new PgDb(url, { max: 1 });
try {
  const started = Date.now();
  const result = await seedRealism(db);
  for (const { rule, broken } of result.rules) {
    console.log(`${broken.count === 0 ? 'ok  ' : 'FAIL'} ${rule}: ${broken.count} broken`);
    for (const example of broken.examples) console.log(`       ${JSON.stringify(example)}`);
  }
  for (const { what, n, min } of result.coverage) {
    console.log(`${n >= min ? 'ok  ' : 'FAIL'} ${what}: ${n} (at least ${min})`);
  }
  console.log(`${result.ok ? 'realistic' : 'NOT realistic'} (${Date.now() - started} ms)`);
  process.exitCode = result.ok ? 0 : 1;
} finally {
  await db.close();
}
