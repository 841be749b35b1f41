import { expect } from 'vitest';
import { type MenuInput, menuMachine, selectDrawerOpen } from '../../machines/menu';
import { keysForPath, MENU_OPENED_KEY, MENU_SELECTED_KEY } from '../../machines/rules/menu';
import { menuTree } from './fixtures';
import type { MachineModel } from './harness';
import { pathSuite } from './suite';

type Snap = Parameters<typeof selectDrawerOpen>[0];

const model: MachineModel<MenuInput> = {
  name: 'menu',
  machine: menuMachine,
  scenarios: [
    { name: 'fresh', input: (w) => ({ store: w.store, items: menuTree }) },
    {
      name: 'stored keys',
      store: { [MENU_SELECTED_KEY]: '["people"]', [MENU_OPENED_KEY]: '["admin"]' },
      input: (w) => ({ store: w.store, items: menuTree }),
    },
  ],
  events: [
    { type: 'menu.route', path: '/supervision/kpis/monthly-summary' },
    { type: 'menu.route', path: '/auth/404' },
    { type: 'menu.select', key: 'gemReports' },
    { type: 'menu.open', keys: ['gem'] },
    { type: 'menu.items', items: menuTree.slice(0, 1) },
    { type: 'menu.drawer.toggle' },
    { type: 'menu.drawer.close' },
    { type: 'menu.swipe', startX: 60, endX: 200 },
    { type: 'menu.swipe', startX: 80, endX: 200 },
    { type: 'menu.swipe', startX: 10, endX: 50 },
  ],
  invariant: (s, w) => {
    const c = s.context;
    const stored = w.store.get(MENU_SELECTED_KEY);
    if (stored !== null) expect(JSON.parse(stored)).toEqual(c.selectedKeys);
    const opened = w.store.get(MENU_OPENED_KEY);
    if (opened !== null) expect(JSON.parse(opened)).toEqual(c.openedKeys);
    // After a route change the selection is the path's item and its parents are open.
    if (c.path !== '' && w.calls.length === 0) {
      const keys = keysForPath(c.items, c.path);
      for (const k of keys.openedKeys)
        if (c.selectedKeys.length > 0) expect(c.openedKeys).toContain(k);
    }
    expect(selectDrawerOpen(s as Snap)).toBe(s.matches('drawerOpen'));
  },
  states: {
    'menu.drawerClosed': (s) => expect(s.hasTag('drawerOpen')).toBe(false),
    'menu.drawerOpen': (s) => expect(s.hasTag('drawerOpen')).toBe(true),
  },
};

pathSuite(model);
