import { Field, makeStyles, Select } from '@fluentui/react-components';
import { DatePicker } from '@fluentui/react-datepicker-compat';
import { useSelector } from '@xstate/react';
import { useReducer, useState } from 'react';
import { useIntl } from 'react-intl';
import { selectCustomEnabled, selectRange } from '../../../../machines/date-scope';
import { RANGE_PRESET_ORDER, RANGE_PRESETS, todayIn } from '../../../../machines/rules/dates';
import { earliestStart, latestEnd, MAX_RANGE_DAYS } from '../../../../openapi/rules/report-range';
import { useAppActor } from '../../../app-kit/system-context';
import { dateOfDay, formatDayWithYear } from '../../../ui/date-format';
import { useDateFormat } from '../../../ui/use-date-format';
import { acceptedDay } from './custom-day';
import { dateMessages, presetName } from './date-messages';
import { rangeLimitMessages as limit } from './range-limit-messages';

const useStyles = makeStyles({
  row: { display: 'flex', flexWrap: 'wrap', gap: '8px', alignItems: 'end' },
  date: { width: '160px' },
});

/**
 * The range picker (SPEC §4, §5, §9): the catalogue's presets (default 2) or custom; the date inputs are disabled
 * unless custom, accept only a chosen date and end at today. Typed text counts only when it is a
 * date inside the input's bounds (`acceptedDay`); cleared, unreadable or out-of-range text leaves
 * the range as it was and the input shows its day again. They show and read DD MMM in the
 * console's language (SPEC §9). A range never spans more days than a report takes
 * (openapi/rules/report-range.ts): the inputs' bounds keep within it, a refused day says the
 * bounds and why (a link whose range was cut to the limit says so in RangeClampNotice).
 */
export function DateRangePicker() {
  const styles = useStyles();
  const intl = useIntl();
  const actor = useAppActor('dateScope');
  const range = useSelector(actor, selectRange);
  const custom = useSelector(actor, selectCustomEnabled);
  const today = useSelector(actor, (s) => todayIn(s.context.now(), s.context.timeZone).toString());
  const start = range.start.slice(0, 10);
  const end = range.end.slice(0, 10);
  const { picker } = useDateFormat();
  // Fluent keeps refused text in the input; a render puts the range's day back in it.
  const [, showRange] = useReducer((n: number) => n + 1, 0);
  const latest = latestEnd(start);
  const startBounds = { min: earliestStart(end), max: end };
  const endBounds = { min: start, max: latest < today ? latest : today };
  // Which input refused a day (its bounds are then shown with the reason).
  const [refused, setRefused] = useState<'start' | 'end' | null>(null);
  const day = (d: string) => formatDayWithYear(intl, d);
  const boundsText = (b: { min: string; max: string }) =>
    intl.formatMessage(limit.bounds, { min: day(b.min), max: day(b.max), days: MAX_RANGE_DAYS });
  const pickerProps = {
    size: 'small',
    className: styles.date,
    allowTextInput: true,
    disabled: !custom,
    strings: picker.strings,
    formatDate: picker.formatDate,
    parseDateFromString: picker.parseDateFromString,
    contentAfter: picker.contentAfter,
  } as const;
  const refuse = (input: 'start' | 'end') => {
    setRefused(input);
    showRange();
  };
  const onValidation =
    (input: 'start' | 'end') =>
    ({ error }: { error?: string }) => {
      if (error === 'OutOfBoundsError') refuse(input);
      else if (error) showRange();
    };

  return (
    <div className={styles.row} data-testid="date-range-picker" data-tour="date-picker">
      <Field label={intl.formatMessage(dateMessages.range)} size="small">
        <Select
          size="small"
          value={String(range.key)}
          onChange={(_, d) =>
            d.value === 'custom'
              ? actor.send({ type: 'dateScope.range.custom' })
              : actor.send({ type: 'dateScope.range.preset', key: Number(d.value) })
          }
        >
          {RANGE_PRESET_ORDER.map((key) => (
            <option key={RANGE_PRESETS[key]} value={String(key)}>
              {intl.formatMessage(presetName(key))}
            </option>
          ))}
          <option value="custom">{intl.formatMessage(dateMessages.custom)}</option>
        </Select>
      </Field>
      <Field
        label={intl.formatMessage(dateMessages.start)}
        size="small"
        validationState={refused === 'start' ? 'error' : 'none'}
        validationMessage={refused === 'start' ? boundsText(startBounds) : undefined}
      >
        <DatePicker
          {...pickerProps}
          value={dateOfDay(start)}
          minDate={dateOfDay(startBounds.min)}
          maxDate={dateOfDay(end)}
          data-testid="range-start"
          onValidationResult={onValidation('start')}
          onSelectDate={(d) => {
            const picked = acceptedDay(d, startBounds);
            if (picked === null) {
              if (d && !Number.isNaN(d.getTime())) refuse('start');
              else showRange();
            } else {
              setRefused(null);
              if (picked !== start) actor.send({ type: 'dateScope.range.start', date: picked });
            }
          }}
        />
      </Field>
      <Field
        label={intl.formatMessage(dateMessages.end)}
        size="small"
        validationState={refused === 'end' ? 'error' : 'none'}
        validationMessage={refused === 'end' ? boundsText(endBounds) : undefined}
      >
        <DatePicker
          {...pickerProps}
          value={dateOfDay(end)}
          minDate={dateOfDay(start)}
          maxDate={dateOfDay(endBounds.max)}
          data-testid="range-end"
          onValidationResult={onValidation('end')}
          onSelectDate={(d) => {
            const picked = acceptedDay(d, endBounds);
            if (picked === null) {
              if (d && !Number.isNaN(d.getTime())) refuse('end');
              else showRange();
            } else {
              setRefused(null);
              if (picked !== end) actor.send({ type: 'dateScope.range.end', date: picked });
            }
          }}
        />
      </Field>
    </div>
  );
}
