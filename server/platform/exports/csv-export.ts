import type { Context } from 'hono';
import type { AppEnv } from '../http/env';
import type { ReportContext } from '../reports/report-context';
import { exportHeader, exportRow, type RawCell } from './export-cells';
import { exportFile } from './export-file';
import { type ExportRequest, exportFileName, exportRequest } from './export-request';
import { withStoreWord } from './export-store-word';

// A report's CSV (or Excel) sibling: the same rows as the screen, in the same order, as a streamed
// download (CSV: UTF-8 with BOM, CRLF, formula cells neutralised by csvLine; Excel: typed cells,
// see openapi/rules/xlsx-write.ts).

type Cell = RawCell;

/** Lines per chunk written to the stream. */
const CHUNK = 1000;

/** Rows per batch a streamed export asks `Db.batches` for (~150 kB of CSV each). */
export const EXPORT_BATCH = 1000;

export interface CsvShape<I> {
  header: readonly string[];
  cells: (item: I) => readonly Cell[];
}

/** What an export knows of its request: the scope it resolved (the brand's store word). */
export type ExportContext = Pick<ReportContext, 'scope'>;

/** Rows in order, a batch at a time, as `Db.batches` hands them over (see `startBatches`). */
export type Batches<I> = AsyncIterator<readonly I[], unknown, undefined>;

/**
 * Starts `batches` and waits for the first one, so a statement that fails still answers with an
 * error rather than a cut download. If the response is not sent after all, call `return()` on
 * the result: it frees the connection.
 */
async function startBatches<I>(batches: Batches<I>): Promise<Batches<I>> {
  let first: Promise<IteratorResult<readonly I[], unknown>> | undefined = Promise.resolve(
    await batches.next(),
  );
  return {
    next: () => {
      const step = first ?? batches.next();
      first = undefined;
      return step;
    },
    return: async (value?: unknown) => (await batches.return?.(value)) ?? { done: true, value },
  };
}

/**
 * Streams `items` as a CSV attachment named `filename`, or as a workbook when the request asks
 * `format=xlsx` (`people.xlsx`): a whole list, or batches written as they arrive (a large export:
 * its first lines leave while the database still sends the rest). With `lang`, headers and coded
 * values are in that language (a store column in the word of the brand of `ctx`'s scope);
 * instants are always the admin's local time with the offset.
 */
export async function csvResponse<I>(
  c: Context<AppEnv>,
  ctx: ExportContext,
  filename: string,
  shape: CsvShape<I>,
  items: readonly I[] | Batches<I>,
): Promise<Response> {
  const columns = shape.header;
  let request: ExportRequest;
  try {
    const brandId = ctx.scope.filter.brandId;
    request = await withStoreWord(c.var.deps.db, exportRequest(c), brandId, columns);
  } catch (err) {
    // Nothing will read the batches: free their connection.
    if (!isList(items)) await items.return?.();
    throw err;
  }
  const file = exportFile(request, exportHeader(columns, request));
  const rows = (list: readonly I[], from: number, to: number) => {
    for (let i = from; i < to; i++) {
      file.row(exportRow(columns, shape.cells(list[i] as I), request));
    }
    return file.take();
  };
  let next = 0;
  const stream = new ReadableStream<Uint8Array>(
    {
      start(controller) {
        controller.enqueue(file.take());
      },
      async pull(controller) {
        if (!isList(items)) {
          // An empty batch must not end a pull without a chunk: the stream would not pull again.
          for (;;) {
            const step = await items.next();
            if (step.done) {
              controller.enqueue(file.end());
              return controller.close();
            }
            if (step.value.length > 0) {
              const chunk = rows(step.value, 0, step.value.length);
              if (chunk.length > 0) return controller.enqueue(chunk);
            }
          }
        }
        const end = Math.min(items.length, next + CHUNK);
        const chunk = rows(items, next, end);
        next = end;
        if (chunk.length > 0) controller.enqueue(chunk);
        if (next >= items.length) {
          controller.enqueue(file.end());
          controller.close();
        }
      },
      async cancel() {
        // The client went away: stop reading rows and free the connection.
        if (!isList(items)) await items.return?.();
      },
    },
    // Pulled only when the server writes the next chunk, not ahead to keep one queued: a batch is
    // asked for once the last one is on its way (user-ranking.ts's PGlite export starts its long
    // statement on that request, so its first rows leave before the statement holds the thread).
    { highWaterMark: 0 },
  );
  return c.body(stream, 200, {
    'content-type': file.type,
    'content-disposition': `attachment; filename="${exportFileName(filename, request.format)}"`,
    'cache-control': 'no-store',
  });
}

/**
 * A streamed export: waits for the first batch (a failing statement answers with an error, not a
 * cut download), then runs `record` (its activity-log entry), then streams the CSV. If `record`
 * fails, the statement's connection is freed and the error answered.
 */
export async function recordedCsvResponse<I>(
  c: Context<AppEnv>,
  ctx: ExportContext,
  filename: string,
  shape: CsvShape<I>,
  batches: Batches<I>,
  record: () => Promise<unknown>,
): Promise<Response> {
  const rows = await startBatches(batches);
  try {
    await record();
  } catch (err) {
    await rows.return?.();
    throw err;
  }
  return csvResponse(c, ctx, filename, shape, rows);
}

function isList<I>(items: readonly I[] | Batches<I>): items is readonly I[] {
  return Array.isArray(items);
}
