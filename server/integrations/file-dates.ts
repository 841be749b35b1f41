// Dates and times of a loaded file, field by field. The contract's instants carry an offset; a
// spreadsheet's date cell has none, and neither has `2026-11-27 09:30` typed in a CSV: such a
// wall-clock time becomes a LocalTime, read in its store's time zone once the zones are looked up
// (file-zones.ts). A day-only field takes the day a date cell shows, a month field its month.
import type { WallClock } from '../platform/time/zoned-instant';
import type { CellDate } from './xlsx-cells';

type Json = Record<string, unknown>;

/** A wall-clock time of an instant field, waiting for its zone; `text` is what the file holds. */
export class LocalTime {
  constructor(
    readonly wall: WallClock,
    readonly text: string,
  ) {}
}

const p2 = (n: number) => String(n).padStart(2, '0');
const dayOf = (w: WallClock) => `${String(w.year).padStart(4, '0')}-${p2(w.month)}-${p2(w.day)}`;

/** A field that holds a month (`YYYY-MM`): its pattern takes a month and refuses a day. */
function isMonthField(schema: Json): boolean {
  if (typeof schema.pattern !== 'string') return false;
  try {
    const re = new RegExp(schema.pattern, 'u');
    return re.test('2026-01') && !re.test('2026-01-15');
  } catch {
    return false;
  }
}

/**
 * The value of a field from a date cell, or undefined when the field takes the cell's text (a
 * text field, or an instant from a cell that shows only a day: a day is no moment, so the
 * item check refuses it as it would the same text).
 */
export function dateCellValue(schema: Json, date: CellDate): unknown {
  const w = date.wall;
  if (schema.format === 'date-time') {
    if (!date.hasTime) return undefined;
    const ms = w.millisecond === 0 ? '' : `.${String(w.millisecond).padStart(3, '0')}`;
    const local = `${dayOf(w)}T${p2(w.hour)}:${p2(w.minute)}:${p2(w.second)}${ms}`;
    return date.offset ? `${local}${date.offset}` : new LocalTime(w, local.replace('T', ' '));
  }
  if (schema.format === 'date') return dayOf(w);
  if (isMonthField(schema)) return `${String(w.year).padStart(4, '0')}-${p2(w.month)}`;
  return undefined;
}

const WALL_TEXT =
  /^(\d{4})-(\d{2})-(\d{2})[Tt ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?\s*(Z|z|[+-]\d{2}(?::?\d{2})?)?$/;

/**
 * An instant field's text: `2026-11-27 09:30` (a space or `T`, seconds optional) without an
 * offset is a LocalTime; with one (`2026-11-27 09:30:00 -06:00`, as the console's CSV exports
 * write it) it is written as RFC 3339. Any other text is left for the item check to judge.
 */
export function instantText(text: string): unknown {
  const m = WALL_TEXT.exec(text);
  if (!m) return text;
  const [, y, mo, d, h, mi, s, frac, zone] = m;
  const seconds = `${s ?? '00'}${frac === undefined ? '' : `.${frac}`}`;
  const local = `${y}-${mo}-${d}T${h}:${mi}:${seconds}`;
  if (zone !== undefined) {
    const z = zone.toUpperCase();
    const offset =
      z === 'Z' ? z : z.length === 3 ? `${z}:00` : z.replace(/^([+-]\d\d)(\d\d)$/, '$1:$2');
    return `${local}${offset}`;
  }
  const wall: WallClock = {
    year: Number(y),
    month: Number(mo),
    day: Number(d),
    hour: Number(h),
    minute: Number(mi),
    second: Number(s ?? 0),
    millisecond: Number((frac ?? '0').slice(0, 3).padEnd(3, '0')),
  };
  return new LocalTime(wall, text);
}
