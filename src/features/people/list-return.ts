// The people list's address to return to from the add/edit form: the list hands its query
// string (search, filters, sort, page) to the form in the navigation's history state, so that
// saving or going back shows the list as it was. History state survives a
// reload of the form; a form opened from a link or a bookmark returns to the bare list.

const LIST_PATH = '/admin/people';

/** The history state the list passes to the form. */
export function listStateOf(search: string): { listQuery: string } {
  return { listQuery: search };
}

/** The list's address named by a history state, else the bare list. */
export function listReturnOf(state: unknown): string {
  if (state === null || typeof state !== 'object') return LIST_PATH;
  const query = (state as { listQuery?: unknown }).listQuery;
  // Only a query string of this page: the path is ours, so it cannot lead elsewhere.
  if (typeof query !== 'string' || !query.startsWith('?')) return LIST_PATH;
  return query === '?' ? LIST_PATH : `${LIST_PATH}${query}`;
}
