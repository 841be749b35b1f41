import type { MenuItem } from '../../machines/types/menu';
import { DC3_ENABLED } from './features-config';
import { titles } from './page-titles';

// Role names are the machines' Role values; a first entry naming a tool flag gates on the
// domain's module instead (SPEC §6, machines/rules/menu.ts).
const LOG_ROLES = ['super', 'brandAdmin', 'regionalAdmin'];

const trainingChildren: MenuItem[] = [
  { key: 'trainingReports', title: titles.trainingReports, url: '/training/reports' },
  { key: 'topicSummary', title: titles.topicSummary, url: '/training/topic-summary' },
  { key: 'practicalExams', title: titles.practicalExams, url: '/training/practical-exams' },
  ...(DC3_ENABLED ? [{ key: 'dc3', title: titles.dc3, url: '/training/dc3', roles: ['dc3'] }] : []),
  { key: 'contentTarget', title: titles.contentTarget, url: '/training/content-target' },
  {
    key: 'trainingIndicators',
    title: titles.trainingIndicators,
    url: '/training/performance-indicators',
  },
];

/**
 * The Support submenu (SPEC §2): actions rather than pages, so its entries carry no url (they stay
 * out of bookmarks, breadcrumbs and page permissions); src/features/shell/support-actions.ts
 * runs them by key.
 */
export const SUPPORT_KEYS = [
  'supportMissions',
  'supportWelcome',
  'supportAddUsers',
  'supportRegister',
  'supportTips',
  'supportFaqs',
] as const;

/** Key of a Support entry. */
export type SupportKey = (typeof SUPPORT_KEYS)[number];

const supportItem: MenuItem = {
  key: 'support',
  title: titles.support,
  icon: 'support',
  children: SUPPORT_KEYS.map((key) => ({ key, title: titles[key], icon: key })),
};

/** The console's menu tree (SPEC §2 "Menu"): sections Reports and Admin, then Support. */
export const menuItems: MenuItem[] = [
  {
    key: 'reports',
    title: titles.reports,
    category: true,
    children: [
      { key: 'dashboard', title: titles.dashboard, url: '/dashboard', icon: 'dashboard' },
      {
        key: 'rankings',
        title: titles.rankings,
        icon: 'rankings',
        children: [
          { key: 'rankingUsers', title: titles.rankingUsers, url: '/rankings/users' },
          { key: 'rankingManagers', title: titles.rankingManagers, url: '/rankings/managers' },
          { key: 'rankingStores', title: titles.rankingStores, url: '/rankings/stores' },
        ],
      },
      {
        key: 'training',
        title: titles.training,
        icon: 'training',
        roles: ['training'],
        children: trainingChildren,
      },
      {
        key: 'supervision',
        title: titles.supervision,
        icon: 'supervision',
        roles: ['supervision'],
        children: [
          {
            key: 'supervisionReports',
            title: titles.supervisionReports,
            url: '/supervision/reports',
          },
          { key: 'globalScore', title: titles.globalScore, url: '/supervision/global-score' },
          {
            key: 'kpis',
            title: titles.kpis,
            roles: ['kpi'],
            children: [
              {
                key: 'kpiPerModule',
                title: titles.kpiPerModule,
                url: '/supervision/kpis/report-per-module',
              },
              {
                key: 'kpiMonthly',
                title: titles.kpiMonthly,
                url: '/supervision/kpis/monthly-summary',
              },
              { key: 'kpiGlobal', title: titles.kpiGlobal, url: '/supervision/kpis/global-report' },
            ],
          },
        ],
      },
      {
        key: 'satisfaction',
        title: titles.satisfaction,
        icon: 'satisfaction',
        roles: ['satisfaction'],
        children: [
          { key: 'satisfactionReports', title: titles.satisfactionReports, url: '/gem/reports' },
          { key: 'satisfactionComments', title: titles.satisfactionComments, url: '/gem/comments' },
          {
            key: 'satisfactionIndicators',
            title: titles.satisfactionIndicators,
            url: '/gem/performance-indicators',
          },
        ],
      },
    ],
  },
  {
    key: 'admin',
    title: titles.admin,
    category: true,
    children: [
      { key: 'people', title: titles.people, url: '/admin/people', icon: 'people' },
      {
        key: 'activityLog',
        title: titles.activityLog,
        url: '/admin/log',
        icon: 'log',
        roles: LOG_ROLES,
      },
    ],
  },
  supportItem,
];
