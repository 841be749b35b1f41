// The header of a `store` column in the brand's own word (SPEC §1: the word for a store follows
// the domain's store type in the user's language). Brands keep it per language in
// organizations.store_type ({ es: 'Plantel', en: 'Campus' }); a language the brand has no word in
// keeps the generic header of export-words.ts.
import type { Db } from '../db/db';
import type { ExportRequest } from './export-request';
import type { ExportLang } from './export-words';

/** The brand's store word in `lang`, capitalised as a header; undefined when it has none. */
async function brandStoreWord(
  db: Db,
  brandId: number,
  lang: ExportLang,
): Promise<string | undefined> {
  const { rows } = await db.query<{ word: unknown }>(
    `SELECT store_type ->> $2 AS word FROM organizations WHERE id = $1`,
    [brandId, lang.split('-')[0]],
  );
  const word = rows[0]?.word;
  if (typeof word !== 'string' || word.trim() === '') return undefined;
  const text = word.trim();
  return text.charAt(0).toLocaleUpperCase(lang) + text.slice(1);
}

/** `request` with the brand's store word when the file is in a language and has a store column. */
export async function withStoreWord(
  db: Db,
  request: ExportRequest,
  brandId: number,
  columns: readonly string[],
): Promise<ExportRequest> {
  if (request.lang === null || !columns.includes('store')) return request;
  const storeWord = await brandStoreWord(db, brandId, request.lang);
  return storeWord ? { ...request, storeWord } : request;
}
