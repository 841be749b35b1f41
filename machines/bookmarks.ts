import { assign, emit, type SnapshotFrom, setup } from 'xstate';
import {
  addBookmark,
  BOOKMARKS_KEY,
  MAX_BOOKMARKS,
  parseBookmarks,
  removeBookmark,
  visibleBookmarks,
} from './rules/bookmarks';
import { messages } from './rules/messages';
import { type KeyValueStore, nullStore, readJson } from './storage';
import type { DomainTools, Role } from './types/domain';
import type { Bookmark, MenuItem } from './types/menu';
import type { Message, Notice } from './types/messages';

/** Input of the bookmarks actor. */
export interface BookmarksInput {
  store?: KeyValueStore;
}

/** Context of the bookmarks actor. */
export interface BookmarksContext {
  store: KeyValueStore;
  favs: Bookmark[];
  error: Message | null;
}

/** Events the bookmarks actor accepts. */
export type BookmarksEvent =
  | { type: 'bookmarks.add'; item: Bookmark }
  | { type: 'bookmarks.remove'; key: string }
  | { type: 'bookmarks.error.dismiss' };

/** Events the bookmarks actor emits for toasts. */
export type BookmarksEmitted = { type: 'bookmarks.notice'; notice: Notice };

/** Topbar bookmarks: at most three, kept in `app.topbar.favs` (SPEC §2, §5). */
export const bookmarksMachine = setup({
  types: {
    context: {} as BookmarksContext,
    events: {} as BookmarksEvent,
    input: {} as BookmarksInput,
    emitted: {} as BookmarksEmitted,
    tags: {} as 'full',
  },
  actions: {
    persist: ({ context }) => context.store.set(BOOKMARKS_KEY, JSON.stringify(context.favs)),
  },
  guards: {
    isFull: ({ context }) => context.favs.length >= MAX_BOOKMARKS,
    isSaved: ({ context }, params: { key: string }) =>
      context.favs.some((b) => b.key === params.key),
    isNew: ({ context }, params: { key: string }) =>
      !context.favs.some((b) => b.key === params.key),
  },
}).createMachine({
  id: 'bookmarks',
  description: 'Saved menu entries shown in the topbar dropdown.',
  context: ({ input }) => {
    const store = input.store ?? nullStore;
    return { store, favs: parseBookmarks(readJson(store, BOOKMARKS_KEY, [])), error: null };
  },
  initial: 'available',
  on: {
    'bookmarks.remove': {
      guard: { type: 'isSaved', params: ({ event }) => ({ key: event.key }) },
      target: '.available',
      actions: [
        assign({
          favs: ({ context, event }) => removeBookmark(context.favs, event.key),
          error: null,
        }),
        'persist',
      ],
    },
    'bookmarks.error.dismiss': { actions: assign({ error: null }) },
  },
  states: {
    available: {
      description: 'Fewer than three bookmarks: another page can be added.',
      always: { guard: 'isFull', target: 'full' },
      on: {
        'bookmarks.add': {
          actions: [
            assign({
              favs: ({ context, event }) => {
                const result = addBookmark(context.favs, event.item);
                return result.ok ? result.list : context.favs;
              },
            }),
            'persist',
          ],
        },
      },
    },
    full: {
      description:
        "Three bookmarks: a fourth shows 'Sólo tres páginas pueden agregarse a favoritos.'",
      tags: ['full'],
      on: {
        // Re-adding a saved page is not a fourth bookmark.
        'bookmarks.add': {
          guard: { type: 'isNew', params: ({ event }) => ({ key: event.item.key }) },
          actions: [
            assign({ error: messages.bookmarksLimit }),
            emit({
              type: 'bookmarks.notice',
              notice: { kind: 'error', title: messages.bookmarksLimit },
            }),
          ],
        },
      },
    },
  },
});

/** Snapshot of the bookmarks actor. */
export type BookmarksSnapshot = SnapshotFrom<typeof bookmarksMachine>;

/** The saved bookmarks the menu's role and module filtering lets this role open (SPEC §6). */
export const selectVisibleBookmarks = (
  s: BookmarksSnapshot,
  items: readonly MenuItem[],
  role: Role | null,
  tools: DomainTools | null,
): Bookmark[] => visibleBookmarks(s.context.favs, items, role, tools);
/** True when no other page can be added. */
export const selectBookmarksFull = (s: BookmarksSnapshot): boolean => s.hasTag('full');
