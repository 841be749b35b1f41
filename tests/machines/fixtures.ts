import type { DomainSecurity, Organization } from '../../machines/types/organization';
import type { AccountOutput, AccountUser } from '../../machines/types/session';

const modules = {
  training_module: true,
  supervision_module: true,
  satisfaction_module: false,
  kpi_module: false,
};

export const brandA: Organization = {
  id: 10,
  name: 'Zeta Tacos',
  kind: 'brand',
  theme_settings: { color: '#ff0000' },
  admin_logo: 'zeta.png',
  profile_image: null,
  enrollment_key: 'ZETA-KEY',
  share_brand_key: true,
  storeType: { es: 'restaurante', en: 'restaurant' },
  ...modules,
};

export const brandB: Organization = {
  id: 20,
  name: 'alfa Retail',
  kind: 'brand',
  theme_settings: null,
  enrollment_key: null,
  share_brand_key: false,
  storeType: { es: 'tienda', en: 'shop' },
  ...modules,
  kpi_module: true,
};

export const storeA1: Organization = {
  id: 11,
  name: 'Zeta Centro',
  kind: 'store',
  storeType: { es: 'restaurante' },
  parent: brandA,
  ...modules,
};

export const brandDomain: DomainSecurity = { id: 100, role_id: 3, organization: brandA };
export const storeDomain: DomainSecurity = { id: 101, role_id: 5, organization: storeA1 };
export const regionDomain: DomainSecurity = {
  id: 102,
  role_id: 4,
  brand_store_group_id: 7,
  storeGroup: { id: 7, name: 'Norte' },
  organization: brandA,
};
export const superDomain: DomainSecurity = { id: 103, role_id: 1, organization: brandA };

export function user(
  domains: DomainSecurity[],
  tour: AccountUser['tour'] = { show_tour: true, seen_tours: [] },
): AccountUser {
  return {
    id: 1,
    first_name: 'Ana',
    last_name: null,
    email: 'ana@example.com',
    phone: null,
    avatar: null,
    role: 'admin',
    locale: 'es-ES',
    profile_image: null,
    timezone: 'America/Mexico_City',
    domains,
    tour,
  };
}

export function account(domains: DomainSecurity[], token = 'refreshed-token'): AccountOutput {
  return { accessToken: token, user: user(domains) };
}

import type { MenuItem } from '../../machines/types/menu';

/** The menu of SPEC §2 with its role and tool gates. */
export const menuTree: MenuItem[] = [
  { key: 'dashboard', title: 'Dashboard', url: '/dashboard' },
  {
    key: 'training',
    title: 'Capacitación',
    roles: ['training'],
    children: [
      { key: 'trainingReports', title: 'Reportes', url: '/training/reports' },
      { key: 'topicSummary', title: 'Resumen', url: '/training/topic-summary' },
    ],
  },
  {
    key: 'supervision',
    title: 'Supervisión',
    roles: ['supervision'],
    children: [
      { key: 'supervisionReports', title: 'Reportes', url: '/supervision/reports' },
      {
        key: 'kpis',
        title: 'KPIs',
        roles: ['kpi'],
        children: [
          { key: 'kpiMonthly', title: 'Mensual', url: '/supervision/kpis/monthly-summary' },
        ],
      },
    ],
  },
  {
    key: 'gem',
    title: 'Satisfacción',
    roles: ['satisfaction'],
    children: [{ key: 'gemReports', title: 'Reportes', url: '/gem/reports' }],
  },
  {
    key: 'admin',
    title: 'Admin',
    children: [
      { key: 'people', title: 'Personas', url: '/admin/people' },
      {
        key: 'log',
        title: 'Bitácora',
        url: '/admin/log',
        roles: ['super', 'brandAdmin', 'regionalAdmin'],
      },
    ],
  },
];
