// The domain colour and logo travel from the seed's stored row, through the server's
// organisation view and the console's mapping, to what the shell paints.
import { describe, expect, it } from 'vitest';
import { DEFAULT_DOMAIN_COLOR, selectedFromOrganization } from '../../machines/rules/domain';
import {
  type OrganizationRow,
  themeSettingsOf,
  toOrganization,
} from '../../server/account/organization-view';
import { BRANDS } from '../../server/platform/db/seed/seed-data';
import { organizationOf } from '../../src/app/system/organization-map';
import { domainLook } from '../../src/features/shell/domain/domain-look';
import { seededBrandRow as seededRow } from '../machines/seeded-organization';

const lookOf = (row: OrganizationRow) =>
  domainLook(selectedFromOrganization(organizationOf(toOrganization(row)), 1));

describe('the domain colour of a seeded brand', () => {
  it('reaches the shell: each brand paints its own colour and logo, not the default', () => {
    BRANDS.forEach((b, i) => {
      const look = lookOf(seededRow(i));
      expect(look.color).toBe(b.color);
      expect(look.logo).toBe(`/demo/logo-${b.industry}.svg`);
    });
    expect(new Set(BRANDS.map((b) => b.color)).has(DEFAULT_DOMAIN_COLOR)).toBe(false);
  });

  it('falls back to #284cec without a colour, and sends only the contract key', () => {
    const row = seededRow(0);
    expect(lookOf({ ...row, theme_settings: {} }).color).toBe(DEFAULT_DOMAIN_COLOR);
    expect(lookOf({ ...row, theme_settings: null }).color).toBe(DEFAULT_DOMAIN_COLOR);
    // A key other than `color`, or a value CSS cannot use, never leaves the server.
    expect(themeSettingsOf({ primaryColor: '#c0392b' })).toEqual({});
    expect(themeSettingsOf({ color: 'red;background:url(x)' })).toEqual({});
    expect(themeSettingsOf({ color: '#C0392B', font: 'x' })).toEqual({ color: '#C0392B' });
    expect(lookOf({ ...row, theme_settings: { color: '#C0392B' } }).color).toBe('#c0392b');
  });

  it('writes the initials in a colour readable on the domain colour', () => {
    const look = (color: string) => domainLook({ color, logo: null, name: 'Sabor Fresco' });
    expect(look(DEFAULT_DOMAIN_COLOR)).toMatchObject({ onColor: '#ffffff', initials: 'SF' });
    expect(look('#c0392b').onColor).toBe('#ffffff');
    expect(look('#f1c40f').onColor).toBe('#1a1a1a');
  });
});
