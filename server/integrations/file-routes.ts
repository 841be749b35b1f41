import { concatBytes } from '../../openapi/rules/bytes';
import type { components } from '../../openapi/schema';
import { logActivity } from '../platform/activity/activity';
import type { IntegrationKind } from '../platform/auth/integration-key-rules';
import { resolveScope, type Scope } from '../platform/auth/scope';
import { retryOnDeadlock } from '../platform/db/deadlock-retry';
import { exportFile } from '../platform/exports/export-file';
import { exportFileName, exportRequest } from '../platform/exports/export-request';
import { ApiFailure } from '../platform/http/api-failure';
import { readCappedBody } from '../platform/http/capped-body';
import { type OperationHandler, type Routes, reply, route } from '../platform/http/operation';
import { ITEM_SCHEMAS, MAX_ITEMS } from '../platform/ingest/batch-rules';
import { applyItems, checkerOf, type LoadOutcome } from '../platform/ingest/load';
import type { IngestLoaders } from '../platform/ingest/loaders';
import { applyStatusRaises } from '../platform/ingest/person-status';
import {
  type ColumnIndex,
  columnIndex,
  type FileItem,
  FileProblem,
  type FileRow,
  fileItems,
  locateField,
} from './file-items';
import {
  exampleRow,
  exampleWorkbookRow,
  type FileShape,
  fileColumns,
  fileShape,
  ShapeProblem,
} from './file-shape';
import { fileTable } from './file-table';
import { placeLocalTimes } from './file-zones';

// An administrator's file loads (Admin › Integraciones): a kind's template, and a CSV or .xlsx
// file turned into the kind's items and run through the very loader and checks of the ingestion
// route, previewed in a transaction rolled back or applied, with the results by file row.

type RowResult = components['schemas']['IntegrationFileRowResult'];

/** 20 MB, as the people import: beyond that a load should be split. */
const MAX_FILE_BYTES = 20 * 1024 * 1024;

/** File loads write a brand's records: brand-level admins and super administrators only. */
function requireBrandLevel(scope: Scope): void {
  if (scope.role !== 'superAdmin' && scope.role !== 'brandAdmin') {
    throw new ApiFailure(403, 'forbidden', 'Only brand administrators load integration files');
  }
}

const shapes = new WeakMap<object, Map<IntegrationKind, FileShape | null>>();

/** The kind's file shape from the contract, or null when the kind cannot be loaded from a file. */
function shapeFor(doc: Record<string, unknown>, kind: IntegrationKind): FileShape | null {
  let byKind = shapes.get(doc);
  if (!byKind) {
    byKind = new Map();
    shapes.set(doc, byKind);
  }
  if (!byKind.has(kind)) {
    let shape: FileShape | null = null;
    try {
      shape = fileShape(doc, ITEM_SCHEMAS[kind]);
    } catch (err) {
      if (!(err instanceof ShapeProblem)) throw err;
    }
    byKind.set(kind, shape);
  }
  return byKind.get(kind) ?? null;
}

function loadable(doc: Record<string, unknown>, kind: IntegrationKind): FileShape {
  const shape = shapeFor(doc, kind);
  if (!shape)
    throw new ApiFailure(404, 'kind_not_available', `${kind} cannot be loaded from a file yet`);
  return shape;
}

/** GET /admin/v2/integration-files. */
const listIntegrationFileKinds: OperationHandler<'listIntegrationFileKinds'> = async (
  c,
  { query },
) => {
  const { db, contract } = c.var.deps;
  requireBrandLevel(await resolveScope(db, c.var.admin.id, query));
  const kinds = Object.keys(ITEM_SCHEMAS) as IntegrationKind[];
  const out = kinds.flatMap((kind) => {
    const shape = shapeFor(contract.doc, kind);
    return shape ? [{ kind, columns: fileColumns(shape) }] : [];
  });
  return reply(c, out);
};

/** GET /admin/v2/integration-files/{kind}/template. */
const getIntegrationFileTemplate: OperationHandler<'getIntegrationFileTemplate'> = async (
  c,
  { query, params },
) => {
  const { db, contract } = c.var.deps;
  requireBrandLevel(await resolveScope(db, c.var.admin.id, query));
  const shape = loadable(contract.doc, params.kind);
  const request = exportRequest(c);
  const file = exportFile(request, fileColumns(shape));
  file.row(
    request.format === 'xlsx'
      ? exampleWorkbookRow(shape, request.lang)
      : exampleRow(shape, request.lang),
  );
  const bytes = concatBytes([file.take(), file.end()]);
  const name = exportFileName(`${params.kind}-template.csv`, request.format);
  return c.body(bytes, 200, {
    'content-type': file.type,
    'content-disposition': `attachment; filename="${name}"`,
    'cache-control': 'no-store',
  });
};

/** Thrown out of a preview's transaction so that it rolls back, carrying what it would do. */
class PreviewDone extends Error {
  constructor(readonly outcome: LoadOutcome) {
    super('preview');
  }
}

