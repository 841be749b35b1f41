import type { DomainTools, Role } from '../types/domain';
import type { MenuItem, ToolFlag } from '../types/menu';
import { defineMessage } from '../types/messages';
import { pageAt } from './page-paths';
import { type MenuAction, type MenuGroup, PAGES, type PageRow } from './page-registry';

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
function isToolFlag(value: string | undefined): value is ToolFlag {
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

/**
 * The menu tree of the page registry: each group appears, under its parent, with its first entry;
 * pages (in table order) then actions follow. A page's url is its path (menu pages have no `:`).
 */
export function menuTreeOf(
  pages: readonly PageRow[],
  groups: readonly MenuGroup[],
  actions: readonly MenuAction[],
): MenuItem[] {
  const roots: MenuItem[] = [];
  const childrenOf = new Map<string, MenuItem[]>();
  const groupByKey = new Map(groups.map((g) => [g.key, g]));
  const childList = (key: string): MenuItem[] => {
    const known = childrenOf.get(key);
    if (known) return known;
    const group = groupByKey.get(key);
    if (!group) throw new Error(`menu: no group '${key}'`);
    const children: MenuItem[] = [];
    childrenOf.set(key, children);
    (group.parent ? childList(group.parent) : roots).push({
      key: group.key,
      title: group.title,
      ...(group.category ? { category: true } : {}),
      ...(group.icon ? { icon: group.icon } : {}),
      ...(group.roles ? { roles: [...group.roles] } : {}),
      children,
    });
    return children;
  };
  for (const page of pages) {
    if (!page.menu) continue;
    const { parent, icon, roles } = page.menu;
    childList(parent).push({
      key: page.key,
      title: page.title,
      url: page.path,
      ...(icon ? { icon } : {}),
      ...(roles ? { roles: [...roles] } : {}),
    });
  }
  for (const action of actions) {
    childList(action.parent).push({
      key: action.key,
      title: action.title,
      ...(action.icon ? { icon: action.icon } : {}),
    });
  }
  return roots;
}

/** Visible leaf items, flattened (bookmark search uses the same filtering). */
export function flattenMenu(items: readonly MenuItem[]): MenuItem[] {
  return items.flatMap((i) => (i.children ? flattenMenu(i.children) : i.url ? [i] : []));
}

/** The chain of items from the root to the item whose url matches `path`, or []. */
export function menuTrail(items: readonly MenuItem[], path: string): MenuItem[] {
  return menuTrailAt(items, menuPathOf(path));
}

/**
 * The menu address of `path`: a prefix page's deeper paths (/supervision/global-score/region/3)
 * belong to the page's own entry, so its menu item stays selected and its breadcrumbs stay.
 */
function menuPathOf(path: string, pages: readonly PageRow[] = PAGES): string {
  const page = pageAt(pages, path);
  return page?.match === 'prefix' ? page.path : path;
}

function menuTrailAt(items: readonly MenuItem[], path: string): MenuItem[] {
  for (const item of items) {
    if (item.url && item.url === path) return [item];
    if (item.children) {
      const trail = menuTrailAt(item.children, path);
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

/** The menu trail of a page without a menu entry: its `crumbParent`'s trail, then itself. */
function crumbParentTrail(
  items: readonly MenuItem[],
  path: string,
  pages: readonly PageRow[],
): Crumb[] {
  const row = pageAt(pages, path);
  const parent = row?.crumbParent ? pages.find((p) => p.key === row.crumbParent) : undefined;
  if (!row || !parent) return [];
  // The parent's trail through the visible menu: a parent the role cannot see gives no crumbs.
  const trail = menuTrail(items, parent.path);
  if (trail.length === 0) return [];
  return [
    ...trail.map((i) => ({ key: i.key, title: i.title, url: i.url })),
    { key: row.key, title: row.title },
  ];
}

/**
 * Breadcrumbs of a path; the home crumb links to /dashboard. A menu page crumbs as its menu
 * trail; a page reached by links crumbs through the page its row names as `crumbParent`.
 */
export function breadcrumbs(
  items: readonly MenuItem[],
  path: string,
  pages: readonly PageRow[] = PAGES,
): Crumb[] {
  const home: Crumb = {
    key: 'home',
    title: defineMessage({ id: 'menu.home', defaultMessage: 'Inicio' }),
    url: '/dashboard',
  };
  const trail = menuTrail(items, path).map((i) => ({ key: i.key, title: i.title, url: i.url }));
  return [home, ...(trail.length > 0 ? trail : crumbParentTrail(items, path, pages))];
}

/** Touch start limit and travel of the right swipe that opens the mobile menu (SPEC §2). */
export const SWIPE_START_MAX_X = 70;
/** Minimal travel of the opening swipe. */
export const SWIPE_MIN_TRAVEL = 50;

/** True when a touch starting at `startX` and ending at `endX` opens the mobile drawer. */
export function isOpeningSwipe(startX: number, endX: number): boolean {
  return startX <= SWIPE_START_MAX_X && endX - startX > SWIPE_MIN_TRAVEL;
}
