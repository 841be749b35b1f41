import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { loadConfig } from './config';
import { migrate } from './db/migrate';
import { openDb } from './db/open-db';
import { ensureSeeded } from './db/seed';
import { startSender } from './mail/sender';

const DEMO_ACCOUNTS: [string, string][] = [
  ['super@demo.test', 'super administrator (every brand)'],
  ['brand@demo.test', 'brand manager'],
  ['region@demo.test', 'region administrator'],
  ['store@demo.test', 'store administrator'],
  ['multi@demo.test', 'several domains'],
  ['nodomain@demo.test', 'admin with no domain (refused)'],
  ['collab@demo.test', 'app user, no admin account (code 2)'],
];

const config = loadConfig();
const started = Date.now();
const db = await openDb({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  ...(config.poolMax ? { poolMax: config.poolMax } : {}),
});
await migrate(db);
await ensureSeeded(db, config.seedScale);
const { app } = createApp({ db, config });
const stopSender = config.smtpUrl ? await startSender(db, config.smtpUrl) : () => {};

const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  const url = `http://${config.host}:${info.port}`;
  console.log(`Admin console ready at ${url} (${db.engine}, ${Date.now() - started} ms)`);
  console.log('Demo accounts, password Demo1234!:');
  for (const [email, what] of DEMO_ACCOUNTS) console.log(`  ${email.padEnd(20)} ${what}`);
  if (!config.production) console.log(`Outbox (e-mails and SMS): ${url}/dev/outbox`);
});

let closing = false;
const shutdown = async () => {
  if (closing) return;
  closing = true;
  stopSender();
  // Stop accepting, let requests in flight finish (5 s at most), then close the database:
  // PGlite must be closed or its data dir may be left mid-write and Node will not exit.
  await new Promise<void>((resolve) => {
    server.close(() => resolve());
    (server as Server).closeIdleConnections();
    setTimeout(resolve, 5000).unref();
  });
  await db.close();
  process.exit(0);
};
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
