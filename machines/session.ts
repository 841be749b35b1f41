import { assign, emit, fromPromise, type SnapshotFrom, setup } from 'xstate';
import { messages } from './rules/messages';
import {
  ACCESS_TOKEN_KEY,
  accountRetryDelay,
  countedFailures,
  endsSession,
  errorCode,
  type LoginError,
  type LoginErrorKind,
  loginError,
  retriesAutomatically,
  sessionViewOf,
} from './rules/session';
import { type KeyValueStore, nullStore } from './storage';
import type { Notice } from './types/messages';
import type { DomainSecurity } from './types/organization';
import type { AccountOutput, LoginInput, LoginOutput, SessionView } from './types/session';
import type { AdminTourSettings } from './types/tour';

/** Input of the session actor. */
export interface SessionInput {
  store?: KeyValueStore;
}

/** Context of the session actor. */
export interface SessionContext {
  store: KeyValueStore;
  /** The access token; `persistToken` mirrors it into the store. */
  token: string | null;
  user: SessionView | null;
  domains: DomainSecurity[];
  error: LoginError | null;
  /** True when the account load follows a login typed by the user (not a stored token). */
  interactive: boolean;
  securityId: number | null;
  /** Account loads in a row that failed without ending the session (server down, network). */
  accountFailures: number;
}

/** Events the session accepts. */
export type SessionEvent =
  | { type: 'session.login'; username: string; password: string }
  | { type: 'session.logout'; securityId?: number | null }
  | { type: 'session.error.dismiss' }
  /** "Reintentar": load the account now instead of waiting for the next automatic try. */
  | { type: 'session.retry' };

/** Events the session emits for toasts. */
export type SessionEmitted = { type: 'session.notice'; notice: Notice };

function notProvided(name: string): never {
  throw new Error(`session: the ${name} actor is provided by the app`);
}

const initialContext = (store: KeyValueStore, token: string | null): SessionContext => ({
  store,
  token,
  user: null,
  domains: [],
  error: null,
  interactive: false,
  securityId: null,
  accountFailures: 0,
});

