import { describe, expect, it } from 'vitest';
import { kpiOpeningRange, OPENING_MONTHS } from '../../src/features/kpi/kpi-rules';

// The range a KPI report opens on: KPIs are posted per closed month, so a range inside the
// current month gives way to the last closed months; a range reaching a closed month is kept.

describe('kpiOpeningRange', () => {
  it("the picker's default week inside the current month: the last three closed months", () => {
    expect(OPENING_MONTHS).toBe(3);
    expect(kpiOpeningRange({ from: '2026-11-21', to: '2026-11-27' }, '2026-11-27')).toEqual({
      from: '2026-08-01',
      to: '2026-10-31',
    });
  });

  it('across a year end and a short February', () => {
    expect(kpiOpeningRange({ from: '2027-01-05', to: '2027-01-05' }, '2027-01-05')).toEqual({
      from: '2026-10-01',
      to: '2026-12-31',
    });
    expect(kpiOpeningRange({ from: '2028-03-01', to: '2028-03-02' }, '2028-03-02')).toEqual({
      from: '2027-12-01',
      to: '2028-02-29',
    });
  });

  it('a range reaching into a closed month is kept', () => {
    expect(kpiOpeningRange({ from: '2026-10-31', to: '2026-11-06' }, '2026-11-06')).toBeNull();
    expect(kpiOpeningRange({ from: '2025-01-01', to: '2025-12-31' }, '2026-11-27')).toBeNull();
  });

  it('a range in the future of the current month gives way too', () => {
    expect(kpiOpeningRange({ from: '2026-12-01', to: '2026-12-31' }, '2026-11-27')).toEqual({
      from: '2026-08-01',
      to: '2026-10-31',
    });
  });
});
