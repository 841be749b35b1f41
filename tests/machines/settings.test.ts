import { expect } from 'vitest';
import { DEFAULT_SETTINGS, MENU_WIDTH, settingsKey } from '../../machines/rules/settings';
import {
  type SettingsInput,
  selectIsMenuCollapsed,
  selectIsMobileView,
  settingsMachine,
} from '../../machines/settings';
import { hook, type MachineModel } from './harness';
import { pathSuite } from './suite';

const machine = settingsMachine.provide({
  actions: { applyTheme: hook('applyTheme'), applyPrimaryColor: hook('applyPrimaryColor') },
});
type Snap = Parameters<typeof selectIsMobileView>[0];

const model: MachineModel<SettingsInput> = {
  name: 'settings',
  machine,
  scenarios: [
    { name: 'desktop', input: (w) => ({ store: w.store, width: 1280 }) },
    {
      name: 'query on a phone',
      input: (w) => ({
        store: w.store,
        width: 600,
        search: '?theme=dark&isMenuShadow=false&foo=true&bar=baz&menuColor=dark',
      }),
    },
    {
      name: 'bad stored values',
      store: {
        [settingsKey('theme')]: '"purple"',
        [settingsKey('leftMenuWidth')]: '10',
        [settingsKey('isMenuCollapsed')]: 'true',
        [settingsKey('menuLayoutType')]: 'sideways',
      },
      input: (w) => ({ store: w.store, width: 1100 }),
    },
  ],
  events: [
    { type: 'settings.set', key: 'theme', value: 'purple' },
    { type: 'settings.set', key: 'primaryColor', value: '#123456' },
    { type: 'settings.set', key: 'leftMenuWidth', value: 400 },
    { type: 'settings.set', key: 'isSidebarOpen', value: true },
    { type: 'settings.set', key: 'isMenuCollapsed', value: false },
    { type: 'settings.set', key: 'showTour', value: 'false' },
    { type: 'settings.resize', width: 500 },
    { type: 'settings.resize', width: 900 },
    { type: 'settings.resize', width: 1300 },
    { type: 'settings.theme.toggle' },
    { type: 'settings.menu.toggle' },
    { type: 'settings.drawer.toggle' },
  ],
  serialize: (s) =>
    JSON.stringify({
      v: s.value,
      t: s.context.settings.theme,
      c: s.context.settings.primaryColor,
      w: s.context.settings.leftMenuWidth,
      e: Object.keys(s.context.extras).length,
    }),
  invariant: (s, w) => {
    const c = s.context;
    for (const key of Object.keys(DEFAULT_SETTINGS) as (keyof typeof DEFAULT_SETTINGS)[]) {
      expect(JSON.parse(w.store.get(settingsKey(key)) ?? 'null')).toEqual(c.settings[key]);
    }
    for (const [key, value] of Object.entries(c.extras)) {
      expect(JSON.parse(w.store.get(settingsKey(key)) ?? 'null')).toEqual(value);
    }
    expect(['dark', 'default']).toContain(c.settings.theme);
    const lastTheme = w.hooks.filter(([n]) => n === 'applyTheme').at(-1)?.[1];
    expect(lastTheme).toEqual({ theme: c.settings.theme });
    const lastColor = w.hooks.filter(([n]) => n === 'applyPrimaryColor').at(-1)?.[1];
    expect(lastColor).toEqual({ color: c.settings.primaryColor });
    expect(c.settings.leftMenuWidth).toBeGreaterThanOrEqual(MENU_WIDTH.min);
    expect(c.settings.leftMenuWidth).toBeLessThanOrEqual(MENU_WIDTH.max);
    expect(selectIsMobileView(s as Snap)).toBe(c.settings.isMobileView);
    expect(selectIsMenuCollapsed(s as Snap)).toBe(c.settings.isMenuCollapsed);
  },
  states: {
    'settings.viewport.desktop': (s) => expect(s.context.settings.isMobileView).toBe(false),
    'settings.viewport.mobile': (s) => expect(s.context.settings.isMobileView).toBe(true),
    'settings.menu.expanded': (s) => expect(s.context.settings.isMenuCollapsed).toBe(false),
    'settings.menu.collapsed': (s) => expect(s.context.settings.isMenuCollapsed).toBe(true),
    'settings.drawer.closed': (s) => expect(s.context.settings.isSidebarOpen).toBe(false),
    'settings.drawer.open': (s) => expect(s.context.settings.isSidebarOpen).toBe(true),
  },
};

// Scenario-specific expectations on the initial snapshot.
const baseInvariant = model.invariant;
model.invariant = (s, w) => {
  baseInvariant?.(s, w);
  if (s.context.extras.foo !== undefined) {
    // ?foo=true is stored as a boolean, ?bar=baz as a string, and owned keys are coerced.
    expect(s.context.extras).toMatchObject({ foo: true, bar: 'baz' });
    expect(w.store.get(settingsKey('foo'))).toBe('true');
  }
};

pathSuite(model);
