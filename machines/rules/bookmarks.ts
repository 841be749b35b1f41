import type { Bookmark } from '../types/menu';
import type { Message } from '../types/messages';
import { messages } from './messages';

/** At most three bookmarks (SPEC §5). */
export const MAX_BOOKMARKS = 3;

/** Storage key of the bookmarks (SPEC §3). */
export const BOOKMARKS_KEY = 'app.topbar.favs';

/** Result of adding a bookmark: the new list, or the limit message. */
export type AddBookmarkResult = { ok: true; list: Bookmark[] } | { ok: false; error: Message };

/** Adds a bookmark unless present; a fourth gives the limit message. */
export function addBookmark(list: readonly Bookmark[], item: Bookmark): AddBookmarkResult {
  if (list.some((b) => b.key === item.key)) return { ok: true, list: [...list] };
  if (list.length >= MAX_BOOKMARKS) return { ok: false, error: messages.bookmarksLimit };
  return { ok: true, list: [...list, item] };
}

/** Removes a bookmark by key. */
export function removeBookmark(list: readonly Bookmark[], key: string): Bookmark[] {
  return list.filter((b) => b.key !== key);
}

/** Keeps only well-formed bookmarks from storage, at most three. */
export function parseBookmarks(value: unknown): Bookmark[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter(
      (b): b is Bookmark =>
        b !== null &&
        typeof b === 'object' &&
        typeof b.key === 'string' &&
        typeof b.url === 'string',
    )
    .slice(0, MAX_BOOKMARKS);
}
