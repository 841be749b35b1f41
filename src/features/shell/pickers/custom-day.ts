import { dayOfDate } from '../../../ui/date-format';

/** The bounds a custom date input takes its day within (YYYY-MM-DD, either may be open). */
export interface DayBounds {
  min?: string;
  max?: string;
}

/**
 * The day a custom range input takes from what the picker hands over (SPEC §5: custom date
 * inputs accept only a chosen date): a real date inside the bounds. Anything else (cleared text,
 * text that is no date, a date before the start or after today) is null: the range stays as it
 * was, and the input shows its day again.
 */
export function acceptedDay(date: Date | null | undefined, bounds: DayBounds): string | null {
  if (!date || Number.isNaN(date.getTime())) return null;
  const day = dayOfDate(date);
  if (bounds.min !== undefined && day < bounds.min) return null;
  if (bounds.max !== undefined && day > bounds.max) return null;
  return day;
}
