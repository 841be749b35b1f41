import { describe, expect, it } from 'vitest';
import { allTourPages, TOUR_PAGES, withoutSeenTours } from '../../machines/rules/tour';

describe('withoutSeenTours', () => {
  it('turns off the pages seen in another browser and keeps the rest', () => {
    const flags = withoutSeenTours(allTourPages(true), ['dashboard', 'people']);
    expect(flags.dashboard).toBe(false);
    expect(flags.people).toBe(false);
    expect(TOUR_PAGES.filter((p) => flags[p])).toHaveLength(TOUR_PAGES.length - 2);
  });

  it('never turns a page back on: one seen in this browser stays seen', () => {
    const local = { ...allTourPages(true), activity_log: false };
    expect(withoutSeenTours(local, []).activity_log).toBe(false);
  });

  it('ignores names that are not tour pages', () => {
    expect(withoutSeenTours(allTourPages(true), ['nowhere'])).toEqual(allTourPages(true));
  });
});
