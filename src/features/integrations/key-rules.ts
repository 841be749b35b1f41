// The integration keys' pure rules: what a key's state is, and the create form checked and turned
// into the contract's IntegrationKeyInput. Plain functions, unit-tested without a browser.
import { Temporal } from 'temporal-polyfill';
import type { components } from '../../../openapi/schema';

export type IntegrationKey = components['schemas']['IntegrationKey'];
export type IntegrationKind = components['schemas']['IntegrationKind'];
export type IntegrationKeyInput = components['schemas']['IntegrationKeyInput'];

// A record, not a list, so tsc refuses a kind the contract lacks and misses none it has.
const EVERY_KIND: Record<IntegrationKind, true> = {
  regions: true,
  stores: true,
  positions: true,
  people: true,
  courses: true,
  attempts: true,
  progress: true,
  checklists: true,
  supervisions: true,
  'kpi-modules': true,
  'kpi-values': true,
  surveys: true,
  'survey-openings': true,
  'survey-answers': true,
};

/** Every kind a key may write, in the contract's order (reference data before facts). */
export const INTEGRATION_KINDS = Object.keys(EVERY_KIND) as readonly IntegrationKind[];

export type KeyState = 'active' | 'expired' | 'revoked';

/** A key's state at `now` (epoch ms): a revoked key stays revoked, even once past its expiry. */
export function keyState(
  key: Pick<IntegrationKey, 'revoked_at' | 'expires_at'>,
  now: number,
): KeyState {
  if (key.revoked_at !== null) return 'revoked';
  if (key.expires_at !== null && Date.parse(key.expires_at) <= now) return 'expired';
  return 'active';
}

/** The server's default rate limit (admin.yaml IntegrationKeyInput.requests_per_minute). */
export const DEFAULT_RATE = 120;
const MAX_RATE = 6000;
const MAX_NAME = 100;

/** The create form as typed. */
export interface KeyForm {
  name: string;
  kinds: readonly IntegrationKind[];
  /** YYYY-MM-DD, or '' for a key that never expires. */
  expiresOn: string;
  /** As typed. */
  rate: string;
}

/** A form field a message can be shown under (the server's 400 `field` for the last three). */
export type KeyField = 'name' | 'kinds' | 'expires_at' | 'requests_per_minute';

/** The message key of each failed check (`nameLong`: a name over 100 characters). */
export type KeyFormError = 'name' | 'nameLong' | 'kinds' | 'expires_at' | 'requests_per_minute';

export type KeyFormResult =
  | { ok: true; input: IntegrationKeyInput }
  | { ok: false; errors: Partial<Record<KeyField, KeyFormError>> };

/**
 * The form as the contract's input, or what is wrong with it. The expiry day is the last day the
 * key works, in the admin's time zone: the key stops at the start of the next day there. `today`
 * is the admin's calendar day (YYYY-MM-DD); a day before it is refused, as the server would.
 */
export function checkKeyForm(form: KeyForm, today: string, timeZone: string): KeyFormResult {
  const errors: Partial<Record<KeyField, KeyFormError>> = {};
  const name = form.name.trim();
  if (name === '') errors.name = 'name';
  else if (name.length > MAX_NAME) errors.name = 'nameLong';
  if (form.kinds.length === 0) errors.kinds = 'kinds';
  let expiresAt: string | null = null;
  if (form.expiresOn !== '') {
    try {
      const day = Temporal.PlainDate.from(form.expiresOn);
      if (Temporal.PlainDate.compare(day, Temporal.PlainDate.from(today)) < 0) {
        errors.expires_at = 'expires_at';
      } else {
        expiresAt = day
          .add({ days: 1 })
          .toZonedDateTime({ timeZone })
          .toString({ timeZoneName: 'never' });
      }
    } catch {
      errors.expires_at = 'expires_at';
    }
  }
  const rateText = form.rate.trim();
  const rate = /^\d{1,5}$/.test(rateText) ? Number(rateText) : Number.NaN;
  if (!(rate >= 1 && rate <= MAX_RATE)) errors.requests_per_minute = 'requests_per_minute';
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  // Kinds in the contract's order, whatever order they were ticked in.
  const kinds = INTEGRATION_KINDS.filter((k) => form.kinds.includes(k));
  return {
    ok: true,
    input: { name, kinds, expires_at: expiresAt, requests_per_minute: rate },
  };
}

/** The form field a server 400 names, if the form has it (else the error is the form's). */
export function keyFieldOf(field: string | undefined): KeyField | null {
  if (field === undefined) return null;
  // The validator names nested places too (`kinds/0`, `/kinds`): the field is the first part.
  const head = field.replace(/^[/.]+/, '').split(/[/.[]/)[0];
  return head === 'name' ||
    head === 'kinds' ||
    head === 'expires_at' ||
    head === 'requests_per_minute'
    ? head
    : null;
}
