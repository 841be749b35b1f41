import { type BirthDateProblem, checkBirthDate } from '../../../openapi/rules/birth-date';
import { DEFAULT_CALLING_CODE } from '../../../openapi/rules/phone-countries';
import { checkPhone } from '../../../openapi/rules/phone-number';
import { isValidEmail } from '../../../openapi/rules/recipients';
import type { components } from '../../../openapi/schema';
import { dayOfDate } from '../../ui/date-format';

type Person = components['schemas']['Person'];
type PersonInput = components['schemas']['PersonInput'];
type Gender = components['schemas']['Gender'];

/** The phone countries the server lists (GET /admin/v2/phone-prefixes), in its order. */
export type PhoneCountries = readonly Pick<
  components['schemas']['PhoneCountry'],
  'codeName' | 'callingCode'
>[];

// The add/edit form as typed (strings, '' for empty) and its SPEC §5 checks, before the server
// checks them again. The same reasons as the server's, so one message table serves both.

export interface PersonForm {
  first_name: string;
  last_name: string;
  email: string;
  /** ISO code of the phone country (MX, AU, …); its calling code goes with the phone. */
  country: string;
  phone: string;
  gender: '' | Gender;
  employee_number: string;
  birth_date: string;
  position_id: string;
  store_id: string;
  /** The app account's password (SPEC §3): optional; '' keeps the stored one. */
  password: string;
  password_confirm: string;
}

export type FormField = keyof PersonForm;

type FormProblem =
  | 'country_required'
  | 'position_required'
  | 'store_required'
  | 'identifier_required'
  | 'invalid_email'
  | 'invalid_phone'
  | 'invalid_phone_length'
  | 'duplicate_email'
  | 'duplicate_phone'
  | 'duplicate_employee_number'
  | 'password_too_short'
  | 'password_confirm_required'
  | 'password_mismatch'
  | BirthDateProblem;

/** SPEC §5: the shortest password (the contract's PersonInput.password minLength). */
const PASSWORD_MIN_LENGTH = 8;

export type FormProblems = Partial<Record<FormField, FormProblem>>;

/** Default country: the one of the default calling code (+52, Mexico); '' if not listed. */
function defaultCountryOf(countries: PhoneCountries): string {
  return countries.find((c) => c.callingCode === DEFAULT_CALLING_CODE)?.codeName ?? '';
}

/** An empty form with the default country. */
export function emptyPersonForm(countries: PhoneCountries): PersonForm {
  return {
    first_name: '',
    last_name: '',
    email: '',
    country: defaultCountryOf(countries),
    phone: '',
    gender: '',
    employee_number: '',
    birth_date: '',
    position_id: '',
    store_id: '',
    password: '',
    password_confirm: '',
  };
}

/** The form showing a stored person. */
export function formOfPerson(p: Person, countries: PhoneCountries): PersonForm {
  const country =
    countries.find((c) => c.codeName === p.country)?.codeName ??
    countries.find((c) => c.callingCode === p.calling_code)?.codeName ??
    defaultCountryOf(countries);
  return {
    first_name: p.first_name,
    last_name: p.last_name,
    email: p.email ?? '',
    country,
    phone: p.phone ?? '',
    gender: p.gender ?? '',
    employee_number: p.employee_number ?? '',
    birth_date: p.birth_date ?? '',
    position_id: p.position ? String(p.position.id) : '',
    store_id: p.store ? String(p.store.id) : '',
    // Never returned by the server: an edit leaves it blank, and blank keeps the stored one.
    password: '',
    password_confirm: '',
  };
}

/** Calling code of a country code of the list (default +52). */
function callingCodeOf(country: string, countries: PhoneCountries): string {
  return countries.find((c) => c.codeName === country)?.callingCode ?? DEFAULT_CALLING_CODE;
}

/**
 * Every problem of the form, one per field (SPEC §5). `today` (YYYY-MM-DD, the admin's day) is
 * the latest birth date taken; the device's day when not given.
 */
