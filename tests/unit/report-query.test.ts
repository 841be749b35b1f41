import { describe, expect, it } from 'vitest';
import { csvFile, fileNameOf } from '../../src/ui/report/report-csv';
import {
  activeFilterCount,
  enumParam,
  intParam,
  reportQuery,
  scopeAndRange,
  searchParam,
} from '../../src/ui/report/report-query';

// The report page composition's pure parts: what a report asks the server, and the count the
// mobile "Filtros" button shows.

const scope = { security_id: 7, region_id: 3 };
const range = { start: '2026-03-01', end: '2026-03-31' };

describe('reportQuery', () => {
  it('joins scope, range and the page parameters', () => {
    expect(reportQuery(scope, range, { search: 'ana', sort: 'top' }, true)).toEqual({
      security_id: 7,
      region_id: 3,
      start: '2026-03-01',
      end: '2026-03-31',
      search: 'ana',
      sort: 'top',
    });
  });

  it('is null until the scope is known and the address has been read', () => {
    expect(reportQuery(null, range, {}, true)).toBeNull();
    expect(reportQuery(scope, range, {}, false)).toBeNull();
  });
});

describe('parameters', () => {
  it('drops a blank search and trims the rest', () => {
    expect(searchParam('   ')).toEqual({});
    expect(searchParam('  Ana ')).toEqual({ search: 'Ana' });
  });

  it('keeps only positive integers', () => {
    expect(intParam('position_id', '12')).toEqual({ position_id: 12 });
    expect(intParam('position_id', '0')).toEqual({});
    expect(intParam('position_id', '-3')).toEqual({});
    expect(intParam('position_id', '1e3')).toEqual({});
    expect(intParam('position_id', undefined)).toEqual({});
  });

  it('keeps only allowed values', () => {
    const allowed = ['lt1', 'gt6'] as const;
    expect(enumParam('time_in_product', 'gt6', allowed)).toEqual({ time_in_product: 'gt6' });
    expect(enumParam('time_in_product', 'never', allowed)).toEqual({});
  });
});

describe('activeFilterCount', () => {
  const spec = { defaultSort: 'top' };
  it('counts the set filters', () => {
    expect(activeFilterCount({ filters: {}, sort: 'top' }, spec)).toBe(0);
    expect(activeFilterCount({ filters: { a: '1', b: '', c: 'x' }, sort: 'top' }, spec)).toBe(2);
  });

  it('counts a non-default sort only when the bar offers the sort', () => {
    expect(activeFilterCount({ filters: {}, sort: 'bottom' }, spec)).toBe(0);
    expect(activeFilterCount({ filters: {}, sort: 'bottom' }, spec, true)).toBe(1);
    expect(activeFilterCount({ filters: {}, sort: 'top' }, spec, true)).toBe(0);
  });
});

describe('csvFile', () => {
  const ok = (headers: Record<string, string>) =>
    new Response('x', { status: 200, headers: { 'content-type': 'text/csv', ...headers } });

  it('takes the server file name, else the fallback', () => {
    expect(fileNameOf('attachment; filename="ranking-stores-2026.csv"', 'f.csv')).toBe(
      'ranking-stores-2026.csv',
    );
    expect(fileNameOf(null, 'f.csv')).toBe('f.csv');
    const blob = new Blob(['a']);
    expect(csvFile({ data: blob, response: ok({}) }, 'f.csv')).toEqual({ blob, name: 'f.csv' });
  });

  it('throws on a failed export', () => {
    const failed = new Response('{}', { status: 500 });
    expect(() => csvFile({ error: { code: 500 }, response: failed }, 'f.csv')).toThrow();
    expect(() => csvFile({ response: ok({}) }, 'f.csv')).toThrow();
  });
});

describe('scopeAndRange', () => {
  it('keeps the scope and the range of a query and drops its own parameters', () => {
    const query = {
      security_id: 4,
      region_id: 101,
      start: '2026-03-01',
      end: '2026-03-31',
      search: 'tacos',
      survey_id: 7,
    };
    expect(scopeAndRange(query)).toEqual({
      security_id: 4,
      region_id: 101,
      start: '2026-03-01',
      end: '2026-03-31',
    });
  });
});
