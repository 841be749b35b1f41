import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import {
  ACCESS_TOKEN_KEY,
  ACCOUNT_RETRY,
  accountRetryDelay,
  endsSession,
  httpStatusOf,
  retriesAutomatically,
} from '../../machines/rules/session';
import {
  type SessionInput,
  selectIsAuthorised,
  selectLoadingAccount,
  selectLoginError,
  selectRenderNothing,
  selectRetryGaveUp,
  selectServerUnreachable,
  sessionMachine,
} from '../../machines/session';
import { MemoryStore } from '../../machines/storage';
import type { AccountOutput } from '../../machines/types/session';
import { ApiError, toApiError } from '../../src/api/api-error';
import { account, brandDomain } from './fixtures';
import { controlled, hook, type MachineModel } from './harness';
import { pathSuite } from './suite';

const machine = sessionMachine.provide({
  actors: {
    login: controlled(),
    loadAccount: controlled(),
    setLastActivity: controlled(),
    logout: controlled(),
  },
  actions: { accountLoaded: hook('accountLoaded'), sessionEnded: hook('sessionEnded') },
});

const model: MachineModel<SessionInput> = {
  name: 'session',
  machine,
  scenarios: [
    { name: 'fresh', input: (w) => ({ store: w.store }) },
    {
      name: 'stored token',
      store: { [ACCESS_TOKEN_KEY]: 'old-token' },
      input: (w) => ({ store: w.store }),
    },
  ],
  events: [
    { type: 'session.login', username: 'ana@example.com', password: 'secret123' },
    { type: 'session.error.dismiss' },
    { type: 'session.logout', securityId: 100 },
    { type: 'session.logout' },
    { type: 'xstate.done.actor.login', output: { access_token: 'login-token' } },
    { type: 'xstate.error.actor.login', error: { code: 1, message: 'bad' } },
    { type: 'xstate.error.actor.login', error: { code: 2, message: 'no admin' } },
    { type: 'xstate.error.actor.login', error: new Error('network') },
    { type: 'xstate.done.actor.loadAccount', output: account([brandDomain]) },
    { type: 'xstate.done.actor.loadAccount', output: account([]) },
    { type: 'session.retry' },
    { type: 'xstate.error.actor.loadAccount', error: { code: 401, status: 401 } },
    { type: 'xstate.error.actor.loadAccount', error: { code: 503, status: 503 } },
    // What fetch rejects with when no response comes (server down, offline, aborted).
    { type: 'xstate.error.actor.loadAccount', error: { name: 'TypeError', message: 'fetch' } },
    { type: 'xstate.done.actor.setLastActivity', output: null },
    { type: 'xstate.error.actor.setLastActivity', error: new Error('down') },
    { type: 'xstate.done.actor.logout', output: null },
    { type: 'xstate.error.actor.logout', error: new Error('down') },
  ],
  invariant: (s, w) => {
    // The stored token always mirrors the context.
    expect(w.store.get(ACCESS_TOKEN_KEY)).toBe(s.context.token);
    expect(selectRenderNothing(s as never)).toBe(s.hasTag('loading') && !s.hasTag('authorised'));
    // Only a 401 from /me may take the token away.
    const last = w.lastEvent;
    if (last?.type === 'xstate.error.actor.loadAccount' && !endsSession(last.error)) {
      expect(s.context.token).not.toBeNull();
      expect(selectServerUnreachable(s as never)).toBe(true);
    }
    expect(selectServerUnreachable(s as never)).toBe(s.context.accountFailures > 0);
  },
  states: {
    'session.booting': () => {
      throw new Error('booting is transient and never rests');
    },
    'session.anonymous': (s, w) => {
      expect(s.context.user).toBeNull();
      expect(s.context.token).toBeNull();
      expect(selectIsAuthorised(s as never)).toBe(false);
      expect(selectRenderNothing(s as never)).toBe(false);
      expect(w.pending.size).toBe(0);
      const error = s.context.error;
      if (error) {
        expect(['invalidCredentials', 'noAdminAccount', 'noDomains', 'other']).toContain(
          error.kind,
        );
        if (error.kind === 'noDomains')
          expect(error.description.defaultMessage).toMatch(/No se te han asignado dominios/);
      }
      if (w.hookNames().includes('sessionEnded')) expect(s.context.error).toBeNull();
      expect(s.context.accountFailures).toBe(0);
      // A refused account's server session was ended before the error showed.
      if (error?.kind === 'noDomains') expect(w.calls.map(([id]) => id)).toContain('logout');
    },
    'session.loggingIn': (s, w) => {
      expect(s.hasTag('loading')).toBe(true);
      expect(selectRenderNothing(s as never)).toBe(true);
      expect(w.pending.get('login')?.input).toEqual({
        username: 'ana@example.com',
        password: 'secret123',
      });
      expect(s.context.error).toBeNull();
    },
    'session.loadingAccount': (s, w) => {
      expect(selectRenderNothing(s as never)).toBe(true);
      expect(selectLoadingAccount(s as never)).toBe(true);
      expect(w.pending.has('loadAccount')).toBe(true);
      expect(s.context.token).not.toBeNull();
      if (s.context.token === 'login-token')
        expect(w.emitted.map((e) => e.type)).toContain('session.notice');
    },
    'session.unreachable.waiting': (s, w) => {
      expect(s.hasTag('unreachable')).toBe(true);
      expect(selectIsAuthorised(s as never)).toBe(false);
      expect(selectRenderNothing(s as never)).toBe(false);
      expect(selectServerUnreachable(s as never)).toBe(true);
      expect(selectRetryGaveUp(s as never)).toBe(false);
      expect(s.context.token).not.toBeNull();
      expect(s.context.accountFailures).toBeGreaterThan(0);
      expect(s.context.accountFailures).toBeLessThanOrEqual(ACCOUNT_RETRY.automaticTries);
      expect(w.pending.size).toBe(0);
    },
    'session.unreachable.gaveUp': (s, w) => {
      expect(s.hasTag('unreachable')).toBe(true);
      expect(selectServerUnreachable(s as never)).toBe(true);
      expect(selectRetryGaveUp(s as never)).toBe(true);
      expect(s.context.token).not.toBeNull();
      expect(s.context.accountFailures).toBeGreaterThan(ACCOUNT_RETRY.automaticTries);
      // Every automatic try was made: the first load plus one per wait.
      expect(w.calls.filter(([id]) => id === 'loadAccount').length).toBeGreaterThan(
        ACCOUNT_RETRY.automaticTries,
      );
      expect(w.pending.size).toBe(0);
    },
    'session.endingRefusedSession': (s, w) => {
      expect(selectRenderNothing(s as never)).toBe(true);
      expect(selectIsAuthorised(s as never)).toBe(false);
      // /logout reads the token from the store, so it must still be there.
      expect(s.context.token).toBe('refreshed-token');
      expect(w.pending.has('logout')).toBe(true);
      expect(s.context.error).toBeNull();
    },
    'session.loggedIn': (s, w) => {
      expect(selectIsAuthorised(s as never)).toBe(true);
      expect(selectRenderNothing(s as never)).toBe(false);
      expect(s.context.token).toBe('refreshed-token');
      expect(s.context.user).toMatchObject({ name: 'Ana', email: 'ana@example.com' });
      expect(w.hooks.at(-1)).toEqual([
        'accountLoaded',
        expect.objectContaining({ domains: [brandDomain] }),
      ]);
    },
    'session.loggingOut.sendingActivity': (s, w) => {
      expect(selectIsAuthorised(s as never)).toBe(true);
      expect(w.pending.get('setLastActivity')?.input).toEqual({ security_id: 100 });
    },
    'session.loggingOut.endingSession': (s, w) => {
      expect(s.hasTag('loading')).toBe(true);
      expect(w.pending.has('logout')).toBe(true);
    },
  },
};

