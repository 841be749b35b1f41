import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, startTestApp, type TestApp } from './harness/test-app';

// The throttle counts and records a failed attempt in one step: counting before any attempt of
// a burst is stored would let 20 concurrent wrong passwords all be checked.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const signIn = (username: string, password: string) =>
  t.main<{ reason?: string; retry_after?: number }>('POST', '/token', {
    body: { username, password, client_id: 'burst', grant_type: 'password' },
  });

async function recordedAttempts(email: string) {
  const { rows } = await t.db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM login_attempts WHERE lower(email) = $1',
    [email],
  );
  return rows[0]?.n ?? 0;
}

describe('sign-in throttle under a burst', () => {
  it('checks at most 5 of 50 concurrent wrong passwords for one e-mail', async () => {
    const email = 'store@demo.test';
    const before = await recordedAttempts(email);
    const replies = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        signIn(i % 2 ? email : ' Store@Demo.TEST ', `wrong-${i}`),
      ),
    );
    const statuses = replies.map((r) => r.status);
    const checked = statuses.filter((s) => s === 401).length;
    const throttled = replies.filter((r) => r.status === 429);
    expect(checked + throttled.length, statuses.join(',')).toBe(50);
    expect(checked).toBe(5);
    for (const r of throttled) {
      expect(r.body.reason).toBe('too_many_attempts');
      expect(r.body.retry_after).toBeGreaterThan(0);
    }
    // Only the checked passwords were recorded, all as failures.
    expect((await recordedAttempts(email)) - before).toBe(5);
    // The right password is refused too until the window has passed.
    expect((await signIn(email, DEMO_PASSWORD)).status).toBe(429);
  });

  it('counts a burst for an unknown e-mail the same way', async () => {
    const replies = await Promise.all(
      Array.from({ length: 50 }, (_, i) => signIn('nobody.burst@nowhere.test', `x-${i}`)),
    );
    expect(replies.filter((r) => r.status === 401)).toHaveLength(5);
    expect(replies.filter((r) => r.status === 429)).toHaveLength(45);
  });

  it('signs in a burst of right passwords for one e-mail (the bench does this)', async () => {
    const replies = await Promise.all(
      Array.from({ length: 30 }, () => signIn('multi@demo.test', DEMO_PASSWORD)),
    );
    expect(replies.map((r) => r.status)).toEqual(replies.map(() => 200));
  });

  it('records a right password as a success that does not count against the limit', async () => {
    const email = 'brand@demo.test';
    for (let i = 0; i < 4; i++) expect((await signIn(email, `bad-${i}`)).status).toBe(401);
    // Checks still running count as failures, but right ones are not refused for it.
    const right = await Promise.all(Array.from({ length: 8 }, () => signIn(email, DEMO_PASSWORD)));
    expect(right.map((r) => r.status)).toEqual(right.map(() => 200));
    // Four failures so far: one more wrong password is still checked, the next is not.
    expect((await signIn(email, 'bad-5')).status).toBe(401);
    expect((await signIn(email, 'bad-6')).status).toBe(429);
  });
});
