import { Temporal } from 'temporal-polyfill';
import type { ReportRange } from './range';

// A change (▲/▼) compares a range with the period before it, and only means something between
// like and like. A range that is over is compared with the whole previous period of the same
// length. A range that reaches today is not over: its figures stop at the current moment, so the
// previous period stops at the same point of its own length (today until 14:20 against yesterday
// until 14:20; a week whose last day is today against the week before up to the same weekday and
// hour). A range that has not begun has nothing to compare.

/** How a range is set against its previous period. */
export type Comparison =
  /** The range is over: both periods whole. */
  | { kind: 'whole' }
  /**
   * The range reaches the current moment: both periods end at the same point of their length,
   * as local wall-clock times (`YYYY-MM-DDTHH:mm:ss`, exclusive) in the caller's zone.
   */
  | { kind: 'same-time'; currentEnd: string; previousEnd: string }
  /** The range begins after today: nothing happened in it yet, so no change is shown. */
  | { kind: 'none' };

/** The comparison a range allows at `now` in `timeZone` (see above). */
export function comparison(
  range: Pick<ReportRange, 'start' | 'end' | 'days'>,
  now: Date,
  timeZone: string,
): Comparison {
  const local = Temporal.Instant.fromEpochMilliseconds(now.getTime())
    .toZonedDateTimeISO(timeZone)
    .toPlainDateTime()
    .round({ smallestUnit: 'second', roundingMode: 'floor' });
  const today = local.toPlainDate();
  const cmp = Temporal.PlainDate.compare;
  if (cmp(today, Temporal.PlainDate.from(range.end)) > 0) return { kind: 'whole' };
  if (cmp(today, Temporal.PlainDate.from(range.start)) < 0) return { kind: 'none' };
  // Calendar days on the wall clock: the same hour the same number of days back, whatever a
  // daylight-saving change in between does to the elapsed seconds.
  return {
    kind: 'same-time',
    currentEnd: local.toString(),
    previousEnd: local.subtract({ days: range.days }).toString(),
  };
}

/**
 * Whether the range is over at `now` (it ended before today in `timeZone`): then nothing of a
 * report over it depends on the moment of the call, and its answer can be kept.
 */
export function isOver(
  range: Pick<ReportRange, 'start' | 'end' | 'days'>,
  now: Date,
  timeZone: string,
): boolean {
  return comparison(range, now, timeZone).kind === 'whole';
}
