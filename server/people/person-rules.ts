import type { BirthDateProblem } from '../../openapi/rules/birth-date';
import { isValidCurp, normaliseCurp } from '../../openapi/rules/curp';
import { PERSON_TEXT_LIMITS } from '../../openapi/rules/person-limits';
import { PHONE_COUNTRIES } from '../../openapi/rules/phone-countries';
import { checkPhone } from '../../openapi/rules/phone-number';
import { isValidEmail } from '../../openapi/rules/recipients';
import { isValidRfc, normaliseRfc } from '../../openapi/rules/rfc';

// SPEC §5 checks of one person's own fields, shared by the form (create/edit) and the import so
// both refuse the same things with the same reasons. Scope checks (store, position) and
// duplicates need the database and live with the routes.

export type Reason =
  | 'identifier_required'
  | 'invalid_email'
  | 'invalid_phone'
  | 'invalid_phone_length'
  | 'invalid_country'
  | 'invalid_curp'
  | 'invalid_rfc'
  | 'too_long';

export const MESSAGES: Record<Reason, string> = {
  identifier_required:
    'At least one of employee number, e-mail or mobile number is needed: it becomes the registration and login datum',
  invalid_email: 'Please enter a valid email',
  invalid_phone: 'Please enter a valid phone number',
  invalid_phone_length: 'Invalid phone number length',
  invalid_country: 'Select the country of the new user',
  invalid_curp: 'The CURP (national ID) is not valid',
  invalid_rfc: 'The RFC (tax ID) is not valid',
  too_long: 'The value is too long',
};

/** The 400 texts of a refused birth date (field `birth_date`). */
export const BIRTH_DATE_MESSAGES: Record<BirthDateProblem, string> = {
  birth_date_future: 'The birth date cannot be in the future',
  birth_date_too_early: 'The birth date cannot be before 1 January 1900',
};

export type IdentifierField = 'email' | 'phone' | 'employee_number';

export const DUPLICATE: Record<IdentifierField, { reason: string; message: string }> = {
  email: { reason: 'duplicate_email', message: 'This e-mail is already registered in the brand' },
  phone: { reason: 'duplicate_phone', message: 'This phone is already registered in the brand' },
  employee_number: {
    reason: 'duplicate_employee_number',
    message: 'This employee number is already registered in the brand',
  },
};

/** The person's own fields as typed (missing and empty are the same thing). */
export interface RawIdentity {
  first_name?: string | null | undefined;
  last_name?: string | null | undefined;
  email?: string | null | undefined;
  phone?: string | null | undefined;
  calling_code?: string | null | undefined;
  country?: string | null | undefined;
  employee_number?: string | null | undefined;
  national_id?: string | null | undefined;
  tax_id?: string | null | undefined;
}

/** The same fields cleaned: trimmed, empty → null, phone as digits, CURP/RFC upper-cased. */
export interface Identity {
  first_name: string;
  last_name: string;
  email: string | null;
  phone: string | null;
  calling_code: string;
  country: string;
  employee_number: string | null;
  national_id: string | null;
  tax_id: string | null;
}

export interface Problem {
  field: keyof RawIdentity | 'identifier';
  reason: Reason;
  value: string;
}

/** Length as the contract's maxLength counts it: code points, so an emoji is one. */
export const textLength = (value: string) => [...value].length;

const blank = (v: string | null | undefined) => {
  const t = v?.trim() ?? '';
  return t === '' ? null : t;
};

/**
 * Cleans and checks one person's own fields; every problem is returned (the import reports
 * them all, the form the first). The country defaults from the calling code and vice versa.
 */
export function checkIdentity(raw: RawIdentity): { identity: Identity; problems: Problem[] } {
  const problems: Problem[] = [];
  const first_name = blank(raw.first_name) ?? '';
  const last_name = blank(raw.last_name) ?? '';
  const email = blank(raw.email);
  const employee_number = blank(raw.employee_number);
  for (const [field, value] of [
    ['first_name', first_name],
    ['last_name', last_name],
    ['email', email],
    ['employee_number', employee_number],
  ] as const) {
    if (value !== null && textLength(value) > PERSON_TEXT_LIMITS[field]) {
      problems.push({ field, reason: 'too_long', value });
    }
  }

  const countryCode = blank(raw.country)?.toUpperCase() ?? null;
  const byCode = PHONE_COUNTRIES.find((c) => c.codeName === countryCode);
  const givenCalling = blank(raw.calling_code);
  let calling_code = givenCalling ?? byCode?.callingCode ?? '+52';
  let country = countryCode ?? 'MX';
  if (countryCode !== null && !byCode) {
    problems.push({ field: 'country', reason: 'invalid_country', value: countryCode });
  }

  if (email !== null && !isValidEmail(email)) {
    problems.push({ field: 'email', reason: 'invalid_email', value: email });
  }
  const phoneRaw = blank(raw.phone);
  let phone: string | null = null;
  if (phoneRaw !== null) {
    const checked = checkPhone(phoneRaw, calling_code);
    if (checked.ok) {
      phone = checked.digits;
      if (checked.callingCode !== calling_code) {
        // "+34 612…" typed into the phone says which country it is.
        calling_code = checked.callingCode;
        if (countryCode === null) {
          country =
            PHONE_COUNTRIES.find((c) => c.callingCode === calling_code)?.codeName ?? country;
        }
      }
    } else {
      problems.push({ field: 'phone', reason: checked.reason, value: phoneRaw });
    }
  }
  if (email === null && phoneRaw === null && employee_number === null) {
    problems.push({ field: 'identifier', reason: 'identifier_required', value: '' });
  }

  const curpRaw = blank(raw.national_id);
  const national_id = curpRaw === null ? null : normaliseCurp(curpRaw);
  if (national_id !== null && !isValidCurp(national_id)) {
    problems.push({ field: 'national_id', reason: 'invalid_curp', value: curpRaw ?? '' });
  }
  const rfcRaw = blank(raw.tax_id);
  const tax_id = rfcRaw === null ? null : normaliseRfc(rfcRaw);
  if (tax_id !== null && !isValidRfc(tax_id)) {
    problems.push({ field: 'tax_id', reason: 'invalid_rfc', value: rfcRaw ?? '' });
  }

  return {
    identity: {
      first_name,
      last_name,
      email,
      phone,
      calling_code,
      country,
      employee_number,
      national_id,
      tax_id,
    },
    problems,
  };
}

/** Which identifier a unique-index violation is about, from the index name in the error. */
export function duplicateFieldOf(err: unknown): IdentifierField | null {
  if (typeof err !== 'object' || err === null) return null;
  const e = err as { code?: unknown; constraint?: unknown; message?: unknown };
  if (e.code !== '23505') return null;
  const text = `${String(e.constraint ?? '')} ${String(e.message ?? '')}`;
  if (text.includes('people_brand_email_idx')) return 'email';
  if (text.includes('people_brand_phone_idx')) return 'phone';
  if (text.includes('people_brand_employee_idx')) return 'employee_number';
  return null;
}
