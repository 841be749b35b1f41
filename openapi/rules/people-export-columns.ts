/** The people export columns of SPEC §3, in their order (server writes them, console picks). */
export const PEOPLE_EXPORT_COLUMNS = [
  'email',
  'phone',
  'enrollment',
  'full_name',
  'birth_date',
  'gender',
  'brand',
  'store',
  'position',
] as const;

export type PeopleExportColumn = (typeof PEOPLE_EXPORT_COLUMNS)[number];
