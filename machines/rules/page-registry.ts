import type { Message } from '../types/messages';
import { defineMessages } from '../types/messages';

// The one page registry (ARCHITECTURE.md "One page registry"). It lives in machines/ because the
// tour machine derives its page list from it and machines never import src/; it is plain data,
// so the views' part (which component renders a page) is named, not imported: src/app resolves
// `view` to a lazy chunk. Add a page by adding a row here and its folder under src/features/
// (docs/adding-a-page.md).

/** Where a page sits in the menu: its parent group or section, icon and who may see it. */
interface PageMenuEntry {
  /** Key of a MENU_GROUPS entry. The menu trail is also the page's breadcrumbs. */
  readonly parent: string;
  /** Icon name (src/features/shell/menus/menu-icon.tsx maps names to icons). */
  readonly icon?: string;
  /** Roles that see the entry, or a first-entry tool flag (SPEC §6, rules/menu.ts). */
  readonly roles?: readonly string[];
}

/** The component that renders a page: a named export of a module under src/features/. */
interface PageView {
  /** `<folder>/<file>` under src/features/, without the extension (a `*-page.tsx` file). */
  readonly module: string;
  /** The exported component; it receives PageViewProps. */
  readonly name: string;
}

/** A build option that removes a page (and its menu entry) when off. */
export type PageOption = 'dc3';

/** One page of the main layout (SPEC §2 routes table). */
export interface PageRow {
  readonly key: string;
  /** Path pattern: `:name` matches one segment (`/reports/details/:type/:id`). */
  readonly path: string;
  /** 'prefix' pages also answer deeper paths (the spec's "not exact" routes). Default 'exact'. */
  readonly match?: 'exact' | 'prefix';
  readonly title: Message;
  /** Absent: the page is reached by links only, has no crumbs of its own and is open to all. */
  readonly menu?: PageMenuEntry;
  /** Absent: the placeholder page (title and empty state) until an issue builds the view. */
  readonly view?: PageView;
  /**
   * For a page without a menu entry: the key of the page its breadcrumbs continue from (the
   * add/edit forms crumb as Home › Admin › People › Add person). Absent: only the home crumb.
   */
  readonly crumbParent?: string;
  /** The page's guided-tour area (SPEC §2 "Guided tours"); absent: no tour. */
  readonly tour?: string;
  readonly option?: PageOption;
  /**
   * 'range': the page filters by the action bar's date range, which shows only on such pages
   * (the dashboard has its own period pickers). The page keeps it in its address.
   */
  readonly dates?: 'range';
  /**
   * 'open': development builds open the page (and its menu entry) to every role; production
   * builds keep the menu roles (the statechart viewer: anyone while developing, super admins live).
   */
  readonly devBuild?: 'open';
}

/** A menu section (category) or submenu that groups pages. */
export interface MenuGroup {
  readonly key: string;
  readonly title: Message;
  /** Absent for a top-level section. */
  readonly parent?: string;
  readonly category?: boolean;
  readonly icon?: string;
  readonly roles?: readonly string[];
}

/** A menu entry that runs an action instead of opening a page (no url, crumbs or guard). */
export interface MenuAction {
  readonly key: string;
  readonly parent: string;
  readonly title: Message;
  readonly icon?: string;
}

