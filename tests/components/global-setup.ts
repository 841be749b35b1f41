// Starts the REAL server (PGlite, small seed) on a free port for the components project: the
// pages rendered in jsdom talk to it through the console's own clients. No SPA build: the
// components are imported from the source, only the API is served. The server runs on its own
// copy of a seeded data directory (seededDataDir); teardown stops it and removes the copy.
import { type ChildProcess, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, readdir, readFile, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import type { TestProject } from 'vitest/node';
import { todaySeedDay } from '../../server/platform/db/seed/seed-context';
import { freePort, waitForReady } from '../harness/server-process';

const SEED_PREFIX = 'components-seed-';
const SEED_SOURCES = ['server/platform/db', 'server/platform/auth', 'openapi/rules'];

declare module 'vitest' {
  export interface ProvidedContext {
    componentsBaseUrl: string;
    /** A second server whose people list estimates totals above 100 (PEOPLE_COUNT_EXACT_MAX). */
    componentsEstimateBaseUrl: string;
  }
}

interface Running {
  child: ChildProcess;
  url: string;
}

async function startServer(
  root: string,
  dataDir: string,
  staticDir: string,
  env: NodeJS.ProcessEnv = {},
): Promise<Running> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_SCALE: 'small',
      STATIC_DIR: staticDir,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  try {
    return { child, url: (await waitForReady(child, 150_000)).replace(/\/$/, '') };
  } catch (error) {
    child.kill('SIGTERM');
    throw error;
  }
}

async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
}

/**
 * What the seeded database holds depends on: the migrations and the seed (server/platform/db), the
 * password hashing (server/platform/auth), the rules the seed applies (openapi/rules), the locked packages
 * (PGlite), Node and the seed day. A change to any of them seeds anew; the code that serves the
 * requests is always the working tree's.
 */
async function seedKey(root: string): Promise<string> {
  const hash = createHash('sha256').update(`${process.version}\0small\0${todaySeedDay()}\0`);
  const files = ['package-lock.json'];
  for (const dir of SEED_SOURCES) {
    const names = await readdir(join(root, dir), { recursive: true, withFileTypes: true });
    for (const entry of names) {
      if (entry.isFile()) files.push(relative(root, join(entry.parentPath, entry.name)));
    }
  }
  for (const file of files.sort()) {
    hash
      .update(`${file}\0`)
      .update(await readFile(join(root, file)))
      .update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * A seeded data directory for these sources, made once and kept in the OS temp directory:
 * seeding the small data set is most of the project's time, reopening a seeded directory takes
 * about a second. The server that seeds it is stopped cleanly before the directory is kept, and
 * each run serves a copy of it, so nothing a run writes reaches the next one.
 */
async function seededDataDir(root: string, staticDir: string): Promise<string> {
  const key = await seedKey(root);
  const kept = join(tmpdir(), `${SEED_PREFIX}${key}`);
  if (existsSync(kept)) return kept;
  const fresh = await mkdtemp(join(tmpdir(), 'components-seeding-'));
  try {
    const { child } = await startServer(root, fresh, staticDir);
    await stopServer(child);
    if (child.exitCode !== 0) throw new Error(`seeding server exited with ${child.exitCode}`);
    // Older sources' directories are of no further use.
    for (const name of await readdir(tmpdir())) {
      if (name.startsWith(SEED_PREFIX))
        await rm(join(tmpdir(), name), { recursive: true, force: true });
    }
    // Atomic: a run started meanwhile sees no directory or a whole one.
    await rename(fresh, kept);
  } catch (error) {
    // Another run kept its directory first: use that one.
    if (!existsSync(kept)) throw error;
  } finally {
    await rm(fresh, { recursive: true, force: true });
  }
  return kept;
}

export default async function setup(project: TestProject) {
  const root = process.cwd();
  // An empty static directory: the server answers the API only (no index.html to hash or send).
  const staticDir = await mkdtemp(join(tmpdir(), 'components-static-'));
  const seeded = await seededDataDir(root, staticDir);
  const dataDir = await mkdtemp(join(tmpdir(), 'components-data-'));
  const estimateDir = await mkdtemp(join(tmpdir(), 'components-data-'));
  await Promise.all([
    cp(seeded, dataDir, { recursive: true }),
    cp(seeded, estimateDir, { recursive: true }),
  ]);
  const [main, estimating] = await Promise.all([
    startServer(root, dataDir, staticDir),
    startServer(root, estimateDir, staticDir, { PEOPLE_COUNT_EXACT_MAX: '100' }),
  ]);
  project.provide('componentsBaseUrl', main.url);
  project.provide('componentsEstimateBaseUrl', estimating.url);

  return async () => {
    await Promise.all([stopServer(main.child), stopServer(estimating.child)]);
    await rm(dataDir, { recursive: true, force: true });
    await rm(estimateDir, { recursive: true, force: true });
    await rm(staticDir, { recursive: true, force: true });
  };
}
