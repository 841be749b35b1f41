import type { MessageDescriptor } from 'react-intl';
import type { TourPage } from '../../../machines/rules/tour';
import { tourMessages as m } from './tour-messages';

/** One step of a page tour: the `data-tour` element it points at (none: centred) and its texts. */
export interface TourStepDef {
  target: string | null;
  title: MessageDescriptor;
  text: MessageDescriptor;
}

/**
 * The steps of each page's tour, in the order of SPEC §2 "Guided tours". A page without steps
 * starts no tour; a step whose element a page does not show (a filter the role lacks, an empty
 * table) is skipped.
 */
export const TOUR_STEPS: Partial<Record<TourPage, readonly TourStepDef[]>> = {
  dashboard: [
    { target: null, title: m.welcomeTitle, text: m.welcomeText },
    { target: 'theme-switch', title: m.themeTitle, text: m.themeText },
    { target: 'language-switcher', title: m.languageTitle, text: m.languageText },
    { target: 'scope-filter', title: m.scopeTitle, text: m.scopeText },
    { target: 'date-picker', title: m.dateTitle, text: m.dateText },
    { target: 'domain-switcher', title: m.domainTitle, text: m.domainText },
    { target: 'profile-menu', title: m.profileTitle, text: m.profileText },
  ],
  rankings_users: [
    {
      target: 'rankings-users-search',
      title: m.rankingsSearchTitle,
      text: m.rankingsUsersSearchText,
    },
    { target: 'rankings-users-role-filter', title: m.rankingsRoleTitle, text: m.rankingsRoleText },
    {
      target: 'rankings-users-topic-filter',
      title: m.rankingsTopicTitle,
      text: m.rankingsTopicText,
    },
    { target: 'rankings-users-time-filter', title: m.rankingsTimeTitle, text: m.rankingsTimeText },
    { target: 'rankings-users-score', title: m.rankingsScoreTitle, text: m.rankingsScoreText },
    {
      target: 'rankings-users-progress',
      title: m.rankingsProgressTitle,
      text: m.rankingsUsersProgressText,
    },
    { target: 'page-size', title: m.pageSizeTitle, text: m.pageSizeText },
    { target: 'rankings-users-export', title: m.rankingsExportTitle, text: m.rankingsExportText },
  ],
  rankings_managers: [
    {
      target: 'rankings-managers-search',
      title: m.rankingsSearchTitle,
      text: m.rankingsManagersSearchText,
    },
    { target: 'page-size', title: m.pageSizeTitle, text: m.pageSizeText },
    {
      target: 'rankings-managers-export',
      title: m.rankingsExportTitle,
      text: m.rankingsExportText,
    },
  ],
  rankings_stores: [
    {
      target: 'rankings-stores-search',
      title: m.rankingsSearchTitle,
      text: m.rankingsStoresSearchText,
    },
    {
      target: 'rankings-stores-adoption',
      title: m.rankingsAdoptionTitle,
      text: m.rankingsAdoptionText,
    },
    {
      target: 'rankings-stores-progress',
      title: m.rankingsProgressTitle,
      text: m.rankingsStoresProgressText,
    },
    { target: 'rankings-stores-sort', title: m.rankingsSortTitle, text: m.rankingsSortText },
    { target: 'page-size', title: m.pageSizeTitle, text: m.pageSizeText },
    { target: 'rankings-stores-export', title: m.rankingsExportTitle, text: m.rankingsExportText },
  ],
  training_reports: [
    { target: 'date-picker', title: m.dateTitle, text: m.trainingDateText },
    { target: 'training-reports-user', title: m.trainingUserTitle, text: m.trainingUserText },
    { target: 'training-reports-topic', title: m.trainingTopicTitle, text: m.trainingTopicText },
    { target: 'training-reports-role', title: m.trainingRoleTitle, text: m.trainingRoleText },
    { target: 'page-size', title: m.pageSizeTitle, text: m.pageSizeText },
    {
      target: 'training-reports-export',
      title: m.trainingExportsTitle,
      text: m.trainingExportsText,
    },
  ],
  supervision_reports: [
    { target: 'date-picker', title: m.dateTitle, text: m.supervisionDateText },
    {
      target: 'supervision-reports-user',
      title: m.supervisionUserTitle,
      text: m.supervisionUserText,
    },
    {
      target: 'supervision-reports-module',
      title: m.supervisionModuleTitle,
      text: m.supervisionModuleText,
    },
    {
      target: 'supervision-reports-supervision',
      title: m.supervisionChecklistTitle,
      text: m.supervisionChecklistText,
    },
    { target: 'page-size', title: m.pageSizeTitle, text: m.pageSizeText },
    {
      target: 'supervision-reports-export',
      title: m.supervisionExportsTitle,
      text: m.supervisionExportsText,
    },
  ],
  global_score_supervision: [
    { target: null, title: m.globalScoreWelcomeTitle, text: m.globalScoreWelcomeText },
  ],
  satisfaction_reports: [
    { target: 'date-picker', title: m.dateTitle, text: m.satisfactionDateText },
    {
      target: 'satisfaction-reports-survey',
      title: m.satisfactionSurveyTitle,
      text: m.satisfactionSurveyText,
    },
    {
      target: 'satisfaction-reports-full-export',
      title: m.satisfactionFullExportTitle,
      text: m.satisfactionFullExportText,
    },
    {
      target: 'satisfaction-reports-export',
      title: m.satisfactionExportsTitle,
      text: m.satisfactionExportsText,
    },
    { target: 'page-size', title: m.pageSizeTitle, text: m.pageSizeText },
  ],
  satisfaction_comments: [
    { target: 'page-size', title: m.pageSizeTitle, text: m.satisfactionCommentsPageSizeText },
    {
      target: 'satisfaction-comments-export',
      title: m.satisfactionExportsTitle,
      text: m.satisfactionCommentsExportText,
    },
  ],
  topic_summary: [
    { target: 'topic-summary-tabs', title: m.summaryTabsTitle, text: m.summaryTabsText },
    { target: 'topic-summary-search', title: m.summarySearchTitle, text: m.summarySearchText },
    { target: 'page-size', title: m.pageSizeTitle, text: m.pageSizeText },
    { target: 'topic-summary-export', title: m.summaryExportTitle, text: m.summaryExportText },
  ],
  people: [
    { target: 'people-search', title: m.peopleSearchTitle, text: m.peopleSearchText },
    { target: 'people-role-filter', title: m.peopleRoleTitle, text: m.peopleRoleText },
    { target: 'people-status-filter', title: m.peopleStatusTitle, text: m.peopleStatusText },
    { target: 'people-table', title: m.peopleTableTitle, text: m.peopleTableText },
    { target: 'people-add', title: m.peopleAddTitle, text: m.peopleAddText },
    { target: 'people-reactivate', title: m.peopleReactivateTitle, text: m.peopleReactivateText },
    { target: 'people-import', title: m.peopleImportTitle, text: m.peopleImportText },
    { target: 'people-export', title: m.peopleExportTitle, text: m.peopleExportText },
    { target: 'people-delete', title: m.peopleDeleteTitle, text: m.peopleDeleteText },
    { target: 'page-size', title: m.pageSizeTitle, text: m.pageSizeText },
  ],
  activity_log: [
    { target: 'activity-search', title: m.logSearchTitle, text: m.logSearchText },
    { target: 'activity-export', title: m.logExportTitle, text: m.logExportText },
  ],
  integrations: [
    { target: 'integrations-keys', title: m.integrationsKeysTitle, text: m.integrationsKeysText },
    {
      target: 'integrations-create',
      title: m.integrationsCreateTitle,
      text: m.integrationsCreateText,
    },
  ],
};

/** The CSS selector of a step's element. */
export const tourTarget = (name: string): string => `[data-tour="${name}"]`;
