import { openDb } from './server/db/open-db';
for (const opts of [{ dataDir: 'memory://' }, { databaseUrl: 'postgres://postgres@127.0.0.1:5432/test' }]) {
  const db = await openDb(opts);
  await db.transaction(async (tx) => {
    await tx.exec("SET LOCAL work_mem = '64MB'; SET LOCAL jit = off");
    try { await tx.transaction((sp) => sp.exec('SET LOCAL session_replication_role = replica')); } catch (e) { console.log('err', e); }
    console.log(db.engine, (await tx.query('select current_setting($1) a, current_setting($2) b', ['session_replication_role', 'work_mem'])).rows);
  });
  await db.close();
}
