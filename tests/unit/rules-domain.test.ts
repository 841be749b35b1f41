import { describe, expect, it } from 'vitest';
import {
  accessOfDomain,
  DEFAULT_DOMAIN_COLOR,
  searchDomains,
  selectedFromOrganization,
  selectedFromSecurity,
} from '../../machines/rules/domain';
import {
  deriveRole,
  hasSuperAdminDomain,
  levelOfRole,
  roleLabels,
} from '../../machines/rules/roles';
import {
  brandA,
  brandB,
  brandDomain,
  regionDomain,
  storeA1,
  storeDomain,
  superDomain,
} from '../machines/fixtures';

describe('deriveRole (SPEC §6 table)', () => {
  it('role_id 1 → super, store group → regionalAdmin, brand → brandAdmin, store → storeAdmin', () => {
    expect(deriveRole(superDomain)).toBe('super');
    expect(deriveRole(regionDomain)).toBe('regionalAdmin');
    expect(deriveRole(brandDomain)).toBe('brandAdmin');
    expect(deriveRole(storeDomain)).toBe('storeAdmin');
  });
  it('role_id 1 wins over a store group; brand_store_group_id alone is a store group', () => {
    expect(deriveRole({ ...regionDomain, role_id: 1 })).toBe('super');
    expect(deriveRole({ id: 9, role_id: 4, brand_store_group_id: 3, organization: brandA })).toBe(
      'regionalAdmin',
    );
    expect(hasSuperAdminDomain([brandDomain, superDomain])).toBe(true);
    expect(hasSuperAdminDomain([brandDomain])).toBe(false);
  });
  it('levels and labels', () => {
    expect(levelOfRole('regionalAdmin')).toBe('region');
    expect(levelOfRole('storeAdmin')).toBe('store');
    expect(levelOfRole('super')).toBe('brand');
    expect(roleLabels.storeAdmin.id).toBe('role.storeAdmin');
  });
});

describe('searchDomains (SPEC §5)', () => {
  const rows = [{ name: 'Zeta Tacos' }, { name: 'alfa Retail' }, { name: 'Beta Tacos' }];
  it('is a case-insensitive substring match sorted by name', () => {
    expect(searchDomains(rows, 'TACOS').map((r) => r.name)).toEqual(['Beta Tacos', 'Zeta Tacos']);
    expect(searchDomains(rows, '').map((r) => r.name)).toEqual([
      'alfa Retail',
      'Beta Tacos',
      'Zeta Tacos',
    ]);
    expect(searchDomains(rows, 'eta t').map((r) => r.name)).toEqual(['Beta Tacos', 'Zeta Tacos']);
    expect(searchDomains(rows, 'xyz')).toEqual([]);
  });
});

describe('selected domain', () => {
  it('a brand gives its tools, colour, key and store type', () => {
    const s = selectedFromSecurity(brandDomain);
    expect(s).toMatchObject({
      id: 10,
      level: 'brand',
      brand: 'Zeta Tacos',
      brandId: 10,
      security_id: 100,
      color: '#ff0000',
      enrollmentKey: 'ZETA-KEY',
      shareBrandKey: true,
      domainTools: {
        trainingModule: true,
        supervisionModule: true,
        satisfactionModule: false,
        kpiModule: false,
      },
    });
    expect(accessOfDomain(s)).toEqual({
      level: 'brand',
      id: 10,
      name: 'Zeta Tacos',
      security_id: 100,
    });
  });
  it('a store takes brand data from its parent; a region is named by its store group', () => {
    expect(selectedFromSecurity(storeDomain)).toMatchObject({
      level: 'store',
      store: 'Zeta Centro',
      brandId: 10,
      enrollmentKey: 'ZETA-KEY',
    });
    expect(selectedFromSecurity(regionDomain)).toMatchObject({
      level: 'region',
      id: 7,
      name: 'Norte',
    });
    expect(selectedFromOrganization(brandB, 103).color).toBe(DEFAULT_DOMAIN_COLOR);
    expect(selectedFromOrganization(storeA1, 1).level).toBe('store');
  });
});