pathSuite(model);

// ---------------------------------------------------------------------------------------------
// The retry rules and their timing, on a real actor with a simulated clock.

const NETWORK_DOWN = new TypeError('Failed to fetch');
const unavailable = () =>
  new ApiError(503, 'http', 'Service Unavailable', { status: 503, cause: 'down' });
const expired = () =>
  new ApiError(401, 'session_expired', 'The session has expired', { status: 401 });

describe('session rules: only a 401 ends a session', () => {
  it('reads the HTTP status of what a call threw', () => {
    expect(httpStatusOf(expired())).toBe(401);
    expect(httpStatusOf(unavailable())).toBe(503);
    expect(httpStatusOf(NETWORK_DOWN)).toBeNull();
    expect(httpStatusOf(toApiError(NETWORK_DOWN))).toBeNull();
    expect(httpStatusOf({ status: '401' })).toBeNull();
    expect(httpStatusOf(null)).toBeNull();
  });

  it('ends the session on a 401 and on nothing else', () => {
    expect(endsSession(expired())).toBe(true);
    for (const error of [
      unavailable(),
      new ApiError(500, 'internal', 'boom', { status: 500 }),
      new ApiError(429, 'rate_limited', 'slow down', { status: 429, retryAfter: 3 }),
      toApiError(NETWORK_DOWN),
      toApiError(new DOMException('aborted', 'AbortError')),
      NETWORK_DOWN,
      // A body code of 401 without a response status is not the server refusing the token.
      { code: 401 },
      undefined,
    ]) {
      expect(endsSession(error)).toBe(false);
    }
  });

  it('backs off 1 s, 2 s, 4 s, 8 s, then 10 s, for five automatic tries', () => {
    expect([1, 2, 3, 4, 5, 6, 40].map(accountRetryDelay)).toEqual([
      1000, 2000, 4000, 8000, 10_000, 10_000, 10_000,
    ]);
    expect([1, 5, 6].map(retriesAutomatically)).toEqual([true, true, false]);
  });
});

