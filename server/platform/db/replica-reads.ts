import type { Operation } from '../http/contract';

// The report features' paths: dashboards, rankings, training, supervision and satisfaction reports
// and their exports.
const REPORT_PATH =
  /^\/admin\/v2\/(dashboard|rankings|training|supervision|satisfaction|reports)\//;

// GETs under those paths that are not pure reads of report data: the DC-3 forms download marks
// its records generated (a write); a time-export request's status is the caller's own write,
// polled right after it.
const ON_PRIMARY = new Set(['downloadDc3', 'getTrainingTimeExport']);

/**
 * Whether an operation's statements may run on a replica (replica-db.ts): the report and export
 * reads. Never a write, never the caller's session or profile (/me), never people or settings an
 * admin edits and reads back; a statement inside a transaction stays on the primary anyway.
 */
export function readsOnReplica(op: Pick<Operation, 'id' | 'method' | 'path'>): boolean {
  return op.method === 'GET' && REPORT_PATH.test(op.path) && !ON_PRIMARY.has(op.id);
}
