import type { Context, Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { authenticate } from '../auth/authenticate';
import { authenticateIntegrationKey } from '../auth/integration-key-auth';
import { readsOnReplica } from '../db/replica-reads';
import { ApiFailure } from './api-failure';
import { describeError, type Operation } from './contract';
import type { AppEnv, Input } from './env';
import type { OperationId, OperationInput } from './operation-input';
import type { HandlerReply, JsonReply } from './reply-types';
import { keepPayload } from './sealed-payload';

type Handler = ((c: Context<AppEnv>, input: Input) => Promise<Response>) & {
  ownSession?: true;
};

export interface RouteOptions {
  /**
   * The handler checks the caller's session itself, in the statement that answers the call, and
   * answers 401 itself (it must: `c.var.admin` is not set). Saves the separate session query on
   * a call made as often as GET /me.
   */
  ownSession?: true;
}

/** A handler of one operation, its input and its reply typed from the contract. */
export type OperationHandler<Id extends OperationId> = (
  c: Context<AppEnv>,
  input: OperationInput<Id>,
) => Promise<HandlerReply<Id>>;

/** Registry of implemented operations, so a test can prove every contract operation is served. */
export type Routes = Map<string, Handler>;

/** Registers the handler of an operation of admin.yaml under its operationId. */
export function route<Id extends OperationId>(
  routes: Routes,
  id: Id,
  handler: OperationHandler<Id>,
  options: RouteOptions = {},
): void {
  // The one place the raw input becomes typed: readInput has validated it against this very
  // operation (coerced, defaults filled in) before any handler runs.
  const typed: Handler = (c, input) => handler(c, input as OperationInput<Id>);
  if (options.ownSession) typed.ownSession = true;
  routes.set(id, typed);
}

const toHonoPath = (path: string) => path.replace(/\{([^}]+)\}/g, ':$1');

async function readInput(c: Context<AppEnv>): Promise<Input> {
  const op = c.var.op;
  const isMain = op.tags.includes('main');
  // Main routes were decrypted by the envelope middleware; admin and ingestion routes are plain.
  const query = { ...(isMain ? (c.var.plainQuery ?? {}) : c.req.query()) };
  const params: Record<string, unknown> = { ...c.req.param() };
  let body: unknown;
  // Ingestion routes read their own body (JSON or NDJSON, checked item by item).
  if (op.bodyType === 'application/json' && !op.tags.includes('ingest')) {
    if (isMain) {
      body = c.var.plainBody;
    } else {
      const text = await c.req.text();
      if (text.trim() !== '') {
        try {
          body = JSON.parse(text);
        } catch {
          throw new ApiFailure(400, 'validation', 'The body is not valid JSON', { field: 'body' });
        }
      }
    }
    if (body === undefined && op.bodyRequired) {
      throw new ApiFailure(400, 'validation', 'body is required', { field: 'body' });
    }
  }
  if (!op.validateQuery(query)) {
    const { field, message } = describeError(op.validateQuery.errors, 'query');
    throw new ApiFailure(400, 'validation', message, { field });
  }
  if (!op.validatePath(params)) {
    const { field, message } = describeError(op.validatePath.errors, 'path');
    throw new ApiFailure(400, 'validation', message, { field });
  }
  if (body !== undefined && op.validateBody && !op.validateBody(body)) {
    const { field, message } = describeError(op.validateBody.errors, 'body');
    throw new ApiFailure(400, 'validation', message, { field });
  }
  return { query, params, body };
}

/** Mounts every registered operation on the app, static paths before parameterised ones. */
export function mount(
  app: Hono<AppEnv>,
  routes: Routes,
  contractOps: Map<string, Operation>,
): void {
  const ordered = [...routes.entries()]
    .map(([id, handler]) => {
      const op = contractOps.get(id);
      if (!op) throw new Error(`operation ${id} is not in admin.yaml`);
      return { op, handler };
    })
    .sort((a, b) => Number(a.op.path.includes('{')) - Number(b.op.path.includes('{')));
  for (const { op, handler } of ordered) {
    const onReplica = readsOnReplica(op);
    app.on(op.method, toHonoPath(op.path), async (c) => {
      c.set('op', op);
      // Ingestion routes take an integration key and nothing else; every other secured route
      // takes an admin's session, which no integration key is.
      if (op.secured && op.tags.includes('ingest')) {
        c.set('integrationKey', await authenticateIntegrationKey(c));
      } else if (op.secured && !handler.ownSession) {
        c.set('admin', await authenticate(c));
      }
      // After the session check, which stays on the primary (a token issued a moment ago).
      const deps = c.var.deps;
      if (onReplica && deps.reportDb !== deps.db) c.set('deps', { ...deps, db: deps.reportDb });
      const input = await readInput(c);
      c.set('input', input);
      return handler(c, input);
    });
  }
}

/** Answers a payload: wrapped as {error:false,payload} on admin routes, plain on main routes. */
export function reply<P>(
  c: Context<AppEnv>,
  // An `any` payload would switch the contract check off, so it is refused.
  payload: 0 extends 1 & P ? never : P,
  status: ContentfulStatusCode = 200,
): JsonReply<P> {
  // The brand exists only in the type: the contract's payload type travels with the response.
  if (c.var.op.tags.includes('admin')) {
    return c.json({ error: false, payload }, status) as Response as JsonReply<P>;
  }
  const res = c.json(payload as object, status);
  keepPayload(res, payload);
  return res as Response as JsonReply<P>;
}
