import type { DomainTools, Role } from '../types/domain';
import type { Bookmark, MenuItem } from '../types/menu';
import type { Message } from '../types/messages';
import { filterMenu, flattenMenu } from './menu';
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

/** The pages a role may bookmark: the menu's leaf entries, filtered as the menu is (SPEC §6). */
export function bookmarkableEntries(
  items: readonly MenuItem[],
  role: Role | null,
  tools: DomainTools | null,
): MenuItem[] {
  return flattenMenu(filterMenu(items, role, tools));
}

/**
 * The saved bookmarks the dropdown lists: those whose menu entry the role sees with the domain's
 * modules (a page saved under another domain or role stays stored, but is not offered here).
 */
export function visibleBookmarks(
  favs: readonly Bookmark[],
  items: readonly MenuItem[],
  role: Role | null,
  tools: DomainTools | null,
): Bookmark[] {
  const keys = new Set(bookmarkableEntries(items, role, tools).map((i) => i.key));
  return favs.filter((b) => keys.has(b.key));
}

// Lower case without accents, so "capacitacion" finds "Capacitación".
const fold = (text: string) =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase().trim();

/**
 * Bookmark search (SPEC §6: the same filtering as the menu): the entries the role may see whose
 * title, as `titleOf` shows it, contains the text, accents and case aside; all of them when blank.
 */
export function searchBookmarkable(
  items: readonly MenuItem[],
  role: Role | null,
  tools: DomainTools | null,
  text: string,
  titleOf: (title: MenuItem['title']) => string,
): MenuItem[] {
  const wanted = fold(text);
  const entries = bookmarkableEntries(items, role, tools);
  return wanted === '' ? entries : entries.filter((i) => fold(titleOf(i.title)).includes(wanted));
}
