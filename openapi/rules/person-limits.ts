// The longest value each person text field may hold: the contract's PersonInput maxLength values
// (a test holds them equal), used where people arrive outside the contract (the CSV import).

/** Maximum length per person text field, as in `PersonInput` of admin.yaml. */
export const PERSON_TEXT_LIMITS = {
  first_name: 100,
  last_name: 100,
  email: 254,
  phone: 20,
  employee_number: 40,
  national_id: 18,
  tax_id: 13,
} as const;
