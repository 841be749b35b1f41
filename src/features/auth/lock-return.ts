// Where the user was when the screen locked (path + query), kept for this tab beside the locked
// identity so that unlocking returns there, also after a reload of the lock screen.

const KEY = 'app.lockscreen.returnTo';

/**
 * A console address worth returning to: same-origin path (not `//host`), not an auth screen
 * (returning to the lock screen or the login after unlocking would undo the unlock).
 */
export function parseLockReturn(raw: unknown): string | null {
  if (typeof raw !== 'string' || !raw.startsWith('/') || raw.startsWith('//')) return null;
  if (raw === '/auth' || raw.startsWith('/auth/') || raw.startsWith('/auth?')) return null;
  return raw;
}

/** The `returnTo` a navigation carried in its history state, if it is a valid address. */
export function lockReturnOfState(state: unknown): string | null {
  if (state === null || typeof state !== 'object') return null;
  return parseLockReturn((state as { returnTo?: unknown }).returnTo);
}

function storage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

/** The stored return address, if any. */
export function readLockReturn(): string | null {
  try {
    return parseLockReturn(storage()?.getItem(KEY) ?? null);
  } catch {
    return null;
  }
}

/** Remembers where to return after unlocking. */
export function saveLockReturn(path: string): void {
  try {
    storage()?.setItem(KEY, path);
  } catch {
    // Storage blocked: unlocking returns home.
  }
}

/** Forgets the return address (after unlocking or choosing another account). */
export function clearLockReturn(): void {
  try {
    storage()?.removeItem(KEY);
  } catch {
    // Nothing stored.
  }
}
