import { csvDocument, UTF8_BOM } from '../../openapi/rules/csv-write';
import { resolveScope } from '../platform/auth/scope';
import type { OperationHandler } from '../platform/http/operation';
import { IMPORT_COLUMNS } from './people-import-rules';

/** Read-only reference columns of the template; the importer ignores any column it does not know. */
const REFERENCE_COLUMNS = ['available_stores', 'available_positions'] as const;

/**
 * GET /admin/v2/people/import-template. Layout: the nine import columns, then two reference
 * columns listing the names the importer accepts (the stores of the current scope filter and the
 * brand's positions), one per line with the import columns left empty. Rows whose import
 * columns are all empty are skipped by the importer, so the template imports as 0 people and
 * 0 errors, and a person may be typed on any line, reference or not.
 */
export const getImportTemplate: OperationHandler<'getImportTemplate'> = async (c, { query }) => {
  const { db } = c.var.deps;
  const scope = await resolveScope(db, c.var.admin.id, query);
  const f = scope.filter;
  const [stores, positions] = await Promise.all([
    db.query<{ name: string }>(
      `SELECT name FROM organizations
        WHERE kind = 'store' AND brand_id = $1
          AND ($2::int IS NULL OR region_id = $2) AND ($3::int IS NULL OR id = $3)
        ORDER BY lower(name), id`,
      [f.brandId, f.regionId, f.storeId],
    ),
    db.query<{ name: string }>(
      'SELECT name FROM positions WHERE brand_id = $1 ORDER BY lower(name), id',
      [scope.brandId],
    ),
  ]);
  const lines = Math.max(stores.rows.length, positions.rows.length);
  const rows = Array.from({ length: lines }, (_, i) => [
    ...IMPORT_COLUMNS.map(() => ''),
    stores.rows[i]?.name ?? '',
    positions.rows[i]?.name ?? '',
  ]);
  const csv = UTF8_BOM + csvDocument([...IMPORT_COLUMNS, ...REFERENCE_COLUMNS], rows);
  return c.body(csv, 200, {
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': 'attachment; filename="people-import-template.csv"',
    'cache-control': 'no-store',
  });
};
