// What a spreadsheet cell holds once its style is known: Excel keeps a date as a serial number
// (days since 1899-12-30, or since 1904-01-01 in a "1904" workbook) that only its number format
// makes a date, or, in some writers, as an ISO 8601 `t="d"` cell; a number as its shortest
// round-trip decimal, which JavaScript would print as `1.23e+21`. Pure, so the rules are tested
// without a workbook (tests/unit/xlsx-cells.test.ts).
import type { WallClock } from '../platform/time/zoned-instant';

/** What a cell's number format shows of its number. */
export type NumberFormatKind = 'date' | 'datetime' | 'time' | null;

/** A date cell as its workbook shows it: a wall-clock time, no zone. */
export interface CellDate {
  wall: WallClock;
  /** The cell shows (or holds) a time of day, not only a day. */
  hasTime: boolean;
  /** An offset the format writes beside the time (`"-06:00"`, as the console's exports do). */
  offset: string | null;
}

const MS_PER_DAY = 86_400_000;
/** Excel's day 0 of the 1900 system (1899-12-30, its 1900 leap-year bug included) in Unix days. */
const EPOCH_1900_DAYS = 25_569;
/** The 1904 system counts from 1904-01-01: 1,462 days after the 1900 system's day 0. */
const OFFSET_1904_DAYS = 1_462;
/** 9999-12-31, Excel's last day. */
const MAX_SERIAL = 2_958_465;

/** Excel's built-in number formats that show a date, a date and time, or a time of day. */
const BUILTIN: Record<number, NumberFormatKind> = {
  14: 'date',
  15: 'date',
  16: 'date',
  17: 'date',
  18: 'time',
  19: 'time',
  20: 'time',
  21: 'time',
  22: 'datetime',
  45: 'time',
  46: 'time',
  47: 'time',
  // The East Asian locales' built-in dates and times.
  27: 'date',
  28: 'date',
  29: 'date',
  30: 'date',
  31: 'date',
  32: 'time',
  33: 'time',
  34: 'time',
  35: 'time',
  36: 'date',
  50: 'date',
  51: 'date',
  52: 'date',
  53: 'date',
  54: 'date',
  55: 'time',
  56: 'time',
  57: 'date',
  58: 'date',
};

/** Excel refuses format codes longer than this; a longer one is no date (and costs nothing). */
const MAX_CODE = 255;

/** The format code's first section (positive numbers) without its literals, fills and brackets. */
function codeTokens(code: string): string {
  let end = code.length;
  let quoted = false;
  for (let i = 0; i < code.length; i++) {
    if (code[i] === '"') quoted = !quoted;
    else if (code[i] === ';' && !quoted) {
      end = i;
      break;
    }
  }
  return code
    .slice(0, end)
    .replace(/"[^"]*"/g, '')
    .replace(/\\./g, '')
    .replace(/[_*]./g, '')
    .replace(/\[(?:h+|m+|s+)\]/gi, 'h')
    .replace(/\[[^\]]*\]/g, '')
    .replace(/general/gi, '')
    .toLowerCase();
}

/**
 * What a number format shows: a built-in id by Excel's table, a custom code by its tokens (`y`,
 * `d`, a lone `m` for a date; `h`, `s` for a time; `m` beside them is the minutes).
 */
export function numberFormatKind(id: number, code: string | undefined): NumberFormatKind {
  if (code === undefined) return BUILTIN[id] ?? null;
  if (code.length > MAX_CODE) return null;
  const t = codeTokens(code);
  const time = /[hs]/.test(t);
  const date = /[yd]/.test(t) || (/m/.test(t) && !time);
  if (date) return time ? 'datetime' : 'date';
  return time ? 'time' : null;
}

/** An offset written as a quoted literal of a format (`yyyy-mm-dd hh:mm:ss "-06:00"`). */
export function formatOffset(code: string | undefined): string | null {
  if (code === undefined || code.length > MAX_CODE) return null;
  for (const m of code.matchAll(/"([^"]*)"/g)) {
    const literal = /^\s*([+-](?:0\d|1[0-4]):[0-5]\d)\s*$/.exec(m[1] ?? '');
    if (literal) return literal[1] as string;
  }
  return null;
}

