import type { TimeScopeLabel } from '../../../machines/types/dates';
import type { components } from '../../../openapi/schema';

/** How the usage graph groups its buckets (admin.yaml getDashboardUsage `group`). */
export type UsageGroup = components['schemas']['UsageSeries']['group'];

/** The groupings the usage graph offers for a period, the first being the default. */
export interface UsageGrouping {
  preferred: UsageGroup;
  offered: readonly UsageGroup[];
}

// The preferred grouping follows the period: hours for today, days up to a month, weeks
// for two or three months, months beyond. The hour of day (24 totals) reads well over any period,
// so it is always offered; coarser or finer ones only while they give a handful to a few dozen
// bars (a year by days would be 365 bars, a month by months one).
const GROUPINGS: Record<TimeScopeLabel, UsageGrouping> = {
  CURRENT: { preferred: 'hour', offered: ['hour'] },
  WEEKLY: { preferred: 'day', offered: ['hour', 'day'] },
  FORTNIGHT: { preferred: 'day', offered: ['hour', 'day'] },
  MONTHLY: { preferred: 'day', offered: ['hour', 'day', 'week'] },
  BIMESTER: { preferred: 'week', offered: ['hour', 'day', 'week', 'month'] },
  TRIMESTER: { preferred: 'week', offered: ['hour', 'day', 'week', 'month'] },
  SEMESTER: { preferred: 'month', offered: ['hour', 'week', 'month'] },
  ANUAL: { preferred: 'month', offered: ['hour', 'week', 'month', 'year'] },
};

/** The usage graph's groupings for a dashboard time scope (unknown labels as CURRENT). */
export function usageGrouping(label: string): UsageGrouping {
  return GROUPINGS[label as TimeScopeLabel] ?? GROUPINGS.CURRENT;
}

/** The grouping to ask for: the admin's choice if this period offers it, else the preferred one. */
export function effectiveGroup(label: string, chosen: UsageGroup | null): UsageGroup {
  const { preferred, offered } = usageGrouping(label);
  return chosen !== null && offered.includes(chosen) ? chosen : preferred;
}
