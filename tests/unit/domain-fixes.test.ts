import { describe, expect, it } from 'vitest';
import { selectedFromOrganization } from '../../machines/rules/domain';
import { isMenuItemVisible } from '../../machines/rules/menu';
import { domainToolsOf } from '../../machines/rules/roles';
import type { Organization } from '../../machines/types/organization';
import type { components } from '../../openapi/schema';
import { organizationOf } from '../../src/app/system/organization-map';

type ApiOrganization = components['schemas']['Organization'];

const modules = {
  training_module: true,
  supervision_module: true,
  satisfaction_module: true,
  kpi_module: false,
};

const store: ApiOrganization = {
  id: 1001,
  name: 'Sabor Fresco Polanco',
  kind: 'store',
  industry: 'restaurants',
  theme_settings: {},
  admin_logo: null,
  profile_image: null,
  enrollment_key: 'SABOR-2024',
  share_brand_key: true,
  storeType: { es: 'Sucursal' },
  ...modules,
  dc3_module: false,
  store_manager_access: null,
  parent: { id: 1, name: 'Sabor Fresco' },
} as ApiOrganization;

describe('the DC3 option of a domain', () => {
  it('is on unless the organisation turns it off', () => {
    const org = { id: 1, name: 'B', kind: 'brand', ...modules } as Organization;
    expect(domainToolsOf(org).dc3Module).toBe(true);
    expect(domainToolsOf({ ...org, dc3_module: true }).dc3Module).toBe(true);
    expect(domainToolsOf({ ...org, dc3_module: false }).dc3Module).toBe(false);
  });

  it('gates the DC3 menu entry like a module', () => {
    const tools = { ...domainToolsOf({ id: 1, name: 'B', kind: 'brand', ...modules }) };
    expect(isMenuItemVisible({ roles: ['dc3'] }, 'brandAdmin', tools)).toBe(true);
    expect(
      isMenuItemVisible({ roles: ['dc3'] }, 'brandAdmin', { ...tools, dc3Module: false }),
    ).toBe(false);
  });
});

describe("a store admin's brand key", () => {
  it("reaches the selected domain through the store's parent", () => {
    const selected = selectedFromOrganization(organizationOf(store), 4);
    expect(selected).toMatchObject({
      level: 'store',
      brand: 'Sabor Fresco',
      brandId: 1,
      enrollmentKey: 'SABOR-2024',
      shareBrandKey: true,
    });
    expect(selected.domainTools.dc3Module).toBe(false);
  });

  it('stays off when the brand does not share it', () => {
    const selected = selectedFromOrganization(
      organizationOf({ ...store, share_brand_key: false }),
      4,
    );
    expect(selected.shareBrandKey).toBe(false);
  });
});
