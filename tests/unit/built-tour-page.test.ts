import { describe, expect, it } from 'vitest';
import { PAGES } from '../../machines/rules/page-registry';
import { builtTourPageOfPath } from '../../src/features/tour/built-tour-page';

describe('builtTourPageOfPath', () => {
  it('gives the tour of a built page', () => {
    expect(builtTourPageOfPath('/admin/people')).toBe('people');
    expect(builtTourPageOfPath('/admin/log/')).toBe('activity_log');
    expect(builtTourPageOfPath('/rankings/users')).toBe('rankings_users');
    expect(builtTourPageOfPath('/dashboard')).toBe('dashboard');
    expect(builtTourPageOfPath('/supervision/reports')).toBe('supervision_reports');
    expect(builtTourPageOfPath('/supervision/global-score/region/101')).toBe(
      'global_score_supervision',
    );
    expect(builtTourPageOfPath('/gem/reports')).toBe('satisfaction_reports');
    expect(builtTourPageOfPath('/gem/comments')).toBe('satisfaction_comments');
  });

  it('gives no tour to any row without a view (a placeholder), and to unknown paths', () => {
    for (const row of PAGES) {
      const path = row.path.replace(/:[^/]+/g, '1');
      if (!('view' in row)) expect(builtTourPageOfPath(path)).toBeNull();
    }
    expect(builtTourPageOfPath('/nowhere')).toBeNull();
  });
});
