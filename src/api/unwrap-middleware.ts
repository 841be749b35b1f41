import type { Middleware } from 'openapi-fetch';
import { isErrorBody } from './api-error';
import { jsonResponse, mayHoldJson, peekJson } from './response-body';
import { isAdminPath } from './route-kind';

function isSuccessWrapper(value: unknown): value is { error: false; payload: unknown } {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { error?: unknown }).error === false &&
    'payload' in value
  );
}

// openapi-fetch decides data vs error by HTTP status alone, so an error body that arrived with
// a 2xx status gets an error status: the body's code when it is one, else 400.
function errorStatus(code: number): number {
  return Number.isInteger(code) && code >= 400 && code <= 599 ? code : 400;
}

/**
 * Admin-route wire layer: `{"error": false, "payload": X}` becomes a response whose body is X;
 * an error body stays an error response so openapi-fetch returns it as `error`. CSV and other
 * non-JSON responses, and main routes, pass through untouched.
 */
export function createUnwrapMiddleware(applies = isAdminPath): Middleware {
  return {
    async onResponse({ response, schemaPath }) {
      if (!applies(schemaPath) || !mayHoldJson(response)) return undefined;
      const parsed = await peekJson(response);
      if (isSuccessWrapper(parsed)) return jsonResponse(response, JSON.stringify(parsed.payload));
      if (isErrorBody(parsed) && response.ok) {
        return jsonResponse(response, JSON.stringify(parsed), errorStatus(parsed.code));
      }
      return undefined;
    },
  };
}
