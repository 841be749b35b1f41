// Helpers for middleware that rewrite a JSON response body.

/** Whether a response may carry JSON worth inspecting (skips CSV, files, empty bodies). */
export function mayHoldJson(response: Response): boolean {
  if (response.status === 204 || response.status === 304 || response.body === null) return false;
  const type = response.headers.get('content-type');
  // No content type at all: still try, a parse failure just leaves the response alone.
  return type === null || /[/+]json\b/i.test(type);
}

/** Parses a clone of the response as JSON (the original stays readable); undefined if not JSON. */
export async function peekJson(response: Response): Promise<unknown> {
  try {
    const text = await response.clone().text();
    return text === '' ? undefined : (JSON.parse(text) as unknown);
  } catch {
    return undefined;
  }
}

/** A new JSON response with `body`, the same status and headers minus stale length/encoding. */
export function jsonResponse(from: Response, body: string, status = from.status): Response {
  const headers = new Headers(from.headers);
  // The body changed, so the old length is wrong and the transfer encoding no longer applies.
  headers.delete('content-length');
  headers.delete('content-encoding');
  headers.set('content-type', 'application/json; charset=utf-8');
  return new Response(body, {
    status,
    statusText: status === from.status ? from.statusText : '',
    headers,
  });
}
