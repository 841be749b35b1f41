// Tables answered whole (KPI global report, report detail): the URL state applied to loaded rows.
import { describe, expect, it } from 'vitest';
import { type LocalTable, localPage, localRows } from '../../src/ui/report/local-table';

interface Row {
  name: string;
  group: string;
  score: number | null;
}
const ROWS: Row[] = [
  { name: 'Limpieza', group: 'a', score: 80 },
  { name: 'Atención', group: 'b', score: null },
  { name: 'Cocina', group: 'a', score: 95 },
  { name: 'Caja', group: 'b', score: 60 },
];
const TABLE: LocalTable<Row> = {
  text: (r) => r.name,
  filters: { group: (r, g) => r.group === g },
  sorts: { name: (r) => r.name, score: (r) => r.score },
};
const names = (rows: Row[]) => rows.map((r) => r.name);

describe('localRows', () => {
  it('keeps the operation order without search, filter or sort', () => {
    expect(names(localRows(ROWS, TABLE, {}))).toEqual(names(ROWS));
  });

  it('searches accents and case aside', () => {
    expect(names(localRows(ROWS, TABLE, { search: ' ATENCION ' }))).toEqual(['Atención']);
    expect(names(localRows(ROWS, TABLE, { search: 'ca' }))).toEqual(['Caja']);
  });

  it('applies set filters, ignores blank and unknown ones', () => {
    expect(names(localRows(ROWS, TABLE, { filters: { group: 'a' } }))).toEqual([
      'Limpieza',
      'Cocina',
    ]);
    expect(localRows(ROWS, TABLE, { filters: { group: '', other: 'x' } })).toHaveLength(4);
  });

  it('sorts either way, a missing value last both ways', () => {
    expect(names(localRows(ROWS, TABLE, { sort: 'score' }))).toEqual([
      'Caja',
      'Limpieza',
      'Cocina',
      'Atención',
    ]);
    expect(names(localRows(ROWS, TABLE, { sort: '-score' }))).toEqual([
      'Cocina',
      'Limpieza',
      'Caja',
      'Atención',
    ]);
    expect(names(localRows(ROWS, TABLE, { sort: 'name' }))).toEqual([
      'Atención',
      'Caja',
      'Cocina',
      'Limpieza',
    ]);
    // An unknown key (or one of Object's own names) leaves the order as it was.
    expect(names(localRows(ROWS, TABLE, { sort: 'toString' }))).toEqual(names(ROWS));
  });

  it('ties keep the operation order', () => {
    const tied = ROWS.map((r) => ({ ...r, score: 1 }));
    expect(names(localRows(tied, TABLE, { sort: '-score' }))).toEqual(names(ROWS));
  });
});

describe('localPage', () => {
  it('cuts the page and counts every row', () => {
    expect(localPage(ROWS, 1, 3)).toEqual({ items: ROWS.slice(0, 3), total: 4 });
    expect(localPage(ROWS, 2, 3)).toEqual({ items: ROWS.slice(3), total: 4 });
    expect(localPage(ROWS, 3, 3)).toEqual({ items: [], total: 4 });
  });
});
