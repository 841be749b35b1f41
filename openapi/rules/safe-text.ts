// Text the database cannot store or that breaks JSON round trips: PostgreSQL refuses U+0000 in
// text and jsonb, and a lone UTF-16 surrogate has no UTF-8 form (jsonb rejects its \u escape).
// The request validator and the CSV import both refuse such text with the same reason codes.

/** Why a text cannot be stored, or null when it can. */
export type UnsafeTextReason = 'nul_character' | 'lone_surrogate';

// With the `u` flag a paired surrogate is one code point, so this class matches only lone ones.
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

/** The first reason `value` cannot be stored as text, or null. */
export function unsafeTextReason(value: string): UnsafeTextReason | null {
  if (value.includes('\u0000')) return 'nul_character';
  if (LONE_SURROGATE.test(value)) return 'lone_surrogate';
  return null;
}
