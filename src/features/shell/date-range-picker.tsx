import { Field, makeStyles, Select } from '@fluentui/react-components';
import { DatePicker } from '@fluentui/react-datepicker-compat';
import { useSelector } from '@xstate/react';
import { useReducer } from 'react';
import { useIntl } from 'react-intl';
import { selectCustomEnabled, selectRange } from '../../../machines/date-scope';
import { RANGE_PRESET_ORDER, RANGE_PRESETS, todayIn } from '../../../machines/rules/dates';
import { useAppActor } from '../../app-kit/system-context';
import { dateOfDay } from '../../ui/date-format';
import { useDateFormat } from '../../ui/use-date-format';
import { acceptedDay } from './custom-day';
import { dateMessages, presetName } from './date-messages';

const useStyles = makeStyles({
  row: { display: 'flex', flexWrap: 'wrap', gap: '8px', alignItems: 'end' },
  date: { width: '160px' },
});

/**
 * The range picker (SPEC §4, §5, §9): the catalogue's presets (default 2) or custom; the date inputs are disabled
 * unless custom, accept only a chosen date and end at today. Typed text counts only when it is a
 * date inside the input's bounds (`acceptedDay`); cleared, unreadable or out-of-range text leaves
 * the range as it was and the input shows its day again. They show and read DD MMM in the
 * console's language (SPEC §9).
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
  const startBounds = { max: end };
  const endBounds = { min: start, max: today };
  const pickerProps = {
    size: 'small',
    className: styles.date,
    allowTextInput: true,
    disabled: !custom,
    strings: picker.strings,
    formatDate: picker.formatDate,
    parseDateFromString: picker.parseDateFromString,
    contentAfter: picker.contentAfter,
    onValidationResult: ({ error }: { error?: string }) => {
      if (error) showRange();
    },
  } as const;

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
      <Field label={intl.formatMessage(dateMessages.start)} size="small">
        <DatePicker
          {...pickerProps}
          value={dateOfDay(start)}
          maxDate={dateOfDay(end)}
          data-testid="range-start"
          onSelectDate={(d) => {
            const day = acceptedDay(d, startBounds);
            if (day === null) showRange();
            else if (day !== start) actor.send({ type: 'dateScope.range.start', date: day });
          }}
        />
      </Field>
      <Field label={intl.formatMessage(dateMessages.end)} size="small">
        <DatePicker
          {...pickerProps}
          value={dateOfDay(end)}
          minDate={dateOfDay(start)}
          maxDate={dateOfDay(today)}
          data-testid="range-end"
          onSelectDate={(d) => {
            const day = acceptedDay(d, endBounds);
            if (day === null) showRange();
            else if (day !== end) actor.send({ type: 'dateScope.range.end', date: day });
          }}
        />
      </Field>
    </div>
  );
}
