import type { components } from '../../openapi/schema';
import { type OrganizationRow, toOrganization } from '../../server/account/organization-view';
import { BRANDS } from '../../server/platform/db/seed/seed-data';
import { brandLogo, brandTheme } from '../../server/platform/db/seed/seed-reference';

export type ApiOrganization = components['schemas']['Organization'];

/** Brand `i` of the seed as its database row: the theme as the seed stores it (jsonb). */
export function seededBrandRow(i: number): OrganizationRow {
  const b = BRANDS[i];
  if (!b) throw new Error(`no brand ${i}`);
  return {
    id: b.id,
    name: b.name,
    kind: 'brand',
    industry: b.industry,
    theme_settings: JSON.parse(JSON.stringify(brandTheme(b))) as Record<string, unknown>,
    admin_logo: brandLogo(b),
    profile_image: null,
    enrollment_key: b.enrollmentKey,
    share_brand_key: b.shareBrandKey,
    store_type: b.storeType,
    training_module: true,
    supervision_module: true,
    satisfaction_module: true,
    kpi_module: true,
    dc3_enabled: b.dc3,
    store_manager_access: null,
    parent_id: null,
    parent_name: null,
  };
}

/** Brand `i` of the seed as the server's organisation view sends it. */
export const seededBrand = (i: number): ApiOrganization => toOrganization(seededBrandRow(i));
