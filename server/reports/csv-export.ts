import type { Context } from 'hono';
import { csvLine, UTF8_BOM } from '../../openapi/rules/csv-write';
import type { AppEnv } from '../http/env';

// A report's CSV sibling: the same rows as the screen, in the same order, as a streamed
// download (UTF-8 with BOM, CRLF, formula cells neutralised by csvLine).

type Cell = string | number | boolean | null | undefined;

/** Lines per chunk written to the stream. */
const CHUNK = 1000;

/** Rows per batch a streamed export asks `Db.batches` for (~150 kB of CSV each). */
export const EXPORT_BATCH = 1000;

export interface CsvShape<I> {
  header: readonly string[];
  cells: (item: I) => readonly Cell[];
}

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
 * Streams `items` as a CSV attachment named `filename`: a whole list, or batches written as they
 * arrive (a large export: its first lines leave while the database still sends the rest).
 */
export function csvResponse<I>(
  c: Context<AppEnv>,
  filename: string,
  shape: CsvShape<I>,
  items: readonly I[] | Batches<I>,
): Response {
  const encoder = new TextEncoder();
  const lines = (list: readonly I[], from: number, to: number) => {
    let chunk = '';
    for (let i = from; i < to; i++) chunk += csvLine(shape.cells(list[i] as I));
    return chunk;
  };
  let next = 0;
  const stream = new ReadableStream<Uint8Array>(
    {
      start(controller) {
        controller.enqueue(encoder.encode(UTF8_BOM + csvLine(shape.header)));
      },
      async pull(controller) {
        if (!isList(items)) {
          // An empty batch must not end a pull without a chunk: the stream would not pull again.
          for (;;) {
            const step = await items.next();
            if (step.done) return controller.close();
            if (step.value.length > 0) {
              return controller.enqueue(encoder.encode(lines(step.value, 0, step.value.length)));
            }
          }
        }
        const end = Math.min(items.length, next + CHUNK);
        const chunk = lines(items, next, end);
        next = end;
        if (chunk !== '') controller.enqueue(encoder.encode(chunk));
        if (next >= items.length) controller.close();
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
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': `attachment; filename="${filename}"`,
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
  return csvResponse(c, filename, shape, rows);
}

function isList<I>(items: readonly I[] | Batches<I>): items is readonly I[] {
  return Array.isArray(items);
}
