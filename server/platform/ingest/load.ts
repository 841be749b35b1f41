import type { Context } from 'hono';
import type { components } from '../../../openapi/schema';
import { logActivity } from '../activity/activity';
import type { IntegrationKind } from '../auth/integration-key-rules';
import type { Db } from '../db/db';
import { retryOnDeadlock } from '../db/deadlock-retry';
import { ApiFailure } from '../http/api-failure';
import { readCappedBody } from '../http/capped-body';
import type { AppEnv } from '../http/env';
import { reply } from '../http/operation';
import type { JsonReply } from '../http/reply-types';
import {
  BodyProblem,
  externalIdOf,
  type ItemCheck,
  itemChecker,
  MAX_BODY_BYTES,
  parseItems,
} from './batch-rules';
import { applyStatusRaises } from './person-status';

// The batch engine every ingestion operation shares: the key's right to the kind, the body
// (capped, JSON or NDJSON), each item checked against its schema and then applied by its kind
// in a savepoint of its own (whole or not at all, never blocking the others), and one
// activity-log entry with the counts, all in one transaction.

type IngestResult = components['schemas']['IngestResult'];
type ItemResult = components['schemas']['IngestItemResult'];
type Outcome = 'created' | 'updated' | 'unchanged';

/** An item refused by its kind's rules: the field as the item names it and a stable reason. */
export class Rejection extends Error {
  constructor(
    readonly field: string,
    readonly reason: string,
    message: string,
  ) {
    super(message);
  }
}

/** A reference to a record of the brand that the brand does not have. */
export const unknownReference = (field: string, what: string, externalId: string) =>
  new Rejection(
    field,
    'unknown_reference',
    `The brand has no ${what} with externalId ${externalId}`,
  );

/**
 * A unique index fired: another request created the same record between this item's read and
 * its write. The item is refused (sending it again updates the record); anything else is a fault.
 */
function concurrentWrite(err: unknown): Rejection | null {
  if (typeof err !== 'object' || err === null || (err as { code?: unknown }).code !== '23505') {
    return null;
  }
  return new Rejection(
    'externalId',
    'conflict',
    'The same record was written by another request at the same time: send it again',
  );
}

/** How one kind applies one item that passed its schema. */
export interface Loader<Item> {
  kind: IntegrationKind;
  /** Writes the item into the brand inside the caller's savepoint; throws Rejection to refuse it. */
  apply(tx: Db, brandId: number, item: Item, at: Date): Promise<Outcome>;
  /**
   * Set-based path for the high-volume kinds (facts): applies all checked items with a few
   * statements instead of a savepoint per item. It returns, for each item in order, its outcome
   * or its Rejection; a rejected item must leave no trace. It runs in a savepoint of its own
   * (unless `batchConflictFree`): if it throws a unique violation (another request wrote the
   * same identities meanwhile), the load falls back to `apply` item by item, which decides each
   * one under its row locks.
   */
  applyBatch?(tx: Db, brandId: number, items: Item[], at: Date): Promise<(Outcome | Rejection)[]>;
  /**
   * The loader's `applyBatch` can never raise a unique violation (every insert it makes is
   * ON CONFLICT DO NOTHING or DO UPDATE, triggers included), so it needs no savepoint to fall
   * back from: it runs straight in the load's transaction. A savepoint makes every later
   * foreign-key check and trigger of the batch walk a subtransaction, which on the facts kinds
   * costs about as much as the inserts themselves.
   */
  batchConflictFree?: boolean;
}

/** Reads the body without ever holding more than the limit (content-length may be absent). */
async function readCapped(c: Context<AppEnv>): Promise<string> {
  const bytes = await readCappedBody(
    c,
    MAX_BODY_BYTES,
    () =>
      new ApiFailure(413, 'body_too_large', 'The body is larger than 10 MB: split the load', {
        field: 'body',
      }),
  );
  return new TextDecoder().decode(bytes);
}

/** Lets timers and signals run between items (PGlite answers through promises alone). */
const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));
const ITEMS_PER_TURN = 200;

const checkers = new WeakMap<object, ItemCheck>();

/** The item checker of a contract document, compiled once per document. */
export function checkerOf(doc: Record<string, unknown>): ItemCheck {
  let check = checkers.get(doc);
  if (!check) {
    check = itemChecker(doc);
    checkers.set(doc, check);
  }
  return check;
}

/** The answer's counts and per-item results of one load. */
export interface LoadOutcome {
  counts: { created: number; updated: number; unchanged: number; rejected: number };
  results: ItemResult[];
}

/** What the item loop needs besides the items: the brand, the checker, the clock, the stop. */
export interface ItemRun {
  brandId: number;
  check: ItemCheck;
  at: Date;
  stopping: AbortSignal;
}

/**
 * The item loop of a load, inside the caller's transaction: each item checked against its
 * schema, then applied by the loader (set-based when it can, else in a savepoint per item). The
 * ingestion route and the admin's file loads both run it, so a file is loaded exactly as the
 * same items sent by a key would be.
 */
