import { acceptedInstant } from './instant-rules';
import { Rejection } from './load';

/** The instant an item's field names, or the Rejection of that field (as the fact kinds do). */
export function instantField(text: string, field: string, now: Date): Date {
  const iso = acceptedInstant(text, now);
  if (iso === null) {
    throw new Rejection(
      field,
      'invalid_instant',
      `${field}: the instant must be after 2000-01-01 and at most a day after the server clock`,
    );
  }
  return new Date(iso);
}
