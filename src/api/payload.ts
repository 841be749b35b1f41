import { toApiError } from './api-error';

/** The shape of an openapi-fetch result. */
export interface CallResult<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/**
 * The data of a successful call; anything else throws an ApiError, so a machine or a form
 * branches on its `code`, `reason` or `field` in one place (500 when no response came).
 */
export function payload<T>(result: CallResult<T>): T {
  if (result.error !== undefined || result.data === undefined || !result.response.ok) {
    throw toApiError(result.error, result.response);
  }
  return result.data;
}
