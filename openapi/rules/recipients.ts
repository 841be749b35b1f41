// SPEC §5 share-brand-key recipients: an e-mail, or a phone entry of 4 to 12 characters
// (country +61 is exempt from the length rule). Shared by the SPA and the server.

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type Recipient = { kind: 'email'; value: string } | { kind: 'phone'; value: string };

/** True for a syntactically valid e-mail address. */
export function isValidEmail(value: string): boolean {
  return EMAIL.test(value.trim());
}

/** Classifies one recipient entry, or returns null when the spec rejects it ('Invalid phone'). */
export function parseRecipient(entry: string, callingCode: string): Recipient | null {
  const value = entry.trim();
  if (value.includes('@')) return isValidEmail(value) ? { kind: 'email', value } : null;
  if (!/^[0-9]+$/.test(value)) return null;
  if (callingCode !== '+61' && (value.length < 4 || value.length > 12)) return null;
  return { kind: 'phone', value };
}
