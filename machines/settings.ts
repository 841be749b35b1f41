import { assign, not, type SnapshotFrom, setup } from 'xstate';
import {
  coerceSetting,
  DEFAULT_SETTINGS,
  isCollapsedWidth,
  isMobileWidth,
  isSettingKey,
  normaliseTheme,
  parseSettingsQuery,
  readSettings,
  type SettingKey,
  type Settings,
  settingsKey,
  type Theme,
} from './rules/settings';
import { type KeyValueStore, nullStore } from './storage';

/** Input of the settings actor. */
export interface SettingsInput {
  store?: KeyValueStore;
  /** `location.search` at start: `theme` overrides, other parameters are stored. */
  search?: string;
  /** Window width at start. */
  width?: number;
}

/** Context of the settings actor. */
export interface SettingsContext {
  store: KeyValueStore;
  settings: Settings;
  /** Query parameters that are not owned settings, stored as they came (SPEC §4). */
  extras: Record<string, string | boolean>;
}

/** Events the settings actor accepts. */
export type SettingsEvent =
  | { type: 'settings.set'; key: string; value: unknown }
  | { type: 'settings.resize'; width: number }
  | { type: 'settings.theme.toggle' }
  | { type: 'settings.menu.toggle' }
  | { type: 'settings.drawer.toggle' };

function initialSettings(input: SettingsInput, store: KeyValueStore): SettingsContext {
  const settings = readSettings(store);
  const query = parseSettingsQuery(input.search ?? '');
  const extras: Record<string, string | boolean> = {};
  for (const [key, value] of Object.entries(query.values)) {
    if (isSettingKey(key)) Object.assign(settings, { [key]: coerceSetting(key, value) });
    else extras[key] = value;
  }
  if (query.theme) settings.theme = query.theme;
  if (input.width !== undefined) {
    settings.isMobileView = isMobileWidth(input.width);
    settings.isMenuCollapsed = isCollapsedWidth(input.width, settings.isMenuCollapsed);
  }
  return { store, settings, extras };
}

function withSetting(settings: Settings, key: SettingKey, value: unknown): Settings {
  return { ...settings, [key]: coerceSetting(key, value) };
}

