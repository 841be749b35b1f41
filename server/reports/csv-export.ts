import type { Context } from 'hono';
import { csvLine, UTF8_BOM } from '../csv/write';
import type { AppEnv } from '../http/env';

// A report's CSV sibling: the same rows as the screen, in the same order, as a streamed
// download (UTF-8 with BOM, CRLF, formula cells neutralised by csvLine).

type Cell = string | number | boolean | null | undefined;

/** Lines per chunk written to the stream. */
const CHUNK = 1000;

export interface CsvShape<I> {
  header: readonly string[];
  cells: (item: I) => readonly Cell[];
}

/** Streams `items` as a CSV attachment named `filename`. */
export function csvResponse<I>(
  c: Context<AppEnv>,
  filename: string,
  shape: CsvShape<I>,
  items: readonly I[],
): Response {
  const encoder = new TextEncoder();
  let next = 0;
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(UTF8_BOM + csvLine(shape.header)));
    },
    pull(controller) {
      let chunk = '';
      const end = Math.min(items.length, next + CHUNK);
      for (; next < end; next++) chunk += csvLine(shape.cells(items[next] as I));
      if (chunk !== '') controller.enqueue(encoder.encode(chunk));
      if (next >= items.length) controller.close();
    },
  });
  return c.body(stream, 200, {
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': `attachment; filename="${filename}"`,
    'cache-control': 'no-store',
  });
}
