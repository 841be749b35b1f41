import { describe, expect, it } from 'vitest';
import {
  curpCheckDigit,
  isCalendarDate,
  isValidCurp,
  normaliseCurp,
} from '../../openapi/rules/curp';
import { checkPhone } from '../../openapi/rules/phone-number';
import { isValidRfc, normaliseRfc, rfcCheckCharacter } from '../../openapi/rules/rfc';

describe('CURP', () => {
  // Published examples whose check digit RENAPO's rule reproduces.
  it.each(['MAHJ280603MSPRRV09', 'LOOA531113HTCPBN07', 'RUMC950314MDFZNR04'])(
    'accepts %s',
    (curp) => {
      expect(isValidCurp(curp)).toBe(true);
    },
  );

  it('computes the check digit over the first 17 characters', () => {
    expect(curpCheckDigit('MAHJ280603MSPRRV0')).toBe(9);
    expect(curpCheckDigit('LOOA531113HTCPBN0')).toBe(7);
  });

  it.each([
    ['MAHJ280603MSPRRV08', 'wrong check digit'],
    ['MAHJ280603MSPRRV0', 'too short'],
    ['MAHJ280603MSPRRV091', 'too long'],
    ['MAHJ281303MSPRRV09', 'month 13'],
    ['MAHJ280230MSPRRV09', '30 February'],
    ['MAHJ280603MZZRRV09', 'unknown state ZZ'],
    ['MAHJ280603QSPRRV09', 'sex Q'],
    ['MBHJ280603MSPRRV09', 'second letter not a vowel'],
    ['MAHJ280603MSPARV09', 'vowel where a consonant goes'],
    ['mahj280603msprrv09', 'lower case (normalise first)'],
  ])('refuses %s (%s)', (curp) => {
    expect(isValidCurp(curp)).toBe(false);
  });

  it('reads the century from the 17th character (digit 19xx, letter 20xx)', () => {
    // 29 February 2000 exists; 29 February 1900 does not.
    const leap2000 = 'AAAA000229HDFBBBA';
    expect(isValidCurp(`${leap2000}${curpCheckDigit(leap2000)}`)).toBe(true);
    const no1900 = 'AAAA000229HDFBBB0';
    expect(isValidCurp(`${no1900}${curpCheckDigit(no1900)}`)).toBe(false);
  });

  it('normalises case and spaces', () => {
    expect(isValidCurp(normaliseCurp('  mahj280603msprrv09 '))).toBe(true);
  });
});

describe('RFC', () => {
  it.each([
    ['GODE561231GR8', 'person'],
    ['MAG041126GT8', 'company'],
    ['XAXX010101000', 'generic: general public'],
    ['XEXX010101000', 'generic: foreigners'],
  ])('accepts %s (%s)', (rfc) => {
    expect(isValidRfc(rfc)).toBe(true);
  });

  it('computes SAT check characters, including A for 10 and 0 for remainder 0', () => {
    expect(rfcCheckCharacter('GODE561231GR')).toBe('8');
    expect(rfcCheckCharacter('MAG041126GT')).toBe('8');
    // Find a homoclave whose check is A to prove the branch exists.
    const base = 'GODE561231';
    const keys = ['AA', 'AB', 'AC', 'AD', 'AE', 'AF', 'AG', 'AH', 'AI', 'AJ', 'AK', 'AL'];
    const checks = new Set(keys.map((k) => rfcCheckCharacter(`${base}${k}`)));
    expect([...checks].every((ch) => /^[0-9A]$/.test(ch))).toBe(true);
  });

  it.each([
    ['GODE561231GR9', 'wrong check character'],
    ['GODE561331GR8', 'month 13'],
    ['GODE560230GR8', '30 February'],
    ['GOD1561231GR8', 'digit among the letters'],
    ['GODE561231GR', 'too short'],
    ['gode561231gr8', 'lower case (normalise first)'],
  ])('refuses %s (%s)', (rfc) => {
    expect(isValidRfc(rfc)).toBe(false);
  });

  it('normalises case and spaces', () => {
    expect(isValidRfc(normaliseRfc(' gode561231gr8 '))).toBe(true);
  });
});

describe('isCalendarDate', () => {
  it('knows leap years', () => {
    expect(isCalendarDate(2024, 2, 29)).toBe(true);
    expect(isCalendarDate(2023, 2, 29)).toBe(false);
    expect(isCalendarDate(1900, 2, 29)).toBe(false);
    expect(isCalendarDate(2000, 2, 29)).toBe(true);
    expect(isCalendarDate(2024, 4, 31)).toBe(false);
  });
});

describe('checkPhone', () => {
  it('keeps the national digits, ignoring separators', () => {
    expect(checkPhone('(55) 1234-5678')).toEqual({
      ok: true,
      digits: '5512345678',
      callingCode: '+52',
    });
  });

  it('takes the calling code from a leading +code', () => {
    expect(checkPhone('+34 612 345 678', '+52')).toEqual({
      ok: true,
      digits: '612345678',
      callingCode: '+34',
    });
    expect(checkPhone('+593 991234567')).toEqual({
      ok: true,
      digits: '991234567',
      callingCode: '+593',
    });
  });

  it('answers invalid_phone_length for a wrong length of the country', () => {
    expect(checkPhone('551234567')).toEqual({ ok: false, reason: 'invalid_phone_length' });
    expect(checkPhone('55123456789')).toEqual({ ok: false, reason: 'invalid_phone_length' });
    expect(checkPhone('12345678', '+504')).toMatchObject({ ok: true });
  });

  it('answers invalid_phone for letters or an unknown +code', () => {
    expect(checkPhone('55-CALL-ME')).toEqual({ ok: false, reason: 'invalid_phone' });
    expect(checkPhone('+999 1234567')).toEqual({ ok: false, reason: 'invalid_phone' });
  });
});
