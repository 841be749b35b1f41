// One SELECT and one mapper for organisations, so /organizations, /me and /domains agree.

import type { components } from '../../openapi/schema';

type ApiOrganization = components['schemas']['Organization'];
type ThemeSettings = components['schemas']['ThemeSettings'];

const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

export const ORGANIZATION_COLUMNS = `
  o.id, o.name, o.kind, o.industry, o.theme_settings, o.admin_logo, o.profile_image,
  o.enrollment_key, o.share_brand_key, o.store_type, o.training_module, o.supervision_module,
  o.satisfaction_module, o.kpi_module, o.dc3_enabled, o.store_manager_access,
  p.id AS parent_id, p.name AS parent_name`;

export const ORGANIZATION_FROM = 'organizations o LEFT JOIN organizations p ON p.id = o.parent_id';

export interface OrganizationRow {
  id: number;
  name: string;
  kind: 'brand' | 'store';
  industry: ApiOrganization['industry'];
  /** Free JSON in the database; only the contract's keys leave the server. */
  theme_settings: Record<string, unknown> | null;
  admin_logo: string | null;
  profile_image: string | null;
  enrollment_key: string | null;
  share_brand_key: boolean;
  store_type: Record<string, string>;
  training_module: boolean;
  supervision_module: boolean;
  satisfaction_module: boolean;
  kpi_module: boolean;
  dc3_enabled: boolean;
  store_manager_access: Record<string, boolean> | null;
  parent_id: number | null;
  parent_name: string | null;
}

/**
 * The stored theme as the contract's ThemeSettings: the column is free JSON, so an unknown key or
 * a colour the CSS could not use stays on the server rather than breaking the answer's schema.
 */
export function themeSettingsOf(stored: Record<string, unknown> | null): ThemeSettings {
  const color = stored?.color;
  return typeof color === 'string' && HEX_COLOR.test(color) ? { color } : {};
}

/** Maps a row to the contract's Organization (SPEC §3). */
export function toOrganization(r: OrganizationRow): ApiOrganization {
  return {
    id: r.id,
    name: r.name,
    kind: r.kind,
    industry: r.industry,
    theme_settings: themeSettingsOf(r.theme_settings),
    admin_logo: r.admin_logo,
    profile_image: r.profile_image,
    enrollment_key: r.enrollment_key,
    share_brand_key: r.share_brand_key,
    storeType: r.store_type,
    training_module: r.training_module,
    supervision_module: r.supervision_module,
    satisfaction_module: r.satisfaction_module,
    kpi_module: r.kpi_module,
    dc3_module: r.dc3_enabled,
    store_manager_access: r.kind === 'store' ? r.store_manager_access : null,
    parent: r.parent_id === null ? null : { id: r.parent_id, name: r.parent_name ?? '' },
  };
}
