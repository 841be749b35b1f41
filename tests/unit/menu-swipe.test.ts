import { describe, expect, it } from 'vitest';
import { isOpeningSwipe, SWIPE_MIN_TRAVEL, SWIPE_START_MAX_X } from '../../machines/rules/menu';

describe('right swipe that opens the mobile menu (SPEC §2)', () => {
  it('opens for a touch starting at x ≤ 70 that moves right more than 50', () => {
    expect(SWIPE_START_MAX_X).toBe(70);
    expect(SWIPE_MIN_TRAVEL).toBe(50);
    expect(isOpeningSwipe(0, 51)).toBe(true);
    expect(isOpeningSwipe(70, 121)).toBe(true);
    expect(isOpeningSwipe(20, 300)).toBe(true);
  });

  it('does not open when the touch starts further right', () => {
    expect(isOpeningSwipe(71, 300)).toBe(false);
  });

  it('does not open for a travel of 50 or less, or a left swipe', () => {
    expect(isOpeningSwipe(10, 60)).toBe(false);
    expect(isOpeningSwipe(10, 61)).toBe(true);
    expect(isOpeningSwipe(60, 0)).toBe(false);
  });
});
