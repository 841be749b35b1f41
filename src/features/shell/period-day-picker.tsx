import { DatePicker } from '@fluentui/react-datepicker-compat';
import { dateOfDay, dayOfDate } from '../../ui/date-format';
import { useDateFormat } from '../../ui/use-date-format';

export interface PeriodDayPickerProps {
  className: string;
  /** The period's start, YYYY-MM-DD. */
  start: string;
  min: Date;
  max: Date;
  /** Days the date-scope machine would refuse, greyed out in the calendar. */
  refused: Date[];
  onPick: (day: string) => void;
}

/**
 * The period start of the day-based scopes (weeks, fortnights): Fluent's calendar in the
 * console's language. Its own module so the calendar (~20 KB gzip) is fetched only when such a
 * scope is chosen, not with the dashboard (period-picker.tsx loads it lazily).
 */
export function PeriodDayPicker({
  className,
  start,
  min,
  max,
  refused,
  onPick,
}: PeriodDayPickerProps) {
  const { picker } = useDateFormat();
  return (
    <DatePicker
      size="small"
      className={className}
      allowTextInput
      strings={picker.strings}
      formatDate={picker.formatDate}
      parseDateFromString={picker.parseDateFromString}
      contentAfter={picker.contentAfter}
      value={dateOfDay(start)}
      minDate={min}
      maxDate={max}
      calendar={{ restrictedDates: refused }}
      data-testid="period-start"
      // Clearing is not a choice (SPEC §5): the field keeps the current period.
      onSelectDate={(d) => d && onPick(dayOfDate(d))}
    />
  );
}
