import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEV_CIPHER_KEY } from '../../openapi/wire';
import { ConfigError, loadConfig } from '../../server/platform/config';

// Configuration is checked before anything else: with NODE_ENV=production and an empty
// CIPHER_KEY the server refuses to start without first opening and seeding the database.

const KEY = 'ab'.repeat(32);
const root = mkdtempSync(join(tmpdir(), 'config-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function errorOf(env: NodeJS.ProcessEnv): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error(`no ConfigError for ${JSON.stringify(env)}`);
}

describe('loadConfig', () => {
  it.each([
    [{ NODE_ENV: 'production' }, 'CIPHER_KEY'],
    [{ NODE_ENV: 'production', CIPHER_KEY: '' }, 'CIPHER_KEY'],
    [{ NODE_ENV: 'production', CIPHER_KEY: DEV_CIPHER_KEY }, 'CIPHER_KEY'],
    [{ NODE_ENV: 'production', CIPHER_KEY: 'xyz'.repeat(21) }, 'CIPHER_KEY'],
    [{ CIPHER_KEY: KEY.slice(2) }, 'CIPHER_KEY'],
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ PORT: '80.5' }, 'PORT'],
    [{ TOKEN_TTL_SECONDS: '0' }, 'TOKEN_TTL_SECONDS'],
    [{ TOKEN_TTL_SECONDS: '12h' }, 'TOKEN_TTL_SECONDS'],
    [{ PG_POOL_MAX: '0' }, 'PG_POOL_MAX'],
    [{ PG_POOL_MAX: 'four' }, 'PG_POOL_MAX'],
    [{ REPORT_MEMO_ENTRIES: '-1' }, 'REPORT_MEMO_ENTRIES'],
    [{ REPORT_MEMO_ENTRIES: 'many' }, 'REPORT_MEMO_ENTRIES'],
    [{ REPORT_REFRESH_MS: '-5' }, 'REPORT_REFRESH_MS'],
    [{ REPORT_REFRESH_MS: 'soon' }, 'REPORT_REFRESH_MS'],
    [{ SEED_SCALE: 'huge' }, 'SEED_SCALE'],
    [{ TRUST_PROXY: 'yes please' }, 'TRUST_PROXY'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ DATABASE_REPLICA_URLS: 'postgres://h:5433/db' }, 'DATABASE_REPLICA_URLS'],
    [
      { DATABASE_URL: 'postgres://h/db', DATABASE_REPLICA_URLS: 'postgres://r/db,mysql://x' },
      'DATABASE_REPLICA_URLS',
    ],
    [
      { DATABASE_URL: 'postgres://h/db', DATABASE_REPLICA_URLS: 'postgres://r/db,' },
      'DATABASE_REPLICA_URLS',
    ],
  ])('refuses %j, naming %s', (env, variable) => {
    const error = errorOf(env);
    expect(error.variable).toBe(variable);
    expect(error.message.startsWith(variable)).toBe(true);
    expect(error.message).not.toContain('\n');
  });

  it('reads the replicas of DATABASE_URL, none by default', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://h/db',
      DATABASE_REPLICA_URLS: ' postgres://r1:5433/db , postgresql://r2/db',
    });
    expect(config.databaseReplicaUrls).toEqual(['postgres://r1:5433/db', 'postgresql://r2/db']);
    expect(loadConfig({ DATABASE_REPLICA_URLS: '' }).databaseReplicaUrls).toEqual([]);
  });

  it('accepts a good configuration and treats empty variables as unset', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      CIPHER_KEY: KEY,
      PORT: '9000',
      TOKEN_TTL_SECONDS: '3600',
      PG_POOL_MAX: '8',
      SEED_SCALE: 'small',
      TRUST_PROXY: 'true',
      REPORT_MEMO_ENTRIES: '0',
      REPORT_REFRESH_MS: '0',
    });
    expect(config).toMatchObject({
      port: 9000,
      tokenTtlSeconds: 3600,
      poolMax: 8,
      seedScale: 'small',
      cipherKey: KEY,
      trustProxy: true,
      production: true,
      reportMemoEntries: 0,
      reportRefreshMs: 0,
    });
    const defaults = loadConfig({ PORT: '', PG_POOL_MAX: '', CIPHER_KEY: '' });
    expect(defaults).toMatchObject({
      port: 8080,
      poolMax: undefined,
      cipherKey: DEV_CIPHER_KEY,
      trustProxy: false,
      tokenTtlSeconds: 43_200,
      reportMemoEntries: 500,
      reportRefreshMs: 100,
    });
  });
});

/** Runs `node --import tsx <args>` and reports its exit code, stderr and wall time. */
function run(args: string[], env: NodeJS.ProcessEnv) {
  const { DATABASE_URL: _pg, ...rest } = process.env;
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
    env: { ...rest, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (d: Buffer) => {
    stderr += d.toString();
  });
  child.stdout.resume();
  return new Promise<{ code: number | null; stderr: string; ms: number }>((resolve) => {
    const killer = setTimeout(() => child.kill('SIGKILL'), 30_000);
    child.once('exit', (code) => {
      clearTimeout(killer);
      resolve({ code, stderr, ms: performance.now() - started });
    });
  });
}

describe('the server process with a bad configuration', () => {
  it.each<[NodeJS.ProcessEnv, string]>([
    [{ NODE_ENV: 'production', CIPHER_KEY: '' }, 'CIPHER_KEY'],
    [{ NODE_ENV: 'production', CIPHER_KEY: 'not-hex' }, 'CIPHER_KEY'],
    [{ PORT: 'eighty' }, 'PORT'],
    [{ TOKEN_TTL_SECONDS: '-5' }, 'TOKEN_TTL_SECONDS'],
    [{ PG_POOL_MAX: 'lots' }, 'PG_POOL_MAX'],
    [{ SEED_SCALE: 'enormous' }, 'SEED_SCALE'],
  ])('%j: exits 1 with one line naming %s, before any database work', async (env, variable) => {
    const dataDir = join(root, `data-${variable}-${Math.random().toString(36).slice(2)}`);
    // What starting Node with the TypeScript loader costs on this shared machine, run alongside
    // so both meet the same load: the server's own time is what exceeds it. A server that
    // opened and seeded the database first would take seconds more.
    const [baseline, result] = await Promise.all([
      run(['-e', '0'], {}),
      run(['server/main.ts'], { SEED_SCALE: 'small', ...env, DATA_DIR: dataDir }),
    ]);
    expect(result.code, result.stderr).toBe(1);
    const lines = result.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(new RegExp(`^Configuration error: ${variable} `));
    expect(existsSync(dataDir)).toBe(false);
    // Loose on purpose, the machine is shared (a bare start varies several-fold with the load):
    // the configuration check itself adds nothing measurable; opening and seeding adds seconds.
    expect(result.ms, `${result.ms} ms vs ${baseline.ms} ms`).toBeLessThan(2 * baseline.ms + 1000);
  });
});
