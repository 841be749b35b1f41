// The access token lives in localStorage so a reload keeps the session; Storage is injectable
// so tests (and private-mode browsers where localStorage throws) can supply their own.

export const TOKEN_STORAGE_KEY = 'app.auth.token';

export interface TokenStore {
  get(): string | null;
  set(token: string): void;
  clear(): void;
}

function defaultStorage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    // Accessing localStorage throws when storage is disabled (e.g. blocked third-party frames).
    return null;
  }
}

/** A token store over `storage` (localStorage by default; memory-only when none is usable). */
export function createTokenStore(storage: Storage | null = defaultStorage()): TokenStore {
  let memory: string | null = null;
  return {
    get() {
      if (!storage) return memory;
      try {
        return storage.getItem(TOKEN_STORAGE_KEY) || memory;
      } catch {
        return memory;
      }
    },
    set(token) {
      // Memory is only the fallback: a stored token stays the truth (another tab may clear it).
      memory = storage ? null : token;
      try {
        storage?.setItem(TOKEN_STORAGE_KEY, token);
      } catch {
        // Quota or privacy mode: the in-memory copy keeps this tab signed in.
        memory = token;
      }
    },
    clear() {
      memory = null;
      try {
        storage?.removeItem(TOKEN_STORAGE_KEY);
      } catch {
        // Nothing stored that we could remove.
      }
    },
  };
}
