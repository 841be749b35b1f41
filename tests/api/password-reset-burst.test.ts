import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastResetCode } from './harness/reset-code';
import { DEMO_PASSWORD, startTestApp, type TestApp } from './harness/test-app';

// A reset code has 10,000 values and five tries: the limit only holds if counting a try and
// checking the code cannot be pulled apart by concurrent calls. PGlite runs one statement at a
// time and cannot show such a race; these bursts matter on PostgreSQL (CI runs both).

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

type Step = 'request' | 'verify' | 'complete';
const post = (step: Step, body: object) =>
  t.admin<{ ok?: true; reason?: string }>('POST', `/admin/v2/password-reset/${step}`, { body });

const lastCode = (email: string) => lastResetCode(t.db, email);

/** `n` distinct four-digit codes, none equal to `right`. */
const wrongCodes = (right: string, n: number) =>
  Array.from({ length: n }, (_, i) => String((Number(right) + 1 + i) % 10_000).padStart(4, '0'));

/** How many of the answers checked a code (a wrong-code 400 or a 200), and how many were refused
 * unchecked because the reset was locked. Anything else fails the test. */
function tally(replies: { status: number; body: { reason?: string } }[]) {
  let checked = 0;
  let locked = 0;
  for (const r of replies) {
    if (r.status === 200 || (r.status === 400 && r.body.reason === 'reset_code_invalid')) {
      checked += 1;
    } else if (r.status === 429 && r.body.reason === 'reset_locked') {
      locked += 1;
    } else {
      throw new Error(`unexpected answer ${r.status} ${JSON.stringify(r.body)}`);
    }
  }
  return { checked, locked };
}

async function passwordResets(adminEmail: string): Promise<number> {
  const { rows } = await t.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM activity_log l JOIN admins a ON a.id = l.admin_id
      WHERE lower(a.email) = $1 AND l.action = 'password_reset'`,
    [adminEmail],
  );
  return rows[0]?.n ?? 0;
}

describe('reset codes under a concurrent burst', () => {
  it('checks at most five codes of a burst of 60 verify calls, then refuses the right one', async () => {
    const email = 'super@demo.test';
    expect((await post('request', { email })).status).toBe(200);
    const code = await lastCode(email);
    const replies = await Promise.all(
      wrongCodes(code, 60).map((wrong) => post('verify', { email, code: wrong })),
    );
    const { checked, locked } = tally(replies);
    expect(checked).toBe(5);
    expect(locked).toBe(55);
    const right = await post('verify', { email, code });
    expect(right.status).toBe(429);
    expect(right.body.reason).toBe('reset_locked');
  });

  it('checks at most five codes of a burst of complete calls, the right one among them', async () => {
    const email = 'store@demo.test';
    expect((await post('request', { email })).status).toBe(200);
    const code = await lastCode(email);
    const before = await passwordResets(email);
    // The right code sits 21st of 40: past the five tries whatever order the calls arrive in,
    // unless the server lets more than five through.
    const codes = wrongCodes(code, 40);
    codes[20] = code;
    const replies = await Promise.all(
      codes.map((c) => post('complete', { email, code: c, password: 'Tomada-Clave-2026' })),
    );
    const { checked } = tally(replies);
    expect(checked).toBeLessThanOrEqual(5);
    const changed = replies.filter((r) => r.status === 200).length;
    expect(changed).toBeLessThanOrEqual(1);
    expect((await passwordResets(email)) - before).toBe(changed);
    if (changed === 0) {
      // The password is unchanged, and the right code is now refused.
      await t.login(email, DEMO_PASSWORD);
      const late = await post('complete', { email, code, password: 'Tomada-Clave-2026' });
      expect(late.status).toBe(429);
    }
  });

  it('changes the password once when the right code is sent many times at once', async () => {
    const email = 'region@demo.test';
    expect((await post('request', { email })).status).toBe(200);
    const code = await lastCode(email);
    const before = await passwordResets(email);
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        post('complete', { email, code, password: `Nueva-Clave-${1000 + i}` }),
      ),
    );
    const done = replies.filter((r) => r.status === 200);
    expect(done).toHaveLength(1);
    // The others find the code used up: the answer a used code always gets.
    for (const r of replies.filter((x) => x.status !== 200)) {
      expect(r.status).toBe(400);
      expect(r.body.reason).toBe('reset_code_invalid');
    }
    expect((await passwordResets(email)) - before).toBe(1);
  });

  it('keeps the tries of a right code that was verified for the complete step', async () => {
    const email = 'brand@demo.test';
    expect((await post('request', { email })).status).toBe(200);
    const code = await lastCode(email);
    for (const wrong of wrongCodes(code, 4)) {
      expect((await post('verify', { email, code: wrong })).status).toBe(400);
    }
    // Verifying the right code does not use up the last try, even many times at once.
    const verified = await Promise.all(
      Array.from({ length: 10 }, () => post('verify', { email, code })),
    );
    expect(verified.map((r) => r.status)).toEqual(verified.map(() => 200));
    expect((await post('complete', { email, code, password: DEMO_PASSWORD })).status).toBe(200);
  });
});
