import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { createWire } from '../openapi/wire';
import { organizationRoutes } from './account/organizations';
import { passwordResetRoutes } from './account/password-reset';
import { sessionRoutes } from './account/session';
import { tourSettingsRoutes } from './account/tour-settings';
import { activityLogRoutes } from './activity-log/activity-log-routes';
import { activityRecordRoutes } from './activity-log/activity-record';
import { shareBrandKeyRoutes } from './brand-key/share-brand-key';
import { dashboardRoutes } from './dashboard/dashboard';
import { devRoutes } from './dev/dev';
import { integrationRoutes } from './integrations/routes';
import { PEOPLE_LOADERS } from './people/ingest/people-loaders';
import { peopleRoutes } from './people/people';
import type { Config } from './platform/config';
import type { Db } from './platform/db/db';
import { ReplicaRoutedDb } from './platform/db/replica-db';
import { StorageHealth, storageFaultAnswer, storageFaultOf } from './platform/db/storage-fault';
import { ApiFailure } from './platform/http/api-failure';
import { BackgroundWork } from './platform/http/background-work';
import { loadContract } from './platform/http/contract';
import type { AppDeps, AppEnv } from './platform/http/env';
import { envelope } from './platform/http/envelope';
import { mount, type Routes } from './platform/http/operation';
import { inlineStyleHashes, securityHeaders } from './platform/http/security-headers';
import { staticFiles } from './platform/http/static';
import { nodeCryptoEngine } from './platform/http/wire-node';
import type { IngestLoaders } from './platform/ingest/loaders';
import { AnswerMemo } from './platform/reports/answer-memo';
import { AnswerRefresher } from './platform/reports/answer-refresh';
import { rankingRoutes } from './rankings/rankings';
import { referenceRoutes } from './reference/reference';
import { SATISFACTION_LOADERS } from './satisfaction/ingest/satisfaction-loaders';
import { satisfactionRoutes } from './satisfaction/satisfaction';
import { SUPERVISION_LOADERS } from './supervision/ingest/supervision-loaders';
import { supervisionRoutes } from './supervision/supervision';
import { TRAINING_LOADERS } from './training/ingest/training-loaders';
import { trainingRoutes } from './training/training';

/** Every ingestion kind's loader, each from the feature that owns the data it writes. */
const INGEST_LOADERS: IngestLoaders = {
  ...PEOPLE_LOADERS,
  ...TRAINING_LOADERS,
  ...SUPERVISION_LOADERS,
  ...SATISFACTION_LOADERS,
};

export interface AppOptions {
  db: Db;
  config: Config;
  now?: () => Date;
  /** True once the process is stopping: /healthz answers 503 so a load balancer moves away. */
  draining?: () => boolean;
}

/** Builds the whole HTTP app (API + SPA) without listening, so tests can call `app.request`. */
export function createApp({
  db,
  config,
  now = () => new Date(),
  draining = () => false,
}: AppOptions) {
  const contract = loadContract();
  // Report and export reads on the replicas; PGlite has none.
  const replicas =
    config.databaseReplicaUrls.length > 0 && db.engine === 'postgres'
      ? ReplicaRoutedDb.open(db, config.databaseReplicaUrls, {
          ...(config.poolMax ? { poolMax: config.poolMax } : {}),
          timeoutMs: config.databaseReplicaTimeoutMs,
        })
      : undefined;
  const reportDb = replicas ?? db;
  // Answers made over reportDb are the ones refreshed ahead (it is the reports' own Db).
  const memo = new AnswerMemo(config.reportMemoEntries, reportDb);
  const stopping = new AbortController();
  const storage = new StorageHealth();
  const deps: AppDeps = {
    db,
    reportDb,
    config,
    contract,
    wire: createWire(config.cipherKey, nodeCryptoEngine),
    now,
    background: new BackgroundWork(),
    memo,
    stopping: stopping.signal,
  };
  const refresher = new AnswerRefresher(memo, db, config.reportRefreshMs);
  const app = new Hono<AppEnv>();
  app.use(
    '*',
    securityHeaders({
      styleHashes: inlineStyleHashes(config.staticDir),
      trustProxy: config.trustProxy,
    }),
  );
  app.use('*', async (c, next) => {
    c.set('deps', deps);
    await next();
  });
  app.use('/token', envelope());
  app.use('/logout', envelope());
  app.use('/api/v2/*', envelope());

  const routes: Routes = new Map();
  sessionRoutes(routes);
  tourSettingsRoutes(routes);
  organizationRoutes(routes);
  shareBrandKeyRoutes(routes);
  passwordResetRoutes(routes);
  referenceRoutes(routes);
  peopleRoutes(routes);
  activityLogRoutes(routes);
  activityRecordRoutes(routes);
  dashboardRoutes(routes);
  rankingRoutes(routes);
  trainingRoutes(routes);
  supervisionRoutes(routes);
  satisfactionRoutes(routes);
  integrationRoutes(routes, INGEST_LOADERS);
  mount(app, routes, contract.operations);

  // Alive while the storage fails (a restart cannot free a disk): the fault is reported beside.
  app.get('/healthz', async (c) => {
    const fault = storage.recent();
    const stopping = draining();
    const lag = replicas ? await replicas.health() : undefined;
    return c.json(
      {
        ok: !stopping,
        ...(stopping ? { draining: true } : {}),
        node: config.nodeName,
        pid: process.pid,
        engine: db.engine,
        storage: fault ? { fault: fault.kind, at: fault.at } : 'ok',
        ...(lag ? { replicas: lag } : {}),
      },
      stopping ? 503 : 200,
    );
  });
  if (!config.production) devRoutes(app);

  app.onError((err, c) => {
    if (err instanceof ApiFailure) {
      // A 429 or 503 says when to come back in the header as well as in the body.
      const wait = err.extra.retry_after;
      const headers = wait === undefined ? undefined : { 'retry-after': String(wait) };
      return c.json(err.body(), err.status, headers);
    }
    if (err instanceof HTTPException) {
      const status = err.status;
      return c.json({ error: true, code: status, reason: 'http', message: err.message }, status);
    }
    const fault = storageFaultOf(err);
    if (fault) {
      storage.record(fault);
      const body = { error: true, code: 503, reason: fault.kind, retry_after: 60 };
      return c.json({ ...body, message: storageFaultAnswer(fault.kind) }, 503, {
        'retry-after': '60',
      });
    }
    console.error(err);
    return c.json(
      { error: true, code: 500, reason: 'internal', message: 'Something went wrong on our side' },
      500,
    );
  });

  const spa = config.staticDir ? staticFiles(config.staticDir) : undefined;
  app.notFound((c) => {
    const path = new URL(c.req.url).pathname;
    // Only the API's own prefixes are API paths: /admin/people is an app route, /admin/v2/… is not;
    // /dev/outbox is the development outbox, /dev/machines the app's statechart viewer.
    const isApi = /^\/(api\/|admin\/v2\/|ingest\/|dev\/outbox(?:\/|$))|^\/(token|logout)$/.test(
      path,
    );
    const file = !isApi && c.req.method === 'GET' ? spa?.(c) : undefined;
    return (
      file ?? c.json({ error: true, code: 404, reason: 'not_found', message: 'No such route' }, 404)
    );
  });
  /** Tells long work the server is stopping (see AppDeps.stopping). */
  const stopWork = () => stopping.abort();
  return {
    app,
    routes,
    contract,
    background: deps.background,
    memo,
    refresher,
    stopWork,
    /** The replicas' pools (none without DATABASE_REPLICA_URLS): close them after the app. */
    replicas,
  };
}
