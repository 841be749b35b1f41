import { isMenuItemVisible, menuTrail, menuTreeOf } from '../../machines/rules/menu';
import { pageAt } from '../../machines/rules/page-paths';
import {
  MENU_GROUPS,
  PAGES,
  type PageOption,
  type PageRow,
  SUPPORT_ACTIONS,
} from '../../machines/rules/page-registry';
import type { DomainTools, Role } from '../../machines/types/domain';
import type { MenuItem } from '../../machines/types/menu';
import { DC3_ENABLED } from './features-config';

// The console's view of the page registry (machines/rules/page-registry.ts): the rows this
// build has, and what routes, menu, breadcrumbs and guards derive from them.

const OPTIONS: Record<PageOption, boolean> = { dc3: DC3_ENABLED };

/**
 * A row as this build has it: a development build drops the menu roles of a `devBuild: 'open'`
 * page (open to all while developing; production keeps them).
 */
export function rowForBuild(row: PageRow, development: boolean): PageRow {
  if (!development || row.devBuild !== 'open' || !row.menu?.roles) return row;
  const { roles: _roles, ...menu } = row.menu;
  return { ...row, menu };
}

/** The pages of this build (a page whose build option is off does not exist). */
const consolePages: readonly PageRow[] = PAGES.filter(
  (row: PageRow) => row.option === undefined || OPTIONS[row.option],
).map((row) => rowForBuild(row, import.meta.env.DEV));

/** The console's menu tree (SPEC §2 "Menu"), derived from the registry. */
export const menuItems: MenuItem[] = menuTreeOf(consolePages, MENU_GROUPS, SUPPORT_ACTIONS);

/** The main-layout page at `path`, or undefined when the path is unknown. */
export function findPage(path: string): PageRow | undefined {
  return pageAt(consolePages, path);
}

/** Which layout a path uses (SPEC §2 "Layout selection"). */
export type LayoutKind = 'public' | 'login' | 'auth' | 'main';

/** The layout of `path`. */
export function layoutOf(path: string): LayoutKind {
  if (path === '/') return 'public';
  if (path === '/auth/login') return 'login';
  if (/^\/auth(?=\/|$)/.test(path)) return 'auth';
  return 'main';
}

/**
 * Whether the current role and domain modules may open `path` (SPEC §6): every menu entry on the
 * way to its page must be visible. Pages outside the menu (details, add, edit) are open to all.
 */
export function canOpen(path: string, role: Role | null, tools: DomainTools | null): boolean {
  const page = findPage(path);
  // A prefix page's deeper paths (/supervision/global-score/…) are guarded like the page itself.
  const trail = page?.menu ? menuTrail(menuItems, page.path) : [];
  return trail.every((item) => isMenuItemVisible(item, role, tools));
}
