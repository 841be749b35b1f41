import { assign, fromPromise, type SnapshotFrom, setup } from 'xstate';
import {
  accessOfDomain,
  accessOfRegion,
  accessOfStore,
  optionsOfDomains,
  optionsOfOrganizations,
  organizationKey,
  searchDomains,
  securityKey,
  selectedFromOrganization,
  selectedFromSecurity,
  superAdminRecord,
} from './rules/domain';
import { messages } from './rules/messages';
import { deriveRole, hasSuperAdminDomain } from './rules/roles';
import { parseTranslations, scopeLabel } from './rules/scope-label';
import { storeTypeWord } from './rules/store-type';
import { type KeyValueStore, nullStore } from './storage';
import type {
  DashboardAccess,
  DomainOption,
  DomainOptionsKind,
  DomainTools,
  Role,
  ScopeRegion,
  ScopeRequest,
  ScopeResponse,
  ScopeStore,
  SelectedDomain,
} from './types/domain';
import type { Message } from './types/messages';
import type { DomainSecurity, Organization } from './types/organization';

/** Storage key of the encrypted saved domain choice. */
export const SAVED_DOMAIN_KEY = 'app.domain.saved';

/** Input of the domain actor. */
export interface DomainInput {
  store?: KeyValueStore;
}

/** Context of the domain actor (SPEC §3 "dashboard state"). */
export interface DomainContext {
  store: KeyValueStore;
  domains: DomainSecurity[];
  organizations: Organization[];
  optionsKind: DomainOptionsKind;
  /** Encrypted saved choice; `persistSavedChoice` mirrors it into the store. */
  savedCipher: string | null;
  /** The choice waiting to be encrypted and saved. */
  pendingKey: string | null;
  query: string;
  selected: SelectedDomain | null;
  selectedKey: string | null;
  access: DashboardAccess | null;
  role: Role | null;
  scopes: ScopeResponse | null;
  region: ScopeRegion | null;
  scopeStore: ScopeStore | null;
  error: Message | null;
}

/** Events the domain actor accepts. */
export type DomainEvent =
  | { type: 'domain.load'; domains: DomainSecurity[] }
  | { type: 'domain.select'; key: string }
  | { type: 'domain.search'; query: string }
  | { type: 'domain.modal.open' }
  | { type: 'domain.modal.close' }
  | { type: 'domain.scope.region'; region: ScopeRegion }
  | { type: 'domain.scope.store'; store: ScopeStore }
  | { type: 'domain.scope.clearRegion' }
  | { type: 'domain.scope.clearStore' }
  | { type: 'domain.retry' }
  | { type: 'domain.reset' };

function notProvided(name: string): never {
  throw new Error(`domain: the ${name} actor is provided by the app`);
}

const initialContext = (store: KeyValueStore, savedCipher: string | null): DomainContext => ({
  store,
  domains: [],
  organizations: [],
  optionsKind: 'list',
  savedCipher,
  pendingKey: null,
  query: '',
  selected: null,
  selectedKey: null,
  access: null,
  role: null,
  scopes: null,
  region: null,
  scopeStore: null,
  error: null,
});

/** Picker rows of the context: all organisations for a super admin, else the user's domains. */
export function domainOptions(context: DomainContext): DomainOption[] {
  return context.optionsKind === 'all'
    ? optionsOfOrganizations(context.organizations)
    : optionsOfDomains(context.domains);
}

/** What choosing `key` selects, or null for an unknown key. */
function resolveChoice(
  context: Pick<DomainContext, 'optionsKind' | 'organizations' | 'domains'>,
  key: string,
): { selected: SelectedDomain; role: Role } | null {
  if (context.optionsKind === 'all') {
    const org = context.organizations.find((o) => organizationKey(o) === key);
    const record = superAdminRecord(context.domains);
    if (!org || !record) return null;
    return { selected: selectedFromOrganization(org, record.id), role: 'super' };
  }
  const domain = context.domains.find((d) => securityKey(d) === key);
  if (!domain) return null;
  return { selected: selectedFromSecurity(domain), role: deriveRole(domain) };
}

