import { isCalendarDate } from './curp';

// RFC (Registro Federal de Contribuyentes), the Mexican tax ID: 13 characters for a person,
// 12 for a company; name letters, the date (YYMMDD), a two-character homoclave and a check
// character computed by SAT's modulo-11 rule.

const SHAPE = /^([A-ZÑ&]{3,4})(\d{2})(\d{2})(\d{2})([A-Z0-9]{2})([A0-9])$/;
const ALPHABET = '0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ Ñ';
/** SAT's generic RFCs (general public, foreigners) have no real check character. */
const GENERIC = new Set(['XAXX010101000', 'XEXX010101000']);

/** Upper-cases and trims an RFC as typed. */
export const normaliseRfc = (raw: string) => raw.trim().toUpperCase();

/** SAT's check character over the first 11 (company) or 12 (person) characters. */
export function rfcCheckCharacter(withoutCheck: string): string {
  // A company's RFC is one letter shorter; SAT pads it on the left with a space.
  const padded = withoutCheck.length === 11 ? ` ${withoutCheck}` : withoutCheck;
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += ALPHABET.indexOf(padded[i] ?? '') * (13 - i);
  const remainder = sum % 11;
  if (remainder === 0) return '0';
  const digit = 11 - remainder;
  return digit === 10 ? 'A' : String(digit);
}

/**
 * Whether a (normalised) RFC is well formed: 4 letters (person) or 3 (company), a real date
 * (any century: two-digit years are read as 19xx or 20xx, both valid), the homoclave and SAT's
 * check character.
 */
export function isValidRfc(rfc: string): boolean {
  if (GENERIC.has(rfc)) return true;
  const m = SHAPE.exec(rfc);
  if (!m) return false;
  const [, , yy, mm, dd, , check] = m;
  const y = Number(yy);
  // 29 February of a year ending in 00 exists in 2000 but not 1900; either reading is fine.
  if (
    !isCalendarDate(2000 + y, Number(mm), Number(dd)) &&
    !isCalendarDate(1900 + y, Number(mm), Number(dd))
  ) {
    return false;
  }
  return rfcCheckCharacter(rfc.slice(0, -1)) === check;
}
