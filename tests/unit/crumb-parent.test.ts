import { describe, expect, it } from 'vitest';
import { breadcrumbs, menuTreeOf } from '../../machines/rules/menu';
import { MENU_GROUPS, PAGES, SUPPORT_ACTIONS } from '../../machines/rules/page-registry';

const tree = menuTreeOf(PAGES, MENU_GROUPS, SUPPORT_ACTIONS);

describe('breadcrumbs of pages without a menu entry', () => {
  it('the add form crumbs as Home › Admin › People › Add person', () => {
    const crumbs = breadcrumbs(tree, '/admin/people/add');
    expect(crumbs.map((c) => c.key)).toEqual(['home', 'admin', 'people', 'addPerson']);
    expect(crumbs[2]?.url).toBe('/admin/people');
    expect(crumbs[3]?.url).toBeUndefined();
    expect(crumbs[3]?.title).toMatchObject({ id: 'page.admin.people.add' });
  });

  it('the edit form too, whatever the id', () => {
    expect(breadcrumbs(tree, '/admin/people/edit/42').map((c) => c.key)).toEqual([
      'home',
      'admin',
      'people',
      'editPerson',
    ]);
  });

  it('a parent missing from the visible menu leaves only the home crumb', () => {
    const withoutPeople = menuTreeOf(
      PAGES.filter((p) => p.key !== 'people'),
      MENU_GROUPS,
      SUPPORT_ACTIONS,
    );
    expect(breadcrumbs(withoutPeople, '/admin/people/add').map((c) => c.key)).toEqual(['home']);
  });

  it('every crumbParent names a page with a menu entry', () => {
    for (const row of PAGES) {
      if (!('crumbParent' in row)) continue;
      const parent = PAGES.find((p) => p.key === row.crumbParent);
      expect(parent && 'menu' in parent, row.key).toBe(true);
    }
  });
});
