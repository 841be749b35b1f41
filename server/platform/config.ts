import { hostname } from 'node:os';
import { DEV_CIPHER_KEY } from '../../openapi/wire';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /**
   * Hot-standby replicas of DATABASE_URL (DATABASE_REPLICA_URLS, comma-separated): the report and
   * export reads go there when they have caught up (replica-db.ts); empty: every read on the primary.
   */
  databaseReplicaUrls: string[];
  /**
   * How long a statement may go unanswered on a replica before the replica counts as down and the
   * primary runs it (DATABASE_REPLICA_TIMEOUT_MS): a frozen replica must not hold a report.
   */
  databaseReplicaTimeoutMs: number;
  poolMax: number | undefined;
  cipherKey: string;
  production: boolean;
  tokenTtlSeconds: number;
  smtpUrl: string | undefined;
  seedScale: 'small' | 'demo' | 'large';
  staticDir: string | undefined;
  /** Believe X-Forwarded-Proto (a TLS-terminating proxy in front): decides HSTS. */
  trustProxy: boolean;
  /** Report cache size in answers (answer-memo.ts, invalidated by writes); 0: off. */
  reportMemoEntries: number;
  /** Refresh-ahead poll interval (answer-refresh.ts: cached answers after a write); 0: off. */
  reportRefreshMs: number;
  /** This process's name in /healthz (a load balancer's logs and checks name it). */
  nodeName: string;
  /**
   * On SIGTERM, how long /healthz answers 503 while every request is still served, before the
   * drain: a load balancer's health check sees the node leave and sends it nothing new.
   */
  drainNoticeMs: number;
  /**
   * The people list counts its matches exactly up to this many; above, its total is the
   * planner's estimate, marked as one (people-count.ts).
   */
  peopleCountExactMax: number;
}

/** A configuration mistake: main.ts prints the message alone and exits 1. */
export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    message: string,
  ) {
    super(`${variable} ${message}`);
  }
}

// The longest a session can live (sessions end 30 days after sign-in whatever the refreshes).
const MAX_TOKEN_TTL_SECONDS = 30 * 24 * 3600;
const SEED_SCALES = ['small', 'demo', 'large'] as const;

/** An empty variable counts as unset (`PORT= npm start`). */
const read = (env: NodeJS.ProcessEnv, name: string): string | undefined => {
  const value = env[name]?.trim();
  return value === '' ? undefined : value;
};

function integer(env: NodeJS.ProcessEnv, name: string, min: number, max: number) {
  const raw = read(env, name);
  if (raw === undefined) return undefined;
  const value = /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isSafeInteger(value) || value < min || value > max) {
    throw new ConfigError(name, `must be a whole number from ${min} to ${max}, not "${raw}"`);
  }
  return value;
}

function cipherKeyOf(env: NodeJS.ProcessEnv, production: boolean): string {
  const key = read(env, 'CIPHER_KEY');
  if (key === undefined) {
    if (production) {
      throw new ConfigError(
        'CIPHER_KEY',
        'must be set to a key of your own when NODE_ENV=production',
      );
    }
    return DEV_CIPHER_KEY;
  }
  if (!/^[0-9a-fA-F]{64}$/.test(key)) {
    throw new ConfigError(
      'CIPHER_KEY',
      `must be 64 hexadecimal characters (32 bytes), not ${key.length} characters`,
    );
  }
  if (production && key.toLowerCase() === DEV_CIPHER_KEY.toLowerCase()) {
    throw new ConfigError('CIPHER_KEY', 'must be a key of your own when NODE_ENV=production');
  }
  return key;
}

function databaseUrlOf(env: NodeJS.ProcessEnv): string | undefined {
  const url = read(env, 'DATABASE_URL');
  if (url !== undefined && !/^postgres(ql)?:\/\/./.test(url)) {
    throw new ConfigError('DATABASE_URL', 'must be a postgres:// or postgresql:// URL');
  }
  return url;
}

function replicaUrlsOf(env: NodeJS.ProcessEnv, databaseUrl: string | undefined): string[] {
  const raw = read(env, 'DATABASE_REPLICA_URLS');
  if (raw === undefined) return [];
  if (databaseUrl === undefined) {
    throw new ConfigError('DATABASE_REPLICA_URLS', 'needs DATABASE_URL (replicas of PostgreSQL)');
  }
  const urls = raw.split(',').map((u) => u.trim());
  for (const [i, url] of urls.entries()) {
    if (!/^postgres(ql)?:\/\/./.test(url)) {
      throw new ConfigError(
        'DATABASE_REPLICA_URLS',
        `must be postgres:// or postgresql:// URLs separated by commas (item ${i + 1} is not)`,
      );
    }
  }
  return urls;
}

function booleanOf(env: NodeJS.ProcessEnv, name: string): boolean {
  const raw = read(env, name)?.toLowerCase();
  if (raw === undefined || raw === 'false' || raw === '0') return false;
  if (raw === 'true' || raw === '1') return true;
  throw new ConfigError(name, `must be true or false, not "${raw}"`);
}

/**
 * Reads and checks the server's configuration from the environment. Throws a ConfigError naming
 * the variable on the first mistake, so the server stops before it touches the database.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const production = env.NODE_ENV === 'production';
  const cipherKey = cipherKeyOf(env, production);
  const scale = read(env, 'SEED_SCALE') ?? 'demo';
  if (!(SEED_SCALES as readonly string[]).includes(scale)) {
    throw new ConfigError('SEED_SCALE', `must be small, demo or large, not "${scale}"`);
  }
  const databaseUrl = databaseUrlOf(env);
  return {
    port: integer(env, 'PORT', 0, 65_535) ?? 8080,
    host: read(env, 'HOST') ?? '127.0.0.1',
    dataDir: env.DATA_DIR ?? './data',
    databaseUrl,
    databaseReplicaUrls: replicaUrlsOf(env, databaseUrl),
    databaseReplicaTimeoutMs: integer(env, 'DATABASE_REPLICA_TIMEOUT_MS', 100, 600_000) ?? 15_000,
    poolMax: integer(env, 'PG_POOL_MAX', 1, 1000),
    cipherKey,
    production,
    tokenTtlSeconds: integer(env, 'TOKEN_TTL_SECONDS', 60, MAX_TOKEN_TTL_SECONDS) ?? 12 * 3600,
    smtpUrl: env.SMTP_URL || undefined,
    seedScale: scale as Config['seedScale'],
    staticDir: env.STATIC_DIR ?? 'dist',
    trustProxy: booleanOf(env, 'TRUST_PROXY'),
    reportMemoEntries: integer(env, 'REPORT_MEMO_ENTRIES', 0, 100_000) ?? 500,
    reportRefreshMs: integer(env, 'REPORT_REFRESH_MS', 0, 60_000) ?? 100,
    nodeName: read(env, 'NODE_NAME') ?? hostname(),
    drainNoticeMs: integer(env, 'DRAIN_NOTICE_MS', 0, 60_000) ?? 0,
    peopleCountExactMax: integer(env, 'PEOPLE_COUNT_EXACT_MAX', 0, 10_000_000) ?? 2_000,
  };
}
