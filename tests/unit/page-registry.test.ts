import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { menuTreeOf } from '../../machines/rules/menu';
import { normalisePath } from '../../machines/rules/onboarding';
import { pageAt } from '../../machines/rules/page-paths';
import {
  MENU_GROUPS,
  PAGES,
  type PageRow,
  SUPPORT_ACTIONS,
  titles,
} from '../../machines/rules/page-registry';
import { TOUR_PAGES } from '../../machines/rules/tour';
import type { DomainTools } from '../../machines/types/domain';
import { canOpen, findPage } from '../../src/app/pages';
import { dateRangeQuery } from '../../src/app-kit/date-range-query';

const ROOT = resolve(import.meta.dirname, '../..');
const rows: readonly PageRow[] = PAGES;
const tools = (on: Partial<DomainTools>): DomainTools => ({
  trainingModule: false,
  supervisionModule: false,
  satisfactionModule: false,
  kpiModule: false,
  dc3Module: false,
  ...on,
});

describe('page registry', () => {
  it('states each page once: unique keys, paths and tour areas', () => {
    const unique = (values: readonly unknown[]) => new Set(values).size === values.length;
    expect(unique(rows.map((r) => r.key))).toBe(true);
    expect(unique(rows.map((r) => r.path))).toBe(true);
    expect(unique(TOUR_PAGES)).toBe(true);
  });

  it('derives the tour areas of SPEC §2 (the tour machine keeps no copy)', () => {
    expect([...TOUR_PAGES]).toEqual([
      'dashboard',
      'rankings_users',
      'rankings_managers',
      'rankings_stores',
      'training_reports',
      'topic_summary',
      'supervision_reports',
      'global_score_supervision',
      'satisfaction_reports',
      'satisfaction_comments',
      'people',
      'activity_log',
      'integrations',
    ]);
  });

  it('places every menu entry under a known group, and menu pages have plain paths', () => {
    const groups = new Set(MENU_GROUPS.map((g) => g.key));
    for (const g of MENU_GROUPS) if (g.parent) expect(groups, g.key).toContain(g.parent);
    for (const r of rows.filter((row) => row.menu)) {
      expect(groups, r.key).toContain(r.menu?.parent);
      expect(r.path, r.key).not.toContain(':');
    }
  });

  it('names views that exist: a *-page.tsx module under src/features exporting the component', () => {
    const built = rows.filter((r) => r.view);
    expect(built.map((r) => r.key)).toEqual([
      'dashboard',
      'rankingUsers',
      'rankingManagers',
      'rankingStores',
      'trainingReports',
      'topicSummary',
      'practicalExams',
      'dc3',
      'awards',
      'contentTarget',
      'trainingIndicators',
      'supervisionReports',
      'globalScore',
      'kpiPerModule',
      'kpiMonthly',
      'kpiGlobal',
      'satisfactionReports',
      'satisfactionComments',
      'satisfactionIndicators',
      'reportDetails',
      'people',
      'addPerson',
      'editPerson',
      'activityLog',
      'integrations',
      'devMachines',
    ]);
    for (const { key, view } of built) {
      if (!view) continue;
      // The same files src/app/page-views.tsx globs: one folder deep, *-page.tsx, not auth.
      expect(view.module, key).toMatch(/^(?!auth\/)[a-z0-9-]+\/[a-z0-9-]+-page$/);
      const file = resolve(ROOT, 'src/features', `${view.module}.tsx`);
      expect(existsSync(file), file).toBe(true);
      const exported = new RegExp(`export (?:function|const) ${view.name}\\b`);
      expect(readFileSync(file, 'utf8'), `${key}: ${view.name}`).toMatch(exported);
    }
  });
});

describe('page paths', () => {
  it.each([
    ['/admin/people', 'people'],
    ['/admin/people/', 'people'],
    ['/admin/people//', 'people'],
    ['/admin/people/add', 'addPerson'],
    ['/admin/people/edit/4', 'editPerson'],
    ['/admin/people/edit/4/more', 'editPerson'],
    ['/reports/details/exam/12', 'reportDetails'],
    ['/supervision/global-score', 'globalScore'],
    ['/supervision/global-score/2026', 'globalScore'],
  ])('%s is %s', (path, key) => {
    expect(pageAt(rows, path)?.key).toBe(key);
  });

  it.each([
    '/admin/people/edit',
    '/reports/details/exam',
    '/reports/details/exam/12/x',
    '/dashboard/x',
    '/supervision/global-scores',
    '/',
  ])('%s is no page', (path) => {
    expect(pageAt(rows, path)).toBeUndefined();
  });

  it('keeps the root path and treats pattern text literally', () => {
    expect(normalisePath('/')).toBe('/');
    expect(normalisePath('/a/b///')).toBe('/a/b');
    const dotted = [{ path: '/a.b' }];
    expect(pageAt(dotted, '/a.b')).toBeDefined();
    expect(pageAt(dotted, '/axb')).toBeUndefined();
  });
});

