import { describe, expect, it } from 'vitest';
import { TOUR_PAGES, tourPageOfPath } from '../../machines/rules/tour';

describe('tourPageOfPath', () => {
  it.each([
    ['/dashboard', 'dashboard'],
    ['/rankings/users', 'rankings_users'],
    ['/rankings/managers', 'rankings_managers'],
    ['/rankings/stores', 'rankings_stores'],
    ['/training/reports', 'training_reports'],
    ['/training/topic-summary', 'topic_summary'],
    ['/supervision/reports', 'supervision_reports'],
    ['/supervision/global-score', 'global_score_supervision'],
    ['/supervision/global-score/2026', 'global_score_supervision'],
    ['/gem/reports', 'satisfaction_reports'],
    ['/gem/comments', 'satisfaction_comments'],
    ['/admin/people', 'people'],
    ['/admin/people/', 'people'],
    ['/admin/log', 'activity_log'],
    ['/admin/integrations', 'integrations'],
  ])('%s → %s', (path, page) => {
    expect(tourPageOfPath(path)).toBe(page);
  });

  it.each([
    '/',
    '/admin/people/add',
    '/admin/people/edit/4',
    '/training/dc3',
    '/dashboard/x',
    '/supervision/global-scores',
    '/auth/login',
  ])('%s has no tour', (path) => {
    expect(tourPageOfPath(path)).toBeNull();
  });

  it('every tour page has a route', () => {
    const routed = [
      '/dashboard',
      '/rankings/users',
      '/rankings/managers',
      '/rankings/stores',
      '/training/reports',
      '/training/topic-summary',
      '/supervision/reports',
      '/supervision/global-score',
      '/gem/reports',
      '/gem/comments',
      '/admin/people',
      '/admin/log',
      '/admin/integrations',
    ].map(tourPageOfPath);
    expect(new Set(routed)).toEqual(new Set(TOUR_PAGES));
  });
});
