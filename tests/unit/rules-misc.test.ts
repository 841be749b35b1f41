import { describe, expect, it } from 'vitest';
import { addBookmark, parseBookmarks } from '../../machines/rules/bookmarks';
import {
  breadcrumbs,
  filterMenu,
  isMenuItemVisible,
  isOpeningSwipe,
  keysForPath,
  menuTreeOf,
} from '../../machines/rules/menu';
import {
  badgeCount,
  INITIAL_MISSIONS,
  nextMission,
  progressPercent,
  setMission,
} from '../../machines/rules/onboarding';
import { MENU_GROUPS, PAGES, SUPPORT_ACTIONS } from '../../machines/rules/page-registry';
import {
  clampMenuWidth,
  coerceSetting,
  isCollapsedWidth,
  isMobileWidth,
  normaliseTheme,
  parseSettingsQuery,
} from '../../machines/rules/settings';
import { menuTree } from '../machines/fixtures';

const tools = {
  trainingModule: true,
  supervisionModule: true,
  satisfactionModule: false,
  kpiModule: false,
  dc3Module: false,
};

describe('settings rules', () => {
  it('theme, query, widths', () => {
    expect(normaliseTheme('dark')).toBe('dark');
    expect(normaliseTheme('Dark')).toBe('default');
    expect(normaliseTheme(undefined)).toBe('default');
    expect(parseSettingsQuery('?theme=purple&isMenuShadow=false&x=true&y=z')).toEqual({
      theme: 'default',
      values: { isMenuShadow: false, x: true, y: 'z' },
    });
    expect(isMobileWidth(767)).toBe(true);
    expect(isMobileWidth(768)).toBe(false);
    expect(isCollapsedWidth(1023, false)).toBe(true);
    expect(isCollapsedWidth(1024, false)).toBe(false);
    expect(isCollapsedWidth(1400, true)).toBe(true);
    expect(clampMenuWidth(10)).toBe(256);
    expect(clampMenuWidth(400)).toBe(330);
    expect(clampMenuWidth(Number.NaN)).toBe(256);
    expect(coerceSetting('primaryColor', 'red')).toBe('#184A7B');
    expect(coerceSetting('routerAnimation', 'fadein')).toBe('fadein');
    expect(coerceSetting('isCardShadow', 'yes')).toBe(true);
  });
});

describe('menu rules (SPEC §6)', () => {
  it('a first-entry tool flag gates on the domain module; otherwise the role must be listed', () => {
    expect(isMenuItemVisible({ roles: ['training'] }, 'storeAdmin', tools)).toBe(true);
    expect(isMenuItemVisible({ roles: ['kpi'] }, 'super', tools)).toBe(false);
    expect(isMenuItemVisible({ roles: ['super', 'brandAdmin'] }, 'storeAdmin', tools)).toBe(false);
    expect(isMenuItemVisible({}, null, null)).toBe(true);
    const keys = (items: typeof menuTree): string[] =>
      items.flatMap((i) => [i.key, ...keys(i.children ?? [])]);
    const store = keys(filterMenu(menuTree, 'storeAdmin', tools));
    expect(store).not.toContain('log');
    expect(store).not.toContain('gem');
    expect(store).not.toContain('kpis');
    expect(keys(filterMenu(menuTree, 'regionalAdmin', tools))).toContain('log');
  });
  it('keys and breadcrumbs follow the path; swipe opens from the edge', () => {
    expect(keysForPath(menuTree, '/supervision/kpis/monthly-summary')).toEqual({
      selectedKeys: ['kpiMonthly'],
      openedKeys: ['supervision', 'kpis'],
    });
    expect(breadcrumbs(menuTree, '/admin/people').map((c) => c.key)).toEqual([
      'home',
      'admin',
      'people',
    ]);
    expect(breadcrumbs(menuTree, '/dashboard')[0]?.url).toBe('/dashboard');
    // A drill-down below a prefix page keeps the page's menu entry and crumbs.
    const drilled = '/supervision/global-score/store/1001';
    const tree = menuTreeOf(PAGES, MENU_GROUPS, SUPPORT_ACTIONS);
    expect(breadcrumbs(tree, drilled).map((c) => c.key)).toEqual([
      'home',
      'reports',
      'supervision',
      'globalScore',
    ]);
    expect(keysForPath(tree, drilled).selectedKeys).toEqual(['globalScore']);
    expect(breadcrumbs(tree, '/supervision/global-score-x').map((c) => c.key)).toEqual(['home']);
    expect(isOpeningSwipe(70, 121)).toBe(true);
    expect(isOpeningSwipe(70, 120)).toBe(false);
    expect(isOpeningSwipe(71, 300)).toBe(false);
  });
});

describe('bookmark rules', () => {
  const b = (key: string) => ({ key, url: `/${key}`, title: key });
  it('a fourth bookmark gives the Spanish limit message', () => {
    const three = [b('a'), b('b'), b('c')];
    expect(addBookmark(three, b('d'))).toEqual({
      ok: false,
      error: {
        id: 'bookmarks.limit',
        defaultMessage: 'Sólo tres páginas pueden agregarse a favoritos.',
      },
    });
    expect(addBookmark(three, b('a'))).toEqual({ ok: true, list: three });
    expect(parseBookmarks([b('a'), { nope: 1 }, b('b'), b('c'), b('d')]).length).toBe(3);
    expect(parseBookmarks('x')).toEqual([]);
  });
});

describe('onboarding rules', () => {
  it('progress rounds down, badge counts incomplete flags', () => {
    const none = { welcomeVideo: false, addEmployees: false, shareBrandOnboarding: false };
    expect(progressPercent(none)).toBe(0);
    expect(progressPercent({ ...none, welcomeVideo: true })).toBe(33);
    expect(progressPercent({ ...none, welcomeVideo: true, addEmployees: true })).toBe(66);
    expect(
      progressPercent({ welcomeVideo: true, addEmployees: true, shareBrandOnboarding: true }),
    ).toBe(100);
    expect(badgeCount(none)).toBe(3);
    expect(badgeCount({ ...none, addEmployees: true })).toBe(2);
  });
  it('upload missions force addEmployees off; next goes to the first incomplete mission', () => {
    const withAdd = { ...INITIAL_MISSIONS, addEmployees: true };
    expect(setMission(withAdd, 'massiveUpload', true).addEmployees).toBe(false);
    expect(setMission(withAdd, 'individualUpload', false).addEmployees).toBe(false);
    expect(setMission(withAdd, 'shareBrand', true).addEmployees).toBe(true);
    expect(
      nextMission({ welcomeVideo: true, addEmployees: false, shareBrandOnboarding: true }),
    ).toBe('addEmployees');
    expect(
      nextMission({ welcomeVideo: true, addEmployees: true, shareBrandOnboarding: true }),
    ).toBe('activateTips');
  });
});
