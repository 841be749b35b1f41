// How a row of an export reaches a person: coded values in their language, instants as their
// wall-clock time with the offset, dates as dates, numbers left as numbers. Pure, so the rules are
// tested without a server (tests/unit/export-cells.test.ts).
import type { XlsxCell, XlsxDate } from '../../../openapi/rules/xlsx-write';
import { localTimestamp } from '../time/local-time';
import { BOOLEAN_WORDS, type ExportLang, HEADER_WORDS, VALUE_WORDS, wordIn } from './export-words';

/** A cell as a report's shape gives it (some rows hand over the driver's Date). */
export type RawCell = string | number | boolean | Date | null | undefined;

export interface ExportLocale {
  /** The console's language; null keeps the stable codes (API clients, scripts). */
  lang: ExportLang | null;
  /** The admin's IANA time zone. */
  timeZone: string;
  /** The brand's own word for a store in `lang`, as the `store` column's header (else the generic word). */
  storeWord?: string;
}

// An instant as the database or a report writes it (ISO 8601 with Z or an offset).
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})$/;
// A time already written in the admin's zone by localTimestamp.
const LOCAL_INSTANT = /^(\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}) ([+-]\d{2}:\d{2})$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The header row: translated when a language is asked for, else the codes. */
export function exportHeader(codes: readonly string[], locale: ExportLocale): string[] {
  const { lang } = locale;
  if (lang === null) return [...codes];
  return codes.map((code) => {
    if (code === 'store' && locale.storeWord) return locale.storeWord;
    const words = HEADER_WORDS[code];
    return words ? wordIn(words, lang) : code;
  });
}

/** A date cell of an instant: its wall clock in `timeZone` and the offset there. */
function localDate(instant: Date, timeZone: string): XlsxDate {
  const text = localTimestamp(instant, timeZone);
  const m = LOCAL_INSTANT.exec(text);
  return m ? { date: m[1] as string, offset: m[2] as string } : { date: text };
}

/**
 * One cell for a file. Without a language it is the stable machine form (codes, UTC ISO instants,
 * true/false), as API clients have always read it. With one, for a person: instants become the
 * admin's local date-time with its offset, a day stays a day, booleans read yes/no and a column's
 * codes read as words. Numbers are numbers either way.
 */
export function exportCell(column: string, value: RawCell, locale: ExportLocale): XlsxCell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return value;
  const { lang } = locale;
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return null;
    return lang === null ? value.toISOString() : localDate(value, locale.timeZone);
  }
  if (lang === null) return value;
  if (typeof value === 'boolean') return wordIn(BOOLEAN_WORDS[value ? 'true' : 'false'], lang);
  if (INSTANT.test(value)) {
    const instant = new Date(value);
    if (!Number.isNaN(instant.getTime())) return localDate(instant, locale.timeZone);
  }
  const local = LOCAL_INSTANT.exec(value);
  if (local) return { date: local[1] as string, offset: local[2] as string };
  if (DAY.test(value)) return { date: value };
  const words = VALUE_WORDS[column]?.[value];
  return words ? wordIn(words, lang) : value;
}

/** A row for a file, column by column. */
export function exportRow(
  columns: readonly string[],
  values: readonly RawCell[],
  locale: ExportLocale,
): XlsxCell[] {
  return values.map((v, i) => exportCell(columns[i] ?? '', v, locale));
}

/** A cell as CSV text writes it: a date-time as `2026-11-26 23:59:00 -06:00`. */
export function csvCell(cell: XlsxCell): string | number | boolean | null | undefined {
  if (cell === null || cell === undefined || typeof cell !== 'object') return cell;
  return cell.offset ? `${cell.date} ${cell.offset}` : cell.date;
}
