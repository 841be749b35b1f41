// The KPI global report's table: modules × months of the answer, searched, filtered and sorted.
import { describe, expect, it } from 'vitest';
import type { KpiGlobalReport } from '../../src/features/kpi/kpi-api';
import { KPI_GLOBAL_LOCAL, kpiGlobalRows } from '../../src/features/kpi/kpi-global-source';
import { localRows } from '../../src/ui/report/local-table';

const month = (m: string, stores: number, attainment: number | null) => ({
  month: m,
  stores,
  value: stores ? 10 : null,
  target: stores ? 12 : null,
  attainment,
});
const REPORT: KpiGlobalReport = {
  range: { start: '2026-01-01', end: '2026-02-28' },
  modules: [
    {
      module: { id: 7, name: 'Ventas' },
      unit: 'MXN',
      better: 'higher',
      months: [month('2026-01-01', 3, 90), month('2026-02-01', 0, null)],
    },
    {
      module: { id: 3, name: 'Tiempo de servicio' },
      unit: 'min',
      better: 'lower',
      months: [month('2026-01-01', 2, 110), month('2026-02-01', 2, 70)],
    },
  ],
};
const keys = (rows: ReturnType<typeof kpiGlobalRows>) =>
  rows.map((r) => `${r.module.id}:${r.month.slice(0, 7)}`);

describe('KPI global report rows', () => {
  const rows = kpiGlobalRows(REPORT);

  it('one row per module and month, in the brand order', () => {
    expect(keys(rows)).toEqual(['7:2026-01', '7:2026-02', '3:2026-01', '3:2026-02']);
    expect(rows[3]).toMatchObject({ unit: 'min', better: 'lower', order: 1, attainment: 70 });
  });

  it('searches the module, filters by module id', () => {
    expect(keys(localRows(rows, KPI_GLOBAL_LOCAL, { search: 'tiempo' }))).toEqual([
      '3:2026-01',
      '3:2026-02',
    ]);
    expect(keys(localRows(rows, KPI_GLOBAL_LOCAL, { filters: { module: '7' } }))).toEqual([
      '7:2026-01',
      '7:2026-02',
    ]);
  });

  it('sorts by attainment (a month without figures last), month and stores', () => {
    expect(keys(localRows(rows, KPI_GLOBAL_LOCAL, { sort: '-attainment' }))).toEqual([
      '3:2026-01',
      '7:2026-01',
      '3:2026-02',
      '7:2026-02',
    ]);
    expect(keys(localRows(rows, KPI_GLOBAL_LOCAL, { sort: 'month' }))).toEqual([
      '7:2026-01',
      '3:2026-01',
      '7:2026-02',
      '3:2026-02',
    ]);
    expect(keys(localRows(rows, KPI_GLOBAL_LOCAL, { sort: 'stores' }))[0]).toBe('7:2026-02');
  });
});
