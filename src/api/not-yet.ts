/**
 * Stands for the parameters of a read whose scope is not known yet (the domain or the address is
 * still being read). Such a read is off (`enabled: false`) until they are, so this value never
 * reaches the server: it only names the cache entry the view waits on, and the view keeps its
 * skeleton meanwhile.
 */
export const NOT_YET = null as never;
