// Bookmarks keep to the menu's own role and module filtering (SPEC §6), listed and searched.
import { describe, expect, it } from 'vitest';
import {
  bookmarkableEntries,
  searchBookmarkable,
  visibleBookmarks,
} from '../../machines/rules/bookmarks';
import { filterMenu, flattenMenu } from '../../machines/rules/menu';
import type { DomainTools } from '../../machines/types/domain';
import type { Bookmark, MenuItem } from '../../machines/types/menu';
import { menuTree } from '../machines/fixtures';

const ALL: DomainTools = {
  trainingModule: true,
  supervisionModule: true,
  satisfactionModule: true,
  kpiModule: true,
  dc3Module: true,
};
const NO_KPI_NO_GEM: DomainTools = { ...ALL, kpiModule: false, satisfactionModule: false };
const fav = (key: string, url: string): Bookmark => ({ key, url, title: key });
const FAVS = [
  fav('kpiMonthly', '/supervision/kpis/monthly-summary'),
  fav('log', '/admin/log'),
  fav('gemReports', '/gem/reports'),
];
const text = (t: MenuItem['title']) => (typeof t === 'string' ? t : t.defaultMessage);
const keys = (list: readonly { key: string }[]) => list.map((i) => i.key);

describe('bookmarks by role and module', () => {
  it('the bookmarkable pages are the menu filtered for the role and modules', () => {
    for (const [role, tools] of [
      ['brandAdmin', ALL],
      ['storeAdmin', NO_KPI_NO_GEM],
      [null, null],
    ] as const) {
      expect(bookmarkableEntries(menuTree, role, tools)).toEqual(
        flattenMenu(filterMenu(menuTree, role, tools)),
      );
    }
  });

  it('lists only the saved pages the menu shows', () => {
    expect(keys(visibleBookmarks(FAVS, menuTree, 'brandAdmin', ALL))).toEqual([
      'kpiMonthly',
      'log',
      'gemReports',
    ]);
    // A store admin may not open the log; a domain without KPIs or satisfaction hides those.
    expect(keys(visibleBookmarks(FAVS, menuTree, 'storeAdmin', NO_KPI_NO_GEM))).toEqual([]);
    expect(keys(visibleBookmarks(FAVS, menuTree, 'regionalAdmin', NO_KPI_NO_GEM))).toEqual(['log']);
    expect(visibleBookmarks(FAVS, menuTree, null, null)).toEqual([]);
  });

  it('searches the visible pages by title, accents and case aside', () => {
    expect(keys(searchBookmarkable(menuTree, 'brandAdmin', ALL, 'bitacora', text))).toEqual([
      'log',
    ]);
    expect(keys(searchBookmarkable(menuTree, 'storeAdmin', ALL, 'bitacora', text))).toEqual([]);
    expect(keys(searchBookmarkable(menuTree, 'brandAdmin', ALL, 'MENSUAL', text))).toEqual([
      'kpiMonthly',
    ]);
    expect(
      keys(searchBookmarkable(menuTree, 'brandAdmin', NO_KPI_NO_GEM, 'mensual', text)),
    ).toEqual([]);
    // "Reportes" is under three modules: only those the domain has.
    expect(keys(searchBookmarkable(menuTree, 'brandAdmin', NO_KPI_NO_GEM, 'report', text))).toEqual(
      ['trainingReports', 'supervisionReports'],
    );
  });

  it('a blank search lists every visible page', () => {
    expect(searchBookmarkable(menuTree, 'storeAdmin', ALL, '  ', text)).toEqual(
      bookmarkableEntries(menuTree, 'storeAdmin', ALL),
    );
  });
});
