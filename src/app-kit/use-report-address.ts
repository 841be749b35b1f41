import { useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { selectRange } from '../../machines/date-scope';
import { clampRange } from '../../openapi/rules/report-range';
import { localDate } from './date-range-query';
import { setRangeClamp } from './range-clamp-notice';
import {
  type DayRange,
  parseReportAddress,
  type ReportAddress,
  sameReportAddress,
  serialiseReportAddress,
} from './report-address';
import { useAppActor } from './system-context';
import { useAddressScope } from './use-address-scope';

type DateScopeActor = ReturnType<typeof useAppActor<'dateScope'>>;

// The machine takes a custom range one end at a time and orders the two ends itself, so an end
// set first may be swapped with the old start; start, end, start lands on [from, to] always.
function applyRange(dateScope: DateScopeActor, range: DayRange): void {
  dateScope.send({ type: 'dateScope.range.start', date: range.from });
  dateScope.send({ type: 'dateScope.range.end', date: range.to });
  dateScope.send({ type: 'dateScope.range.start', date: range.from });
}

/**
 * Keeps the range picker and the scope filter in the page's address (report-address.ts). The
 * machines stay the source of truth: the address the page opened with is read into them once
 * (the scope when the domain's scopes have loaded), then every change of the machines is written
 * back, replacing the history entry. An address without range or scope leaves the machines as
 * they are, so moving between pages keeps the filters; a half range (only `from` or only `to`) is
 * completed from the range the picker holds, then clamped like any other. A later change of the
 * filters returns the list to its first page. Returns whether the address has been read: query
 * only after that, or the first request would use the filters the link is about to replace.
 */
export function useReportAddress(): boolean {
  const dateScope = useAppActor('dateScope');
  const [path, navigate] = useLocation();
  const range = useSelector(dateScope, selectRange);
  const openedSearch = useRef(window.location.search);
  const opened = useRef<ReportAddress | null>(null);
  if (opened.current === null) opened.current = parseReportAddress(openedSearch.current);
  const [rangeRead, setRangeRead] = useState(false);
  const { region, store, read: scopeRead } = useAddressScope(opened.current);
  const written = useRef<ReportAddress | null>(null);

  useEffect(() => {
    // What the page shows without the link (the picker's range, after a page's own opening range
    // such as the leaderboard's 90 days has been set): it completes a half range.
    const held = dateScope.getSnapshot().context.range;
    const heldDays = { from: localDate(held.start), to: localDate(held.end) };
    const asked = parseReportAddress(openedSearch.current, heldDays).range;
    // A longer range than reports take would fail every panel: open on its most recent days.
    const fit = asked ? clampRange(asked.from, asked.to) : null;
    const wanted = fit ? { from: fit.start, to: fit.end } : undefined;
    if (asked && wanted && fit?.clamped) setRangeClamp({ asked, shown: wanted });
    // The days the picker holds already (a link within the console): its preset stays named,
    // instead of turning into a custom range of the same days.
    const same = wanted?.from === heldDays.from && wanted?.to === heldDays.to;
    if (wanted && !same) applyRange(dateScope, wanted);
    setRangeRead(true);
  }, [dateScope]);

  const ready = rangeRead && scopeRead;
  useEffect(() => {
    // A page being left may still see a machine change (the period picker's unmount resets the
    // scope); its address is its own and is never written over the next page's.
    if (!ready || window.location.pathname !== path) return;
    const now: ReportAddress = {
      range: { from: localDate(range.start), to: localDate(range.end) },
      region,
      store,
    };
    const live = window.location.search.replace(/^\?/, '');
    let base = live;
    if (written.current && !sameReportAddress(written.current, now)) {
      const q = new URLSearchParams(live);
      q.delete('page');
      base = q.toString();
    }
    written.current = now;
    const next = serialiseReportAddress(now, base);
    if (next !== live) navigate(next === '' ? path : `${path}?${next}`, { replace: true });
  }, [ready, range, region, store, path, navigate]);

  return ready;
}
