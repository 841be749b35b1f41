import type { Middleware } from 'openapi-fetch';
import { isAbortError, toApiError } from './api-error';

/**
 * For the clients behind the query cache: a failed call rejects with an ApiError instead of
 * resolving to `{error}`, so a query's `error` is always an ApiError with the server's code and
 * reason (500 'network' when no response came). Cancellations pass through untouched: the cache
 * drops them. Added first, so it runs after the envelope and unwrap layers have read the body.
 */
export function createThrowMiddleware(): Middleware {
  return {
    async onResponse({ response }) {
      if (response.ok) return undefined;
      const text = await response.clone().text();
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // Not JSON: toApiError keeps the status and the first characters of the text.
      }
      throw toApiError(body, response);
    },
    onError({ error }) {
      return isAbortError(error) ? undefined : toApiError(error);
    },
  };
}
