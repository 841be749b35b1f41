/** The fields a person is displayed by (SPEC §3 "person display"). */
export interface PersonDisplay {
  fullName?: string | null;
  email?: string | null;
  phone?: string | null;
  enrollment?: string | null;
}

/** Display name: fullName without `null` words, else email, phone, enrollment, else empty. */
export function displayName(person: PersonDisplay): string {
  const full = person.fullName ?? '';
  if (full.includes('null')) {
    const words = full.split(/\s+/).filter((w) => w !== '' && w !== 'null');
    const cleaned = words.join(' ');
    if (cleaned !== '') return cleaned;
  } else if (full.trim() !== '') {
    return full.trim();
  }
  return person.email || person.phone || person.enrollment || '';
}

/** Full name of a user record: first and last name joined, `null` parts dropped. */
export function fullNameOf(first: string | null | undefined, last: string | null | undefined) {
  return displayName({ fullName: `${first ?? 'null'} ${last ?? 'null'}` });
}
