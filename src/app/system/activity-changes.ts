import type { components } from '../../../openapi/schema';

export type ActivityInput = components['schemas']['ActivityInput'];

/** What the activity log needs to know of the console's local state. */
export interface ActivityState {
  /** The selected domain: its security record and, for a super admin, the brand chosen. */
  domain: { securityId: number; brandId: number | null; name: string } | null;
  settings: { locale: string; theme: string; primaryColor: string; menuLayoutType: string };
}

// The settings worth an audit line (the contract's enum), by their name in the settings machine.
const AUDITED = [
  ['locale', 'locale'],
  ['theme', 'theme'],
  ['primaryColor', 'primaryColor'],
  ['menuLayoutType', 'menuLayout'],
] as const;

const sameDomain = (a: ActivityState['domain'], b: ActivityState['domain']) =>
  a?.securityId === b?.securityId && a?.brandId === b?.brandId;

/**
 * The entries a state change should record. A domain change is a switch from one domain to
 * another (the first choice after sign-in is part of the login already); settings count only
 * while a domain is selected, since the entry belongs to a domain.
 */
export function activityChanges(prev: ActivityState, next: ActivityState): ActivityInput[] {
  const out: ActivityInput[] = [];
  if (prev.domain && next.domain && !sameDomain(prev.domain, next.domain)) {
    out.push({ action: 'domain_change', domain_name: next.domain.name.slice(0, 200) || '—' });
  }
  if (!next.domain || !sameDomain(prev.domain, next.domain)) return out;
  for (const [field, key] of AUDITED) {
    const value = next.settings[field];
    if (value !== prev.settings[field] && value !== '') {
      out.push({ action: 'settings_change', key, value: value.slice(0, 40) });
    }
  }
  return out;
}
