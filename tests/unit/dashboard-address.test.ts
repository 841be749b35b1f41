// The dashboard's address (period, period start, scope filter): parse and serialise are pure.
import { describe, expect, it } from 'vitest';
import {
  parseDashboardAddress,
  serialiseDashboardAddress,
} from '../../src/app-kit/dashboard-address';

describe('dashboard address', () => {
  it('reads the period, its start and the scope filter', () => {
    expect(parseDashboardAddress('?period=3&from=2026-10-01&region=4&store=17')).toEqual({
      period: 3,
      from: '2026-10-01',
      region: 4,
      store: 17,
    });
  });

  it('says nothing for an empty or foreign query string', () => {
    expect(parseDashboardAddress('')).toEqual({
      period: null,
      from: null,
      region: null,
      store: null,
    });
    expect(parseDashboardAddress('?search=x&page=2').period).toBeNull();
  });

  it('ignores a key outside 0–7, a wrong day, and a start without a period', () => {
    expect(parseDashboardAddress('?period=8&from=2026-10-01')).toMatchObject({
      period: null,
      from: null,
    });
    expect(parseDashboardAddress('?period=-1').period).toBeNull();
    expect(parseDashboardAddress('?period=1.5').period).toBeNull();
    expect(parseDashboardAddress('?period=01').period).toBeNull();
    expect(parseDashboardAddress('?period=2&from=2026-02-30')).toMatchObject({
      period: 2,
      from: null,
    });
    expect(parseDashboardAddress('?from=2026-10-01').from).toBeNull();
    expect(parseDashboardAddress('?period=1&store=0&region=abc')).toMatchObject({
      store: null,
      region: null,
    });
  });

  it('writes its parameters, keeps the others and drops a range picker end', () => {
    const written = serialiseDashboardAddress(
      { period: 1, from: '2026-11-16', region: null, store: 9 },
      'tab=x&from=2026-01-01&to=2026-01-31&region=3',
    );
    expect(written).toBe('tab=x&period=1&from=2026-11-16&store=9');
  });

  it('writes CURRENT without a start and nothing when it knows nothing', () => {
    expect(serialiseDashboardAddress({ period: 0, from: null, region: 2, store: null }, '')).toBe(
      'period=0&region=2',
    );
    expect(
      serialiseDashboardAddress(
        { period: null, from: '2026-11-16', region: null, store: null },
        '',
      ),
    ).toBe('');
  });

  it('round-trips what it writes', () => {
    const address = { period: 5 as const, from: '2026-07-01', region: 12, store: 40 };
    expect(parseDashboardAddress(`?${serialiseDashboardAddress(address, 'a=1')}`)).toEqual(address);
  });
});
