import { Field, Input, makeStyles, Select } from '@fluentui/react-components';
import { useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { selectIsDateAllowed, selectTimeScope } from '../../../machines/date-scope';
import { TIME_SCOPES, timeScopeLabel, todayIn } from '../../../machines/rules/dates';
import type { TimeScopeKey } from '../../../machines/types/dates';
import { useAppActor } from '../../app-kit/system-context';
import { dateMessages, scopeName } from './date-messages';
import { dateOfInput, inputOfDate, periodInputOf } from './period-input';

const useStyles = makeStyles({
  row: { display: 'flex', flexWrap: 'wrap', gap: '8px', alignItems: 'start' },
  date: { width: '170px' },
});

/**
 * The dashboard period pickers (SPEC §4, §5): a time scope 0–7 and the start of its period,
 * offering only the dates the date-scope machine allows. Unmounting resets the scope to the
 * last 7 days.
 */
export function PeriodPicker() {
  const styles = useStyles();
  const intl = useIntl();
  const actor = useAppActor('dateScope');
  const scope = useSelector(actor, selectTimeScope);
  const today = useSelector(actor, (s) => todayIn(s.context.now(), s.context.timeZone));
  // A typed date the machine would refuse stays in the field with its message.
  const [rejected, setRejected] = useState<string | null>(null);
  const key = (typeof scope.key === 'number' ? scope.key : 0) as TimeScopeKey;
  const input = periodInputOf(timeScopeLabel(key), today);
  const isAllowed = (date: string) => selectIsDateAllowed(actor.getSnapshot(), date);

  // Deferred so React's development double mount (StrictMode) is not taken for an unmount.
  const unmounting = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    clearTimeout(unmounting.current);
    return () => {
      unmounting.current = setTimeout(() => actor.send({ type: 'dateScope.picker.unmount' }), 0);
    };
  }, [actor]);

  return (
    <div className={styles.row} data-testid="period-picker" data-tour="date-picker">
      <Field label={intl.formatMessage(dateMessages.scope)} size="small">
        <Select
          size="small"
          value={String(key)}
          onChange={(_, d) => {
            setRejected(null);
            actor.send({ type: 'dateScope.scope.select', key: Number(d.value) });
          }}
        >
          {TIME_SCOPES.map((label, k) => (
            <option key={label} value={String(k)}>
              {intl.formatMessage(scopeName(k))}
            </option>
          ))}
        </Select>
      </Field>
      {input.type !== 'none' && (
        <Field
          label={intl.formatMessage(dateMessages.periodStart)}
          size="small"
          validationState={rejected ? 'error' : 'none'}
          validationMessage={rejected ? intl.formatMessage(dateMessages.notAllowed) : undefined}
        >
          <Input
            size="small"
            type={input.type}
            className={styles.date}
            value={rejected ?? inputOfDate(input.type, scope.start)}
            min={input.min}
            max={input.max}
            step={input.step}
            required
            data-testid="period-start"
            onChange={(_, d) => {
              // Clearing is not a choice (SPEC §5): the field keeps the current period.
              if (!d.value) return;
              const date = dateOfInput(input.type, d.value);
              if (isAllowed(date)) {
                setRejected(null);
                actor.send({ type: 'dateScope.scope.date', date });
              } else {
                setRejected(d.value);
              }
            }}
          />
        </Field>
      )}
    </div>
  );
}
