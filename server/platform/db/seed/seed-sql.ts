import type { Db } from '../db';

// Deterministic pseudo-randomness in SQL: hashint8 is the same function on PostgreSQL 15 and on
// PGlite (PostgreSQL 18), so a key and a salt give the same number on both engines. Everything
// derived from it stays in integer arithmetic, so no float rounding can differ between versions.

/** A pseudo-random int in [0, 2^31) from an int8 SQL expression and a salt (0–999). */
export function hash(key: string, salt: number): string {
  return `(hashint8((${key})::int8 * 1000 + ${salt}) & 2147483647)`;
}

/** A pseudo-random int in [0, n). */
export function rand(key: string, salt: number, n: number | string): string {
  return `(${hash(key, salt)} % (${n}))`;
}

/** An SQL string literal. Only for the seed's own constants. */
export function lit(value: string): string {
  return `'${value.replaceAll("'", "''")}'`;
}

function textArray(values: readonly string[]): string {
  return `ARRAY[${values.map(lit).join(', ')}]::text[]`;
}

/** A pseudo-random element of a non-empty list of constants. */
export function pick(values: readonly string[], key: string, salt: number): string {
  return `(${textArray(values)})[1 + ${rand(key, salt, values.length)}]`;
}

/**
 * A CASE choosing by weight: weighted([[a, 30], [b, 70]], bucket) where bucket is in [0, 100).
 * Values are SQL expressions.
 */
export function weighted(choices: readonly (readonly [string, number])[], bucket: string): string {
  let bound = 0;
  const arms = choices.slice(0, -1).map(([value, weight]) => {
    bound += weight;
    return `WHEN ${bucket} < ${bound} THEN ${value}`;
  });
  return `CASE ${arms.join(' ')} ELSE ${choices.at(-1)?.[0] ?? 'NULL'} END`;
}

/** An accent-folded, space-free lower-case SQL expression, for e-mail local parts. */
export function emailPart(expr: string): string {
  return `replace(replace(search_fold(${expr}), ' ', ''), '.', '')`;
}

/**
 * Inserts JS rows through one jsonb parameter: one round trip, same on both engines.
 * columns maps column name to SQL type.
 */
export async function insertRows(
  db: Db,
  table: string,
  columns: Record<string, string>,
  rows: readonly object[],
): Promise<void> {
  if (rows.length === 0) return;
  const names = Object.keys(columns);
  const defs = names.map((n) => `${n} ${columns[n]}`).join(', ');
  await db.query(
    `INSERT INTO ${table} (${names.join(', ')})
     SELECT ${names.join(', ')} FROM jsonb_to_recordset($1::jsonb) AS r(${defs})`,
    [JSON.stringify(rows)],
  );
}
