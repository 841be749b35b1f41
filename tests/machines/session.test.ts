import { expect } from 'vitest';
import { ACCESS_TOKEN_KEY } from '../../machines/rules/session';
import {
  type SessionInput,
  selectIsAuthorised,
  selectRenderNothing,
  sessionMachine,
} from '../../machines/session';
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
    { type: 'xstate.error.actor.loadAccount', error: { code: 401 } },
    { type: 'xstate.done.actor.setLastActivity', output: null },
    { type: 'xstate.error.actor.setLastActivity', error: new Error('down') },
    { type: 'xstate.done.actor.logout', output: null },
    { type: 'xstate.error.actor.logout', error: new Error('down') },
  ],
  invariant: (s, w) => {
    // The stored token always mirrors the context.
    expect(w.store.get(ACCESS_TOKEN_KEY)).toBe(s.context.token);
    expect(selectRenderNothing(s as never)).toBe(s.hasTag('loading') && !s.hasTag('authorised'));
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
      expect(w.pending.has('loadAccount')).toBe(true);
      expect(s.context.token).not.toBeNull();
      if (s.context.token === 'login-token')
        expect(w.emitted.map((e) => e.type)).toContain('session.notice');
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
