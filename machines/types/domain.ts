import type { Translations } from './organization';

/** The role an admin holds in the selected domain (SPEC §6; §4 assigns `super` to super admins). */
export type Role = 'super' | 'brandAdmin' | 'regionalAdmin' | 'storeAdmin';

/** Scope levels of the dashboard. */
export type Level = 'brand' | 'region' | 'store';

/** Module switches of the selected domain. */
export interface DomainTools {
  trainingModule: boolean;
  supervisionModule: boolean;
  satisfactionModule: boolean;
  kpiModule: boolean;
  /** The DC3 option (SPEC §2: on by default). */
  dc3Module: boolean;
}

/** The domain the admin works in (SPEC §3 "selected domain"). */
export interface SelectedDomain {
  id: number;
  name: string;
  level: Level;
  brand: string | null;
  region: string | null;
  store: string | null;
  brandId: number | null;
  security_id: number;
  logo: string | null;
  profileImage: string | null;
  color: string;
  domainTools: DomainTools;
  enrollmentKey: string | null;
  shareBrandKey: boolean;
  storeType: Translations;
}

/** What the dashboard is filtered by (SPEC §3 "dashboard access"). */
export interface DashboardAccess {
  level: Level;
  id: number;
  name: string;
  security_id: number;
}

/** Input of the `fetchScopes` actor: GET /api/v2/fetchScopes/{level}/{id}. */
export interface ScopeRequest {
  level: Level;
  id: number;
}

/** A store in a scope response. */
export interface ScopeStore {
  id: number;
  name: string;
  brand_store_group_id?: number | null;
  training_module?: boolean;
  supervision_module?: boolean;
  satisfaction_module?: boolean;
  kpi_module?: boolean;
}

/** A region in a scope response; `translations` may arrive as a JSON string. */
export interface ScopeRegion {
  id: number;
  name: string;
  storeGroup?: { id: number; translations?: Translations | string | null } | null;
}

/** GET /api/v2/fetchScopes answer (SPEC §3 "scope response"). */
export interface ScopeResponse {
  stores: ScopeStore[];
  regions: ScopeRegion[];
  brands: { id: number; name: string }[];
  group?: { translations?: Translations | string | null; name?: string | null } | null;
}

/** Options listed by the domain picker: all organisations or the user's own domains. */
export type DomainOptionsKind = 'all' | 'list';

/** One row of the domain picker. */
export interface DomainOption {
  /** Stable key: `org:<id>` for organisations, `sec:<id>` for security records. */
  key: string;
  name: string;
}

/** Secure persistence of the chosen domain (AES envelope in the SPA). */
export interface SecureStore {
  encrypt(value: unknown): Promise<string>;
  decrypt(cipher: string): Promise<unknown>;
}
