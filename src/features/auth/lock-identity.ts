// Who locked the screen, kept for this tab only (sessionStorage) so a reload of the lock screen
// still knows whom to ask for the password. Holds no secret: a name and an e-mail.

const KEY = 'app.lockscreen.identity';

/** The signed-in user the lock screen asks the password of. */
export interface LockIdentity {
  name: string;
  email: string;
  image: string | null;
}

function storage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

/** Parses a stored identity; anything malformed gives null. */
export function parseLockIdentity(raw: string | null): LockIdentity | null {
  if (!raw) return null;
  try {
    const v: unknown = JSON.parse(raw);
    if (v === null || typeof v !== 'object') return null;
    const { name, email, image } = v as Record<string, unknown>;
    if (typeof name !== 'string' || typeof email !== 'string' || email === '') return null;
    return { name, email, image: typeof image === 'string' ? image : null };
  } catch {
    return null;
  }
}

/** The identity of the locked screen, if any. */
export function readLockIdentity(): LockIdentity | null {
  try {
    return parseLockIdentity(storage()?.getItem(KEY) ?? null);
  } catch {
    return null;
  }
}

/** Remembers who locked the screen. */
export function saveLockIdentity(identity: LockIdentity): void {
  try {
    storage()?.setItem(KEY, JSON.stringify(identity));
  } catch {
    // Storage blocked: the lock screen still works until a reload.
  }
}

/** Forgets the locked identity (after unlocking or choosing another account). */
export function clearLockIdentity(): void {
  try {
    storage()?.removeItem(KEY);
  } catch {
    // Nothing stored.
  }
}
