// Builds the SPA and seeds a PGlite database (small seed) once, then starts the REAL server on a
// free port, one per Playwright worker, each on its own copy of that database, so two workers
// never write to one database and the seed's work is not done twice;
// the tests drive Debian's Chromium against them (tests/e2e/runner.ts `inject` picks the worker's).
// Teardown stops the servers and removes the temporary build and data directories.
import { execFile, spawn } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { FullConfig } from '@playwright/test';
import { freePort, waitForReady } from '../harness/server-process';

/** What a script that starts the server outside the test runner (npm run screens) hands in. */
export interface Receiver {
  provide(key: 'e2eBaseUrl', value: string): void;
}

const run = promisify(execFile);

interface Server {
  url: string;
  stop(): Promise<void>;
}

/** The server on a copy of the seeded data directory `seeded`, serving the build in `buildDir`. */
async function startServer(root: string, buildDir: string, seeded: string): Promise<Server> {
  const dataDir = await mkdtemp(join(tmpdir(), 'e2e-data-'));
  await cp(seeded, dataDir, { recursive: true });
  const port = await freePort();
  // On PGlite, like the seed, whatever DATABASE_URL the shell has.
  const { DATABASE_URL: _pg, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: {
      ...inherited,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_SCALE: 'small',
      STATIC_DIR: buildDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    const url = await waitForReady(child, 150_000);
    return { url: url.replace(/\/$/, ''), stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * Playwright's global setup (given its config): one server per worker, their URLs in
 * E2E_BASE_URLS, which the workers inherit. A script (given a receiver) gets one server.
 */
export default async function setup(target: FullConfig | Receiver) {
  const root = process.cwd();
  const buildDir = await mkdtemp(join(tmpdir(), 'e2e-spa-'));
  const seeded = await mkdtemp(join(tmpdir(), 'e2e-seed-'));
  const { DATABASE_URL: _pg, ...env } = process.env;
  try {
    await Promise.all([
      // NODE_ENV=test (which a test runner may set) would make vite ship React's development
      // build: the browser tests drive the production bundle users get.
      run(
        process.execPath,
        [
          join(root, 'node_modules/vite/bin/vite.js'),
          'build',
          '--outDir',
          buildDir,
          '--emptyOutDir',
          // The manifest is what bundle-budget.test.ts weighs the cold visits from.
          '--manifest',
          '--logLevel',
          'warn',
        ],
        { env: { ...env, NODE_ENV: 'production' } },
      ),
      // The seed closes the database when done, so its directory can be copied.
      run(
        process.execPath,
        ['--import', 'tsx', 'server/platform/db/seed/seed-cli.ts', '--scale', 'small'],
        {
          cwd: root,
          env: { ...env, DATA_DIR: seeded },
        },
      ),
    ]);
  } catch (error) {
    await rm(buildDir, { recursive: true, force: true });
    await rm(seeded, { recursive: true, force: true });
    throw error;
  }
  const count = 'provide' in target ? 1 : Math.max(1, target.workers);
  // Started together: each seeds its own database, which is most of the wait.
  const started = await Promise.allSettled(
    Array.from({ length: count }, () => startServer(root, buildDir, seeded)),
  );
  const servers = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const teardown = async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await rm(buildDir, { recursive: true, force: true });
    await rm(seeded, { recursive: true, force: true });
  };
  const failure = started.find((s) => s.status === 'rejected');
  if (failure) {
    await teardown();
    throw failure.reason;
  }
  const urls = servers.map((server) => server.url);
  if ('provide' in target) target.provide('e2eBaseUrl', urls[0] ?? '');
  else {
    process.env.E2E_BASE_URLS = urls.join(' ');
    process.env.E2E_BUILD_DIR = buildDir;
  }
  return teardown;
}
