import { assign, type SnapshotFrom, setup } from 'xstate';
import {
  breadcrumbs,
  type Crumb,
  filterMenu,
  isOpeningSwipe,
  keysForPath,
  MENU_OPENED_KEY,
  MENU_SELECTED_KEY,
} from './rules/menu';
import { type KeyValueStore, nullStore, readJson } from './storage';
import type { DomainTools, Role } from './types/domain';
import type { MenuItem } from './types/menu';

/** Input of the menu actor: the menu tree (the SPA owns titles and icons). */
export interface MenuInput {
  store?: KeyValueStore;
  items?: MenuItem[];
}

/** Context of the menu actor. */
export interface MenuContext {
  store: KeyValueStore;
  items: MenuItem[];
  path: string;
  selectedKeys: string[];
  openedKeys: string[];
}

/** Events the menu actor accepts. */
export type MenuEvent =
  | { type: 'menu.route'; path: string }
  | { type: 'menu.select'; key: string }
  | { type: 'menu.open'; keys: string[] }
  | { type: 'menu.items'; items: MenuItem[] }
  | { type: 'menu.drawer.toggle' }
  | { type: 'menu.drawer.close' }
  | { type: 'menu.swipe'; startX: number; endX: number };

const stringList = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

/** Menu state: selected and opened keys (kept locally, recalculated from the path) and the mobile drawer. */
export const menuMachine = setup({
  types: {
    context: {} as MenuContext,
    events: {} as MenuEvent,
    input: {} as MenuInput,
    tags: {} as 'drawerOpen',
  },
  actions: {
    persist: ({ context }) => {
      context.store.set(MENU_SELECTED_KEY, JSON.stringify(context.selectedKeys));
      context.store.set(MENU_OPENED_KEY, JSON.stringify(context.openedKeys));
    },
    recalculate: assign(({ context }) => {
      const keys = keysForPath(context.items, context.path);
      return {
        selectedKeys: keys.selectedKeys,
        // Submenus the user opened stay open; the path's own parents open too.
        openedKeys: [...new Set([...context.openedKeys, ...keys.openedKeys])],
      };
    }),
  },
  guards: {
    isOpeningSwipe: (_, params: { startX: number; endX: number }) =>
      isOpeningSwipe(params.startX, params.endX),
  },
}).createMachine({
  id: 'menu',
  description: 'The menu: which entry is selected, which submenus are open, and the mobile drawer.',
  context: ({ input }) => {
    const store = input.store ?? nullStore;
    return {
      store,
      items: input.items ?? [],
      path: '',
      selectedKeys: stringList(readJson(store, MENU_SELECTED_KEY, [])),
      openedKeys: stringList(readJson(store, MENU_OPENED_KEY, [])),
    };
  },
  on: {
    'menu.route': {
      actions: [assign({ path: ({ event }) => event.path }), 'recalculate', 'persist'],
    },
    'menu.items': {
      actions: [assign({ items: ({ event }) => event.items }), 'recalculate', 'persist'],
    },
    'menu.select': { actions: [assign({ selectedKeys: ({ event }) => [event.key] }), 'persist'] },
    'menu.open': { actions: [assign({ openedKeys: ({ event }) => event.keys }), 'persist'] },
  },
  initial: 'drawerClosed',
  states: {
    drawerClosed: {
      description: 'Mobile drawer closed; a handle tap or a right swipe from the edge opens it.',
      on: {
        'menu.drawer.toggle': 'drawerOpen',
        'menu.swipe': {
          guard: {
            type: 'isOpeningSwipe',
            params: ({ event }) => ({ startX: event.startX, endX: event.endX }),
          },
          target: 'drawerOpen',
        },
      },
    },
    drawerOpen: {
      description: 'Mobile drawer open; choosing a route closes it.',
      tags: ['drawerOpen'],
      on: {
        'menu.drawer.toggle': 'drawerClosed',
        'menu.drawer.close': 'drawerClosed',
        'menu.route': {
          target: 'drawerClosed',
          actions: [assign({ path: ({ event }) => event.path }), 'recalculate', 'persist'],
        },
      },
    },
  },
});

/** Snapshot of the menu actor. */
export type MenuSnapshot = SnapshotFrom<typeof menuMachine>;

/** Selected menu keys. */
export const selectSelectedKeys = (s: MenuSnapshot): string[] => s.context.selectedKeys;
/** Opened submenu keys. */
export const selectOpenedKeys = (s: MenuSnapshot): string[] => s.context.openedKeys;
/** The menu tree visible to a role with the domain's tools (SPEC §6). */
export const selectVisibleMenu = (s: MenuSnapshot, role: Role | null, tools: DomainTools | null) =>
  filterMenu(s.context.items, role, tools);
/** Breadcrumbs of the current path. */
export const selectBreadcrumbs = (s: MenuSnapshot): Crumb[] =>
  breadcrumbs(s.context.items, s.context.path);
/** True while the mobile drawer is open. */
export const selectDrawerOpen = (s: MenuSnapshot): boolean => s.hasTag('drawerOpen');
