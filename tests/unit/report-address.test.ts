import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  parseDay,
  parseReportAddress,
  type ReportAddress,
  sameReportAddress,
  serialiseReportAddress,
} from '../../src/app-kit/report-address';

// The address of a report-like page: ?from&to (days, both included), region / store.

describe('parseReportAddress', () => {
  it('reads the range and the scope filter', () => {
    expect(parseReportAddress('?from=2026-10-01&to=2026-10-31&store=1003&search=x')).toEqual({
      range: { from: '2026-10-01', to: '2026-10-31' },
      region: null,
      store: 1003,
    });
    expect(parseReportAddress('region=101')).toEqual({ range: null, region: 101, store: null });
  });

  it('ignores (without a fallback) half, reversed or impossible ranges and ids that are not positive integers', () => {
    const none = { range: null, region: null, store: null };
    expect(parseReportAddress('?from=2026-10-01')).toEqual(none);
    expect(parseReportAddress('?from=2026-10-05&to=2026-10-01')).toEqual(none);
    expect(parseReportAddress('?from=2026-02-30&to=2026-03-01')).toEqual(none);
    expect(parseReportAddress('?from=01/10/2026&to=2026-10-31')).toEqual(none);
    expect(parseReportAddress('?region=0&store=-3')).toEqual(none);
    expect(parseReportAddress('?region=1.5&store=abc')).toEqual(none);
    expect(parseReportAddress('?store=99999999999')).toEqual(none);
  });

  it('completes a half range from the range the page would show without the link', () => {
    // The picker's last 7 days, ending today (2026-11-27).
    const fallback = { from: '2026-11-21', to: '2026-11-27' };
    // Only `from`: up to the page's end (today), however long; the caller clamps a too long one.
    expect(parseReportAddress('?from=2020-01-01&store=7', fallback)).toEqual({
      range: { from: '2020-01-01', to: '2026-11-27' },
      region: null,
      store: 7,
    });
    expect(parseReportAddress('?from=2026-11-27', fallback).range).toEqual({
      from: '2026-11-27',
      to: '2026-11-27',
    });
    // Only `to`: the page's length (7 days) ending there, across a month and a leap day.
    expect(parseReportAddress('?to=2028-03-02', fallback).range).toEqual({
      from: '2028-02-25',
      to: '2028-03-02',
    });
    // A 90-day opening range (the leaderboard's) gives 90 days.
    const ninety = { from: '2026-08-30', to: '2026-11-27' };
    expect(parseReportAddress('?to=2026-06-30', ninety).range).toEqual({
      from: '2026-04-02',
      to: '2026-06-30',
    });
    // A whole range does not look at the fallback.
    expect(parseReportAddress('?from=2026-01-01&to=2026-01-31', fallback).range).toEqual({
      from: '2026-01-01',
      to: '2026-01-31',
    });
  });

  it('ignores a half range without a fallback, one that would run backwards, or a broken one', () => {
    const fallback = { from: '2026-11-21', to: '2026-11-27' };
    expect(parseReportAddress('?to=2026-10-01').range).toBeNull();
    // After the page's end: [from, today] would be reversed.
    expect(parseReportAddress('?from=2026-12-01', fallback).range).toBeNull();
    // A day given but unreadable: the link is broken, not half.
    expect(parseReportAddress('?from=2026-02-30&to=2026-03-01', fallback).range).toBeNull();
    expect(parseReportAddress('?from=2026-10-01&to=', fallback).range).toBeNull();
    expect(parseReportAddress('?from=&to=2026-10-01', fallback).range).toBeNull();
    expect(parseReportAddress('?search=x', fallback).range).toBeNull();
  });

  it('takes a one-day range and real leap days', () => {
    expect(parseReportAddress('?from=2028-02-29&to=2028-02-29').range).toEqual({
      from: '2028-02-29',
      to: '2028-02-29',
    });
    expect(parseDay('2026-02-29')).toBeNull();
    expect(parseDay('2026-13-01')).toBeNull();
    expect(parseDay(null)).toBeNull();
  });
});

describe('serialiseReportAddress', () => {
  it('writes its own parameters and keeps the others', () => {
    const address: ReportAddress = {
      range: { from: '2026-11-23', to: '2026-11-23' },
      region: 101,
      store: null,
    };
    expect(serialiseReportAddress(address, '?search=ana&page=2&store=7')).toBe(
      'search=ana&page=2&from=2026-11-23&to=2026-11-23&region=101',
    );
  });

  it('drops what the address no longer says', () => {
    expect(
      serialiseReportAddress(
        { range: null, region: null, store: null },
        'from=2026-01-01&to=2026-01-02&region=1&store=2&sort=name',
      ),
    ).toBe('sort=name');
  });

  it('reads back what it wrote (any days, ids and other parameters)', () => {
    const day = fc
      .date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z') })
      .filter((d) => !Number.isNaN(d.getTime()))
      .map((d) => d.toISOString().slice(0, 10));
    const id = fc.option(fc.integer({ min: 1, max: 2_147_483_647 }), { nil: null });
    fc.assert(
      fc.property(day, day, id, id, fc.string(), (a, b, region, store, search) => {
        const [from, to] = a <= b ? [a, b] : [b, a];
        const address: ReportAddress = { range: { from, to }, region, store };
        const other = new URLSearchParams({ search }).toString();
        const written = serialiseReportAddress(address, other);
        const back = parseReportAddress(written);
        expect(sameReportAddress(back, address)).toBe(true);
        expect(new URLSearchParams(written).get('search')).toBe(search);
      }),
    );
  });
});
