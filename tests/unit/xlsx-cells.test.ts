import { describe, expect, it } from 'vitest';
import { excelSerial } from '../../openapi/rules/xlsx-write';
import {
  cellDateText,
  formatOffset,
  isoCellDate,
  numberFormatKind,
  plainDecimal,
  serialDate,
  serialWallClock,
} from '../../server/integrations/xlsx-cells';

// A workbook's cells as the file load reads them: which number formats are dates, a serial as
// the wall clock it shows (1900 and 1904 systems), an ISO `t="d"` cell, numbers without exponents.

describe('serialWallClock', () => {
  it('reads the serial Excel stores for what was typed', () => {
    // 2026-11-27 09:30 is 46353.395833…
    expect(serialWallClock(46353.395833333336)).toEqual({
      year: 2026,
      month: 11,
      day: 27,
      hour: 9,
      minute: 30,
      second: 0,
      millisecond: 0,
    });
    expect(serialWallClock(excelSerial('2026-07-10 23:59:59') ?? 0)).toMatchObject({
      month: 7,
      day: 10,
      hour: 23,
      minute: 59,
      second: 59,
      millisecond: 0,
    });
    // Day 1 is 1900-01-01 (before Excel's fictitious 29 February 1900); 61 is 1 March 1900.
    expect(serialWallClock(1)).toMatchObject({ year: 1900, month: 1, day: 1 });
    expect(serialWallClock(61)).toMatchObject({ year: 1900, month: 3, day: 1 });
  });

  it('the 1904 system counts from 1904-01-01', () => {
    expect(serialWallClock(0, true)).toMatchObject({ year: 1904, month: 1, day: 1 });
    expect(serialWallClock(46353.395833333336 - 1462, true)).toMatchObject({
      year: 2026,
      month: 11,
      day: 27,
      hour: 9,
      minute: 30,
    });
  });

  it('no day Excel has: null', () => {
    expect(serialWallClock(-1)).toBeNull();
    expect(serialWallClock(3_000_000)).toBeNull();
    expect(serialWallClock(Number.NaN)).toBeNull();
  });
});

describe('numberFormatKind', () => {
  it("Excel's built-ins", () => {
    expect(numberFormatKind(14, undefined)).toBe('date');
    expect(numberFormatKind(22, undefined)).toBe('datetime');
    expect(numberFormatKind(20, undefined)).toBe('time');
    expect(numberFormatKind(0, undefined)).toBeNull();
    expect(numberFormatKind(2, undefined)).toBeNull();
    expect(numberFormatKind(49, undefined)).toBeNull();
  });

  it('custom codes: m is a month alone and the minutes beside an hour', () => {
    expect(numberFormatKind(164, 'yyyy-mm-dd hh:mm:ss "-06:00"')).toBe('datetime');
    expect(numberFormatKind(164, 'yyyy\\-mm\\-dd\\ hh:mm')).toBe('datetime');
    expect(numberFormatKind(164, 'dd/mm/yyyy')).toBe('date');
    expect(numberFormatKind(164, '[$-80A]mmm\\-yy;@')).toBe('date');
    expect(numberFormatKind(164, 'mmmm')).toBe('date');
    expect(numberFormatKind(164, 'hh:mm')).toBe('time');
    expect(numberFormatKind(164, '[h]:mm:ss')).toBe('time');
    expect(numberFormatKind(164, 'General')).toBeNull();
    expect(numberFormatKind(164, '#,##0.00 "MXN"')).toBeNull();
    expect(numberFormatKind(164, '0.00E+00')).toBeNull();
    expect(numberFormatKind(164, '_-* #,##0.00_-;-* #,##0.00_-;_-* "-"??_-;_-@_-')).toBeNull();
    expect(numberFormatKind(164, '"day" 0')).toBeNull();
    expect(numberFormatKind(164, `yyyy${'0'.repeat(300)}`)).toBeNull();
  });
});

describe('formatOffset', () => {
  it("reads the offset the console's exports write beside the time", () => {
    expect(formatOffset('yyyy-mm-dd hh:mm:ss "-06:00"')).toBe('-06:00');
    expect(formatOffset('yyyy-mm-dd hh:mm:ss "+05:30"')).toBe('+05:30');
    expect(formatOffset('yyyy-mm-dd hh:mm')).toBeNull();
    expect(formatOffset('yyyy-mm-dd "a las" hh:mm')).toBeNull();
    expect(formatOffset(undefined)).toBeNull();
  });
});

describe('serialDate and isoCellDate', () => {
  it('a date format makes a number a date; a day-only one keeps a time it holds', () => {
    expect(serialDate(46353.395833333336, null, null)).toBeNull();
    expect(serialDate(46353.395833333336, 'time', null)).toBeNull();
    const dt = serialDate(46353.395833333336, 'datetime', null);
    expect(dt && cellDateText(dt)).toBe('2026-11-27 09:30:00');
    const d = serialDate(46353, 'date', null);
    expect(d && cellDateText(d)).toBe('2026-11-27');
    const hidden = serialDate(46353.5, 'date', null);
    expect(hidden && cellDateText(hidden)).toBe('2026-11-27 12:00:00');
    const offset = serialDate(46353.395833333336, 'datetime', '-06:00');
    expect(offset && cellDateText(offset)).toBe('2026-11-27 09:30:00 -06:00');
  });

  it('an ISO date cell, with or without its time and offset', () => {
    expect(isoCellDate('2026-11-27T09:30:00', null)).toMatchObject({
      hasTime: true,
      offset: null,
      wall: { year: 2026, month: 11, day: 27, hour: 9, minute: 30 },
    });
    expect(isoCellDate('2026-11-27', null)).toMatchObject({ hasTime: false });
    expect(isoCellDate('2026-11-27', 'datetime')).toMatchObject({ hasTime: true });
    expect(isoCellDate('2026-11-27T09:30:00.5Z', null)).toMatchObject({
      offset: '+00:00',
      wall: { millisecond: 500 },
    });
    expect(isoCellDate('2026-11-27T09:30:00-08:00', null)?.offset).toBe('-08:00');
    expect(isoCellDate('mañana', null)).toBeNull();
  });
});

describe('plainDecimal', () => {
  it('never writes an exponent', () => {
    expect(plainDecimal(123000)).toBe('123000');
    expect(plainDecimal(0.1)).toBe('0.1');
    expect(plainDecimal(1.23e21)).toBe('1230000000000000000000');
    expect(plainDecimal(-1.5e22)).toBe('-15000000000000000000000');
    expect(plainDecimal(1e-7)).toBe('0.0000001');
    expect(plainDecimal(1.25e-7)).toBe('0.000000125');
    expect(plainDecimal(5512345678)).toBe('5512345678');
  });
});
