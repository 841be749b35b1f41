// A stub `fetch` for the API unit tests: records what the client really sent and answers
// with whatever the test's handler returns.

interface StubCall {
  request: Request;
  url: URL;
  body: string;
}

export type StubHandler = (call: StubCall) => Response | Promise<Response>;

export function stubFetch(handler: StubHandler = () => json({ ok: true })) {
  const calls: StubCall[] = [];
  async function fetch(request: Request): Promise<Response> {
    const call = { request, url: new URL(request.url), body: await request.clone().text() };
    calls.push(call);
    return handler(call);
  }
  return { fetch, calls };
}

/** A JSON response as a server would send it. */
export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  const text = JSON.stringify(body);
  return new Response(text, {
    status,
    headers: {
      'content-type': 'application/json',
      'content-length': String(new TextEncoder().encode(text).length),
      ...headers,
    },
  });
}

/** A fetch that never answers and rejects with an AbortError when the request is aborted. */
export function hangingFetch() {
  const seen: Request[] = [];
  function fetch(request: Request): Promise<Response> {
    seen.push(request);
    return new Promise((_, reject) => {
      const abort = () => reject(new DOMException('The operation was aborted.', 'AbortError'));
      if (request.signal.aborted) abort();
      else request.signal.addEventListener('abort', abort, { once: true });
    });
  }
  return { fetch, seen };
}

export const BASE = 'http://api.test';
export const TEST_KEY = '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f';
