/**
 * How a statement sent to a replica failed, when it is the replica's failure rather than the
 * statement's: the same statement is then run on the primary and the caller never sees it.
 * - 'down': the replica cannot be reached or went away (refused, reset, terminated, shutting
 *   down, still starting, a database it has not replayed yet, silent for too long): skip it for a
 *   while.
 * - 'standby': it is up but a hot standby cannot run this (a write; a query cancelled because
 *   recovery needed its rows): the primary runs it, the replica stays in use.
 * - undefined: the statement's own error (bad input, a bug): it would fail on the primary too.
 */
export type ReplicaFailure = 'down' | 'standby';

// Node's socket errors, pg's own wording for a connection it lost or could not open in time.
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);
const LOST_CONNECTION =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|not queryable/i;

// SQLSTATEs: 08 connection exceptions; 57P01-57P03 admin/crash shutdown and "cannot connect now";
// 3D000 a database created on the primary that the replica has not replayed yet.
const DOWN_STATES = /^(08...|57P0[123]|3D000)$/;
// 25006 read-only transaction (a write); 40001 conflict with recovery.
const STANDBY_STATES = new Set(['25006', '40001']);

/**
 * A replica that did not answer in time: a frozen server (stopped, out of memory, a network that
 * drops packets) accepts the statement and never answers, so only a clock can tell.
 */
export class ReplicaTimeoutError extends Error {
  constructor(readonly ms: number) {
    super(`The replica did not answer within ${ms} ms`);
  }
}

export function replicaFailureOf(err: unknown): ReplicaFailure | undefined {
  if (err instanceof ReplicaTimeoutError) return 'down';
  if (!(err instanceof Error)) return undefined;
  const code = (err as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (SOCKET_CODES.has(code) || DOWN_STATES.test(code)) return 'down';
    if (STANDBY_STATES.has(code)) return 'standby';
  }
  return LOST_CONNECTION.test(err.message) ? 'down' : undefined;
}
