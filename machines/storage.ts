/** A synchronous string key-value store (localStorage-shaped) that machines persist through. */
export interface KeyValueStore {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

/** An in-memory store for tests and for running machines outside a browser. */
export class MemoryStore implements KeyValueStore {
  // A true private field keeps the store's content out of JSON snapshots of machine context.
  readonly #data = new Map<string, string>();

  /** Creates a store pre-filled with `initial`. */
  constructor(initial: Record<string, string> = {}) {
    for (const [key, value] of Object.entries(initial)) this.#data.set(key, value);
  }

  /** The stored string, or null. */
  get(key: string): string | null {
    return this.#data.get(key) ?? null;
  }

  /** Stores a string. */
  set(key: string, value: string): void {
    this.#data.set(key, value);
  }

  /** Forgets a key. */
  remove(key: string): void {
    this.#data.delete(key);
  }

  /** A plain copy of everything stored, for assertions. */
  toRecord(): Record<string, string> {
    return Object.fromEntries(this.#data);
  }

  // Keeps JSON snapshots of contexts holding the store identical between runs.
  toJSON(): string {
    return 'KeyValueStore';
  }
}

/** Reads a JSON value; a missing or unreadable entry gives `fallback`. */
export function readJson<T>(store: KeyValueStore, key: string, fallback: T): T {
  const raw = store.get(key);
  if (raw === null) return fallback;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return fallback;
  }
}

/** A store that forgets everything: the harmless default when none is injected. */
export const nullStore: KeyValueStore = {
  get: () => null,
  set: () => {},
  remove: () => {},
};
