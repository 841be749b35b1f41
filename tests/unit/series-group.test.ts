import { describe, expect, it } from 'vitest';
import { seriesGroup } from '../../server/platform/reports/calendar-buckets';

describe('seriesGroup (how a score series groups its range)', () => {
  it.each([
    [1, 'day'],
    [31, 'day'],
    [32, 'week'],
    [183, 'week'],
    [184, 'month'],
    [1100, 'month'],
  ] as const)('%i days → %s', (days, group) => {
    expect(seriesGroup(days)).toBe(group);
  });
});
