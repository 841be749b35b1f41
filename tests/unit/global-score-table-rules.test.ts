import { describe, expect, it } from 'vitest';
import {
  folded,
  inBand,
  localRows,
  type RowReader,
  rateOrNone,
  rowsOnView,
} from '../../src/features/supervision/global-score-table-rules';

interface Row {
  name: string;
  score: number | null;
  visits: number;
}
const read: RowReader<Row> = {
  name: (r) => r.name,
  score: (r) => r.score,
  sortValue: (r, key) => (key === 'name' ? r.name : key === 'score' ? r.score : r.visits),
};
const rows: Row[] = [
  { name: 'Región Sur', score: 92, visits: 3 },
  { name: 'norte', score: 65, visits: 8 },
  { name: 'Centro', score: null, visits: 0 },
  { name: 'Este', score: 80, visits: 8 },
];
const standards = { target: 85, failingBelow: 70 };
const collator = new Intl.Collator('es', { sensitivity: 'base', numeric: true });
const names = (list: Row[]) => list.map((r) => r.name);
const run = (state: {
  search?: string;
  band?: 'all' | 'met' | 'below' | 'failing' | 'none';
  sort?: string;
}) =>
  names(
    localRows(rows, { search: '', band: 'all', sort: 'name', ...state }, read, standards, collator),
  );

describe('global score table tools', () => {
  it('searches names without case or accents', () => {
    expect(folded('Región')).toBe('region');
    expect(run({ search: 'REGION' })).toEqual(['Región Sur']);
    expect(run({ search: ' nor ' })).toEqual(['norte']);
    expect(run({ search: 'zzz' })).toEqual([]);
  });

  it('keeps the scores of a band', () => {
    expect(inBand(85, 'met', standards)).toBe(true);
    expect(inBand(84.9, 'below', standards)).toBe(true);
    expect(inBand(70, 'failing', standards)).toBe(false);
    expect(inBand(null, 'below', standards)).toBe(false);
    expect(run({ band: 'met' })).toEqual(['Región Sur']);
    expect(run({ band: 'below' })).toEqual(['Este', 'norte']);
    expect(run({ band: 'failing' })).toEqual(['norte']);
    expect(run({ band: 'none' })).toEqual(['Centro']);
    // Without the standards yet, the band does not filter.
    expect(
      localRows(rows, { search: '', band: 'met', sort: 'name' }, read, null, collator),
    ).toHaveLength(4);
  });

  it('sorts either way, rows without a value last, ties by name', () => {
    expect(run({ sort: 'name' })).toEqual(['Centro', 'Este', 'norte', 'Región Sur']);
    expect(run({ sort: '-name' })).toEqual(['Región Sur', 'norte', 'Este', 'Centro']);
    expect(run({ sort: 'score' })).toEqual(['norte', 'Este', 'Región Sur', 'Centro']);
    expect(run({ sort: '-score' })).toEqual(['Región Sur', 'Este', 'norte', 'Centro']);
    expect(run({ sort: '-visits' })).toEqual(['Este', 'norte', 'Región Sur', 'Centro']);
    expect(run({ sort: '' })).toEqual(names(rows));
  });

  it('shows a page, and the pages load more added', () => {
    const list = Array.from({ length: 12 }, (_, i) => i + 1);
    expect(rowsOnView(list, { page: 1, pageSize: 5, more: 0 })).toEqual([1, 2, 3, 4, 5]);
    expect(rowsOnView(list, { page: 2, pageSize: 5, more: 0 })).toEqual([6, 7, 8, 9, 10]);
    expect(rowsOnView(list, { page: 2, pageSize: 5, more: 1 })).toEqual([6, 7, 8, 9, 10, 11, 12]);
  });
});

describe('rateOrNone', () => {
  it('has no rate without a denominator, and keeps a real 0 %', () => {
    expect(rateOrNone(0, 0)).toBeNull();
    expect(rateOrNone(0, 12)).toBe(0);
    expect(rateOrNone(25, 4)).toBe(25);
  });
});
