import type { Middleware } from 'openapi-fetch';

/** One finished call; `status` 0 means no response came; `path` is the schema path. */
export interface CallTiming {
  method: string;
  path: string;
  status: number;
  ms: number;
}

export type TimingRecorder = (entry: CallTiming) => void;

/** A bounded log that keeps only the newest `capacity` entries. */
export interface CallLog {
  record: TimingRecorder;
  entries(): CallTiming[];
  clear(): void;
}

/** Creates a ring buffer of the last `capacity` calls, oldest first when read. */
export function createCallLog(capacity = 200): CallLog {
  const ring: CallTiming[] = [];
  let next = 0;
  return {
    record(entry) {
      if (ring.length < capacity) ring.push(entry);
      else ring[next] = entry;
      next = (next + 1) % capacity;
    },
    entries() {
      return ring.length < capacity ? ring.slice() : [...ring.slice(next), ...ring.slice(0, next)];
    },
    clear() {
      ring.length = 0;
      next = 0;
    },
  };
}

const defaultLog = createCallLog(200);

/** The last 200 calls made through clients using the default recorder, oldest first. */
export function recentCalls(): CallTiming[] {
  return defaultLog.entries();
}

function defaultRecorder(entry: CallTiming): void {
  defaultLog.record(entry);
  if (import.meta.env?.DEV) {
    console.debug(`[api] ${entry.method} ${entry.path} ${entry.status} ${entry.ms.toFixed(1)} ms`);
  }
}

// Starts whose response never reached this middleware (a later middleware threw) would pile up.
const MAX_PENDING = 1000;

export interface TimingOptions {
  recorder?: TimingRecorder;
  now?: () => number;
}

/**
 * Records each call's duration. Register it first: its onRequest runs before the other
 * middleware and its onResponse after them, so the time includes encryption and decryption.
 */
export function createTimingMiddleware(options: TimingOptions = {}): Middleware {
  const recorder = options.recorder ?? defaultRecorder;
  const now = options.now ?? (() => performance.now());
  const started = new Map<string, number>();

  function finish(id: string, request: Request, path: string, status: number): void {
    const start = started.get(id);
    if (start === undefined) return;
    started.delete(id);
    recorder({ method: request.method, path, status, ms: now() - start });
  }

  return {
    onRequest({ id }) {
      if (started.size >= MAX_PENDING) {
        const oldest = started.keys().next();
        if (!oldest.done) started.delete(oldest.value);
      }
      started.set(id, now());
      return undefined;
    },
    onResponse({ id, request, response, schemaPath }) {
      finish(id, request, schemaPath, response.status);
      return undefined;
    },
    onError({ id, request, schemaPath }) {
      finish(id, request, schemaPath, 0);
      return undefined;
    },
  };
}
