// The usage graph's grouping follows the dashboard period: hour for today, day for
// week/fortnight/month, week for bimester/quarter, month for semester/annual.
import { describe, expect, it } from 'vitest';
import { TIME_SCOPES } from '../../machines/rules/dates';
import { effectiveGroup, usageGrouping } from '../../src/features/dashboard/usage-grouping';

describe('usage grouping per dashboard period', () => {
  it.each([
    ['CURRENT', 'hour'],
    ['WEEKLY', 'day'],
    ['FORTNIGHT', 'day'],
    ['MONTHLY', 'day'],
    ['BIMESTER', 'week'],
    ['TRIMESTER', 'week'],
    ['SEMESTER', 'month'],
    ['ANUAL', 'month'],
  ])('%s prefers %s', (label, group) => {
    expect(usageGrouping(label).preferred).toBe(group);
  });

  it('offers the preferred grouping and the hour of day for every period', () => {
    for (const label of TIME_SCOPES) {
      const { preferred, offered } = usageGrouping(label);
      expect(offered).toContain(preferred);
      expect(offered).toContain('hour');
    }
  });

  it('offers only today by hour, and years only for the annual period', () => {
    expect(usageGrouping('CURRENT').offered).toEqual(['hour']);
    const withYear = TIME_SCOPES.filter((l) => usageGrouping(l).offered.includes('year'));
    expect(withYear).toEqual(['ANUAL']);
    expect(usageGrouping('ANUAL').offered).not.toContain('day');
  });

  it('keeps a choice the period offers and falls back to the preferred one otherwise', () => {
    expect(effectiveGroup('MONTHLY', 'week')).toBe('week');
    expect(effectiveGroup('MONTHLY', null)).toBe('day');
    expect(effectiveGroup('WEEKLY', 'month')).toBe('day');
    expect(effectiveGroup('CURRENT', 'day')).toBe('hour');
    expect(effectiveGroup('ANUAL', 'year')).toBe('year');
  });

  it('treats an unknown label as today', () => {
    expect(usageGrouping('LAST_7_DAYS')).toEqual(usageGrouping('CURRENT'));
  });
});