/** Every `app.settings.*` key of SPEC §2/§3, the theme on the page root and the layout flags. */
export const settingsMachine = setup({
  types: {
    context: {} as SettingsContext,
    events: {} as SettingsEvent,
    input: {} as SettingsInput,
    tags: {} as 'mobile' | 'collapsed',
  },
  actions: {
    persist: ({ context }) => {
      for (const key of Object.keys(DEFAULT_SETTINGS) as SettingKey[]) {
        context.store.set(settingsKey(key), JSON.stringify(context.settings[key]));
      }
      for (const [key, value] of Object.entries(context.extras)) {
        context.store.set(settingsKey(key), JSON.stringify(value));
      }
    },
    /** The SPA sets the theme attribute on the page root (e.g. `data-kit-theme`). */
    applyTheme: (_, _params: { theme: Theme }) => {},
    /** The SPA injects the primary colour as a style variable. */
    applyPrimaryColor: (_, _params: { color: string }) => {},
  },
  guards: {
    isMobile: ({ context }) => context.settings.isMobileView,
    isCollapsed: ({ context }) => context.settings.isMenuCollapsed,
    isSidebarOpen: ({ context }) => context.settings.isSidebarOpen,
    isOwnedKey: (_, params: { key: string }) => isSettingKey(params.key),
  },
}).createMachine({
  id: 'settings',
  description: 'Layout and appearance settings kept under app.settings.* in local storage.',
  context: ({ input }) => initialSettings(input, input.store ?? nullStore),
  type: 'parallel',
  entry: [
    'persist',
    { type: 'applyTheme', params: ({ context }) => ({ theme: context.settings.theme }) },
    {
      type: 'applyPrimaryColor',
      params: ({ context }) => ({ color: context.settings.primaryColor }),
    },
  ],
  on: {
    'settings.set': [
      {
        guard: { type: 'isOwnedKey', params: ({ event }) => ({ key: event.key }) },
        actions: [
          assign({
            settings: ({ context, event }) =>
              withSetting(context.settings, event.key as SettingKey, event.value),
          }),
          'persist',
          { type: 'applyTheme', params: ({ context }) => ({ theme: context.settings.theme }) },
          {
            type: 'applyPrimaryColor',
            params: ({ context }) => ({ color: context.settings.primaryColor }),
          },
        ],
      },
      {
        // Unknown keys are kept as extras, like query parameters.
        actions: [
          assign({
            extras: ({ context, event }) => ({
              ...context.extras,
              [event.key]: typeof event.value === 'boolean' ? event.value : String(event.value),
            }),
          }),
          'persist',
        ],
      },
    ],
    'settings.theme.toggle': {
      actions: [
        assign({
          settings: ({ context }) => ({
            ...context.settings,
            theme: normaliseTheme(context.settings.theme === 'dark' ? 'default' : 'dark'),
          }),
        }),
        'persist',
        { type: 'applyTheme', params: ({ context }) => ({ theme: context.settings.theme }) },
      ],
    },
    'settings.resize': {
      actions: [
        assign({
          settings: ({ context, event }) => ({
            ...context.settings,
            isMobileView: isMobileWidth(event.width),
            isMenuCollapsed: isCollapsedWidth(event.width, context.settings.isMenuCollapsed),
          }),
        }),
        'persist',
      ],
    },
    'settings.menu.toggle': {
      actions: [
        assign({
          settings: ({ context }) => ({
            ...context.settings,
            isMenuCollapsed: !context.settings.isMenuCollapsed,
          }),
        }),
        'persist',
      ],
    },
    'settings.drawer.toggle': {
      actions: [
        assign({
          settings: ({ context }) => ({
            ...context.settings,
            isSidebarOpen: !context.settings.isSidebarOpen,
          }),
        }),
        'persist',
      ],
    },
  },
  states: {
    viewport: {
      description: 'Mobile view below 768 px wide.',
      initial: 'desktop',
      states: {
        desktop: {
          description: 'Wide window: the menu sits beside the content.',
          always: { guard: 'isMobile', target: 'mobile' },
        },
        mobile: {
          description: 'Narrow window: the menu is a drawer opened by a handle or a right swipe.',
          tags: ['mobile'],
          always: { guard: not('isMobile'), target: 'desktop' },
        },
      },
    },
    menu: {
      description: 'The left menu collapses below 1024 px or when it was already collapsed.',
      initial: 'expanded',
      states: {
        expanded: {
          description: 'Full-width left menu (256–330 px).',
          always: { guard: 'isCollapsed', target: 'collapsed' },
        },
        collapsed: {
          description: 'Collapsed left menu (80 px).',
          tags: ['collapsed'],
          always: { guard: not('isCollapsed'), target: 'expanded' },
        },
      },
    },
    drawer: {
      description: 'The settings drawer.',
      initial: 'closed',
      states: {
        closed: {
          description: 'Settings drawer hidden.',
          always: { guard: 'isSidebarOpen', target: 'open' },
        },
        open: {
          description: 'Settings drawer shown.',
          always: { guard: not('isSidebarOpen'), target: 'closed' },
        },
      },
    },
  },
});

/** Snapshot of the settings actor. */
export type SettingsSnapshot = SnapshotFrom<typeof settingsMachine>;

/** All owned settings. */
export const selectSettings = (s: SettingsSnapshot): Settings => s.context.settings;
/** `dark` or `default`. */
export const selectTheme = (s: SettingsSnapshot): Theme => s.context.settings.theme;
/** True below 768 px. */
export const selectIsMobileView = (s: SettingsSnapshot): boolean => s.hasTag('mobile');
/** True when the left menu is collapsed. */
export const selectIsMenuCollapsed = (s: SettingsSnapshot): boolean => s.hasTag('collapsed');
/** Current locale. */
export const selectLocale = (s: SettingsSnapshot): string => s.context.settings.locale;