/** A session actor whose /me answers come from `answers`, one per call, on a simulated clock. */
function sessionWith(answers: (() => Promise<AccountOutput>)[], token = 'stored-token') {
  const store = new MemoryStore({ [ACCESS_TOKEN_KEY]: token });
  const clock = new SimulatedClock();
  const calls: string[] = [];
  let n = 0;
  const actor = createActor(
    sessionMachine.provide({
      actors: {
        loadAccount: fromPromise(async () => {
          calls.push('loadAccount');
          const answer = answers[n++];
          if (!answer) throw new Error('no more answers');
          return answer();
        }),
        logout: fromPromise<unknown, void>(async () => {
          calls.push(`logout:${store.get(ACCESS_TOKEN_KEY)}`);
          return null;
        }),
      },
    }),
    { input: { store }, clock },
  );
  actor.start();
  return { actor, store, clock, calls };
}

const settle = async () => {
  for (let i = 0; i < 5; i++) await new Promise((r) => setTimeout(r, 0));
};
const fail = (error: unknown) => () => Promise.reject(error);
const ok =
  (domains = [brandDomain]) =>
  () =>
    Promise.resolve(account(domains));

describe('session: the server cannot be reached', () => {
  it('a 503 keeps the token, says so, and tries again after 1 s; then the session continues', async () => {
    const { actor, store, clock, calls } = sessionWith([fail(unavailable()), ok()]);
    await settle();
    let s = actor.getSnapshot();
    expect(s.value).toEqual({ unreachable: 'waiting' });
    expect(store.get(ACCESS_TOKEN_KEY)).toBe('stored-token');
    expect(selectServerUnreachable(s)).toBe(true);
    expect(selectRenderNothing(s)).toBe(false);
    expect(selectLoginError(s)).toBeNull();
    clock.increment(999);
    await settle();
    expect(calls).toEqual(['loadAccount']);
    clock.increment(1);
    await settle();
    s = actor.getSnapshot();
    expect(calls).toEqual(['loadAccount', 'loadAccount']);
    expect(s.value).toBe('loggedIn');
    expect(selectServerUnreachable(s)).toBe(false);
    expect(store.get(ACCESS_TOKEN_KEY)).toBe('refreshed-token');
    actor.stop();
  });

  it('a network failure is retried the same way', async () => {
    const { actor, store, clock } = sessionWith([fail(NETWORK_DOWN), ok()]);
    await settle();
    expect(actor.getSnapshot().value).toEqual({ unreachable: 'waiting' });
    expect(store.get(ACCESS_TOKEN_KEY)).toBe('stored-token');
    clock.increment(1000);
    await settle();
    expect(actor.getSnapshot().value).toBe('loggedIn');
    actor.stop();
  });

  it('waits 1, 2, 4, 8 and 10 s between tries, then waits for "Reintentar"', async () => {
    const failures = Array.from({ length: 7 }, () => fail(unavailable()));
    const { actor, store, clock, calls } = sessionWith([...failures, ok()]);
    await settle();
    for (const wait of [1000, 2000, 4000, 8000, 10_000]) {
      const before = calls.length;
      expect(actor.getSnapshot().value).toEqual({ unreachable: 'waiting' });
      clock.increment(wait - 1);
      await settle();
      expect(calls.length).toBe(before);
      clock.increment(1);
      await settle();
      expect(calls.length).toBe(before + 1);
    }
    let s = actor.getSnapshot();
    expect(s.value).toEqual({ unreachable: 'gaveUp' });
    expect(selectRetryGaveUp(s)).toBe(true);
    // No more automatic tries, however long the page stays open.
    clock.increment(3_600_000);
    await settle();
    expect(calls.length).toBe(6);
    expect(store.get(ACCESS_TOKEN_KEY)).toBe('stored-token');
    // A manual try that fails comes straight back; the next one gets through.
    actor.send({ type: 'session.retry' });
    await settle();
    expect(actor.getSnapshot().value).toEqual({ unreachable: 'gaveUp' });
    actor.send({ type: 'session.retry' });
    await settle();
    s = actor.getSnapshot();
    expect(calls.length).toBe(8);
    expect(s.value).toBe('loggedIn');
    expect(s.context.accountFailures).toBe(0);
    actor.stop();
  });

  it('"Reintentar" while waiting tries at once', async () => {
    const { actor, calls } = sessionWith([fail(unavailable()), ok()]);
    await settle();
    actor.send({ type: 'session.retry' });
    await settle();
    expect(calls).toEqual(['loadAccount', 'loadAccount']);
    expect(actor.getSnapshot().value).toBe('loggedIn');
    actor.stop();
  });

  it('a 401, even after an outage, ends the session and removes the token', async () => {
    const { actor, store, clock } = sessionWith([fail(unavailable()), fail(expired())]);
    await settle();
    clock.increment(1000);
    await settle();
    const s = actor.getSnapshot();
    expect(s.value).toBe('anonymous');
    expect(store.get(ACCESS_TOKEN_KEY)).toBeNull();
    expect(selectServerUnreachable(s)).toBe(false);
    // A stale stored token ends silently.
    expect(selectLoginError(s)).toBeNull();
    actor.stop();
  });
});

describe('session: an account without domains', () => {
  it('ends the server session with its token, then shows the no-domains error', async () => {
    const { actor, store, calls } = sessionWith([ok([])]);
    await settle();
    const s = actor.getSnapshot();
    expect(calls).toEqual(['loadAccount', 'logout:refreshed-token']);
    expect(s.value).toBe('anonymous');
    expect(selectLoginError(s)?.kind).toBe('noDomains');
    expect(store.get(ACCESS_TOKEN_KEY)).toBeNull();
    actor.stop();
  });
});
