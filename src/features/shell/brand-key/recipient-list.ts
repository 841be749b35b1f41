import { parseRecipient } from '../../../../openapi/rules/recipients';

/** Result of typing a recipient and pressing Enter. */
export type AddRecipientResult =
  | { ok: true; list: string[] }
  | { ok: false; reason: 'empty' | 'invalid' };

/**
 * Adds one share-brand-key recipient (SPEC §5): an e-mail, or a phone entry of 4 to 12 digits
 * (country +61 exempt); anything else is rejected with 'Invalid phone'. A repeat is not added twice.
 */
export function addRecipient(
  list: readonly string[],
  entry: string,
  callingCode: string,
): AddRecipientResult {
  const value = entry.trim();
  if (value === '') return { ok: false, reason: 'empty' };
  const recipient = parseRecipient(value, callingCode);
  if (!recipient) return { ok: false, reason: 'invalid' };
  const same = (r: string) => r.toLowerCase() === recipient.value.toLowerCase();
  return { ok: true, list: list.some(same) ? [...list] : [...list, recipient.value] };
}

/** The send button is disabled until at least one recipient exists (SPEC §4). */
export function canSend(list: readonly string[], busy: boolean): boolean {
  return list.length > 0 && !busy;
}
