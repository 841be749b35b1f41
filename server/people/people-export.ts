import {
  PEOPLE_EXPORT_COLUMNS,
  type PeopleExportColumn,
} from '../../openapi/rules/people-export-columns';
import { logActivity } from '../platform/activity/activity';
import { resolveScope } from '../platform/auth/scope';
import { SqlParams } from '../platform/db/sql';
import { exportHeader, exportRow } from '../platform/exports/export-cells';
import { exportFile } from '../platform/exports/export-file';
import { exportFileName, exportRequest } from '../platform/exports/export-request';
import { withStoreWord } from '../platform/exports/export-store-word';
import { ApiFailure } from '../platform/http/api-failure';
import type { OperationHandler } from '../platform/http/operation';
import { peopleWhere } from '../platform/reports/people-filter';
import { PERSON_JOINS, sortPlan } from './people-repository';

/** The export columns of SPEC §3, in this order (shared with the console). */
const EXPORT_COLUMNS = PEOPLE_EXPORT_COLUMNS;

type ExportColumn = PeopleExportColumn;

/** The chosen columns (`email,full_name`…) in their order; every column when none is asked. */
function exportColumns(asked: string | undefined): ExportColumn[] {
  if (asked === undefined) return [...EXPORT_COLUMNS];
  const names = asked.split(',');
  const known = new Set<string>(EXPORT_COLUMNS);
  const bad = names.find((n, i) => !known.has(n) || names.indexOf(n) !== i);
  if (bad !== undefined) {
    throw new ApiFailure(400, 'validation', `Unknown or repeated export column: ${bad}`, {
      field: 'columns',
    });
  }
  return names as ExportColumn[];
}

/**
 * Rows per query: memory stays flat whatever the total (about 1 MB of rows in flight). Sorts
 * without an index (store, e-mail, status) re-sort the remaining rows per batch, so batches are
 * not smaller; such an export takes several times as long as one by name or date
 * (docs/benchmarks/people.md).
 */
const BATCH = 5000;

interface ExportRow {
  id: number;
  k: string;
  email: string | null;
  phone: string | null;
  employee_number: string | null;
  first_name: string;
  last_name: string;
  birth_date: string | null;
  gender: string | null;
  brand_name: string;
  store_name: string;
  position_name: string | null;
}

/**
 * GET /admin/v2/people/export: the list's filter and sort, streamed in keyset-paginated batches
 * (the sort key read back as text, so timestamps keep their microseconds and no row is skipped
 * or repeated between batches). No row cap.
 */
export const exportPeople: OperationHandler<'exportPeople'> = async (c, { query: filters }) => {
  const { db, now } = c.var.deps;
  const scope = await resolveScope(db, c.var.admin.id, filters);
  const p = new SqlParams();
  const where = peopleWhere(scope, filters, now(), p);
  const firstValues = [...p.values];
  // The keyset cursor's placeholders follow the filter's; their values change every batch.
  const cursorKey = p.add(null);
  const cursorId = p.add(null);
  const plan = sortPlan(filters.sort);
  const columns = exportColumns(filters.columns);
  const select = `SELECT p.id, (${plan.key})::text AS k, p.email, p.phone, p.employee_number,
                         p.first_name, p.last_name, p.birth_date, p.gender, b.name AS brand_name,
                         s.name AS store_name, pos.name AS position_name
                    FROM people p ${PERSON_JOINS}
                   WHERE ${where}`;
  const first = `${select} ORDER BY ${plan.orderBy} LIMIT ${BATCH}`;
  const next = `${select} AND (${plan.key}, p.id) ${plan.desc ? '<' : '>'}
                 (${cursorKey}::${plan.cast}, ${cursorId}::int)
                 ORDER BY ${plan.orderBy} LIMIT ${BATCH}`;

  await logActivity(
    db,
    {
      brandId: scope.brandId,
      adminId: c.var.admin.id,
      securityId: scope.securityId,
      action: 'export_people',
      targetType: scope.filter.level,
      targetId: scope.filter.storeId ?? scope.filter.regionId ?? scope.filter.brandId,
      details: {
        search: filters.search ?? null,
        position_id: filters.position_id ?? null,
        status: filters.status ?? 'all',
        time_in_product: filters.time_in_product ?? null,
        sort: filters.sort ?? null,
        columns: columns.length === EXPORT_COLUMNS.length ? null : columns,
      },
    },
    now(),
  );

  const request = await withStoreWord(db, exportRequest(c), scope.filter.brandId, columns);
  const file = exportFile(request, exportHeader(columns, request));
  let cursor: { k: string; id: number } | null = null;
  let finished = false;
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(file.take());
    },
    async pull(controller) {
      if (finished) return;
      const { rows } = cursor
        ? await db.query<ExportRow>(next, [...firstValues, cursor.k, cursor.id])
        : await db.query<ExportRow>(first, firstValues);
      for (const r of rows) {
        const cells: Record<ExportColumn, string | null> = {
          email: r.email,
          phone: r.phone,
          enrollment: r.employee_number,
          full_name: `${r.first_name} ${r.last_name}`.trim(),
          birth_date: r.birth_date,
          gender: r.gender,
          brand: r.brand_name,
          store: r.store_name,
          position: r.position_name,
        };
        file.row(
          exportRow(
            columns,
            columns.map((col) => cells[col]),
            request,
          ),
        );
      }
      const chunk = file.take();
      if (chunk.length > 0) controller.enqueue(chunk);
      const last = rows[rows.length - 1];
      if (!last || rows.length < BATCH) {
        finished = true;
        controller.enqueue(file.end());
        controller.close();
        return;
      }
      cursor = { k: last.k, id: last.id };
    },
    cancel() {
      finished = true;
    },
  });
  return c.body(stream, 200, {
    'content-type': file.type,
    'content-disposition': `attachment; filename="${exportFileName('people.csv', request.format)}"`,
    'cache-control': 'no-store',
  });
};
