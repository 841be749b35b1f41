import type { DomainTools, Role } from '../types/domain';
import type { MenuItem, ToolFlag } from '../types/menu';
import { defineMessage } from '../types/messages';

/** Storage keys of the menu state (SPEC §3). */
export const MENU_SELECTED_KEY = 'app.menu.selectedKeys';
/** Storage key of the opened submenus. */
export const MENU_OPENED_KEY = 'app.menu.openedKeys';

const TOOL_OF: Record<ToolFlag, keyof DomainTools> = {
  training: 'trainingModule',
  supervision: 'supervisionModule',
  satisfaction: 'satisfactionModule',
  kpi: 'kpiModule',
  // The DC3 option gates /training/dc3 like a module (SPEC §2: visible only when it is on).
  dc3: 'dc3Module',
};

/** True for a tool flag name. */
export function isToolFlag(value: string | undefined): value is ToolFlag {
  return value !== undefined && value in TOOL_OF;
}

/** SPEC §6: a first-entry tool flag gates on the domain's module, else the role must be listed. */
export function isMenuItemVisible(
  item: Pick<MenuItem, 'roles'>,
  role: Role | null,
  tools: DomainTools | null,
): boolean {
  const roles = item.roles;
  if (!roles || roles.length === 0) return true;
  const first = roles[0];
  if (isToolFlag(first)) return Boolean(tools?.[TOOL_OF[first]]);
  return role !== null && roles.includes(role);
}

/** The menu tree with hidden items (and emptied sections) removed. */
export function filterMenu(
  items: readonly MenuItem[],
  role: Role | null,
  tools: DomainTools | null,
): MenuItem[] {
  const out: MenuItem[] = [];
  for (const item of items) {
    if (!isMenuItemVisible(item, role, tools)) continue;
    if (item.children) {
      const children = filterMenu(item.children, role, tools);
      if (children.length === 0 && !item.url) continue;
      out.push({ ...item, children });
    } else {
      out.push(item);
    }
  }
  return out;
}

/** Visible leaf items, flattened (bookmark search uses the same filtering). */
export function flattenMenu(items: readonly MenuItem[]): MenuItem[] {
  return items.flatMap((i) => (i.children ? flattenMenu(i.children) : i.url ? [i] : []));
}

/** The chain of items from the root to the item whose url matches `path`, or []. */
export function menuTrail(items: readonly MenuItem[], path: string): MenuItem[] {
  for (const item of items) {
    if (item.url && item.url === path) return [item];
    if (item.children) {
      const trail = menuTrail(item.children, path);
      if (trail.length > 0) return [item, ...trail];
    }
  }
  return [];
}

/** Selected and opened keys recalculated from the current path. */
export function keysForPath(
  items: readonly MenuItem[],
  path: string,
): { selectedKeys: string[]; openedKeys: string[] } {
  const trail = menuTrail(items, path);
  const last = trail[trail.length - 1];
  return {
    selectedKeys: last ? [last.key] : [],
    openedKeys: trail.slice(0, -1).map((i) => i.key),
  };
}

/** A breadcrumb: key, title and url. */
export interface Crumb {
  key: string;
  title: MenuItem['title'];
  url?: string;
}

/** Breadcrumbs of a path; the home crumb links to /dashboard. */
export function breadcrumbs(items: readonly MenuItem[], path: string): Crumb[] {
  const home: Crumb = {
    key: 'home',
    title: defineMessage({ id: 'menu.home', defaultMessage: 'Inicio' }),
    url: '/dashboard',
  };
  return [home, ...menuTrail(items, path).map((i) => ({ key: i.key, title: i.title, url: i.url }))];
}

/** Touch start limit and travel of the right swipe that opens the mobile menu (SPEC §2). */
export const SWIPE_START_MAX_X = 70;
/** Minimal travel of the opening swipe. */
export const SWIPE_MIN_TRAVEL = 50;

/** True when a touch starting at `startX` and ending at `endX` opens the mobile drawer. */
export function isOpeningSwipe(startX: number, endX: number): boolean {
  return startX <= SWIPE_START_MAX_X && endX - startX > SWIPE_MIN_TRAVEL;
}
