import { describe, expect, it } from 'vitest';
import { dateCellValue, instantText, LocalTime } from '../../server/integrations/file-dates';
import type { CellDate } from '../../server/integrations/xlsx-cells';

// A file's dates field by field: an instant's date cell or offset-less text waits for its zone
// (LocalTime), one with an offset is written as RFC 3339, a day field takes the day, a month
// field the month, anything else is the cell's text.

const INSTANT = { type: 'string', format: 'date-time' };
const DAY = { type: ['string', 'null'], format: 'date' };
const MONTH = { type: 'string', pattern: '^[0-9]{4}-(0[1-9]|1[0-2])$' };
const TEXT = { type: 'string' };

const cell = (hasTime: boolean, offset: string | null = null): CellDate => ({
  wall: { year: 2026, month: 11, day: 27, hour: 9, minute: 30, second: 0, millisecond: 0 },
  hasTime,
  offset,
});

describe('dateCellValue', () => {
  it('an instant: a wall-clock time to be zoned, or with the offset its format shows', () => {
    const v = dateCellValue(INSTANT, cell(true));
    expect(v).toBeInstanceOf(LocalTime);
    expect((v as LocalTime).text).toBe('2026-11-27 09:30:00');
    expect(dateCellValue(INSTANT, cell(true, '-06:00'))).toBe('2026-11-27T09:30:00-06:00');
    // A cell that shows only a day is no moment: its text goes to the item check.
    expect(dateCellValue(INSTANT, cell(false))).toBeUndefined();
  });

  it('a day, a month, a text', () => {
    expect(dateCellValue(DAY, cell(true))).toBe('2026-11-27');
    expect(dateCellValue(MONTH, cell(false))).toBe('2026-11');
    expect(dateCellValue(TEXT, cell(true))).toBeUndefined();
  });
});

describe('instantText', () => {
  it('a time without an offset waits for its zone', () => {
    for (const text of ['2026-11-27 09:30', '2026-11-27T09:30:00', '2026-11-27 09:30:00.25']) {
      const v = instantText(text);
      expect(v).toBeInstanceOf(LocalTime);
      expect((v as LocalTime).wall).toMatchObject({ year: 2026, month: 11, day: 27, hour: 9 });
    }
    expect((instantText('2026-11-27 09:30:00.25') as LocalTime).wall.millisecond).toBe(250);
  });

  it('with an offset: RFC 3339, as given', () => {
    expect(instantText('2026-11-27T09:30:00-06:00')).toBe('2026-11-27T09:30:00-06:00');
    expect(instantText('2026-11-27 09:30:00 -06:00')).toBe('2026-11-27T09:30:00-06:00');
    expect(instantText('2026-11-27 09:30 -0600')).toBe('2026-11-27T09:30:00-06:00');
    expect(instantText('2026-11-27t09:30:00z')).toBe('2026-11-27T09:30:00Z');
    expect(instantText('2026-11-27T09:30:00.123456+05:30')).toBe(
      '2026-11-27T09:30:00.123456+05:30',
    );
  });

  it('anything else is left for the item check', () => {
    expect(instantText('2026-11-27')).toBe('2026-11-27');
    expect(instantText('27/11/2026 09:30')).toBe('27/11/2026 09:30');
    expect(instantText('mañana')).toBe('mañana');
  });
});
