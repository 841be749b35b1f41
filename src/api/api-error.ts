// One error type for every failure a call can end in, so views and machines branch on
// `code`/`reason` instead of on where the failure came from.

/** The error body both kinds of route send (see ErrorBody in openapi/admin.yaml). */
export interface ErrorBody {
  error: true;
  code: number;
  reason: string;
  message: string;
  field?: string;
  retry_after?: number;
}

export interface ApiErrorDetails {
  /** HTTP status when a response came; absent when none did. */
  status?: number;
  field?: string;
  retryAfter?: number;
  cause?: unknown;
}

/** A failed API call: `code` is the server's code (1, 2 or an HTTP status), 500 without a response. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly code: number;
  readonly reason: string;
  readonly status: number | undefined;
  readonly field: string | undefined;
  readonly retryAfter: number | undefined;

  constructor(code: number, reason: string, message: string, details: ApiErrorDetails = {}) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.code = code;
    this.reason = reason;
    this.status = details.status;
    this.field = details.field;
    this.retryAfter = details.retryAfter;
  }
}

/** Whether `value` has the shape of the server's error body. */
export function isErrorBody(value: unknown): value is ErrorBody {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    v.error === true &&
    typeof v.code === 'number' &&
    typeof v.reason === 'string' &&
    typeof v.message === 'string'
  );
}

/** Whether `error` is a cancellation (fetch aborted through an AbortSignal). */
export function isAbortError(error: unknown): boolean {
  return (
    (error instanceof ApiError && error.reason === 'aborted') ||
    (typeof error === 'object' &&
      error !== null &&
      (error as { name?: unknown }).name === 'AbortError')
  );
}

/**
 * Maps anything a call can fail with to an ApiError: a server error body keeps its code and
 * reason; a thrown fetch failure (no response) is 500 'network'; an abort is 500 'aborted'.
 * Pass `response` when one came, so a body that is not an ErrorBody still yields its status.
 */
export function toApiError(error: unknown, response?: Response): ApiError {
  if (error instanceof ApiError) return error;
  const status = response?.status;
  if (isErrorBody(error)) {
    return new ApiError(error.code, error.reason, error.message, {
      status,
      field: error.field,
      retryAfter: error.retry_after,
    });
  }
  if (response) {
    const text = typeof error === 'string' && error.trim() !== '' ? error.trim().slice(0, 200) : '';
    return new ApiError(response.status, 'http', text || response.statusText || 'HTTP error', {
      status,
      cause: error,
    });
  }
  if (isAbortError(error))
    return new ApiError(500, 'aborted', 'request cancelled', { cause: error });
  if (
    typeof error === 'object' &&
    error !== null &&
    (error as { name?: unknown }).name === 'TimeoutError'
  ) {
    return new ApiError(500, 'timeout', 'request timed out', { cause: error });
  }
  // fetch() rejects with a TypeError when no response arrives (DNS, refused, CORS, offline).
  if (error instanceof TypeError) {
    return new ApiError(500, 'network', error.message || 'network failure', { cause: error });
  }
  const message = error instanceof Error ? error.message : String(error);
  return new ApiError(500, 'unknown', message || 'unknown failure', { cause: error });
}