/** Session: anonymous → logging in → loading the account → logged in → logging out (SPEC §4). */
export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
    emitted: {} as SessionEmitted,
    tags: {} as 'loading' | 'authorised' | 'error' | 'unreachable',
  },
  actors: {
    login: fromPromise<LoginOutput, LoginInput>(async () => notProvided('login')),
    loadAccount: fromPromise<AccountOutput, void>(async () => notProvided('loadAccount')),
    setLastActivity: fromPromise<unknown, { security_id: number }>(async () =>
      notProvided('setLastActivity'),
    ),
    logout: fromPromise<unknown, void>(async () => notProvided('logout')),
  },
  actions: {
    persistToken: ({ context }) => {
      if (context.token === null) context.store.remove(ACCESS_TOKEN_KEY);
      else context.store.set(ACCESS_TOKEN_KEY, context.token);
    },
    setError: assign((_, params: { kind: LoginErrorKind; code: number | null }) => ({
      error: loginError(params.kind, params.code),
    })),
    /** Hook: the app forwards the user's domains to the domain actor, the tour settings to the tour. */
    accountLoaded: (
      _,
      _params: { user: SessionView; domains: DomainSecurity[]; tour: AdminTourSettings },
    ) => {},
    /** Hook: the app clears the stored domain and turns the tour off. */
    sessionEnded: () => {},
    countAccountFailure: assign({
      accountFailures: ({ context }) => countedFailures(context.accountFailures),
    }),
  },
  delays: {
    /** The wait before the next automatic account load: 1 s, 2 s, 4 s, 8 s, then 10 s. */
    accountRetry: ({ context }) => accountRetryDelay(context.accountFailures),
  },
  guards: {
    endsSession: (_, params: { error: unknown }) => endsSession(params.error),
    retriesAutomatically: (_, params: { failures: number }) =>
      retriesAutomatically(params.failures),
    hasToken: ({ context }) => context.token !== null,
    hasDomains: (_, params: { domains: readonly DomainSecurity[] }) => params.domains.length > 0,
    errorCodeIs: (_, params: { error: unknown; code: number }) =>
      errorCode(params.error) === params.code,
    hasSecurityId: (_, params: { id: number | null | undefined }) =>
      params.id !== null && params.id !== undefined,
  },
}).createMachine({
  id: 'session',
  description: 'Who is signed in: the stored access token, the account from /me and the logout.',
  context: ({ input }) => {
    const store = input.store ?? nullStore;
    return initialContext(store, store.get(ACCESS_TOKEN_KEY));
  },
  initial: 'booting',
  states: {
    booting: {
      description:
        'Initial state. A stored access token resumes the session by loading the account; otherwise the user is anonymous.',
      tags: ['loading'],
      always: [{ guard: 'hasToken', target: 'loadingAccount' }, { target: 'anonymous' }],
    },
    anonymous: {
      description:
        'Nobody is signed in. The login screen shows, with the last login error if there was one.',
      on: {
        'session.login': {
          target: 'loggingIn',
          actions: assign({ error: null, interactive: true }),
        },
        'session.error.dismiss': { actions: assign({ error: null }) },
      },
    },
    loggingIn: {
      description: 'POST /token with the email and password; the answer carries the access token.',
      tags: ['loading'],
      invoke: {
        id: 'login',
        src: 'login',
        input: ({ event }) =>
          event.type === 'session.login'
            ? { username: event.username, password: event.password }
            : { username: '', password: '' },
        onDone: {
          target: 'loadingAccount',
          actions: [
            assign({ token: ({ event }) => event.output.access_token }),
            'persistToken',
            emit({
              type: 'session.notice',
              notice: {
                kind: 'success',
                title: messages.loginSuccessTitle,
                description: messages.loginSuccess,
              },
            }),
          ],
        },
        onError: [
          {
            guard: {
              type: 'errorCodeIs',
              params: ({ event }) => ({ error: event.error, code: 1 }),
            },
            target: 'anonymous',
            actions: { type: 'setError', params: { kind: 'invalidCredentials', code: 1 } },
          },
          {
            guard: {
              type: 'errorCodeIs',
              params: ({ event }) => ({ error: event.error, code: 2 }),
            },
            target: 'anonymous',
            actions: { type: 'setError', params: { kind: 'noAdminAccount', code: 2 } },
          },
          {
            target: 'anonymous',
            actions: {
              type: 'setError',
              params: ({ event }) => ({ kind: 'other', code: errorCode(event.error) }),
            },
          },
        ],
      },
    },
    loadingAccount: {
      description:
        'GET /api/v2/me: refreshes the stored access token and loads the user and their domains. Nothing renders yet, unless an earlier try failed: then the "cannot reach the server" message stays. Only a 401 ends the session; any other failure keeps the token and tries again.',
      tags: ['loading'],
      invoke: {
        id: 'loadAccount',
        src: 'loadAccount',
        onDone: [
          {
            guard: {
              type: 'hasDomains',
              params: ({ event }) => ({ domains: event.output.user.domains }),
            },
            target: 'loggedIn',
            actions: [
              assign({
                token: ({ event }) => event.output.accessToken,
                user: ({ event }) => sessionViewOf(event.output.user),
                domains: ({ event }) => event.output.user.domains,
                error: null,
                accountFailures: 0,
              }),
              'persistToken',
              {
                type: 'accountLoaded',
                params: ({ event }) => ({
                  user: sessionViewOf(event.output.user),
                  domains: event.output.user.domains,
                  tour: event.output.user.tour,
                }),
              },
            ],
          },
          {
            // The console refuses the account, but the server session exists: end it first.
            target: 'endingRefusedSession',
            actions: [
              assign({ token: ({ event }) => event.output.accessToken, accountFailures: 0 }),
              'persistToken',
            ],
          },
        ],
        onError: [
          {
            guard: { type: 'endsSession', params: ({ event }) => ({ error: event.error }) },
            target: 'anonymous',
            actions: [
              // A stale stored token fails silently; a failure right after a typed login is shown.
              assign({
                error: ({ context }) => (context.interactive ? loginError('other') : null),
                interactive: false,
                token: null,
                accountFailures: 0,
              }),
              'persistToken',
            ],
          },
          {
            guard: {
              type: 'retriesAutomatically',
              params: ({ context }) => ({ failures: context.accountFailures + 1 }),
            },
            target: 'unreachable.waiting',
            actions: 'countAccountFailure',
          },
          { target: 'unreachable.gaveUp', actions: 'countAccountFailure' },
        ],
      },
    },
    unreachable: {
      description:
        'GET /api/v2/me failed without a 401 (a 5xx, a timeout, no network): the server cannot be reached. The user stays signed in where they were (stored token and address kept) and sees "cannot reach the server" with "Reintentar".',
      tags: ['unreachable'],
      initial: 'waiting',
      on: { 'session.retry': 'loadingAccount' },
      states: {
        waiting: {
          description:
            'Waits before the next automatic try, longer after each failure: 1 s, 2 s, 4 s, 8 s, 10 s. "Reintentar" tries at once.',
          after: { accountRetry: '#session.loadingAccount' },
        },
        gaveUp: {
          description:
            'The five automatic tries failed: only "Reintentar" tries again, one try per press.',
        },
      },
    },
    endingRefusedSession: {
      description:
        'The account has no domain, so the console refuses it: POST /logout ends the server session the sign-in opened (else its token stays valid), then the login card shows the no-domains error. A failed /logout does not stop it.',
      tags: ['loading'],
      invoke: {
        id: 'logout',
        src: 'logout',
        onDone: 'anonymous',
        onError: 'anonymous',
      },
      // However /logout ended, the token is gone and the login card says why.
      exit: [
        assign({ token: null, user: null, domains: [], interactive: false }),
        'persistToken',
        { type: 'setError', params: { kind: 'noDomains', code: null } },
      ],
    },
    loggedIn: {
      description: 'Signed in: the account is loaded and the main layout may render.',
      tags: ['authorised'],
      on: {
        'session.logout': [
          {
            guard: { type: 'hasSecurityId', params: ({ event }) => ({ id: event.securityId }) },
            target: 'loggingOut.sendingActivity',
            actions: assign({ securityId: ({ event }) => event.securityId ?? null }),
          },
          // Without a dashboard access there is no last activity to record.
          { target: 'loggingOut.endingSession' },
        ],
      },
    },
    loggingOut: {
      description:
        'Ending the session: last activity first, then /logout; failures do not stop it.',
      tags: ['loading', 'authorised'],
      initial: 'sendingActivity',
      states: {
        sendingActivity: {
          description: 'POST /api/v2/setLastActivity with the security_id of the dashboard access.',
          invoke: {
            id: 'setLastActivity',
            src: 'setLastActivity',
            input: ({ context }) => ({ security_id: context.securityId ?? 0 }),
            onDone: 'endingSession',
            onError: 'endingSession',
          },
        },
        endingSession: {
          description: 'POST /logout with the token.',
          invoke: {
            id: 'logout',
            src: 'logout',
            onDone: { target: '#session.booting', actions: 'sessionEnded' },
            onError: { target: '#session.booting', actions: 'sessionEnded' },
          },
        },
      },
      // Back to the initial context: no token, no user, no error.
      exit: [assign(({ context }) => initialContext(context.store, null)), 'persistToken'],
    },
  },
});

