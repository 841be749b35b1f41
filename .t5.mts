import { openDb } from './server/db/open-db';
import { migrate } from './server/db/migrate';
import { seed } from './server/db/seed';
import pg from 'pg';
const scale = (process.argv[2] ?? 'small') as 'small';
const engines = (process.argv[3] ?? 'pglite,postgres').split(',');
for (const e of engines) {
  let url: string | undefined;
  if (e === 'postgres') {
    const c = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/test' }); await c.connect();
    await c.query('drop database if exists seedexp'); await c.query('create database seedexp'); await c.end();
    url = 'postgres://postgres@127.0.0.1:5432/seedexp';
  }
  const t0 = Date.now();
  const db = await openDb(url ? { databaseUrl: url } : { dataDir: 'memory://' });
  await migrate(db);
  console.log(e, 'open+migrate', Date.now() - t0);
  try {
    const r = await seed(db, { scale, seedDay: '2025-06-15', onStep: (s, ms) => console.log('  ', s, ms) });
    console.log(e, r.elapsedMs, JSON.stringify(r.counts));
  } catch (err) { console.log('ERR', err); }
  await db.close();
}
