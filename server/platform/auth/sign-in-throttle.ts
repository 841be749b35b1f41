import type { Db } from '../db/db';
import { ApiFailure } from '../http/api-failure';

const WINDOW_MS = 15 * 60 * 1000;
const MAX_FAILURES = 5;
// Only a safety net: a waiter is normally woken by the settling of a check of this process.
const RECHECK_MS = 1000;

/** Password checks of this process still running, per e-mail, and who waits for one to end. */
interface Local {
  /** Sign-ins for the e-mail in this process (the entry is dropped when none is left). */
  users: number;
  pending: number;
  waiters: (() => void)[];
}
const local = new Map<string, Local>();

const enter = (email: string): Local => {
  let entry = local.get(email);
  if (!entry) {
    entry = { users: 0, pending: 0, waiters: [] };
    local.set(email, entry);
  }
  entry.users += 1;
  return entry;
};

const leave = (email: string, entry: Local) => {
  entry.users -= 1;
  if (entry.users === 0) local.delete(email);
};

/** Resolves when a check of this process settles (the first waiter is woken) or after a while. */
const settled = (mine: Local) =>
  new Promise<void>((resolve) => {
    const wake = () => {
      clearTimeout(timer);
      const at = mine.waiters.indexOf(wake);
      if (at >= 0) mine.waiters.splice(at, 1);
      resolve();
    };
    const timer = setTimeout(wake, RECHECK_MS);
    mine.waiters.push(wake);
  });

const tooMany = (oldest: Date, now: Date) =>
  new ApiFailure(
    429,
    'too_many_attempts',
    'Too many failed sign-in attempts. Try again in a few minutes.',
    {
      retry_after: Math.max(Math.ceil((oldest.getTime() + WINDOW_MS - now.getTime()) / 1000), 1),
    },
  );

type Claim = { id: number } | { throttled: Date } | { wait: true };

/**
 * Counts and records in one step, under a transaction-level advisory lock per e-mail: a check
 * is recorded as a failure before it runs, so a burst sees its own earlier attempts. Recorded
 * rows that are this process's checks still running may yet turn out right: when only they
 * stand between the caller and the limit, the caller waits instead of being refused.
 */
function claim(db: Db, email: string, now: Date, mine: Local): Promise<Claim> {
  return db.transaction(async (tx): Promise<Claim> => {
    // hashtextextended gives a bigint key; the prefix keeps it apart from other lock users.
    await tx.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`sign-in:${email}`]);
    const { rows } = await tx.query<{ failures: number; oldest: Date | null }>(
      `SELECT count(*)::int AS failures, min(at) AS oldest FROM login_attempts
        WHERE lower(email) = $1 AND NOT succeeded AND at > $2`,
      [email, new Date(now.getTime() - WINDOW_MS)],
    );
    const { failures = 0, oldest = null } = rows[0] ?? {};
    if (failures >= MAX_FAILURES) {
      // Pending checks of other API nodes count as failures: refusing is the safe side.
      if (failures - mine.pending >= MAX_FAILURES && oldest) return { throttled: oldest };
      return { wait: true };
    }
    const inserted = await tx.query<{ id: number }>(
      'INSERT INTO login_attempts (email, succeeded, at) VALUES ($1, false, $2) RETURNING id',
      [email, now],
    );
    const id = inserted.rows[0]?.id;
    if (id === undefined) throw new Error('login_attempts insert returned no id');
    mine.pending += 1;
    return { id };
  });
}

/**
 * Runs `check` (the password check of a sign-in for `email`, already normalised) unless the
 * e-mail had MAX_FAILURES failures in the window, which answers 429. However many sign-ins for
 * one e-mail arrive at once, at most MAX_FAILURES wrong passwords are checked per window, on one
 * API node or several sharing the database. Returns what check returned.
 */
export async function throttledPasswordCheck(
  db: Db,
  email: string,
  now: Date,
  check: () => Promise<boolean>,
): Promise<boolean> {
  const mine = enter(email);
  try {
    let result = await claim(db, email, now, mine);
    while ('wait' in result) {
      await settled(mine);
      result = await claim(db, email, now, mine);
    }
    if ('throttled' in result) {
      // The next waiter would be refused as well: let it find out now.
      mine.waiters[0]?.();
      throw tooMany(result.throttled, now);
    }
    try {
      const ok = await check();
      if (ok) {
        await db.query('UPDATE login_attempts SET succeeded = true WHERE id = $1', [result.id]);
      }
      return ok;
    } finally {
      mine.pending -= 1;
      mine.waiters[0]?.();
    }
  } finally {
    leave(email, mine);
  }
}
