import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { createWire } from '../openapi/wire';
import { activityLogRoutes } from './activity-log/activity-log-routes';
import type { Config } from './config';
import type { Db } from './db/db';
import { StorageHealth, storageFaultAnswer, storageFaultOf } from './db/storage-fault';
import { ApiFailure } from './http/api-failure';
import { BackgroundWork } from './http/background-work';
import { loadContract } from './http/contract';
import type { AppDeps, AppEnv } from './http/env';
import { envelope } from './http/envelope';
import { mount, type Routes } from './http/operation';
import { inlineStyleHashes, securityHeaders } from './http/security-headers';
import { integrationRoutes } from './integrations/routes';
import { AnswerMemo } from './reports/answer-memo';
import { AnswerRefresher } from './reports/answer-refresh';
import { activityRecordRoutes } from './routes/activity-record';
import { dashboardRoutes } from './routes/dashboard';
import { devRoutes } from './routes/dev';
import { organizationRoutes } from './routes/organizations';
import { passwordResetRoutes } from './routes/password-reset';
import { peopleRoutes } from './routes/people';
import { rankingRoutes } from './routes/rankings';
import { referenceRoutes } from './routes/reference';
import { satisfactionRoutes } from './routes/satisfaction';
import { sessionRoutes } from './routes/session';
import { shareBrandKeyRoutes } from './routes/share-brand-key';
import { supervisionRoutes } from './routes/supervision';
import { tourSettingsRoutes } from './routes/tour-settings';
import { trainingRoutes } from './routes/training';
import { staticFiles } from './static';
import { nodeCryptoEngine } from './wire-node';

export interface AppOptions {
  db: Db;
  config: Config;
  now?: () => Date;
}

/** Builds the whole HTTP app (API + SPA) without listening, so tests can call `app.request`. */
export function createApp({ db, config, now = () => new Date() }: AppOptions) {
  const contract = loadContract();
  const memo = new AnswerMemo(config.reportMemoEntries, db);
  const stopping = new AbortController();
  const storage = new StorageHealth();
  const deps: AppDeps = {
    db,
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
  integrationRoutes(routes);
  mount(app, routes, contract.operations);

  // Alive while the storage fails (a restart cannot free a disk): the fault is reported beside.
  app.get('/healthz', (c) => {
    const fault = storage.recent();
    return c.json({
      ok: true,
      engine: db.engine,
      storage: fault ? { fault: fault.kind, at: fault.at } : 'ok',
    });
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
  return { app, routes, contract, background: deps.background, memo, refresher, stopWork };
}
