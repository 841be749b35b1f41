import type { Context } from 'hono';
import type { AppEnv } from '../http/env';
import { uniqueNames, zipStream } from './zip-stream';

// The answer of a "download these documents" call: one PDF as itself, several as a streamed zip
// whose next PDF is drawn only when the reader has taken the previous ones (memory stays flat).

export interface PdfFiles<T> {
  /** A file name without extension, already safe (see safeFileName). */
  fileBase: (item: T) => string;
  render: (item: T) => Promise<Uint8Array<ArrayBuffer>>;
  /** The zip's file name, with its extension. */
  zipName: string;
}

export async function pdfOrZip<T>(
  c: Context<AppEnv>,
  items: readonly T[],
  files: PdfFiles<T>,
): Promise<Response> {
  const nameOf = uniqueNames();
  const headers = { 'cache-control': 'no-store' };
  const [first] = items;
  if (items.length === 1 && first !== undefined) {
    return c.body(await files.render(first), 200, {
      ...headers,
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${nameOf(files.fileBase(first), 'pdf')}"`,
    });
  }
  async function* entries() {
    for (const item of items) {
      yield { name: nameOf(files.fileBase(item), 'pdf'), data: await files.render(item) };
    }
  }
  return c.body(zipStream(entries()), 200, {
    ...headers,
    'content-type': 'application/zip',
    'content-disposition': `attachment; filename="${files.zipName}"`,
  });
}
