/**
 * The read of a panel whose scope is not known yet (the domain or the address is still being
 * read): an abort, which the read hooks ignore, so the panel keeps its skeleton until the real
 * read starts.
 */
export const noScopeYet = () => Promise.reject(new DOMException('no scope yet', 'AbortError'));
