import { PgDb } from './server/db/pg-db';
import { migrate } from './server/db/migrate';
import { seed } from './server/db/seed';
import pg from 'pg';
for (const day of ['2024-03-10', '2026-11-22', '2027-07-01']) {
  const c = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/test' }); await c.connect();
  await c.query('drop database if exists seedexp'); await c.query('create database seedexp'); await c.end();
  const db = new PgDb('postgres://postgres@127.0.0.1:5432/seedexp');
  await migrate(db);
  const r = await seed(db, { scale: 'small', seedDay: day });
  console.log(day, r.counts.course_progress, r.counts.work_group_members);
  await db.close();
}
