import { DEV_CIPHER_KEY } from '../openapi/wire';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  poolMax: number | undefined;
  cipherKey: string;
  production: boolean;
  tokenTtlSeconds: number;
  smtpUrl: string | undefined;
  seedScale: 'small' | 'demo' | 'large';
  staticDir: string | undefined;
}

/** Reads the server's configuration from the environment; refuses the dev key in production. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const production = env.NODE_ENV === 'production';
  const cipherKey = env.CIPHER_KEY ?? DEV_CIPHER_KEY;
  if (production && cipherKey === DEV_CIPHER_KEY) {
    throw new Error('CIPHER_KEY must be set to a key of your own when NODE_ENV=production');
  }
  const scale = env.SEED_SCALE ?? 'demo';
  if (scale !== 'small' && scale !== 'demo' && scale !== 'large') {
    throw new Error(`SEED_SCALE must be small, demo or large, not ${scale}`);
  }
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '127.0.0.1',
    dataDir: env.DATA_DIR ?? './data',
    databaseUrl: env.DATABASE_URL || undefined,
    poolMax: env.PG_POOL_MAX ? Number(env.PG_POOL_MAX) : undefined,
    cipherKey,
    production,
    tokenTtlSeconds: Number(env.TOKEN_TTL_SECONDS ?? 12 * 3600),
    smtpUrl: env.SMTP_URL || undefined,
    seedScale: scale,
    staticDir: env.STATIC_DIR ?? 'dist',
  };
}