export async function applyItems<Item>(
  tx: Db,
  loader: Loader<Item>,
  items: readonly unknown[],
  run: ItemRun,
): Promise<LoadOutcome> {
  const { brandId, check, at, stopping } = run;
  const results: ItemResult[] = [];
  const counts = { created: 0, updated: 0, unchanged: 0, rejected: 0 };
  const stopIfStopping = () => {
    if (stopping.aborted) {
      throw new ApiFailure(
        503,
        'server_stopping',
        'The server is stopping: nothing of this load was kept. Send it again.',
      );
    }
  };
  const settle = (index: number, item: unknown, outcome: Outcome | Rejection) => {
    const externalId = externalIdOf(item);
    if (outcome instanceof Rejection) {
      counts.rejected += 1;
      results[index] = {
        index,
        externalId,
        status: 'rejected',
        field: outcome.field,
        reason: outcome.reason,
        message: outcome.message,
      };
      return;
    }
    counts[outcome] += 1;
    results[index] = {
      index,
      externalId,
      status: outcome,
      field: null,
      reason: null,
      message: null,
    };
  };
  // The schema check first, for every item: what passes is applied below.
  const checked: { index: number; item: Item }[] = [];
  for (const [index, item] of items.entries()) {
    if (index % ITEMS_PER_TURN === ITEMS_PER_TURN - 1) await yieldToEventLoop();
    stopIfStopping();
    const problem = check(loader.kind, item);
    if (problem) {
      settle(index, item, new Rejection(problem.field, 'validation', problem.message));
    } else {
      checked.push({ index, item: item as Item });
    }
  }
  if (checked.length === 0) return { counts, results };
  // The training version moves once, at the end (migration 042): held from the first write to
  // commit, it made every other load of the brand wait for this one, and crossed them.
  await tx.query('SELECT report_versions_defer()');
  const batch = loader.applyBatch;
  if (batch) {
    await yieldToEventLoop();
    stopIfStopping();
    try {
      const batchItems = checked.map((c) => c.item);
      const outcomes = loader.batchConflictFree
        ? await batch(tx, brandId, batchItems, at)
        : await tx.transaction((all) => batch(all, brandId, batchItems, at));
      for (const [i, { index, item }] of checked.entries()) {
        const outcome = outcomes[i];
        if (outcome === undefined) throw new Error(`${loader.kind}: no outcome for item ${i}`);
        settle(index, item, outcome);
      }
      checked.length = 0;
    } catch (caught) {
      // A concurrent load wrote the same identities: decide item by item below (without a
      // savepoint the transaction is lost, so a conflict-free batch never falls back).
      if (loader.batchConflictFree || concurrentWrite(caught) === null) throw caught;
    }
  }
  for (const [n, { index, item }] of checked.entries()) {
    if (n % ITEMS_PER_TURN === ITEMS_PER_TURN - 1) await yieldToEventLoop();
    stopIfStopping();
    try {
      // A savepoint per item: a failed statement undoes this item only.
      settle(index, item, await tx.transaction((one) => loader.apply(one, brandId, item, at)));
    } catch (caught) {
      const err = caught instanceof Rejection ? caught : concurrentWrite(caught);
      if (!err) throw caught;
      settle(index, item, err);
    }
  }
  await tx.query('SELECT report_versions_settle()');
  return { counts, results };
}

/** Runs one load: POST /ingest/v1/{kind} for the loader's kind. */
export async function runLoad<Item>(
  c: Context<AppEnv>,
  loader: Loader<Item>,
): Promise<JsonReply<IngestResult>> {
  const { db, now, contract, stopping } = c.var.deps;
  const key = c.var.integrationKey;
  if (!key.kinds.includes(loader.kind)) {
    throw new ApiFailure(403, 'kind_not_allowed', `This key may not load ${loader.kind}`);
  }
  let items: unknown[];
  try {
    items = parseItems(await readCapped(c), c.req.header('content-type'));
  } catch (err) {
    if (err instanceof BodyProblem) {
      throw new ApiFailure(err.status, err.reason, err.message, { field: err.field });
    }
    throw err;
  }
  const check = checkerOf(contract.doc);
  const at = now();
  const { counts, results } = await retryOnDeadlock(() =>
    db.transaction(async (tx) => {
      const outcome = await applyItems(tx, loader, items, {
        brandId: key.brandId,
        check,
        at,
        stopping,
      });
      await logActivity(
        tx,
        {
          brandId: key.brandId,
          adminId: null,
          securityId: null,
          action: 'integration_load',
          targetType: 'integration_key',
          targetId: key.id,
          details: { kind: loader.kind, items: items.length, ...outcome.counts },
        },
        at,
      );
      return outcome;
    }),
  );
  await applyStatusRaises(db, key.brandId);
  return reply(c, { ...counts, results });
}
