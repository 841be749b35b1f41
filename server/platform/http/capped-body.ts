import type { Context } from 'hono';
import { concatBytes } from '../../../openapi/rules/bytes';
import type { AppEnv } from './env';

/**
 * Reads a request body without ever holding more than `maxBytes` (content-length may be absent
 * or lie): throws what `tooLarge` makes as soon as the declared or the read size passes it.
 */
export async function readCappedBody(
  c: Context<AppEnv>,
  maxBytes: number,
  tooLarge: () => Error,
): Promise<Uint8Array> {
  const declared = Number(c.req.header('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge();
  const body = c.req.raw.body;
  if (!body) return new Uint8Array();
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  return concatBytes(chunks);
}
