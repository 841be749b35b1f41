import { DEFAULT_CALLING_CODE, PHONE_COUNTRIES } from './phone-countries';

// SPEC §5 "Phone must be valid; 'Invalid phone number length' for bad length", for the people
// forms and the import. A phone is stored as its national digits, the calling code apart.

/** Plausible national-number lengths (mobile, with or without the trunk 0) per calling code. */
const LENGTHS: Record<string, readonly [number, number]> = {
  '+52': [10, 10],
  '+61': [9, 10],
  '+57': [10, 10],
  '+504': [8, 8],
  '+505': [8, 8],
  '+503': [8, 8],
  '+1': [10, 10],
  '+34': [9, 9],
  '+46': [7, 10],
  '+56': [9, 9],
  '+593': [9, 10],
  '+54': [10, 11],
  '+55': [10, 11],
  '+51': [9, 9],
  '+58': [10, 10],
};
/** E.164 allows at most 15 digits; below 7 nothing is a reachable mobile. */
const OTHER: readonly [number, number] = [7, 15];

export type PhoneCheck =
  | { ok: true; digits: string; callingCode: string }
  | { ok: false; reason: 'invalid_phone' | 'invalid_phone_length' };

/** The [min, max] digits accepted for a calling code. */
const phoneLength = (callingCode: string) => LENGTHS[callingCode] ?? OTHER;

// Longest first, so +593 is tried before +59… would be and +1 last.
const CODES = PHONE_COUNTRIES.map((c) => c.callingCode).sort((a, b) => b.length - a.length);

/**
 * Checks a phone as typed: spaces, dashes, dots and parentheses are ignored; a leading +code of
 * the country list overrides the given calling code; anything else but digits is invalid.
 */
export function checkPhone(raw: string, callingCode = DEFAULT_CALLING_CODE): PhoneCheck {
  let value = raw.trim().replace(/[\s().-]/g, '');
  let code = callingCode;
  if (value.startsWith('+')) {
    const found = CODES.find((c) => value.startsWith(c));
    if (!found) return { ok: false, reason: 'invalid_phone' };
    code = found;
    value = value.slice(found.length);
  }
  if (!/^[0-9]+$/.test(value)) return { ok: false, reason: 'invalid_phone' };
  const [min, max] = phoneLength(code);
  if (value.length < min || value.length > max)
    return { ok: false, reason: 'invalid_phone_length' };
  return { ok: true, digits: value, callingCode: code };
}