/** Snapshot of the session actor. */
export type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;

/** True when the user is signed in (the main layout may render). */
export const selectIsAuthorised = (s: SessionSnapshot): boolean => s.hasTag('authorised');
/** True while a session call is running. */
export const selectIsLoading = (s: SessionSnapshot): boolean => s.hasTag('loading');
/** SPEC §2: nothing renders while the user is loading and not yet authorised. */
export const selectRenderNothing = (s: SessionSnapshot): boolean =>
  s.hasTag('loading') && !s.hasTag('authorised');
/** The session view of the user. */
export const selectUser = (s: SessionSnapshot): SessionView | null => s.context.user;
/**
 * True while the server cannot be reached for the account (waiting, or trying again after a
 * failure): the page shows so instead of rendering nothing or sending the user to sign in.
 */
export const selectServerUnreachable = (s: SessionSnapshot): boolean =>
  s.context.accountFailures > 0;
/** True while the account is being loaded (a "Reintentar" would only repeat the call). */
export const selectLoadingAccount = (s: SessionSnapshot): boolean => s.matches('loadingAccount');
/** True once the automatic tries are used up and only "Reintentar" tries again. */
export const selectRetryGaveUp = (s: SessionSnapshot): boolean =>
  s.matches({ unreachable: 'gaveUp' });
/** The last login error, if any. */
export const selectLoginError = (s: SessionSnapshot): LoginError | null => s.context.error;
