import { expect } from 'vitest';
import {
  type BookmarksInput,
  bookmarksMachine,
  selectBookmarksFull,
} from '../../machines/bookmarks';
import { BOOKMARKS_KEY } from '../../machines/rules/bookmarks';
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
