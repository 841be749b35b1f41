import { useEffect } from 'react';
import { todayIn } from '../../../machines/rules/dates';
import { localDate } from '../../app-kit/date-range-query';
import { parseReportAddress } from '../../app-kit/report-address';
import { useAppActor } from '../../app-kit/system-context';
import { kpiOpeningRange } from './kpi-rules';

/**
 * Opens a KPI report on closed months (kpi-rules.ts `kpiOpeningRange`): when the address names
 * no range and the range picker holds none of a closed month, the picker is set to the last closed
 * months, so the page and its picker show the same months (a link's half range is then completed
 * from them). Call it before `useReport`: its effect
 * must run before the report reads its address and asks for rows.
 */
export function useKpiOpeningRange(): void {
  const dateScope = useAppActor('dateScope');
  useEffect(() => {
    if (parseReportAddress(window.location.search).range !== null) return;
    const { context } = dateScope.getSnapshot();
    const held = { from: localDate(context.range.start), to: localDate(context.range.end) };
    const opening = kpiOpeningRange(held, todayIn(context.now(), context.timeZone).toString());
    if (opening === null) return;
    // Start, end, start: the machine orders the two ends itself (as use-report-address.ts does).
    dateScope.send({ type: 'dateScope.range.start', date: opening.from });
    dateScope.send({ type: 'dateScope.range.end', date: opening.to });
    dateScope.send({ type: 'dateScope.range.start', date: opening.from });
  }, [dateScope]);
}
