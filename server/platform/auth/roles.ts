export type Role = 'superAdmin' | 'brandAdmin' | 'regionalAdmin' | 'storeAdmin';
export type Level = 'brand' | 'region' | 'store';

export interface DomainRecord {
  role_id: number;
  brand_store_group_id: number | null;
  kind: 'brand' | 'store';
}

/** SPEC §6: role_id 1 → super; a store group → regional; a brand → brand; a store → store. */
export function deriveRole(d: DomainRecord): Role {
  if (d.role_id === 1) return 'superAdmin';
  if (d.brand_store_group_id !== null) return 'regionalAdmin';
  return d.kind === 'brand' ? 'brandAdmin' : 'storeAdmin';
}

/** The level a role acts at. */
export function roleLevel(role: Role): Level {
  if (role === 'regionalAdmin') return 'region';
  if (role === 'storeAdmin') return 'store';
  return 'brand';
}
