import { displayName } from '../../../openapi/rules/display-name';
import type { SqlParams } from '../db/sql';
import { likePattern } from '../db/sql';

// The person of a report row, as SQL and as the contract's IdName: the search over people
// (`p` joined), and the name shown (full name, else e-mail, phone or employee number).

/** The condition matching `search` on the person `p` (accents folded), or null when empty. */
export function personSearchSql(p: SqlParams, search: string | undefined): string | null {
  const text = search?.trim().toLowerCase() ?? '';
  if (text === '') return null;
  const pattern = p.add(likePattern(text));
  return `(p.search_text LIKE ${pattern} OR p.search_text LIKE search_fold(${pattern}::text))`;
}

/** The people columns a row's displayed name is made of (`personItem`, `displayName`). */
export const NAME_COLUMNS = ['first_name', 'last_name', 'email', 'phone', 'employee_number'];

export interface PersonColumns {
  person_id: number;
  first_name: string;
  last_name: string;
  email: string | null;
  phone: string | null;
  employee_number: string | null;
}

/** The person of a row as the contract's IdName. */
export const personItem = (r: PersonColumns) => ({
  id: r.person_id,
  name: displayName({
    fullName: `${r.first_name} ${r.last_name}`.trim(),
    email: r.email,
    phone: r.phone,
    enrollment: r.employee_number,
  }),
});

/** A row's region (`region_id`, `region_name`) as IdName, or null. */
export const regionItem = (r: { region_id: number | null; region_name: string | null }) =>
  r.region_id === null ? null : { id: r.region_id, name: r.region_name ?? '' };
