import type { components } from '../../openapi/schema';

/**
 * An organisation's look as the contract types it: the domain colour is `color`. Taken from the
 * generated schema so a fixture or a reader naming another key fails to compile.
 */
type ThemeSettings = components['schemas']['ThemeSettings'];

/** Language code (`es`, `en`, `pt`...) to a translated word. */
export type Translations = Record<string, string>;

/** Module switches of an organisation (SPEC §3). */
interface OrganizationModules {
  training_module: boolean;
  supervision_module: boolean;
  satisfaction_module: boolean;
  kpi_module: boolean;
  /** The DC3 option; absent means on (SPEC §2). */
  dc3_module?: boolean;
}

/** An organisation as the API returns it (SPEC §3). */
export interface Organization extends OrganizationModules {
  id: number;
  name: string;
  kind: 'brand' | 'store';
  theme_settings?: ThemeSettings | null;
  admin_logo?: string | null;
  profile_image?: string | null;
  enrollment_key?: string | null;
  share_brand_key?: boolean | string | null;
  storeType?: Translations | null;
  parent?: Organization | null;
}

/** A domain security record: what one admin may see (SPEC §3). */
export interface DomainSecurity {
  id: number;
  role_id: number;
  brand_store_group_id?: number | null;
  storeGroup?: { id: number; name: string } | null;
  organization: Organization;
}
