import { DatePicker } from '@fluentui/react-datepicker-compat';
import { useMemo, useState } from 'react';
import { dateOfDay, dayOfDate } from '../../../ui/date-format';
import { useDateFormat } from '../../../ui/use-date-format';

export interface PeriodDayPickerProps {
  className: string;
  /** The period's start, YYYY-MM-DD. */
  start: string;
  min: Date;
  max: Date;
  /** Days the date-scope machine would refuse, greyed out in the calendar. */
  refused: Date[];
  /** Offers a day; false when it was refused (the field then shows the held start again). */
  onPick: (day: string) => boolean;
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
  // Fluent rewrites its text from `value` only when that object changes: each refusal hands it a
  // new Date of the same start, so a refused day never stays in the field — also when the same
  // refusal comes twice (Enter, then the blur of the calendar opening), where nothing else
  // would re-render this component.
  const [refusals, setRefusals] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `refusals` is there to make a new Date.
  const value = useMemo(() => dateOfDay(start), [start, refusals]);
  return (
    <DatePicker
      size="small"
      className={className}
      allowTextInput
      strings={picker.strings}
      formatDate={picker.formatDate}
      parseDateFromString={picker.parseDateFromString}
      contentAfter={picker.contentAfter}
      value={value}
      minDate={min}
      maxDate={max}
      calendar={{ restrictedDates: refused }}
      data-testid="period-start"
      // Clearing is not a choice (SPEC §5): the field keeps the current period.
      onSelectDate={(d) => {
        if (d && !onPick(dayOfDate(d))) setRefusals((n) => n + 1);
      }}
    />
  );
}
