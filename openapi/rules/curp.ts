// CURP (Clave Única de Registro de Población), the Mexican national ID of the people import and
// of DC3 forms: 18 characters laid out by RENAPO, the last one a check digit.

const STATES = new Set(
  'AS BC BS CC CL CM CS CH DF DG GT GR HG JC MC MN MS NT NL OC PL QT QR SP SL SR TC TS TL VZ YN ZS NE'.split(
    ' ',
  ),
);
const SHAPE =
  /^[A-Z][AEIOUX][A-Z]{2}(\d{2})(\d{2})(\d{2})[HMX]([A-Z]{2})[B-DF-HJ-NP-TV-Z]{3}([A-Z0-9])(\d)$/;
const ALPHABET = '0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ';

/** True when y-m-d is a real calendar day. */
export function isCalendarDate(y: number, m: number, d: number): boolean {
  if (m < 1 || m > 12 || d < 1) return false;
  const days = [
    31,
    y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0) ? 29 : 28,
    31,
    30,
    31,
    30,
    31,
    31,
    30,
    31,
    30,
    31,
  ];
  return d <= (days[m - 1] ?? 0);
}

/** The check digit RENAPO computes over the first 17 characters. */
export function curpCheckDigit(first17: string): number {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += ALPHABET.indexOf(first17[i] ?? '') * (18 - i);
  return (10 - (sum % 10)) % 10;
}

/** Upper-cases and trims a CURP as typed, so "  abcd…" and "ABCD…" compare equal. */
export const normaliseCurp = (raw: string) => raw.trim().toUpperCase();

/**
 * Whether a (normalised) CURP is well formed: shape, state code, a real birth date (the 17th
 * character is a digit for people born before 2000, a letter from 2000 on) and the check digit.
 */
export function isValidCurp(curp: string): boolean {
  const m = SHAPE.exec(curp);
  if (!m) return false;
  const [, yy, mm, dd, state, differentiator, check] = m;
  if (!STATES.has(state ?? '')) return false;
  const century = /\d/.test(differentiator ?? '') ? 1900 : 2000;
  if (!isCalendarDate(century + Number(yy), Number(mm), Number(dd))) return false;
  return curpCheckDigit(curp.slice(0, 17)) === Number(check);
}
