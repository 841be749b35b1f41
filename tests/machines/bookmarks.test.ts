import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  type BookmarksInput,
  bookmarksMachine,
  selectBookmarksFull,
  selectVisibleBookmarks,
} from '../../machines/bookmarks';
import { BOOKMARKS_KEY } from '../../machines/rules/bookmarks';
import { MemoryStore } from '../../machines/storage';
import { menuTree } from './fixtures';
import type { MachineModel } from './harness';
import { pathSuite } from './suite';

const fav = (key: string) => ({ key, url: `/${key}`, title: key, icon: 'fe fe-star' });
type Snap = Parameters<typeof selectBookmarksFull>[0];

const model: MachineModel<BookmarksInput> = {
  name: 'bookmarks',
  machine: bookmarksMachine,
  scenarios: [
    { name: 'empty', input: (w) => ({ store: w.store }) },
    {
      name: 'three saved',
      store: { [BOOKMARKS_KEY]: JSON.stringify([fav('a'), fav('b'), fav('c')]) },
      input: (w) => ({ store: w.store }),
    },
  ],
  events: [
    { type: 'bookmarks.add', item: fav('a') },
    { type: 'bookmarks.add', item: fav('b') },
    { type: 'bookmarks.add', item: fav('c') },
    { type: 'bookmarks.add', item: fav('d') },
    { type: 'bookmarks.remove', key: 'a' },
    { type: 'bookmarks.remove', key: 'zzz' },
    { type: 'bookmarks.error.dismiss' },
  ],
  invariant: (s, w) => {
    const favs = s.context.favs;
    expect(favs.length).toBeLessThanOrEqual(3);
    expect(new Set(favs.map((f: { key: string }) => f.key)).size).toBe(favs.length);
    const stored = w.store.get(BOOKMARKS_KEY);
    if (stored !== null) expect(JSON.parse(stored)).toEqual(favs);
    expect(selectBookmarksFull(s as Snap)).toBe(favs.length === 3);
  },
  states: {
    'bookmarks.available': (s) => {
      expect(s.context.favs.length).toBeLessThan(3);
      expect(s.context.error).toBeNull();
    },
    'bookmarks.full': (s, w) => {
      expect(s.context.favs.length).toBe(3);
      if (s.context.error) {
        expect(s.context.error).toEqual({
          id: 'bookmarks.limit',
          defaultMessage: 'Sólo tres páginas pueden agregarse a favoritos.',
        });
        expect(w.emitted.at(-1)?.type).toBe('bookmarks.notice');
      }
    },
  },
};

pathSuite(model);

describe('bookmarks: the listed ones follow the menu filtering', () => {
  const tools = {
    trainingModule: true,
    supervisionModule: true,
    satisfactionModule: true,
    kpiModule: true,
    dc3Module: true,
  };
  const saved = [
    { key: 'kpiMonthly', url: '/supervision/kpis/monthly-summary', title: 'Mensual' },
    { key: 'log', url: '/admin/log', title: 'Bitácora' },
    { key: 'people', url: '/admin/people', title: 'Personas' },
  ];
  const start = () => {
    const store = new MemoryStore({ [BOOKMARKS_KEY]: JSON.stringify(saved) });
    return createActor(bookmarksMachine, { input: { store } }).start();
  };

  it('a brand admin with every module sees the three', () => {
    const actor = start();
    expect(
      selectVisibleBookmarks(actor.getSnapshot(), menuTree, 'brandAdmin', tools).map((b) => b.key),
    ).toEqual(['kpiMonthly', 'log', 'people']);
  });

  it('a store admin of a domain without KPIs sees only people; the three stay stored', () => {
    const actor = start();
    const snap = actor.getSnapshot();
    expect(
      selectVisibleBookmarks(snap, menuTree, 'storeAdmin', { ...tools, kpiModule: false }).map(
        (b) => b.key,
      ),
    ).toEqual(['people']);
    expect(snap.context.favs).toHaveLength(3);
    expect(selectBookmarksFull(snap)).toBe(true);
  });

  it('a page removed from the list disappears from the visible ones too', () => {
    const actor = start();
    actor.send({ type: 'bookmarks.remove', key: 'people' });
    expect(
      selectVisibleBookmarks(actor.getSnapshot(), menuTree, 'storeAdmin', tools).map((b) => b.key),
    ).toEqual(['kpiMonthly']);
  });
});