/** The saved key inside a decrypted envelope, if it is one. */
function savedKeyOf(value: unknown): string | null {
  if (value !== null && typeof value === 'object' && 'key' in value) {
    const key = (value as { key: unknown }).key;
    return typeof key === 'string' ? key : null;
  }
  return null;
}

function choose(context: DomainContext, key: string): Partial<DomainContext> {
  const choice = resolveChoice(context, key);
  if (!choice) return {};
  return {
    selected: choice.selected,
    selectedKey: key,
    role: choice.role,
    access: accessOfDomain(choice.selected),
    region: null,
    scopeStore: null,
    scopes: null,
    query: '',
    error: null,
  };
}

/** Domain selection (SPEC §4): auto, restore, choose; access follows the scope filter. */
export const domainMachine = setup({
  types: {
    context: {} as DomainContext,
    events: {} as DomainEvent,
    input: {} as DomainInput,
    tags: {} as 'loading' | 'modal' | 'error' | 'ready',
  },
  actors: {
    loadOrganizations: fromPromise<Organization[], void>(async () =>
      notProvided('loadOrganizations'),
    ),
    fetchScopes: fromPromise<ScopeResponse, ScopeRequest>(async () => notProvided('fetchScopes')),
    encryptDomain: fromPromise<string, { value: unknown }>(async () =>
      notProvided('encryptDomain'),
    ),
    decryptDomain: fromPromise<unknown, { cipher: string }>(async () =>
      notProvided('decryptDomain'),
    ),
  },
  actions: {
    persistSavedChoice: ({ context }) => {
      if (context.savedCipher === null) context.store.remove(SAVED_DOMAIN_KEY);
      else context.store.set(SAVED_DOMAIN_KEY, context.savedCipher);
    },
    choose: assign(({ context }, params: { key: string }) => choose(context, params.key)),
    // SPEC §8: a scope failure shows nothing (the filter just stays empty), so the log is the
    // only trace of it for whoever debugs an empty filter.
    logScopesFailure: (_, params: { error: unknown }) => {
      console.warn('scopes: not loaded', params.error);
    },
  },
  guards: {
    hasNoDomains: ({ context }) => context.domains.length === 0,
    isSuperAdmin: ({ context }) => hasSuperAdminDomain(context.domains),
    hasSingleDomain: ({ context }) => context.domains.length === 1,
    hasSavedChoice: ({ context }) => context.savedCipher !== null,
    isKnownOption: ({ context }, params: { key: string | null }) =>
      params.key !== null && resolveChoice(context, params.key) !== null,
    hasSelection: ({ context }) => context.selected !== null,
    hasPendingSave: ({ context }) => context.selected !== null && context.pendingKey !== null,
    canSwitch: ({ context }) => domainOptions(context).length > 1,
    hasRegion: ({ context }) => context.region !== null,
  },
}).createMachine({
  id: 'domain',
  description:
    'Which organisation, region or store the admin works in, the role it gives, and the dashboard access.',
  context: ({ input }) => {
    const store = input.store ?? nullStore;
    return initialContext(store, store.get(SAVED_DOMAIN_KEY));
  },
  initial: 'idle',
  on: {
    'domain.reset': {
      target: '.idle',
      actions: [assign(({ context }) => initialContext(context.store, null)), 'persistSavedChoice'],
    },
  },
  states: {
    idle: {
      description: 'No account yet: waiting for the session to hand over the user domains.',
      on: {
        'domain.load': {
          target: 'resolving',
          actions: assign({ domains: ({ event }) => event.domains }),
        },
      },
    },
    resolving: {
      description:
        'Decides how the domain is chosen: refused without domains, all organisations for a super admin, automatic with one domain, else restore or ask.',
      always: [
        { guard: 'hasNoDomains', target: 'refused' },
        { guard: 'isSuperAdmin', target: 'loadingOrganisations' },
        {
          guard: 'hasSingleDomain',
          target: 'selected',
          actions: {
            type: 'choose',
            params: ({ context }) => ({
              key: context.domains[0] ? securityKey(context.domains[0]) : '',
            }),
          },
        },
        { guard: 'hasSavedChoice', target: 'restoring' },
        { target: 'choosing' },
      ],
    },
    refused: {
      description: "A user with no domain is refused: 'Oops! You have not been assigned domains'.",
      tags: ['error'],
      entry: assign({ error: messages.noDomains }),
      on: {
        'domain.load': {
          target: 'resolving',
          actions: assign({ domains: ({ event }) => event.domains, error: null }),
        },
      },
    },
    loadingOrganisations: {
      description: 'Super admin: GET /api/v2/organizations (brands with their store types).',
      tags: ['loading'],
      invoke: {
        id: 'loadOrganizations',
        src: 'loadOrganizations',
        onDone: [
          {
            guard: 'hasSavedChoice',
            target: 'restoring',
            actions: assign({
              organizations: ({ event }) => event.output,
              optionsKind: 'all',
              role: 'super',
            }),
          },
          {
            target: 'choosing',
            actions: assign({
              organizations: ({ event }) => event.output,
              optionsKind: 'all',
              role: 'super',
            }),
          },
        ],
        onError: {
          target: 'organisationsFailed',
          actions: assign({ error: messages.loadingOrganisations }),
        },
      },
    },
    organisationsFailed: {
      description:
        'The organisations did not load: the loading message shows and the spinner stops.',
      tags: ['error'],
      on: {
        'domain.retry': { target: 'loadingOrganisations', actions: assign({ error: null }) },
      },
    },
    restoring: {
      description:
        'Decrypts the choice saved in local storage and selects it if it is still offered.',
      tags: ['loading'],
      invoke: {
        id: 'decryptDomain',
        src: 'decryptDomain',
        input: ({ context }) => ({ cipher: context.savedCipher ?? '' }),
        onDone: [
          {
            guard: {
              type: 'isKnownOption',
              params: ({ event }) => ({ key: savedKeyOf(event.output) }),
            },
            target: 'selected',
            actions: {
              type: 'choose',
              params: ({ event }) => ({ key: savedKeyOf(event.output) ?? '' }),
            },
          },
          { target: 'choosing' },
        ],
        onError: 'choosing',
      },
    },
    choosing: {
      description: 'The domain modal shows the options, filtered by the search text.',
      tags: ['modal'],
      on: {
        'domain.search': { actions: assign({ query: ({ event }) => event.query }) },
        'domain.select': {
          guard: { type: 'isKnownOption', params: ({ event }) => ({ key: event.key }) },
          target: '#domain.selected.persistence.saving',
          actions: [
            { type: 'choose', params: ({ event }) => ({ key: event.key }) },
            assign({ pendingKey: ({ event }) => event.key }),
          ],
        },
        'domain.modal.close': [
          // Opening the modal interrupted the encryption of the last choice: finish it.
          { guard: 'hasPendingSave', target: '#domain.selected.persistence.saving' },
          { guard: 'hasSelection', target: 'selected' },
        ],
      },
    },
    selected: {
      description:
        'A domain is chosen: access, selected domain, role and domainTools are set and the modal is hidden.',
      tags: ['ready'],
      type: 'parallel',
      on: {
        'domain.select': {
          guard: { type: 'isKnownOption', params: ({ event }) => ({ key: event.key }) },
          target: '#domain.selected.persistence.saving',
          reenter: true,
          actions: [
            { type: 'choose', params: ({ event }) => ({ key: event.key }) },
            assign({ pendingKey: ({ event }) => event.key }),
          ],
        },
        'domain.modal.open': { guard: 'canSwitch', target: 'choosing' },
        'domain.scope.region': {
          actions: assign(({ context, event }) => ({
            region: event.region,
            scopeStore: null,
            access: accessOfRegion(event.region, context.selected?.security_id ?? 0),
          })),
        },
        'domain.scope.store': {
          actions: assign(({ context, event }) => ({
            scopeStore: event.store,
            access: accessOfStore(event.store, context.selected?.security_id ?? 0),
          })),
        },
        'domain.scope.clearStore': [
          {
            guard: 'hasRegion',
            actions: assign(({ context }) => ({
              scopeStore: null,
              access: context.region
                ? accessOfRegion(context.region, context.selected?.security_id ?? 0)
                : context.access,
            })),
          },
          {
            actions: assign(({ context }) => ({
              scopeStore: null,
              access: context.selected ? accessOfDomain(context.selected) : null,
            })),
          },
        ],
        'domain.scope.clearRegion': {
          actions: assign(({ context }) => ({
            region: null,
            scopeStore: null,
            access: context.selected ? accessOfDomain(context.selected) : null,
          })),
        },
      },
      states: {
        persistence: {
          description: 'Keeps the chosen domain in local storage, encrypted.',
          initial: 'saved',
          states: {
            saved: { description: 'Nothing to save: the stored choice is current.' },
            saving: {
              description: 'Encrypting the choice before storing it.',
              invoke: {
                id: 'encryptDomain',
                src: 'encryptDomain',
                input: ({ context }) => ({ value: { key: context.pendingKey } }),
                onDone: {
                  target: 'saved',
                  actions: [
                    assign({ savedCipher: ({ event }) => event.output, pendingKey: null }),
                    'persistSavedChoice',
                  ],
                },
                // The choice still applies for this session; it just is not remembered.
                onError: { target: 'saved', actions: assign({ pendingKey: null }) },
              },
            },
          },
        },
        scopes: {
          description: 'Regions and stores of the selected domain for the scope filter.',
          initial: 'loading',
          states: {
            loading: {
              description: 'GET /api/v2/fetchScopes/{level}/{id} for the selected domain.',
              tags: ['loading'],
              invoke: {
                id: 'fetchScopes',
                src: 'fetchScopes',
                input: ({ context }) => ({
                  level: context.selected?.level ?? 'brand',
                  id: context.selected?.id ?? 0,
                }),
                onDone: {
                  target: 'loaded',
                  actions: assign({ scopes: ({ event }) => event.output }),
                },
                onError: {
                  target: 'unavailable',
                  actions: {
                    type: 'logScopesFailure',
                    params: ({ event }) => ({ error: event.error }),
                  },
                },
              },
            },
            loaded: { description: 'The scope filter lists the regions and stores.' },
            unavailable: {
              description: 'Scopes failed to load: logged only, the filter stays empty.',
            },
          },
        },
      },
    },
  },
});

