import { isAbortError, toApiError } from './api-error';

// Framework-free read helper: turns an openapi-fetch call into `{data, error}` and folds
// cancellations into one marker that callers drop without logging.

/** What a failed read reports: `code` is 500 when no response came. */
export interface ReadError {
  code: number;
  message: string;
  reason: string;
}

export type ReadResult<T> = { data: T; error: null } | { data: undefined; error: ReadError };

/** The shape of an openapi-fetch result. */
export interface FetchResultLike {
  data?: unknown;
  error?: unknown;
  response: Response;
}

/** The success data type of an openapi-fetch result. */
export type DataOf<R extends FetchResultLike> = Exclude<R['data'], undefined>;

export interface Cancelled {
  readonly cancelled: true;
}

/** Returned instead of a result when the read was aborted; ignore it. */
export const CANCELLED: Cancelled = Object.freeze({ cancelled: true as const });

/** Whether a read outcome is the cancellation marker. */
export function isCancelled(outcome: unknown): outcome is Cancelled {
  return outcome === CANCELLED;
}

function failure(error: unknown, response?: Response): { data: undefined; error: ReadError } {
  const apiError = toApiError(error, response);
  console.warn(`[api] read failed: ${apiError.code} ${apiError.reason}: ${apiError.message}`);
  return {
    data: undefined,
    error: { code: apiError.code, message: apiError.message, reason: apiError.reason },
  };
}

/**
 * Runs `fn` with `signal` (a fresh never-aborted one when omitted) and resolves to
 * `{data, error}`, or to CANCELLED when the signal was aborted. Never rejects.
 */
export async function read<R extends FetchResultLike>(
  fn: (signal: AbortSignal) => Promise<R>,
  signal: AbortSignal = new AbortController().signal,
): Promise<ReadResult<DataOf<R>> | Cancelled> {
  try {
    const result = await fn(signal);
    // A response that lands after the abort belongs to parameters nobody shows any more.
    if (signal.aborted) return CANCELLED;
    if (result.error !== undefined || !result.response.ok) {
      return failure(result.error, result.response);
    }
    return { data: result.data as DataOf<R>, error: null };
  } catch (error) {
    if (signal.aborted || isAbortError(error)) return CANCELLED;
    return failure(error);
  }
}
