import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { loadConfig } from '../../server/platform/config';
import type { Db } from '../../server/platform/db/db';
import { openTestDb } from './harness/test-db';

// The real app serving a small built SPA from a temporary directory.
let db: Db;
let dir: string;
let app: ReturnType<typeof createApp>['app'];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'static-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>spa</title>');
  writeFileSync(join(dir, 'assets', 'app-1234.js'), 'console.log(1)');
  db = await openTestDb();
  app = createApp({ db, config: { ...loadConfig({}), staticDir: dir } }).app;
});
afterAll(async () => {
  await db.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the static files of the SPA', () => {
  it('answers 400 to malformed percent-encoding instead of throwing', async () => {
    for (const path of ['/%E0%A4%A', '/%', '/assets/%ff', '/people/%ED%A0%80', '/%C0%AF']) {
      const res = await app.request(path);
      expect(res.status, path).toBe(400);
      const body = (await res.json()) as { error: boolean; field: string; message: string };
      expect(body.error, path).toBe(true);
      expect(body.field, path).toBe('path');
      expect(body.message, path).toMatch(/percent-encoded/);
    }
  });

  it('still serves files, app routes and real 404s', async () => {
    const asset = await app.request('/assets/app-1234.js');
    expect(asset.status).toBe(200);
    expect(await asset.text()).toBe('console.log(1)');
    const route = await app.request('/people/%C3%B1');
    expect(route.status).toBe(200);
    expect(await route.text()).toContain('<title>spa</title>');
    expect((await app.request('/assets/missing.js')).status).toBe(404);
    // A NUL names no file: the SPA answers for it (an app route), never a 500.
    expect((await app.request('/%00')).status).toBe(200);
    expect((await app.request('/assets/%00.js')).status).toBe(404);
  });

  it('serves the SPA at /dev/machines (the statechart viewer) but keeps /dev/outbox an API path', async () => {
    const viewer = await app.request('/dev/machines/onboarding');
    expect(viewer.status).toBe(200);
    expect(await viewer.text()).toContain('<title>spa</title>');
    const prod = createApp({
      db,
      config: { ...loadConfig({}), production: true, staticDir: dir },
    }).app;
    expect((await prod.request('/dev/machines')).status).toBe(200);
    const outbox = await prod.request('/dev/outbox');
    expect(outbox.status).toBe(404);
    expect(outbox.headers.get('content-type')).toMatch(/json/);
  });
});