/** Snapshot of the domain actor. */
export type DomainSnapshot = SnapshotFrom<typeof domainMachine>;

/** Role in the selected domain. */
export const selectRole = (s: DomainSnapshot): Role | null => s.context.role;
/** The selected domain. */
export const selectSelectedDomain = (s: DomainSnapshot): SelectedDomain | null =>
  s.context.selected;
/** The dashboard access (what the dashboard is filtered by). */
export const selectAccess = (s: DomainSnapshot): DashboardAccess | null => s.context.access;
/** Module switches of the selected domain. */
export const selectDomainTools = (s: DomainSnapshot): DomainTools | null =>
  s.context.selected?.domainTools ?? null;
/** True while the domain modal shows. */
export const selectShowDomainOptions = (s: DomainSnapshot): boolean => s.hasTag('modal');
/** Picker rows filtered by the search text, sorted by name. */
export const selectDomainOptions = (s: DomainSnapshot): DomainOption[] =>
  searchDomains(domainOptions(s.context), s.context.query);
/** The refusal or loading error, if any. */
export const selectDomainError = (s: DomainSnapshot): Message | null => s.context.error;
/** Regions of the scope filter with labels in `locale`. */
export const selectScopeRegions = (s: DomainSnapshot, locale: string) =>
  (s.context.scopes?.regions ?? []).map((r) => ({
    ...r,
    label: scopeLabel(r.storeGroup?.translations, locale, r.name),
  }));
/** Label of the region group in `locale`. */
export const selectGroupLabel = (s: DomainSnapshot, locale: string): string => {
  const group = s.context.scopes?.group;
  return scopeLabel(parseTranslations(group?.translations), locale, group?.name ?? '');
};
/** The store word of the selected domain in `locale`, optionally plural. */
export const selectStoreWord = (s: DomainSnapshot, locale: string, plural = false): string =>
  storeTypeWord(s.context.selected?.storeType, locale, plural);
