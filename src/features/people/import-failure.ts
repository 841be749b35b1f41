import { toApiError } from '../../api/api-error';

/**
 * Why an import upload came to nothing (SPEC §8): the server read the file and refused it (400:
 * not a CSV with headers), or the file never got stored (no answer, a server failure, too big…)
 * and only support can help: 'El archivo no fue almacenado. ¡Contáctanos!'.
 */
export type ImportFailure = 'unreadable' | 'notStored';

export function importFailureOf(error: unknown): ImportFailure {
  const failure = toApiError(error);
  return failure.status === 400 || failure.code === 400 ? 'unreadable' : 'notStored';
}
