import { describe, expect, it, vi } from 'vitest';
import { createSelectionStore } from '../../src/ui/selection-store';
import {
  clampPageSize,
  PAGE_SIZES,
  parseTableState,
  serialiseTableState,
  shownRange,
  type TableSpec,
  toggleSort,
  updateTableState,
} from '../../src/ui/table-state';

const spec: TableSpec = {
  filters: { status: ['active', 'preregistered'], position: 'integer' },
  sorts: ['name', 'created_at'],
  defaultSort: '-created_at',
  defaultPageSize: 10,
};

describe('table state in the URL', () => {
  it('a text filter keeps any name up to 200 characters, and drops a blank or longer one', () => {
    const named: TableSpec = { ...spec, filters: { supervisor: 'text' } };
    const read = (v: string) =>
      parseTableState(`?supervisor=${encodeURIComponent(v)}`, named).filters;
    expect(read('Ana Ruíz & Co')).toEqual({ supervisor: 'Ana Ruíz & Co' });
    expect(read('x'.repeat(200))).toEqual({ supervisor: 'x'.repeat(200) });
    expect(read('x'.repeat(201))).toEqual({});
    expect(read('   ')).toEqual({});
    const state = { ...parseTableState('', named), filters: { supervisor: 'Ana & Bo' } };
    expect(serialiseTableState(state, named)).toBe('supervisor=Ana+%26+Bo');
  });

  it('an empty query is the default state', () => {
    expect(parseTableState('', spec)).toEqual({
      search: '',
      filters: {},
      sort: '-created_at',
      page: 1,
      pageSize: 10,
      hidden: [],
    });
  });

  it('reads every part, with or without the leading ?', () => {
    const q = '?search=ana%20ruiz&status=active&position=105&sort=name&page=3&pageSize=50';
    const state = parseTableState(q, spec);
    expect(state).toEqual({
      search: 'ana ruiz',
      filters: { status: 'active', position: '105' },
      sort: 'name',
      page: 3,
      pageSize: 50,
      hidden: [],
    });
    expect(parseTableState(q.slice(1), spec)).toEqual(state);
  });

  it('invalid values fall back to the defaults', () => {
    const state = parseTableState(
      'status=deleted&position=abc&sort=password&page=-2&pageSize=lots',
      spec,
    );
    expect(state).toEqual(parseTableState('', spec));
    expect(parseTableState('page=0', spec).page).toBe(1);
    expect(parseTableState('page=1.5', spec).page).toBe(1);
    expect(parseTableState('position=0', spec).filters).toEqual({});
    expect(parseTableState('sort=-name', spec).sort).toBe('-name');
  });

  it('clamps the page size to the offered sizes between 5 and 500', () => {
    expect(PAGE_SIZES[0]).toBe(5);
    expect(PAGE_SIZES[PAGE_SIZES.length - 1]).toBe(500);
    expect(parseTableState('pageSize=100000', spec).pageSize).toBe(500);
    expect(parseTableState('pageSize=1', spec).pageSize).toBe(5);
    expect(parseTableState('pageSize=0', spec).pageSize).toBe(5);
    expect(parseTableState('pageSize=45', spec).pageSize).toBe(50);
    expect(clampPageSize(15)).toBe(10);
    expect(clampPageSize(Number.NaN, 20)).toBe(20);
  });

  it('caps the search at 100 characters and the page at 100,000', () => {
    expect(parseTableState(`search=${'a'.repeat(300)}`, spec).search).toHaveLength(100);
    expect(parseTableState('page=999999999', spec).page).toBe(100_000);
  });

  it('serialises without defaults and round-trips', () => {
    expect(serialiseTableState(parseTableState('', spec), spec)).toBe('');
    const state = {
      search: ' ana ',
      filters: { status: 'active' },
      sort: 'name',
      page: 2,
      pageSize: 500,
      hidden: [],
    };
    const query = serialiseTableState(state, spec);
    expect(query).toBe('search=ana&status=active&sort=name&page=2&pageSize=500');
    expect(parseTableState(query, spec)).toEqual({ ...state, search: 'ana' });
  });

  it('hidden columns: spec order, unknown dropped, never all, kept across a page change', () => {
    const cols: TableSpec = { ...spec, hideable: ['name', 'email', 'phone'] };
    const state = parseTableState('hide=phone,salary,name,phone', cols);
    expect(state.hidden).toEqual(['name', 'phone']);
    expect(serialiseTableState(state, cols)).toBe('hide=name%2Cphone');
    expect(parseTableState('hide=name,email,phone', cols).hidden).toEqual([]);
    expect(parseTableState('hide=name', spec).hidden).toEqual([]);
    const paged = updateTableState({ ...state, page: 3 }, { hidden: ['email'] });
    expect(paged.page).toBe(3);
    expect(updateTableState(paged, { search: 'x' }).page).toBe(1);
  });

  it('keeps parameters it does not own and drops stale owned ones', () => {
    const keep = new URLSearchParams('theme=dark&status=active&page=4');
    const query = serialiseTableState(parseTableState('', spec), spec, keep);
    expect(query).toBe('theme=dark');
  });

  it('any change but the page goes back to page 1; a page change keeps the rest', () => {
    const state = parseTableState('page=4&status=active', spec);
    expect(updateTableState(state, { search: 'x' }).page).toBe(1);
    expect(updateTableState(state, { pageSize: 50 }).page).toBe(1);
    const paged = updateTableState(state, { page: 5 });
    expect(paged).toMatchObject({ page: 5, filters: { status: 'active' } });
    // An emptied filter is removed, the others stay.
    const cleared = updateTableState(parseTableState('status=active&position=3', spec), {
      filters: { status: '' },
    });
    expect(cleared.filters).toEqual({ position: '3' });
  });

  it('toggles sort ascending then descending', () => {
    expect(toggleSort('-created_at', 'name')).toBe('name');
    expect(toggleSort('name', 'name')).toBe('-name');
    expect(toggleSort('-name', 'name')).toBe('name');
  });

  it('computes the footer range', () => {
    expect(shownRange(1, 10, 10, 42)).toEqual({ from: 1, to: 10, total: 42 });
    expect(shownRange(5, 10, 2, 42)).toEqual({ from: 41, to: 42, total: 42 });
    // 'load more' appended two pages to page 2.
    expect(shownRange(2, 10, 30, 42)).toEqual({ from: 11, to: 40, total: 42 });
    expect(shownRange(1, 10, 0, 0)).toEqual({ from: 0, to: 0, total: 0 });
  });
});

describe('selection store', () => {
  it('toggles, selects many and reports the header state', () => {
    const s = createSelectionStore();
    const listener = vi.fn();
    s.subscribe(listener);
    expect(s.headerState([1, 2, 3])).toBe('none');
    s.toggle(2);
    expect(s.has(2)).toBe(true);
    expect(s.headerState([1, 2, 3])).toBe('some');
    s.setMany([1, 2, 3], true);
    expect(s.headerState([1, 2, 3])).toBe('all');
    expect(s.keys()).toEqual([2, 1, 3]);
    s.toggle(2);
    expect(s.size()).toBe(2);
    s.setMany([1, 3], false);
    expect(s.size()).toBe(0);
    expect(listener).toHaveBeenCalledTimes(4);
  });

  it('does not notify when nothing changes, and stops after unsubscribe', () => {
    const s = createSelectionStore();
    const listener = vi.fn();
    const off = s.subscribe(listener);
    s.clear();
    s.setMany([], true);
    s.setMany([7], false);
    expect(listener).not.toHaveBeenCalled();
    off();
    s.toggle(1);
    expect(listener).not.toHaveBeenCalled();
    expect(s.headerState([])).toBe('none');
  });
});
