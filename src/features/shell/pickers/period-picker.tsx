import { Field, makeStyles, Select, Spinner } from '@fluentui/react-components';
import { useSelector } from '@xstate/react';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { selectIsDateAllowed, selectTimeScope } from '../../../../machines/date-scope';
import { TIME_SCOPES, timeScopeLabel, todayIn } from '../../../../machines/rules/dates';
import type { TimeScopeKey } from '../../../../machines/types/dates';
import { useAppActor } from '../../../app-kit/system-context';
import { dateOfDay } from '../../../ui/date-format';
import { periodStartLabel } from '../../../ui/period-label';
import { firstOffered, isMonthBased, periodStarts, refusedDays } from '../../../ui/period-options';
import { dateMessages, scopeName } from './date-messages';

// Fluent's calendar is fetched only when a day-based scope (week, fortnight) is chosen.
const PeriodDayPicker = lazy(() =>
  import('./period-day-picker').then((m) => ({ default: m.PeriodDayPicker })),
);

const useStyles = makeStyles({
  row: { display: 'flex', flexWrap: 'wrap', gap: '8px', alignItems: 'start' },
  date: { width: '170px' },
});

/**
 * The dashboard period pickers (SPEC §4, §5): a time scope 0–7 and the start of its period in the
 * console's language (SPEC §9), offering only the starts the date-scope machine allows: a
 * calendar for weeks and fortnights, a list of named periods for the month-based scopes.
 * Unmounting resets the scope to the last 7 days.
 */
export function PeriodPicker() {
  const styles = useStyles();
  const intl = useIntl();
  const actor = useAppActor('dateScope');
  const scope = useSelector(actor, selectTimeScope);
  const today = useSelector(actor, (s) => todayIn(s.context.now(), s.context.timeZone));
  const todayText = today.toString();
  // A typed day the machine would refuse shows its message; the field keeps the period.
  const [rejected, setRejected] = useState(false);
  const key = (typeof scope.key === 'number' ? scope.key : 0) as TimeScopeKey;
  const label = timeScopeLabel(key);
  const start = scope.start.slice(0, 10);

  // What the machine allows for this scope, computed once per scope and day.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `todayText` stands for `today`, a new object each render.
  const offered = useMemo(() => {
    const isAllowed = (date: string) => selectIsDateAllowed(actor.getSnapshot(), date);
    if (label === 'CURRENT') return { type: 'none' as const };
    if (isMonthBased(label))
      return { type: 'list' as const, starts: periodStarts(label, today, isAllowed) };
    return {
      type: 'days' as const,
      min: dateOfDay(firstOffered(today).toString()),
      max: dateOfDay(todayText),
      refused: refusedDays(firstOffered(today), today, isAllowed).map(dateOfDay),
    };
  }, [actor, label, todayText]);

  // Deferred so React's development double mount (StrictMode) is not taken for an unmount.
  const unmounting = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    clearTimeout(unmounting.current);
    return () => {
      unmounting.current = setTimeout(() => actor.send({ type: 'dateScope.picker.unmount' }), 0);
    };
  }, [actor]);

  const pick = (date: string): boolean => {
    const allowed = selectIsDateAllowed(actor.getSnapshot(), date);
    setRejected(!allowed);
    if (allowed) actor.send({ type: 'dateScope.scope.date', date });
    return allowed;
  };

  // The held start may be one the list does not name (a restored address): it is offered too.
  const starts =
    offered.type === 'list' && !offered.starts.includes(start)
      ? [start, ...offered.starts]
      : offered.type === 'list'
        ? offered.starts
        : [];

  return (
    <div className={styles.row} data-testid="period-picker" data-tour="date-picker">
      <Field label={intl.formatMessage(dateMessages.scope)} size="small">
        <Select
          size="small"
          value={String(key)}
          onChange={(_, d) => {
            setRejected(false);
            actor.send({ type: 'dateScope.scope.select', key: Number(d.value) });
          }}
        >
          {TIME_SCOPES.map((name, k) => (
            <option key={name} value={String(k)}>
              {intl.formatMessage(scopeName(k))}
            </option>
          ))}
        </Select>
      </Field>
      {offered.type !== 'none' && (
        <Field
          label={intl.formatMessage(dateMessages.periodStart)}
          size="small"
          validationState={rejected ? 'error' : 'none'}
          validationMessage={rejected ? intl.formatMessage(dateMessages.notAllowed) : undefined}
        >
          {offered.type === 'list' ? (
            <Select
              size="small"
              className={styles.date}
              value={start}
              data-testid="period-start"
              onChange={(_, d) => pick(d.value)}
            >
              {starts.map((s) => (
                <option key={s} value={s}>
                  {periodStartLabel(intl, label, s)}
                </option>
              ))}
            </Select>
          ) : (
            <Suspense fallback={<Spinner size="tiny" />}>
              <PeriodDayPicker
                className={styles.date}
                start={start}
                min={offered.min}
                max={offered.max}
                refused={offered.refused}
                onPick={pick}
              />
            </Suspense>
          )}
        </Field>
      )}
    </div>
  );
}
