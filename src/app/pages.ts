import { isMenuItemVisible, menuTrail } from '../../machines/rules/menu';
import type { DomainTools, Role } from '../../machines/types/domain';
import type { Message } from '../../machines/types/messages';
import { DC3_ENABLED } from './features-config';
import { menuItems } from './menu-items';
import { titles } from './page-titles';

/** A page of the main layout: its path pattern and title (SPEC §2 routes table). */
export interface PageDef {
  key: string;
  pattern: RegExp;
  title: Message;
}

const exact = (path: string) => new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
// "Not exact" routes of the spec also match deeper paths.
const prefix = (path: string) => new RegExp(`^${path}(?:/.*)?$`);

const PAGES: PageDef[] = [
  { key: 'dashboard', pattern: exact('/dashboard'), title: titles.dashboard },
  { key: 'rankingUsers', pattern: exact('/rankings/users'), title: titles.rankingUsers },
  { key: 'rankingManagers', pattern: exact('/rankings/managers'), title: titles.rankingManagers },
  { key: 'rankingStores', pattern: exact('/rankings/stores'), title: titles.rankingStores },
  { key: 'trainingReports', pattern: exact('/training/reports'), title: titles.trainingReports },
  { key: 'topicSummary', pattern: exact('/training/topic-summary'), title: titles.topicSummary },
  {
    key: 'practicalExams',
    pattern: exact('/training/practical-exams'),
    title: titles.practicalExams,
  },
  ...(DC3_ENABLED ? [{ key: 'dc3', pattern: exact('/training/dc3'), title: titles.dc3 }] : []),
  { key: 'contentTarget', pattern: exact('/training/content-target'), title: titles.contentTarget },
  {
    key: 'trainingIndicators',
    pattern: exact('/training/performance-indicators'),
    title: titles.trainingIndicators,
  },
  {
    key: 'supervisionReports',
    pattern: exact('/supervision/reports'),
    title: titles.supervisionReports,
  },
  { key: 'globalScore', pattern: prefix('/supervision/global-score'), title: titles.globalScore },
  {
    key: 'kpiPerModule',
    pattern: exact('/supervision/kpis/report-per-module'),
    title: titles.kpiPerModule,
  },
  {
    key: 'kpiMonthly',
    pattern: exact('/supervision/kpis/monthly-summary'),
    title: titles.kpiMonthly,
  },
  { key: 'kpiGlobal', pattern: exact('/supervision/kpis/global-report'), title: titles.kpiGlobal },
  { key: 'satisfactionReports', pattern: exact('/gem/reports'), title: titles.satisfactionReports },
  {
    key: 'satisfactionComments',
    pattern: exact('/gem/comments'),
    title: titles.satisfactionComments,
  },
  {
    key: 'satisfactionIndicators',
    pattern: exact('/gem/performance-indicators'),
    title: titles.satisfactionIndicators,
  },
  {
    key: 'reportDetails',
    pattern: /^\/reports\/details\/[^/]+\/[^/]+$/,
    title: titles.reportDetails,
  },
  { key: 'people', pattern: exact('/admin/people'), title: titles.people },
  { key: 'addPerson', pattern: exact('/admin/people/add'), title: titles.addPerson },
  {
    key: 'editPerson',
    pattern: /^\/admin\/people\/edit\/[^/]+(?:\/.*)?$/,
    title: titles.editPerson,
  },
  { key: 'activityLog', pattern: exact('/admin/log'), title: titles.activityLog },
];

/** The main-layout page at `path`, or undefined when the path is unknown. */
export function findPage(path: string): PageDef | undefined {
  // A trailing slash names the same page.
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return PAGES.find((p) => p.pattern.test(clean));
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
 * way to the page must be visible. Pages outside the menu (details, add, edit) are open to all.
 */
export function canOpen(path: string, role: Role | null, tools: DomainTools | null): boolean {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return menuTrail(menuItems, clean).every((item) => isMenuItemVisible(item, role, tools));
}
