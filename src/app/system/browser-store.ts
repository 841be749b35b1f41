import type { KeyValueStore } from '../../../machines/storage';

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    // Reading localStorage throws when the browser blocks storage (privacy modes, sandboxed frames).
    return null;
  }
}

/** localStorage as the machines' KeyValueStore; falls back to memory when storage throws. */
export function createBrowserStore(): KeyValueStore {
  const local = storage();
  const memory = new Map<string, string>();
  return {
    get(key) {
      try {
        return local ? local.getItem(key) : (memory.get(key) ?? null);
      } catch {
        return memory.get(key) ?? null;
      }
    },
    set(key, value) {
      memory.set(key, value);
      try {
        local?.setItem(key, value);
      } catch {
        // Quota exceeded or storage disabled: the in-memory copy keeps this tab consistent.
      }
    },
    remove(key) {
      memory.delete(key);
      try {
        local?.removeItem(key);
      } catch {
        // Nothing stored that could be removed.
      }
    },
  };
}
