import { expect } from 'vitest';
import { createWire, DEV_CIPHER_KEY } from '../../../openapi/wire';
import { createApp } from '../../../server/app';
import { type Config, loadConfig } from '../../../server/platform/config';
import type { Db } from '../../../server/platform/db/db';
import type { Operation } from '../../../server/platform/http/contract';
import { nodeCryptoEngine } from '../../../server/platform/http/wire-node';
import { openTestDb, replicaUrlsFor } from './test-db';

export const DEMO_PASSWORD = 'Demo1234!';

interface Reply<T = unknown> {
  status: number;
  /** Decrypted (main) or unwrapped (admin) body; the ErrorBody on failure. */
  body: T;
  headers: Headers;
  text: string;
}

interface CallOptions {
  query?: Record<string, unknown>;
  body?: unknown;
  token?: string | undefined;
  /** Raw text body with its content type (CSV uploads). */
  raw?: { type: string; text: string | Uint8Array<ArrayBuffer> };
}

/** A fresh database and app per test file, with helpers that speak both wire formats. */
export async function startTestApp(options: { db?: Db; config?: Partial<Config> } = {}) {
  const db = options.db ?? (await openTestDb());
  const clock = { now: new Date() };
  // Refresh-ahead of the report cache runs only when a test asks for it (report-refresh
  // tests): a timer racing the calls would make the cache's hit and miss counts unpredictable.
  const config = {
    ...loadConfig({}),
    staticDir: undefined,
    reportRefreshMs: 0,
    // The whole suite on primary + replica when TEST_DATABASE_REPLICA_URL is set.
    databaseReplicaUrls: replicaUrlsFor(db),
    ...options.config,
  };
  const { app, contract, routes, background, memo, refresher, stopWork, replicas } = createApp({
    db,
    config,
    now: () => clock.now,
  });
  const wire = createWire(DEV_CIPHER_KEY, nodeCryptoEngine);
  const matchers = [...contract.operations.values()].map((op) => ({
    op,
    re: new RegExp(`^${op.path.replace(/\{[^}]+\}/g, '[^/]+')}$`),
  }));
  const exercised = new Set<string>();

  const findOp = (method: string, path: string): Operation | undefined => {
    const candidates = matchers.filter((m) => m.op.method === method && m.re.test(path));
    // Static paths win over parameterised ones, as on the server.
    return (candidates.find((m) => !m.op.path.includes('{')) ?? candidates[0])?.op;
  };

  /** Checks a decoded body against the contract's schema for that operation and status. */
  const assertContract = (
    op: Operation | undefined,
    status: number,
    body: unknown,
    type: string,
  ) => {
    if (!op) return;
    exercised.add(`${op.id} ${status}`);
    if (!type.includes('application/json')) return;
    const validate = contract.responseValidator(op.id, status);
    expect(validate, `${op.id} has no ${status} response in admin.yaml`).toBeDefined();
    if (validate && !validate(body)) {
      throw new Error(
        `${op.id} ${status} response breaks the contract: ${JSON.stringify(validate.errors)}\n${JSON.stringify(body).slice(0, 500)}`,
      );
    }
  };

  const headersFor = (token: string | undefined) => {
    const h = new Headers();
    if (token) {
      h.set('authorization', `Bearer ${token}`);
      h.set('accesstoken', token);
    }
    return h;
  };

  /** Calls a main (encrypted) route the way the SPA's main client does. */
  async function main<T = unknown>(method: string, path: string, o: CallOptions = {}) {
    const headers = headersFor(o.token);
    let url = path;
    if (o.query && Object.keys(o.query).length > 0) {
      url += `?encr_params=${encodeURIComponent(await wire.encryptJson(o.query))}`;
    }
    let body: string | undefined;
    if (o.body !== undefined) {
      headers.set('content-type', 'application/json');
      body = JSON.stringify({ encr_data: await wire.encryptJson(o.body) });
    }
    const res = await app.request(url, { method, headers, body });
    const text = await res.text();
    const type = res.headers.get('content-type') ?? '';
    let decoded: unknown = text;
    if (type.includes('application/json')) {
      const outer = JSON.parse(text) as { encr_resp?: string };
      decoded = outer.encr_resp === undefined ? outer : await wire.decryptJson(outer.encr_resp);
    }
    assertContract(findOp(method, path), res.status, decoded, type);
    return {
      status: res.status,
      body: decoded as T,
      headers: res.headers,
      text,
    } satisfies Reply<T>;
  }

  /** Calls an admin (plain JSON) route and unwraps {error:false,payload}. */
  async function admin<T = unknown>(method: string, path: string, o: CallOptions = {}) {
    const headers = headersFor(o.token);
    const qs = new URLSearchParams();
    for (const [k, v] of Object.entries(o.query ?? {})) if (v !== undefined) qs.set(k, String(v));
    const url = qs.size > 0 ? `${path}?${qs}` : path;
    let body: string | Uint8Array<ArrayBuffer> | undefined;
    if (o.raw) {
      headers.set('content-type', o.raw.type);
      body = o.raw.text;
    } else if (o.body !== undefined) {
      headers.set('content-type', 'application/json');
      body = JSON.stringify(o.body);
    }
    const res = await app.request(url, { method, headers, body });
    const text = await res.text();
    const type = res.headers.get('content-type') ?? '';
    let decoded: unknown = text;
    if (type.includes('application/json')) {
      const outer = JSON.parse(text) as { error?: boolean; payload?: unknown };
      if (outer.error === false) {
        expect(Object.keys(outer).sort()).toEqual(['error', 'payload']);
        decoded = outer.payload;
      } else {
        decoded = outer;
      }
    }
    assertContract(findOp(method, path), res.status, decoded, type);
    return {
      status: res.status,
      body: decoded as T,
      headers: res.headers,
      text,
    } satisfies Reply<T>;
  }

  /** Signs in and returns the access token (fails the test on any other outcome). */
  async function login(email: string, password = DEMO_PASSWORD): Promise<string> {
    const r = await main<{ access_token: string }>('POST', '/token', {
      body: { username: email, password, client_id: 'test', grant_type: 'password' },
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body.access_token;
  }

  /** Signs in each named demo admin (`<name>@demo.test`); returns their tokens by name. */
  async function signInAll(
    names: readonly string[] = ['super', 'brand', 'region', 'store', 'multi'],
  ) {
    const tokens: Record<string, string> = {};
    for (const name of names) tokens[name] = await login(`${name}@demo.test`);
    return tokens;
  }

  /** The caller's domain list (security ids, brands, regions, stores). */
  async function domains(token: string) {
    const r = await admin<
      {
        security_id: number;
        role: string;
        brand_id: number;
        region_id: number | null;
        store_id: number | null;
        name: string;
      }[]
    >('GET', '/admin/v2/domains', { token });
    expect(r.status).toBe(200);
    return r.body;
  }

  return {
    app,
    db,
    clock,
    contract,
    routes,
    wire,
    main,
    admin,
    login,
    signInAll,
    domains,
    exercised,
    /** Work requests left running (the e-mailed export); close() waits for it too. */
    background,
    /** The report cache: answers kept while their brand's data is unchanged. */
    memo,
    /** Refresh-ahead of cached answers after a write (timer off unless configured). */
    refresher,
    /** What SIGTERM does first: long work (an import) rolls back at its next step. */
    stopWork,
    /** The report reads' replicas (TEST_DATABASE_REPLICA_URL or config), if any. */
    replicas,
    close: async () => {
      await background.settled();
      await refresher.close();
      // Before the database is dropped: the replica ends its sessions on that database anyway.
      await replicas?.close();
      await db.close();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof startTestApp>>;