/** The file's results in its order: the loader's answer placed on the rows it came from. */
function rowResults(
  items: readonly FileItem[],
  loaded: LoadOutcome['results'],
  columns: readonly string[],
  cell: (row: number, column: string) => string | null,
): RowResult[] {
  let next = 0;
  return items.map((it) => {
    const base = { row: it.rows[0] ?? 0, rows: it.rows, externalId: externalIdText(it.item) };
    if (it.conflict) {
      const { column, row } = it.conflict;
      return {
        ...base,
        row,
        status: 'rejected',
        column,
        value: cell(row, column),
        reason: 'inconsistent_rows',
        message: `Row ${row} gives ${column} another value than an earlier row of the same item`,
      };
    }
    const r = loaded[next++];
    if (!r) throw new Error('file load: an item without a result');
    if (r.status !== 'rejected') {
      return { ...base, status: r.status, column: null, value: null, reason: null, message: null };
    }
    const { column, row } = locateField(it, r.field ?? '', columns);
    return {
      ...base,
      row,
      status: 'rejected',
      column,
      value: cell(row, column),
      reason: r.reason,
      message: r.message,
    };
  });
}

const externalIdText = (item: Record<string, unknown>): string | null => {
  const id = item.externalId;
  return typeof id === 'string' && id.length <= 100 ? id : null;
};

/** POST /admin/v2/integration-files/{kind}?mode=preview|apply, on the app's loaders. */
const loadIntegrationFileWith =
  (loaders: IngestLoaders): OperationHandler<'loadIntegrationFile'> =>
  async (c, { query, params }) => {
    const { db, contract, now, stopping } = c.var.deps;
    const scope = await resolveScope(db, c.var.admin.id, query);
    requireBrandLevel(scope);
    const kind = params.kind;
    const shape = loadable(contract.doc, kind);
    const loader = loaders[kind];
    const bytes = await readCappedBody(
      c,
      MAX_FILE_BYTES,
      () =>
        new ApiFailure(413, 'file_too_large', 'The file is larger than 20 MB: split it', {
          field: 'body',
        }),
    );
    let items: FileItem[];
    let rows: FileRow[];
    let format: 'csv' | 'xlsx';
    let index: ColumnIndex;
    try {
      const table = fileTable(bytes);
      index = columnIndex(shape, table.header);
      rows = table.rows;
      format = table.format;
      items = fileItems(shape, rows, index);
    } catch (err) {
      if (err instanceof FileProblem) {
        throw new ApiFailure(400, err.reason, err.message, { field: err.field });
      }
      throw err;
    }
    if (items.length > MAX_ITEMS) {
      throw new ApiFailure(
        413,
        'too_many_items',
        `${items.length} items: at most ${MAX_ITEMS} per file, split it`,
        { field: 'body' },
      );
    }
    // Date cells and times without an offset, read in their store's zone (file-zones.ts).
    await placeLocalTimes(db, scope.brandId, items);
    const apply = query.mode === 'apply';
    const toLoad = items.filter((it) => it.conflict === null).map((it) => it.item);
    const at = now();
    const run = { brandId: scope.brandId, check: checkerOf(contract.doc), at, stopping };
    let outcome: LoadOutcome;
    try {
      outcome = await retryOnDeadlock(() =>
        db.transaction(async (tx) => {
          const done = await applyItems(tx, loader, toLoad, run);
          if (!apply) throw new PreviewDone(done);
          const conflicts = items.length - toLoad.length;
          await logActivity(
            tx,
            {
              brandId: scope.brandId,
              adminId: c.var.admin.id,
              securityId: scope.securityId,
              action: 'integration_load',
              targetType: 'brand',
              targetId: scope.brandId,
              details: {
                kind,
                source: 'file',
                // The name the administrator's file had, for the log's sentence (null unnamed).
                file: query.file_name ?? null,
                format,
                items: items.length,
                ...done.counts,
                rejected: done.counts.rejected + conflicts,
              },
            },
            at,
          );
          return done;
        }),
      );
      await applyStatusRaises(db, scope.brandId);
    } catch (err) {
      if (!(err instanceof PreviewDone)) throw err;
      outcome = err.outcome;
    }
    const byRow = new Map(rows.map((r) => [r.row, r]));
    const cell = (row: number, column: string): string | null => {
      const at = index.get(column);
      const value = at === undefined ? undefined : byRow.get(row)?.cells[at];
      return value === undefined ? null : value;
    };
    const results = rowResults(items, outcome.results, fileColumns(shape), cell);
    const counts = { created: 0, updated: 0, unchanged: 0, rejected: 0 };
    for (const r of results) counts[r.status] += 1;
    return reply(c, {
      kind,
      mode: apply ? 'apply' : 'preview',
      format,
      items: items.length,
      ...counts,
      results,
    });
  };

export function integrationFileRoutes(routes: Routes, loaders: IngestLoaders): void {
  route(routes, 'listIntegrationFileKinds', listIntegrationFileKinds);
  route(routes, 'getIntegrationFileTemplate', getIntegrationFileTemplate);
  route(routes, 'loadIntegrationFile', loadIntegrationFileWith(loaders));
}
