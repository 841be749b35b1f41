import { ConfigError, loadConfig } from './platform/config';

const DEMO_ACCOUNTS: [string, string][] = [
  ['super@demo.test', 'super administrator (every brand)'],
  ['brand@demo.test', 'brand manager'],
  ['region@demo.test', 'region administrator'],
  ['store@demo.test', 'store administrator'],
  ['multi@demo.test', 'several domains'],
  ['nodomain@demo.test', 'admin with no domain (refused)'],
  ['collab@demo.test', 'app user, no admin account (code 2)'],
];

function configOrExit() {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`Configuration error: ${error.message}`);
    process.exit(1);
  }
}

// Checked before anything else is even loaded: a mistake is reported in well under a second and
// no database is opened, created or seeded.
const config = configOrExit();
const started = Date.now();

const [
  { createApp },
  { migrate, MigrationRefusedError },
  { openDb },
  { ensureSeeded },
  { startSender },
  { serveGracefully },
  { failExpiredClaims, keepClaims },
  { DataDirLockedError },
  { applyAllStatusRaises },
] = await Promise.all([
  import('./app'),
  import('./platform/db/migrate'),
  import('./platform/db/open-db'),
  import('./platform/db/seed/seed'),
  import('./platform/mail/sender'),
  import('./platform/http/graceful-server'),
  import('./training/reports/export-claims'),
  import('./platform/db/data-dir-lock'),
  import('./platform/ingest/person-status'),
]);

const db = await openDb({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  ...(config.poolMax ? { poolMax: config.poolMax } : {}),
}).catch((error: unknown) => {
  // Another server or seed has the embedded database open: say so and leave it untouched.
  if (!(error instanceof DataDirLockedError)) throw error;
  console.error(error.message);
  process.exit(1);
});
await migrate(db).catch(async (error: unknown) => {
  // An edited migration or a newer version's database: nothing was written; say why and stop.
  if (!(error instanceof MigrationRefusedError)) throw error;
  console.error(error.message);
  await db.close();
  process.exit(1);
});
await ensureSeeded(db, config.seedScale);
// E-mailed exports whose server stopped while making them (their heartbeat stopped); a live
// server's work is left alone, and the timer keeps this one's claims alive and sweeps again.
const interrupted = await failExpiredClaims(db, new Date());
if (interrupted.length > 0)
  console.warn(`${interrupted.length} e-mailed export(s) whose server stopped: failed`);
// Status raises queued by loads whose server stopped between committing and raising.
await applyAllStatusRaises(db);
const stopClaims = keepClaims(db);
let closing = false;
const { app, background, refresher, stopWork, replicas } = createApp({
  db,
  config,
  draining: () => closing,
});
const stopSender = config.smtpUrl ? await startSender(db, config.smtpUrl) : () => {};

const server = serveGracefully(app.fetch, { port: config.port, host: config.host }, (port) => {
  const url = `http://${config.host}:${port}`;
  console.log(`Admin console ready at ${url} (${db.engine}, ${Date.now() - started} ms)`);
  console.log('Demo accounts, password Demo1234!:');
  for (const [email, what] of DEMO_ACCOUNTS) console.log(`  ${email.padEnd(20)} ${what}`);
  if (!config.production) console.log(`Outbox (e-mails and SMS): ${url}/dev/outbox`);
});

const shutdown = async () => {
  if (closing) return;
  closing = true;
  // Behind a load balancer: /healthz already answers 503; everything else is still served until
  // its health check has seen that and stopped sending new requests here.
  if (config.drainNoticeMs > 0) await new Promise((r) => setTimeout(r, config.drainNoticeMs));
  // An import in progress rolls back at its next batch and answers 503, so the drain below ends
  // within seconds however large the file.
  stopWork();
  stopSender();
  // Every request that reached the server is answered before the database closes (PGlite must be
  // closed or its data dir may be left mid-write, and Node would not exit).
  await server.drain();
  // An e-mailed export still being made is finished (it was promised to an admin).
  await background.settled();
  stopClaims();
  await refresher.close();
  await replicas?.close();
  await db.close();
  process.exit(0);
};
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
