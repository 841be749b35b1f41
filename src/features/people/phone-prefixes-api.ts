import type { AdminClient } from '../../api/clients';

/** listPhonePrefixes: the phone countries of the people forms, in the server's order. */
export function listPhonePrefixes(admin: AdminClient, signal: AbortSignal) {
  return admin.GET('/admin/v2/phone-prefixes', { signal });
}