/** The wall clock of a serial number, to the millisecond; null for no day Excel has. */
export function serialWallClock(serial: number, date1904 = false): WallClock | null {
  if (!Number.isFinite(serial) || serial < 0 || serial > MAX_SERIAL) return null;
  let days = serial;
  if (date1904) days += OFFSET_1904_DAYS;
  // Before the fictitious 1900-02-29 (serial 60) the 1900 system counts from 1899-12-31.
  else if (serial < 60) days += 1;
  const ms = Math.round((days - EPOCH_1900_DAYS) * MS_PER_DAY);
  const d = new Date(ms);
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
    second: d.getUTCSeconds(),
    millisecond: d.getUTCMilliseconds(),
  };
}

const hasClock = (w: WallClock) =>
  w.hour !== 0 || w.minute !== 0 || w.second !== 0 || w.millisecond !== 0;

/** A numeric cell under a date format as the date it shows; null when it is no date. */
export function serialDate(
  serial: number,
  kind: NumberFormatKind,
  offset: string | null,
  date1904 = false,
): CellDate | null {
  if (kind !== 'date' && kind !== 'datetime') return null;
  const wall = serialWallClock(serial, date1904);
  if (!wall) return null;
  return { wall, hasTime: kind === 'datetime' || hasClock(wall), offset };
}

const ISO_CELL =
  /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?)?(Z|[+-]\d{2}:\d{2})?$/i;

/** A `t="d"` cell (ISO 8601) as the date it holds; null when it is not one. */
export function isoCellDate(value: string, kind: NumberFormatKind): CellDate | null {
  const m = ISO_CELL.exec(value.trim());
  if (!m) return null;
  const wall: WallClock = {
    year: Number(m[1]),
    month: Number(m[2]),
    day: Number(m[3]),
    hour: Number(m[4] ?? 0),
    minute: Number(m[5] ?? 0),
    second: Number(m[6] ?? 0),
    millisecond: Number((m[7] ?? '0').slice(0, 3).padEnd(3, '0')),
  };
  const zone = m[8]?.toUpperCase();
  return {
    wall,
    hasTime: kind === 'datetime' || m[4] !== undefined,
    offset: zone === undefined ? null : zone === 'Z' ? '+00:00' : zone,
  };
}

/** A date cell's text as the file shows it: `2026-11-27` or `2026-11-27 09:30:00`. */
export function cellDateText(d: CellDate): string {
  const p2 = (n: number) => String(n).padStart(2, '0');
  const w = d.wall;
  const day = `${String(w.year).padStart(4, '0')}-${p2(w.month)}-${p2(w.day)}`;
  if (!d.hasTime) return day;
  const ms = w.millisecond === 0 ? '' : `.${String(w.millisecond).padStart(3, '0')}`;
  const time = `${p2(w.hour)}:${p2(w.minute)}:${p2(w.second)}${ms}`;
  return d.offset ? `${day} ${time} ${d.offset}` : `${day} ${time}`;
}

/**
 * A number as plain decimal text, as a person reads it in the cell: `123000`, `0.0000001`,
 * `1230000000000000000000`, never an exponent. The digits are JavaScript's shortest round trip.
 */
export function plainDecimal(n: number): string {
  const s = String(n);
  const m = /^(-?)(\d+)(?:\.(\d+))?e([+-]\d+)$/.exec(s);
  if (!m) return s;
  const sign = m[1] ?? '';
  const digits = `${m[2] ?? ''}${m[3] ?? ''}`;
  const point = (m[2] ?? '').length + Number(m[4]);
  if (point <= 0) return `${sign}0.${'0'.repeat(-point)}${digits}`;
  if (point >= digits.length) return `${sign}${digits}${'0'.repeat(point - digits.length)}`;
  return `${sign}${digits.slice(0, point)}.${digits.slice(point)}`;
}
