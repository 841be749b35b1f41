import { describe, expect, it } from 'vitest';
import { dc3Missing, splitDc3Download } from '../../src/features/training/dc3-download-split';
import type { Dc3Row } from '../../src/features/training/training-api';

const row = (id: number, curp: string | null, occupation: string | null): Dc3Row => ({
  id,
  person: { id: id * 10, name: `Persona ${id}` },
  curp,
  occupation: occupation === null ? null : { code: occupation, name: 'Ocupación' },
  course: { id: 1, name: 'Curso' },
  store: { id: 2, name: 'Tienda' },
  region: null,
  completed_at: '2026-01-10T12:00:00.000Z',
  status: curp === null || occupation === null ? 'incomplete' : 'pending',
  no_curp: curp === null,
  no_occupation: occupation === null,
  generated_at: null,
});

describe('dc3Missing', () => {
  it('names the CURP and the STPS occupation, CURP first', () => {
    expect(dc3Missing(row(1, null, null))).toEqual(['curp', 'occupation']);
    expect(dc3Missing(row(1, null, '01.1'))).toEqual(['curp']);
    expect(dc3Missing(row(1, 'GODE561231HDFRRN09', null))).toEqual(['occupation']);
    expect(dc3Missing(row(1, 'GODE561231HDFRRN09', '01.1'))).toEqual([]);
  });
});

describe('splitDc3Download', () => {
  it('keeps the complete forms in the chosen order and names the skipped ones', () => {
    const rows = [
      row(3, 'GODE561231HDFRRN09', '01.1'),
      row(4, null, '01.1'),
      row(1, 'GODE561231HDFRRN09', '01.1'),
      row(2, 'GODE561231HDFRRN09', null),
    ];
    const split = splitDc3Download(rows);
    expect(split.ready).toEqual([3, 1]);
    expect(split.skipped.map((s) => [s.row.id, s.missing])).toEqual([
      [4, ['curp']],
      [2, ['occupation']],
    ]);
  });

  it('leaves nothing to download when every form is incomplete', () => {
    const split = splitDc3Download([row(1, null, null), row(2, null, '01.1')]);
    expect(split.ready).toEqual([]);
    expect(split.skipped).toHaveLength(2);
  });
});
