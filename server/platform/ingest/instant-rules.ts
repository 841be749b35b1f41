// What an instant of a loaded fact (an answer, an opening) may be. The contract's `date-time`
// already demands an offset; these rules refuse what the format admits but is no moment a guest
// could have lived: a year the database cannot hold, a leap second, a time far in the future.

/** No fact loaded before this instant (the console's records start well after it). */
const EARLIEST_INSTANT = Date.UTC(2000, 0, 1);
/** How far past the server's clock a fact may be dated: a device's clock running ahead. */
const FUTURE_SLACK_MS = 24 * 60 * 60 * 1000;

/**
 * The instant of an RFC 3339 date-time as an ISO string in UTC, or null when it is not one the
 * loads accept (unparseable, before 2000, more than a day after `now`). Lower-case `t`/`z` and
 * an offset without its colon (`-0600`), which the contract's format admits, are read too.
 */
export function acceptedInstant(text: string, now: Date): string | null {
  const normal = text
    .toUpperCase()
    .replace(/([+-]\d\d)(\d\d)$/, '$1:$2')
    .replace(/([+-]\d\d)$/, '$1:00');
  const ms = Date.parse(normal);
  if (!Number.isFinite(ms) || ms < EARLIEST_INSTANT || ms > now.getTime() + FUTURE_SLACK_MS) {
    return null;
  }
  return new Date(ms).toISOString();
}
