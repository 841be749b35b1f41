import { useEffect } from 'react';
import { DEFAULT_RANGE_KEY, RANGE_PRESETS } from '../../../machines/rules/dates';
import { parseReportAddress } from '../../app-kit/report-address';
import { useAppActor } from '../../app-kit/system-context';

/**
 * The range /gem/reports opens on: the last 90 days. Over the console's default (the last 7
 * days) no store of the demo chains reaches the leaderboard's minimum of 30 answers (about 0.7
 * answers a store a day), so every row would be unranked; over 90 days most stores reach it in
 * both the range and its previous period, so places and significant changes mean something
 * (docs/numbers.md "Satisfaction").
 */
const LEADERBOARD_PRESET = RANGE_PRESETS.indexOf('LAST_90_DAYS');

/**
 * Opens the page on LEADERBOARD_PRESET when neither the link names a range nor the admin has
 * chosen one other than the default (the picker still holds the default preset). A link's half
 * range names no whole range: it is completed from this one (use-report-address.ts).
 */
export function useLeaderboardRange(): void {
  const dateScope = useAppActor('dateScope');
  useEffect(() => {
    if (parseReportAddress(window.location.search).range !== null) return;
    if (dateScope.getSnapshot().context.range.key !== DEFAULT_RANGE_KEY) return;
    dateScope.send({ type: 'dateScope.range.preset', key: LEADERBOARD_PRESET });
  }, [dateScope]);
}
