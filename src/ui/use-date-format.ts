import type { CalendarStrings } from '@fluentui/react-datepicker-compat';
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { todayIn } from '../../machines/rules/dates';
import { useAppActor } from '../app-kit/system-context';
import {
  calendarNames,
  dateOfDay,
  dayOfDate,
  formatDay,
  formatDayWithYear,
  formatInstant,
  parseDay,
} from './date-format';

/** Labels of Fluent's calendar pop-up. */
const pickerMessages = defineMessages({
  goToToday: { id: 'datePicker.goToToday', defaultMessage: 'Ir a hoy' },
  prevMonth: { id: 'datePicker.prevMonth', defaultMessage: 'Mes anterior' },
  nextMonth: { id: 'datePicker.nextMonth', defaultMessage: 'Mes siguiente' },
  prevYear: { id: 'datePicker.prevYear', defaultMessage: 'Año anterior' },
  nextYear: { id: 'datePicker.nextYear', defaultMessage: 'Año siguiente' },
  close: { id: 'datePicker.close', defaultMessage: 'Cerrar el calendario' },
  open: { id: 'datePicker.open', defaultMessage: 'Abrir el calendario' },
});

/** What a date field or column needs to show dates as SPEC §9 does, in the admin's zone. */
export interface DateFormat {
  /** The admin's time zone (from `/me`, default America/Mexico_City). */
  timeZone: string;
  /** A YYYY-MM-DD day as DD MMM (DD MMM YYYY outside the current year). */
  day: (day: string) => string;
  /** A YYYY-MM-DD day as DD MMM YYYY. */
  dayWithYear: (day: string) => string;
  /** An instant as DD MMM HH:mm in the admin's zone. */
  instant: (iso: string) => string;
  /** The YYYY-MM-DD day typed by the admin, or null. */
  parse: (text: string) => string | null;
  /** Props for a Fluent DatePicker holding YYYY-MM-DD days. */
  picker: {
    strings: CalendarStrings;
    formatDate: (date?: Date) => string;
    formatDateWithYear: (date?: Date) => string;
    parseDateFromString: (text: string) => Date | null;
    /** The calendar button's own name: Fluent labels it by the input, empty when no date is set. */
    contentAfter: { 'aria-label': string; 'aria-labelledby': undefined };
  };
}

/** Date formatting bound to the console's language and the admin's time zone. */
export function useDateFormat(): DateFormat {
  const intl = useIntl();
  const actor = useAppActor('dateScope');
  const timeZone = useSelector(actor, (s) => s.context.timeZone);
  const year = useSelector(actor, (s) => todayIn(s.context.now(), s.context.timeZone).year);
  return useMemo(() => {
    const parse = (text: string) => parseDay(intl.locale, text, year);
    const strings: CalendarStrings = {
      ...calendarNames(intl.locale),
      goToToday: intl.formatMessage(pickerMessages.goToToday),
      prevMonthAriaLabel: intl.formatMessage(pickerMessages.prevMonth),
      nextMonthAriaLabel: intl.formatMessage(pickerMessages.nextMonth),
      prevYearAriaLabel: intl.formatMessage(pickerMessages.prevYear),
      nextYearAriaLabel: intl.formatMessage(pickerMessages.nextYear),
      closeButtonAriaLabel: intl.formatMessage(pickerMessages.close),
    };
    return {
      timeZone,
      day: (day) => formatDay(intl, day, year),
      dayWithYear: (day) => formatDayWithYear(intl, day),
      instant: (iso) => formatInstant(intl, iso, timeZone),
      parse,
      picker: {
        strings,
        formatDate: (date) => (date ? formatDay(intl, dayOfDate(date), year) : ''),
        formatDateWithYear: (date) => (date ? formatDayWithYear(intl, dayOfDate(date)) : ''),
        contentAfter: {
          'aria-label': intl.formatMessage(pickerMessages.open),
          'aria-labelledby': undefined,
        },
        parseDateFromString: (text) => {
          const day = parse(text);
          return day ? dateOfDay(day) : null;
        },
      },
    };
  }, [intl, timeZone, year]);
}