describe('menu derived from the registry', () => {
  const title = titles.dashboard;

  it('opens each group with its first entry, keeps table order, and appends actions', () => {
    const tree = menuTreeOf(
      [
        { key: 'a', path: '/a', title, menu: { parent: 'sub' } },
        { key: 'b', path: '/b', title, menu: { parent: 'top', icon: 'x', roles: ['super'] } },
        { key: 'hidden', path: '/h', title },
      ],
      [
        { key: 'top', title, category: true },
        { key: 'sub', parent: 'top', title, roles: ['kpi'] },
        { key: 'other', title },
      ],
      [{ key: 'act', parent: 'other', title }],
    );
    expect(tree).toEqual([
      {
        key: 'top',
        title,
        category: true,
        children: [
          { key: 'sub', title, roles: ['kpi'], children: [{ key: 'a', title, url: '/a' }] },
          { key: 'b', title, url: '/b', icon: 'x', roles: ['super'] },
        ],
      },
      { key: 'other', title, children: [{ key: 'act', title }] },
    ]);
  });

  it('refuses an entry under an unknown group', () => {
    expect(() =>
      menuTreeOf([{ key: 'a', path: '/a', title, menu: { parent: 'nope' } }], [], []),
    ).toThrow("menu: no group 'nope'");
  });

  it('ends with the Support actions', () => {
    const tree = menuTreeOf(rows, MENU_GROUPS, SUPPORT_ACTIONS);
    expect(tree.map((i) => i.key)).toEqual(['reports', 'admin', 'support']);
    expect(tree[2]?.children?.map((i) => i.key)).toEqual(SUPPORT_ACTIONS.map((a) => a.key));
  });
});

describe('page guards', () => {
  it('finds pages of this build and guards them by their menu trail', () => {
    expect(findPage('/gem/comments')?.key).toBe('satisfactionComments');
    expect(canOpen('/gem/comments', 'storeAdmin', tools({ satisfactionModule: true }))).toBe(true);
    expect(canOpen('/gem/comments', 'storeAdmin', tools({}))).toBe(false);
    expect(canOpen('/admin/log', 'storeAdmin', tools({}))).toBe(false);
    expect(canOpen('/admin/log/', 'super', tools({}))).toBe(true);
    expect(canOpen('/admin/people/edit/3', 'storeAdmin', tools({}))).toBe(true);
    // Integration keys are the brand's: brand admins and super admins only.
    expect(canOpen('/admin/integrations', 'brandAdmin', tools({}))).toBe(true);
    expect(canOpen('/admin/integrations', 'super', tools({}))).toBe(true);
    expect(canOpen('/admin/integrations', 'regionalAdmin', tools({}))).toBe(false);
    expect(canOpen('/admin/integrations', 'storeAdmin', tools({}))).toBe(false);
  });

  it("guards a prefix page's deeper paths like the page", () => {
    const path = '/supervision/global-score/2026';
    expect(canOpen(path, 'super', tools({}))).toBe(false);
    expect(canOpen(path, 'super', tools({ supervisionModule: true }))).toBe(true);
  });
});

describe('dateRangeQuery', () => {
  it('sends the local calendar days of the range', () => {
    expect(
      dateRangeQuery({
        start: '2026-11-01T00:00:00-06:00[America/Mexico_City]',
        end: '2026-11-30T23:59:59.999-06:00[America/Mexico_City]',
      }),
    ).toEqual({ start: '2026-11-01', end: '2026-11-30' });
  });

  it('refuses a value that is not a zoned date-time', () => {
    expect(() => dateRangeQuery({ start: 'yesterday', end: '2026-11-30T00:00:00Z' })).toThrow(
      'not a zoned date-time',
    );
  });
});
