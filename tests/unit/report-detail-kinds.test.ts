// A report's detail address: the kinds the reports link to are the kinds the page and the contract take.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  REPORT_DETAIL_KINDS,
  reportDetailOf,
  reportDetailPath,
} from '../../src/features/training/report-detail-kinds';
import { detailPath } from '../../src/features/training/training-reports-columns';

describe('report detail addresses', () => {
  it('every kind a report links to opens on the detail page', () => {
    for (const kind of REPORT_DETAIL_KINDS) {
      expect(reportDetailOf(reportDetailPath(kind, 42))).toEqual({ kind, id: 42 });
    }
    const link = detailPath({ attempt_id: 7 } as Parameters<typeof detailPath>[0]);
    expect(reportDetailOf(link)).toEqual({ kind: 'training', id: 7 });
  });

  it('the kinds are the contract enum of getReportDetail', () => {
    const yaml = readFileSync('openapi/admin.yaml', 'utf8');
    const op = yaml.slice(yaml.indexOf('/admin/v2/reports/details/{kind}/{examId}:'));
    const kindEnum = /name: kind[\s\S]*?enum: \[([^\]]*)\]/.exec(op)?.[1] ?? '';
    expect(kindEnum.split(',').map((k) => k.trim())).toEqual([...REPORT_DETAIL_KINDS]);
  });

  it('refuses unknown kinds, ids out of the contract and other paths', () => {
    expect(reportDetailOf('/reports/details/training/1/')).toEqual({ kind: 'training', id: 1 });
    expect(reportDetailOf('/reports/details/supervision/1')).toBeNull();
    expect(reportDetailOf('/reports/details/training/0')).toBeNull();
    expect(reportDetailOf('/reports/details/training/2147483648')).toBeNull();
    expect(reportDetailOf('/reports/details/training/2147483647')).toEqual({
      kind: 'training',
      id: 2147483647,
    });
    expect(reportDetailOf('/reports/details/training/abc')).toBeNull();
    expect(reportDetailOf('/training/reports')).toBeNull();
  });
});
