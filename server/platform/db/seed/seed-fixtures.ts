// The seed's fixed ids and accounts, for tests and for anyone reading the demo data. They do not
// depend on the scale: only the bulk rows (people beyond the fixtures, attempts, supervisions,
// responses, …) grow with it.

/** Password of every demo admin (and of the collaborator fixture). */
export const DEMO_PASSWORD = 'Demo1234!';

export const BRAND_ID = { restaurants: 1, retail: 2, education: 3 } as const;

/** Region k (1–4) of a brand: brand*100 + k, e.g. 101–104 for brand 1. */
export function regionId(brandId: number, k: number): number {
  return brandId * 100 + k;
}

/** Store k (1–50) of a brand: brand*1000 + k, e.g. 1001–1050 for brand 1. */
export function storeId(brandId: number, k: number): number {
  return brandId * 1000 + k;
}

/** Positions, courses, supervision modules and surveys: brand*100 + k (k from 1). */
export function brandScopedId(brandId: number, k: number): number {
  return brandId * 100 + k;
}

/** Stores per region in list order: 13, 12, 13, 12 (1001–1013 are in region 101, …). */
export const STORES_PER_REGION = [13, 12, 13, 12] as const;

interface DemoDomain {
  id: number;
  roleId: 1 | 2 | 3 | 4;
  organizationId: number;
  brandId: number;
  regionId: number | null;
}

export interface DemoAdmin {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  domains: readonly DemoDomain[];
}

/** Demo admins with their domain security records (admin_domains rows, ids fixed). */
export const DEMO_ADMINS = {
  super: {
    id: 1,
    email: 'super@demo.test',
    firstName: 'Alejandra',
    lastName: 'Torres Quiroz',
    domains: [{ id: 1, roleId: 1, organizationId: 1, brandId: 1, regionId: null }],
  },
  brand: {
    id: 2,
    email: 'brand@demo.test',
    firstName: 'Ricardo',
    lastName: 'Méndez Aranda',
    domains: [{ id: 2, roleId: 2, organizationId: 1, brandId: 1, regionId: null }],
  },
  region: {
    id: 3,
    email: 'region@demo.test',
    firstName: 'Patricia',
    lastName: 'Ramírez Solís',
    domains: [{ id: 3, roleId: 3, organizationId: 1, brandId: 1, regionId: 101 }],
  },
  store: {
    id: 4,
    email: 'store@demo.test',
    firstName: 'Jorge',
    lastName: 'Hernández Pineda',
    domains: [{ id: 4, roleId: 4, organizationId: 1001, brandId: 1, regionId: null }],
  },
  multi: {
    id: 5,
    email: 'multi@demo.test',
    firstName: 'Mariana',
    lastName: 'Castillo Ferrer',
    domains: [
      // Brand admin of brand 2, regional admin of brand 3's region 302 (Golfo), store admin of
      // brand 1's store 1014 (Querétaro Centro, region 102).
      { id: 5, roleId: 2, organizationId: 2, brandId: 2, regionId: null },
      { id: 6, roleId: 3, organizationId: 3, brandId: 3, regionId: 302 },
      { id: 7, roleId: 4, organizationId: 1014, brandId: 1, regionId: null },
    ],
  },
  nodomain: {
    id: 6,
    email: 'nodomain@demo.test',
    firstName: 'Daniel',
    lastName: 'Ortiz Becerra',
    domains: [],
  },
} as const satisfies Record<string, DemoAdmin>;

type PersonStatus = 'preregistered' | 'registeredWNAct' | 'registered' | 'active';

export interface FixturePerson {
  id: number;
  firstName: string;
  lastName: string;
  email: string | null;
  phone: boolean;
  employeeNumber: boolean;
  gender: 'male' | 'female' | 'other';
  positionId: number;
  status: PersonStatus;
  deleted?: true;
}

/**
 * People 1–10, all in brand 1's store 1001 (the store of store@demo.test, region 101). They
 * cover the display-name rule: no name at all, the legacy text 'null' as first or last name,
 * and each single contact datum. phone/employeeNumber true means "has one" (derived from the
 * id exactly like the bulk rows: phone '55' + (id*7919 mod 10^8), employee number 'SF' + id).
 */
export const FIXTURE_PEOPLE: readonly FixturePerson[] = [
  {
    id: 1,
    firstName: 'Carla',
    lastName: 'Ruiz Mendoza',
    email: 'collab@demo.test',
    phone: true,
    employeeNumber: true,
    gender: 'female',
    positionId: 105,
    status: 'active',
  },
  {
    id: 2,
    firstName: '',
    lastName: '',
    email: 'sin.nombre@saborfresco.mx',
    phone: false,
    employeeNumber: false,
    gender: 'other',
    positionId: 105,
    status: 'registered',
  },
  {
    id: 3,
    firstName: '',
    lastName: '',
    email: null,
    phone: true,
    employeeNumber: false,
    gender: 'male',
    positionId: 104,
    status: 'registered',
  },
  {
    id: 4,
    firstName: '',
    lastName: '',
    email: null,
    phone: false,
    employeeNumber: true,
    gender: 'female',
    positionId: 106,
    status: 'preregistered',
  },
  {
    id: 5,
    firstName: 'null',
    lastName: 'Pérez Gómez',
    email: 'perez.gomez@saborfresco.mx',
    phone: false,
    employeeNumber: true,
    gender: 'male',
    positionId: 103,
    status: 'active',
  },
  {
    id: 6,
    firstName: 'Luis',
    lastName: 'null',
    email: null,
    phone: true,
    employeeNumber: false,
    gender: 'male',
    positionId: 107,
    status: 'registered',
  },
  {
    id: 7,
    firstName: 'null',
    lastName: 'null',
    email: null,
    phone: false,
    employeeNumber: true,
    gender: 'female',
    positionId: 104,
    status: 'registeredWNAct',
  },
  {
    id: 8,
    firstName: 'Rocío',
    lastName: 'Vargas Luna',
    email: 'rocio.vargas@saborfresco.mx',
    phone: true,
    employeeNumber: true,
    gender: 'female',
    positionId: 103,
    status: 'active',
    deleted: true,
  },
  {
    id: 9,
    firstName: 'Tomás',
    lastName: 'Aguilar Soto',
    email: null,
    phone: true,
    employeeNumber: false,
    gender: 'male',
    positionId: 105,
    status: 'preregistered',
  },
  {
    id: 10,
    firstName: 'Itzel',
    lastName: 'Ramos Cruz',
    email: 'itzel.ramos@saborfresco.mx',
    phone: true,
    employeeNumber: true,
    gender: 'female',
    positionId: 102,
    status: 'registeredWNAct',
  },
];

/** Phone of person id: unique across all people (7919 is coprime with 10^8). */
export function personPhone(id: number): string {
  return `55${String((id * 7919) % 100_000_000).padStart(8, '0')}`;
}

/** Employee number of person id in a brand with the given prefix ('SF', 'TA', 'CH'). */
export function personEmployeeNumber(prefix: string, id: number): string {
  return `${prefix}${String(id).padStart(6, '0')}`;
}
