// SPEC §8 rules of the people import as plain functions: the import machine decides with them
// and the dialog only maps their results to texts.
import type { ImportFailure, ImportOutcome, ImportResult } from '../types/people-import';

/** The outcome of importPeople's answer. */
export function importOutcome(result: ImportResult): ImportOutcome {
  const kind = result.failed === 0 ? 'done' : result.registered === 0 ? 'failed' : 'partial';
  return {
    kind,
    registered: result.registered,
    failed: result.failed,
    errorsCsv: result.failed > 0 ? (result.errors_csv ?? null) : null,
    scopedTo: result.scoped_to?.name ?? null,
  };
}

/**
 * The failure of whatever the upload threw. The client throws an ApiError, whose `status` (or
 * the server's `code`) is 400 when the server read the file and refused it; anything else (no
 * answer, a fetch failure, a 5xx, a 413) means the file was never stored.
 */
export function importFailureOf(error: unknown): ImportFailure {
  if (typeof error !== 'object' || error === null) return 'notStored';
  const { status, code } = error as { status?: unknown; code?: unknown };
  return status === 400 || code === 400 ? 'unreadable' : 'notStored';
}