/** Titles of the pages and menu entries (one id per text; es-ES defaults). */
export const titles = defineMessages({
  reports: { id: 'menu.section.reports', defaultMessage: 'Reportes' },
  admin: { id: 'menu.section.admin', defaultMessage: 'Administración' },
  dashboard: { id: 'page.dashboard', defaultMessage: 'Tablero' },
  rankings: { id: 'menu.rankings', defaultMessage: 'Rankings' },
  rankingUsers: { id: 'page.rankings.users', defaultMessage: 'Ranking de usuarios' },
  rankingManagers: { id: 'page.rankings.managers', defaultMessage: 'Ranking de gerentes' },
  rankingStores: { id: 'page.rankings.stores', defaultMessage: 'Ranking de {stores}' },
  training: { id: 'menu.training', defaultMessage: 'Capacitación' },
  trainingReports: { id: 'page.training.reports', defaultMessage: 'Reportes de capacitación' },
  topicSummary: { id: 'page.training.topicSummary', defaultMessage: 'Resumen de cursos' },
  practicalExams: { id: 'page.training.practicalExams', defaultMessage: 'Exámenes prácticos' },
  dc3: { id: 'page.training.dc3', defaultMessage: 'Formatos DC3' },
  awards: { id: 'page.training.awards', defaultMessage: 'Constancias y reconocimientos' },
  contentTarget: { id: 'page.training.contentTarget', defaultMessage: 'Contenido objetivo' },
  trainingIndicators: {
    id: 'page.training.performanceIndicators',
    defaultMessage: 'Indicadores de desempeño',
  },
  supervision: { id: 'menu.supervision', defaultMessage: 'Supervisión' },
  supervisionReports: { id: 'page.supervision.reports', defaultMessage: 'Reportes de supervisión' },
  globalScore: { id: 'page.supervision.globalScore', defaultMessage: 'Calificación global' },
  kpis: { id: 'menu.supervision.kpis', defaultMessage: 'KPIs' },
  kpiPerModule: { id: 'page.kpis.reportPerModule', defaultMessage: 'Reporte por módulo' },
  kpiMonthly: { id: 'page.kpis.monthlySummary', defaultMessage: 'Resumen mensual' },
  kpiGlobal: { id: 'page.kpis.globalReport', defaultMessage: 'Reporte global' },
  satisfaction: { id: 'menu.satisfaction', defaultMessage: 'Satisfacción' },
  satisfactionReports: { id: 'page.gem.reports', defaultMessage: 'Reportes de satisfacción' },
  satisfactionComments: { id: 'page.gem.comments', defaultMessage: 'Comentarios' },
  satisfactionIndicators: {
    id: 'page.gem.performanceIndicators',
    defaultMessage: 'Indicadores de satisfacción',
  },
  reportDetails: { id: 'page.reports.details', defaultMessage: 'Detalle del reporte' },
  people: { id: 'page.admin.people', defaultMessage: 'Personas' },
  addPerson: { id: 'page.admin.people.add', defaultMessage: 'Agregar persona' },
  editPerson: { id: 'page.admin.people.edit', defaultMessage: 'Editar persona' },
  activityLog: { id: 'page.admin.log', defaultMessage: 'Bitácora de actividad' },
  integrations: { id: 'page.admin.integrations', defaultMessage: 'Integraciones' },
  support: { id: 'menu.support', defaultMessage: 'Soporte' },
  supportMissions: { id: 'menu.support.missions', defaultMessage: 'Centro de misiones' },
  supportWelcome: { id: 'menu.support.welcome', defaultMessage: 'Bienvenida al admin' },
  supportAddUsers: { id: 'menu.support.addUsers', defaultMessage: 'Agregar usuarios' },
  supportRegister: { id: 'menu.support.register', defaultMessage: 'Registro en la app' },
  supportTips: { id: 'menu.support.tips', defaultMessage: 'Consejos generales' },
  supportFaqs: { id: 'menu.support.faqs', defaultMessage: 'Preguntas frecuentes' },
  devMachines: { id: 'page.dev.machines', defaultMessage: 'Máquinas de estado' },
});

// Role names are the machines' Role values; a first entry naming a tool flag gates on the
// domain's module instead (SPEC §6).
const LOG_ROLES = ['super', 'brandAdmin', 'regionalAdmin'] as const;

/** The menu's sections and submenus (SPEC §2 "Menu"); they appear with their first entry. */
export const MENU_GROUPS: readonly MenuGroup[] = [
  { key: 'reports', title: titles.reports, category: true },
  { key: 'rankings', parent: 'reports', title: titles.rankings, icon: 'rankings' },
  {
    key: 'training',
    parent: 'reports',
    title: titles.training,
    icon: 'training',
    roles: ['training'],
  },
  {
    key: 'supervision',
    parent: 'reports',
    title: titles.supervision,
    icon: 'supervision',
    roles: ['supervision'],
  },
  { key: 'kpis', parent: 'supervision', title: titles.kpis, roles: ['kpi'] },
  {
    key: 'satisfaction',
    parent: 'reports',
    title: titles.satisfaction,
    icon: 'satisfaction',
    roles: ['satisfaction'],
  },
  { key: 'admin', title: titles.admin, category: true },
  { key: 'support', title: titles.support, icon: 'support' },
];

/**
 * Every page of the main layout, in menu order. `as const` keeps the tour areas literal, so the
 * tour machine's TourPage type is derived from this table too.
 */
