import { displayName } from '../../openapi/rules/display-name';

// The display-name rule itself (SPEC §3) is shared with the server in openapi/rules.

/** Full name of a user record: first and last name joined, `null` parts dropped. */
export function fullNameOf(first: string | null | undefined, last: string | null | undefined) {
  return displayName({ fullName: `${first ?? 'null'} ${last ?? 'null'}` });
}

/** Initials of a display name: first letters of its first and last words, upper case. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.charAt(0) ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.charAt(0) ?? '') : '';
  return `${first}${last}`.toLocaleUpperCase();
}
