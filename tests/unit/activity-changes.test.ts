import { describe, expect, it } from 'vitest';
import { type ActivityState, activityChanges } from '../../src/app/system/activity-changes';

const settings = {
  locale: 'es-ES',
  theme: 'default',
  primaryColor: '#184A7B',
  menuLayoutType: 'left',
};
const brand = { securityId: 2, brandId: 1, name: 'Tacos del Norte' };
const state = (over: Partial<ActivityState> = {}): ActivityState => ({
  domain: brand,
  settings,
  ...over,
});

describe('activityChanges', () => {
  it('records a switch between domains, a super admin’s brand switch included', () => {
    expect(
      activityChanges(state(), state({ domain: { ...brand, securityId: 5, name: 'Sur' } })),
    ).toEqual([{ action: 'domain_change', domain_name: 'Sur' }]);
    expect(
      activityChanges(
        state({ domain: { securityId: 1, brandId: 1, name: 'A' } }),
        state({ domain: { securityId: 1, brandId: 2, name: 'B' } }),
      ),
    ).toEqual([{ action: 'domain_change', domain_name: 'B' }]);
  });

  it('does not record the first choice after sign-in, nor losing the domain on logout', () => {
    expect(activityChanges(state({ domain: null }), state())).toEqual([]);
    expect(activityChanges(state(), state({ domain: null }))).toEqual([]);
  });

  it('records the audited settings by their contract key, only inside a domain', () => {
    const next = state({ settings: { ...settings, theme: 'dark', menuLayoutType: 'top' } });
    expect(activityChanges(state(), next)).toEqual([
      { action: 'settings_change', key: 'theme', value: 'dark' },
      { action: 'settings_change', key: 'menuLayout', value: 'top' },
    ]);
    expect(activityChanges(state({ domain: null }), { ...next, domain: null })).toEqual([]);
  });

  it('ignores settings that stay the same', () => {
    expect(activityChanges(state(), state())).toEqual([]);
  });
});