export const PAGES = [
  {
    key: 'dashboard',
    path: '/dashboard',
    title: titles.dashboard,
    menu: { parent: 'reports', icon: 'dashboard' },
    view: { module: 'dashboard/dashboard-page', name: 'DashboardPage' },
    tour: 'dashboard',
  },
  {
    key: 'rankingUsers',
    path: '/rankings/users',
    title: titles.rankingUsers,
    menu: { parent: 'rankings' },
    view: { module: 'rankings/users-ranking-page', name: 'UsersRankingPage' },
    tour: 'rankings_users',
    dates: 'range',
  },
  {
    key: 'rankingManagers',
    path: '/rankings/managers',
    title: titles.rankingManagers,
    menu: { parent: 'rankings' },
    view: { module: 'rankings/managers-ranking-page', name: 'ManagersRankingPage' },
    tour: 'rankings_managers',
    dates: 'range',
  },
  {
    key: 'rankingStores',
    path: '/rankings/stores',
    title: titles.rankingStores,
    menu: { parent: 'rankings' },
    view: { module: 'rankings/stores-ranking-page', name: 'StoresRankingPage' },
    tour: 'rankings_stores',
    dates: 'range',
  },
  {
    key: 'trainingReports',
    path: '/training/reports',
    title: titles.trainingReports,
    menu: { parent: 'training' },
    tour: 'training_reports',
    view: { module: 'training/training-reports-page', name: 'TrainingReportsPage' },
    dates: 'range',
  },
  {
    key: 'topicSummary',
    path: '/training/topic-summary',
    title: titles.topicSummary,
    menu: { parent: 'training' },
    tour: 'topic_summary',
    view: { module: 'training/topic-summary-page', name: 'TopicSummaryPage' },
    dates: 'range',
  },
  {
    key: 'practicalExams',
    path: '/training/practical-exams',
    title: titles.practicalExams,
    menu: { parent: 'training' },
    view: { module: 'training/practical-exams-page', name: 'PracticalExamsPage' },
    dates: 'range',
  },
  {
    key: 'dc3',
    path: '/training/dc3',
    title: titles.dc3,
    // SPEC §2: visible only when the DC3 option is on; the domain's DC3 module gates it too.
    menu: { parent: 'training', roles: ['dc3'] },
    option: 'dc3',
    view: { module: 'training/dc3-page', name: 'Dc3Page' },
    dates: 'range',
  },
  {
    key: 'awards',
    // Not among SPEC §2's routes: the awards and certificates (§3 earnedAt, §7, §8) get their
    // own training page, beside the DC-3 forms.
    path: '/training/awards',
    title: titles.awards,
    menu: { parent: 'training' },
    view: { module: 'training/awards-page', name: 'AwardsPage' },
    dates: 'range',
  },
  {
    key: 'contentTarget',
    path: '/training/content-target',
    title: titles.contentTarget,
    menu: { parent: 'training' },
    view: { module: 'training/content-target-page', name: 'ContentTargetPage' },
  },
  {
    key: 'trainingIndicators',
    path: '/training/performance-indicators',
    title: titles.trainingIndicators,
    menu: { parent: 'training' },
    view: { module: 'training/performance-indicators-page', name: 'PerformanceIndicatorsPage' },
    dates: 'range',
  },
  {
    key: 'supervisionReports',
    path: '/supervision/reports',
    title: titles.supervisionReports,
    menu: { parent: 'supervision' },
    tour: 'supervision_reports',
    view: { module: 'supervision/supervision-reports-page', name: 'SupervisionReportsPage' },
    dates: 'range',
  },
  {
    key: 'globalScore',
    path: '/supervision/global-score',
    match: 'prefix',
    title: titles.globalScore,
    menu: { parent: 'supervision' },
    tour: 'global_score_supervision',
    view: { module: 'supervision/global-score-page', name: 'GlobalScorePage' },
    dates: 'range',
  },
  {
    key: 'kpiPerModule',
    path: '/supervision/kpis/report-per-module',
    title: titles.kpiPerModule,
    menu: { parent: 'kpis' },
    view: { module: 'kpi/kpi-module-report-page', name: 'KpiModuleReportPage' },
    dates: 'range',
  },
  {
    key: 'kpiMonthly',
    path: '/supervision/kpis/monthly-summary',
    title: titles.kpiMonthly,
    menu: { parent: 'kpis' },
    // One month, chosen on the page: the range picker does not apply.
    view: { module: 'kpi/kpi-monthly-summary-page', name: 'KpiMonthlySummaryPage' },
  },
  {
    key: 'kpiGlobal',
    path: '/supervision/kpis/global-report',
    title: titles.kpiGlobal,
    menu: { parent: 'kpis' },
    view: { module: 'kpi/kpi-global-report-page', name: 'KpiGlobalReportPage' },
    dates: 'range',
  },
  {
    key: 'satisfactionReports',
    path: '/gem/reports',
    title: titles.satisfactionReports,
    menu: { parent: 'satisfaction' },
    tour: 'satisfaction_reports',
    view: { module: 'satisfaction/satisfaction-reports-page', name: 'SatisfactionReportsPage' },
    dates: 'range',
  },
  {
    key: 'satisfactionComments',
    path: '/gem/comments',
    title: titles.satisfactionComments,
    menu: { parent: 'satisfaction' },
    tour: 'satisfaction_comments',
    view: { module: 'satisfaction/satisfaction-comments-page', name: 'SatisfactionCommentsPage' },
    dates: 'range',
  },
  {
    key: 'satisfactionIndicators',
    path: '/gem/performance-indicators',
    title: titles.satisfactionIndicators,
    menu: { parent: 'satisfaction' },
    view: {
      module: 'satisfaction/satisfaction-indicators-page',
      name: 'SatisfactionIndicatorsPage',
    },
    dates: 'range',
  },
  {
    key: 'reportDetails',
    path: '/reports/details/:type/:id',
    title: titles.reportDetails,
    view: { module: 'training/report-detail-page', name: 'ReportDetailPage' },
    crumbParent: 'trainingReports',
  },
  {
    key: 'people',
    path: '/admin/people',
    title: titles.people,
    menu: { parent: 'admin', icon: 'people' },
    view: { module: 'people/people-page', name: 'PeoplePage' },
    tour: 'people',
  },
  {
    key: 'addPerson',
    path: '/admin/people/add',
    title: titles.addPerson,
    crumbParent: 'people',
    view: { module: 'people/person-form-page', name: 'AddPersonPage' },
  },
  {
    key: 'editPerson',
    path: '/admin/people/edit/:id',
    match: 'prefix',
    title: titles.editPerson,
    crumbParent: 'people',
    view: { module: 'people/person-form-page', name: 'EditPersonPage' },
  },
  {
    key: 'activityLog',
    path: '/admin/log',
    title: titles.activityLog,
    menu: { parent: 'admin', icon: 'log', roles: LOG_ROLES },
    view: { module: 'activity-log/activity-log-page', name: 'ActivityLogPage' },
    tour: 'activity_log',
    dates: 'range',
  },
  {
    key: 'integrations',
    // Not in SPEC §2: the keys a chain's own systems load its data with. Keys are the brand's
    // business, so region and store admins neither see it nor may open it (the server says 403).
    path: '/admin/integrations',
    title: titles.integrations,
    menu: { parent: 'admin', icon: 'integrations', roles: ['super', 'brandAdmin'] },
    view: { module: 'integrations/integrations-page', name: 'IntegrationsPage' },
    tour: 'integrations',
  },
  {
    key: 'devMachines',
    // Not in SPEC §2: the statechart viewer, a developer's tool. /dev/machines/<id>
    // names the machine drawn.
    path: '/dev/machines',
    match: 'prefix',
    title: titles.devMachines,
    menu: { parent: 'admin', icon: 'machines', roles: ['super'] },
    devBuild: 'open',
    view: { module: 'dev-machines/machines-page', name: 'MachinesPage' },
  },
] as const satisfies readonly PageRow[];

/** Keys of the Support submenu's entries, in menu order. */
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

/**
 * The Support submenu (SPEC §2): actions rather than pages, so its entries carry no url (they stay
 * out of bookmarks, breadcrumbs and page permissions); src/features/shell/layout/support-actions.ts
 * runs them by key.
 */
export const SUPPORT_ACTIONS: readonly MenuAction[] = SUPPORT_KEYS.map((key) => ({
  key,
  parent: 'support',
  title: titles[key],
  icon: key,
}));
