import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { selectRange } from '../../machines/date-scope';
import { type DateRangeQuery, dateRangeQuery } from './date-range-query';
import { useAppActor } from './system-context';

/** The range picker's current range as report query parameters (follows the picker). */
export function useDateRangeQuery(): DateRangeQuery {
  const range = useSelector(useAppActor('dateScope'), selectRange);
  return useMemo(() => dateRangeQuery(range), [range]);
}