export function checkPersonForm(
  form: PersonForm,
  countries: PhoneCountries,
  today: string = dayOfDate(new Date()),
): FormProblems {
  const problems: FormProblems = {};
  if (!countries.some((c) => c.codeName === form.country)) {
    problems.country = 'country_required';
  }
  if (form.position_id === '') problems.position_id = 'position_required';
  if (form.store_id === '') problems.store_id = 'store_required';
  const email = form.email.trim();
  const phone = form.phone.trim();
  const number = form.employee_number.trim();
  if (email === '' && phone === '' && number === '') {
    problems.employee_number = 'identifier_required';
  }
  if (email !== '' && !isValidEmail(email)) problems.email = 'invalid_email';
  if (phone !== '' && problems.country === undefined) {
    const checked = checkPhone(phone, callingCodeOf(form.country, countries));
    if (!checked.ok) problems.phone = checked.reason;
  }
  const birth = form.birth_date === '' ? null : checkBirthDate(form.birth_date, today);
  if (birth) problems.birth_date = birth;
  Object.assign(problems, checkPassword(form.password, form.password_confirm));
  return problems;
}

/** SPEC §5 password rules, only when a password is typed (the field is optional). */
export function checkPassword(password: string, confirm: string): FormProblems {
  if (password === '' && confirm === '') return {};
  if ([...password].length < PASSWORD_MIN_LENGTH) return { password: 'password_too_short' };
  if (confirm === '') return { password_confirm: 'password_confirm_required' };
  if (confirm !== password) return { password_confirm: 'password_mismatch' };
  return {};
}

const orNull = (v: string) => (v.trim() === '' ? null : v.trim());

/** The request body of a checked form (createPerson / updatePerson). */
export function personInputOf(form: PersonForm, countries: PhoneCountries): PersonInput {
  const input: PersonInput = {
    first_name: form.first_name.trim(),
    last_name: form.last_name.trim(),
    email: orNull(form.email),
    phone: orNull(form.phone),
    calling_code: callingCodeOf(form.country, countries),
    country: form.country,
    gender: form.gender === '' ? null : form.gender,
    employee_number: orNull(form.employee_number),
    birth_date: orNull(form.birth_date),
    position_id: Number(form.position_id),
    store_id: Number(form.store_id),
  };
  // Left out when blank: the server keeps the stored password.
  if (form.password !== '') input.password = form.password;
  return input;
}

const SERVER_FIELDS: Record<string, FormField> = {
  email: 'email',
  phone: 'phone',
  calling_code: 'phone',
  country: 'country',
  employee_number: 'employee_number',
  position_id: 'position_id',
  store_id: 'store_id',
  password: 'password',
  birth_date: 'birth_date',
};

const KNOWN: readonly FormProblem[] = [
  'identifier_required',
  'invalid_email',
  'invalid_phone',
  'invalid_phone_length',
  'duplicate_email',
  'duplicate_phone',
  'duplicate_employee_number',
  'birth_date_future',
  'birth_date_too_early',
];

/**
 * A server refusal as a field problem, when it names one the form shows (a duplicate e-mail,
 * phone or employee number of the brand; a field check the form missed); else null.
 */
export function problemOfServer(reason: string, field: string | undefined): FormProblems | null {
  const problem = KNOWN.find((k) => k === reason);
  if (reason === 'invalid_country') return { country: 'country_required' };
  if (!problem) return null;
  const target =
    (field && SERVER_FIELDS[field]) ||
    (problem === 'identifier_required' ? 'employee_number' : undefined);
  if (!target) return null;
  return { [target]: problem };
}

/** The reactivation lookup of the typed identifiers (blanks left out); null when none is typed. */
export function lookupOf(values: {
  employee_number: string;
  email: string;
  phone: string;
}): components['schemas']['PersonLookup'] | null {
  const lookup: components['schemas']['PersonLookup'] = {};
  for (const key of ['employee_number', 'email', 'phone'] as const) {
    const v = values[key].trim();
    if (v !== '') lookup[key] = v;
  }
  return Object.keys(lookup).length === 0 ? null : lookup;
}

/** The person id of /admin/people/edit/{id}, or null when the path names none. */
export function personIdOf(path: string): number | null {
  const match = /^\/admin\/people\/edit\/([0-9]{1,9})(?:\/|$)/.exec(path);
  const id = match ? Number(match[1]) : Number.NaN;
  return Number.isInteger(id) && id > 0 ? id : null;
}
