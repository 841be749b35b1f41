// Rules of the file loads (Admin › Integraciones) as plain functions: the machine decides with
// them and the panel only maps their results to texts.
import type { FileLoadFailure, FileLoadResult } from '../types/integration-file-load';

/**
 * The failure of whatever a load step threw. The client throws an ApiError; a 400 or 413 with a
 * reason means the server read the file and refused it (the reason says why); anything else (no
 * answer, a fetch failure, a 5xx) means nothing was loaded and the same step may be tried again.
 */
export function fileLoadFailureOf(
  error: unknown,
  stage: FileLoadFailure['stage'],
): FileLoadFailure {
  if (typeof error === 'object' && error !== null) {
    const { status, code, reason, field } = error as {
      status?: unknown;
      code?: unknown;
      reason?: unknown;
      field?: unknown;
    };
    const refused = [400, 413].includes(Number(status ?? code));
    if (refused && typeof reason === 'string' && reason !== '') {
      return { stage, reason, field: typeof field === 'string' ? field : null };
    }
  }
  return { stage, reason: 'not_stored', field: null };
}

/** True when applying the previewed file would write something (a row created or updated). */
export function previewWrites(result: FileLoadResult): boolean {
  return result.created + result.updated > 0;
}
