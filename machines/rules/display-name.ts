import { displayName } from '../../openapi/rules/display-name';

// The display-name rule itself (SPEC §3) is shared with the server in openapi/rules.

/** Full name of a user record: first and last name joined, `null` parts dropped. */
export function fullNameOf(first: string | null | undefined, last: string | null | undefined) {
  return displayName({ fullName: `${first ?? 'null'} ${last ?? 'null'}` });
}
