import { describe, expect, it } from 'vitest';
import {
  attainmentTone,
  defaultMonth,
  MONTHS_OFFERED,
  monthOf,
  monthOptions,
  parseMonth,
} from '../../src/features/kpi/kpi-rules';
import { scoreTone } from '../../src/features/supervision/supervision-cells';

describe('KPI rules', () => {
  it('opens on the last whole month, across a year end', () => {
    expect(defaultMonth('2026-11-24')).toBe('2026-10');
    expect(defaultMonth('2027-01-01')).toBe('2026-12');
    expect(defaultMonth('2024-03-31')).toBe('2024-02');
  });

  it('offers the current month and the whole months before it, newest first', () => {
    const months = monthOptions('2026-02-10');
    expect(months).toHaveLength(MONTHS_OFFERED + 1);
    expect(months.slice(0, 3)).toEqual(['2026-02', '2026-01', '2025-12']);
    expect(months.at(-1)).toBe('2024-02');
  });

  it('accepts only months the contract accepts', () => {
    expect(parseMonth('2026-10')).toBe('2026-10');
    for (const bad of ['2026-13', '2026-1', '1899-12', '2026-10-01', '', undefined]) {
      expect(parseMonth(bad)).toBeNull();
    }
    expect(monthOf('2026-10-01')).toBe('2026-10');
  });

  it('reads an attainment against its target', () => {
    expect(attainmentTone(null)).toBe('none');
    expect(attainmentTone(100)).toBe('met');
    expect(attainmentTone(131.2)).toBe('met');
    expect(attainmentTone(99.9)).toBe('near');
    expect(attainmentTone(90)).toBe('near');
    expect(attainmentTone(89.9)).toBe('below');
  });
});

describe('supervision score tone', () => {
  it('is good from the target, bad below the failing line, fair between', () => {
    expect(scoreTone(85)).toBe('good');
    expect(scoreTone(84.9)).toBe('fair');
    expect(scoreTone(70)).toBe('fair');
    expect(scoreTone(69.9)).toBe('bad');
    expect(scoreTone(60, 60, 50)).toBe('good');
  });
});
