import createClient, { type Client } from 'openapi-fetch';
import { createWire, DEV_CIPHER_KEY, type Wire } from '../../openapi/wire';
import { createAuthMiddleware } from './auth-middleware';
import { createEnvelopeMiddleware } from './envelope-middleware';
import type { AdminPaths, MainPaths } from './route-kind';
import { createThrowMiddleware } from './throw-middleware';
import { createTimingMiddleware, type TimingRecorder } from './timing-middleware';
import { createTokenStore, type TokenStore } from './token-store';
import { createUnwrapMiddleware } from './unwrap-middleware';

export interface ApiClientOptions {
  /** Origin (and optional prefix) of the API; default `VITE_API_URL` or '' (same origin). */
  baseUrl?: string;
  fetch?: (input: Request) => Promise<Response>;
  tokens?: TokenStore;
  /** Default: a wire over `VITE_CIPHER_KEY`, else the development key. */
  wire?: Wire;
  /** Default: the shared ring buffer read by `recentCalls()`. */
  recorder?: TimingRecorder;
  /** Reject with an ApiError on a failed call (the clients behind the query cache). */
  throwOnError?: boolean;
}

// Vite types every env key as `any`; name the two this module reads. `?? {}` keeps the module
// usable under plain Node (tsx scripts), where import.meta.env does not exist.
const env = (import.meta.env ?? {}) as { VITE_API_URL?: string; VITE_CIPHER_KEY?: string };

/** The API base URL from the build configuration ('' means the page's own origin). */
export function configuredBaseUrl(): string {
  return env.VITE_API_URL ?? '';
}

/** The wire for the configured key (`VITE_CIPHER_KEY`, or DEV_CIPHER_KEY when unset or empty). */
export function configuredWire(): Wire {
  // `||`, not `??`: an empty `VITE_CIPHER_KEY=` line in a .env file means "unset".
  return createWire(env.VITE_CIPHER_KEY || DEV_CIPHER_KEY);
}

function baseOptions(opts: ApiClientOptions) {
  return {
    baseUrl: opts.baseUrl ?? configuredBaseUrl(),
    ...(opts.fetch ? { fetch: opts.fetch } : {}),
  };
}

/** Client for the encrypted main routes (`/token`, `/logout`, `/api/v2/*`). */
export function createMainClient<Paths extends {}>(
  opts: ApiClientOptions = {},
): Client<MainPaths<Paths>> {
  const client = createClient<MainPaths<Paths>>(baseOptions(opts));
  if (opts.throwOnError) client.use(createThrowMiddleware());
  // Order matters: timing wraps everything; auth sets headers before the envelope copies them.
  client.use(
    createTimingMiddleware(opts.recorder ? { recorder: opts.recorder } : {}),
    createAuthMiddleware(opts.tokens ?? createTokenStore()),
    createEnvelopeMiddleware(opts.wire ?? configuredWire()),
  );
  return client;
}

/** Client for the plain-JSON admin routes (`/admin/v2/*`, prefix included in the paths). */
export function createAdminClient<Paths extends {}>(
  opts: ApiClientOptions = {},
): Client<AdminPaths<Paths>> {
  const client = createClient<AdminPaths<Paths>>(baseOptions(opts));
  if (opts.throwOnError) client.use(createThrowMiddleware());
  client.use(
    createTimingMiddleware(opts.recorder ? { recorder: opts.recorder } : {}),
    createAuthMiddleware(opts.tokens ?? createTokenStore()),
    createUnwrapMiddleware(),
  );
  return client;
}
