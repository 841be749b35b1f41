/** PostgreSQL's deadlock_detected: one of the transactions in the cycle was rolled back. */
const DEADLOCK = '40P01';

const sqlState = (err: unknown) =>
  typeof err === 'object' && err !== null && 'code' in err ? String(err.code) : null;

/**
 * Runs a whole transaction again when PostgreSQL chose it as a deadlock's victim (up to
 * `attempts` times, after a short random pause so the two do not meet again). Loads lock
 * rollup rows whose order no single statement can fix (counts keyed by store and position
 * follow people in id order), so two concurrent loads may still cross; the victim rolled back
 * everything, so running it again is the same as running it once.
 */
export async function retryOnDeadlock<T>(work: () => Promise<T>, attempts = 4): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (err) {
      if (sqlState(err) !== DEADLOCK || attempt >= attempts) throw err;
      await new Promise((resolve) => setTimeout(resolve, 10 + Math.random() * 40 * attempt));
    }
  }
}
