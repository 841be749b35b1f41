import { Zip, ZipPassThrough } from 'fflate';

// Many files as one zip, streamed: the next entry is made only when the reader has taken the
// bytes of the previous ones, so a thousand PDFs never sit in memory together. Entries are
// stored, not recompressed (PDF content is compressed already).

export interface ZipEntry {
  name: string;
  data: Uint8Array;
}

export function zipStream(entries: AsyncIterable<ZipEntry>): ReadableStream<Uint8Array> {
  const it = entries[Symbol.asyncIterator]();
  let pending: Uint8Array[] = [];
  let finished = false;
  let failure: Error | null = null;
  const zip = new Zip((err, chunk, final) => {
    if (err) failure = err;
    else pending.push(chunk);
    if (final) finished = true;
  });
  let ended = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        while (pending.length === 0 && !finished && failure === null) {
          if (ended) break;
          const next = await it.next();
          if (next.done) {
            ended = true;
            zip.end();
          } else {
            const file = new ZipPassThrough(next.value.name);
            zip.add(file);
            file.push(next.value.data, true);
          }
        }
      } catch (error) {
        failure = error instanceof Error ? error : new Error(String(error));
      }
      if (failure !== null) {
        controller.error(failure);
        return;
      }
      for (const chunk of pending) controller.enqueue(chunk);
      pending = [];
      if (finished) controller.close();
    },
    async cancel() {
      zip.terminate();
      await it.return?.();
    },
  });
}

/** A file name safe in any zip tool: ASCII letters and digits, accents folded. */
export function safeFileName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toUpperCase();
}

/** `name` made unique within one zip (-2, -3… on repeats). */
export function uniqueNames() {
  const seen = new Map<string, number>();
  return (base: string, ext: string) => {
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    return n === 1 ? `${base}.${ext}` : `${base}-${n}.${ext}`;
  };
}
