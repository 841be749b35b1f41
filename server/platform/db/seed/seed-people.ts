import type { Db } from '../db';
import type { SeedContext } from './seed-context';
import { HISTORY_DAYS } from './seed-context';
import {
  BRANDS,
  CURP_STATES,
  FEMALE_NAMES,
  LAST_NAMES,
  MALE_NAMES,
  NEUTRAL_NAMES,
} from './seed-data';
import {
  brandScopedId,
  FIXTURE_PEOPLE,
  personEmployeeNumber,
  personPhone,
  storeId,
} from './seed-fixtures';
import { emailPart, insertRows, lit, pick, rand, weighted } from './seed-sql';

/** Share of people per brand, percent. */
const BRAND_SHARES: readonly (readonly [string, number])[] = [
  ['1', 50],
  ['2', 30],
  ['3', 20],
];

function byBrand(expr: (b: (typeof BRANDS)[number]) => string, column = 't.brand_id'): string {
  return `CASE ${column} ${BRANDS.map((b) => `WHEN ${b.id} THEN ${expr(b)}`).join(' ')} END`;
}

/** The fixture people 1–10 (brand 1, store 1001), then the bulk people in one statement. */
export async function seedPeople(db: Db, ctx: SeedContext): Promise<void> {
  const brand1 = BRANDS[0];
  if (!brand1) throw new Error('No brands');
  await insertRows(
    db,
    'people',
    {
      id: 'integer',
      brand_id: 'integer',
      region_id: 'integer',
      store_id: 'integer',
      position_id: 'integer',
      first_name: 'text',
      last_name: 'text',
      email: 'text',
      phone: 'text',
      gender: 'text',
      employee_number: 'text',
      national_id: 'text',
      birth_date: 'date',
      password_hash: 'text',
      status: 'text',
      registered_at: 'timestamptz',
      created_at: 'timestamptz',
      last_activity_at: 'timestamptz',
      deleted_at: 'timestamptz',
    },
    FIXTURE_PEOPLE.map((p) => {
      const registered = p.status !== 'preregistered';
      return {
        id: p.id,
        brand_id: brand1.id,
        region_id: 101,
        store_id: storeId(brand1.id, 1),
        position_id: p.positionId,
        first_name: p.firstName,
        last_name: p.lastName,
        email: p.email,
        phone: p.phone ? personPhone(p.id) : null,
        gender: p.gender,
        employee_number: p.employeeNumber
          ? personEmployeeNumber(brand1.employeePrefix, p.id)
          : null,
        national_id: p.id === 1 ? 'RUMC950314MDFZNR04' : null,
        birth_date: ctx.dateDaysAgo(9000 + p.id * 400),
        password_hash: registered ? ctx.passwordHash : null,
        status: p.status,
        registered_at: registered ? ctx.daysAgo(400 - p.id * 10 - 1) : null,
        created_at: ctx.daysAgo(400 - p.id * 10),
        last_activity_at: registered
          ? ctx.daysAgo(p.status === 'active' ? 1 + p.id / 10 : 200)
          : null,
        deleted_at: p.deleted ? ctx.daysAgo(20) : null,
      };
    }),
  );

  const first = FIXTURE_PEOPLE.length + 1;
  const positionCase = byBrand((b) =>
    weighted(
      b.positions.map(([, share], i) => [String(brandScopedId(b.id, i + 1)), share] as const),
      'position_b',
    ),
  );
  const a = ctx.anchorSql;
  // All offsets are integer seconds before the anchor; the last CTE turns them into timestamps.
  await db.query(`
    INSERT INTO people (id, brand_id, region_id, store_id, position_id, first_name, last_name,
      email, phone, gender, employee_number, national_id, tax_id, birth_date, status,
      registered_at, created_at, last_activity_at, deleted_at, search_text)
    WITH base AS (
      SELECT g AS id,
        ${weighted(BRAND_SHARES, rand('g', 1, 100))} AS brand_id,
        1 + ${rand('g', 2, 50)} AS k,
        ${rand('g', 3, 100)} AS gender_b,
        ${pick(FEMALE_NAMES, 'g', 4)} AS female_name,
        ${pick(MALE_NAMES, 'g', 4)} AS male_name,
        ${pick(NEUTRAL_NAMES, 'g', 4)} AS neutral_name,
        ${pick(LAST_NAMES, 'g', 5)} AS last1,
        ${pick(LAST_NAMES, 'g', 6)} AS last2,
        ${rand('g', 7, 100)} AS status_b,
        ${rand('g', 8, 100)} AS contact_b,
        ${rand('g', 9, 1000)} AS name_b,
        ${rand('g', 10, 100)} AS position_b,
        (1 + ${rand('g', 11, HISTORY_DAYS)})::int8 * 86400 - ${rand('g', 12, 82800)} AS created_ago,
        18 * 365 + ${rand('g', 13, 40 * 365)} AS age_days,
        ${rand('g', 14, 1000)} AS deleted_b,
        ${rand('g', 15, 72 * 3600)} AS reg_delay,
        ${rand('g', 16, 1000)} AS act_r1,
        ${rand('g', 17, 1000)} AS act_r2,
        ${rand('g', 18, 100)} AS curp_b,
        ${pick(CURP_STATES, 'g', 19)} AS curp_state,
        ${pick(['RLN', 'MRT', 'GLZ', 'NRS', 'TRP', 'DMN', 'CHV', 'SLR'], 'g', 20)} AS curp_cons,
        ${pick(['A1B', 'K3L', 'H7Z', 'P2Q', 'M9X', 'T4N'], 'g', 21)} AS rfc_key
      FROM generate_series(${first}, ${ctx.counts.people}) g
    ), shaped AS (
      SELECT base.*,
        CASE WHEN gender_b < 49 THEN 'female' WHEN gender_b < 98 THEN 'male' ELSE 'other' END
          AS gender,
        CASE WHEN gender_b < 49 THEN female_name WHEN gender_b < 98 THEN male_name
          ELSE neutral_name END AS given,
        CASE WHEN status_b < 15 THEN 'preregistered' WHEN status_b < 30 THEN 'registeredWNAct'
          WHEN status_b < 45 THEN 'registered' ELSE 'active' END AS status,
        created_ago - least(3600 + reg_delay, created_ago / 2) AS registered_ago,
        contact_b >= 23 OR contact_b IN (6, 7) AS has_email,
        contact_b < 3 OR contact_b >= 8 AS has_phone,
        contact_b BETWEEN 3 AND 5 OR contact_b BETWEEN 8 AND 22 OR contact_b >= 31 AS has_employee,
        ${ctx.daySql} - age_days AS birth
      FROM base
    ), timed AS (
      SELECT shaped.*,
        CASE WHEN status = 'preregistered' THEN NULL
          WHEN status = 'registeredWNAct' THEN registered_ago
          ELSE greatest(60, registered_ago * act_r1 * act_r2 / 1000000) END AS activity_ago,
        upper(left(search_fold(last1), 2) || left(search_fold(last2), 1)
          || left(search_fold(given), 1)) || to_char(birth::timestamp, 'YYMMDD')
          || CASE WHEN gender = 'female' THEN 'M' ELSE 'H' END || curp_state || curp_cons
          || chr(65 + (id % 26)::int) || (id % 10) AS curp
      FROM shaped
    ), final AS MATERIALIZED (
    SELECT t.id, t.brand_id, o.region_id, o.id AS store_id, ${positionCase} AS position_id,
      CASE WHEN name_b < 5 THEN '' WHEN name_b < 8 THEN 'null' ELSE given END AS first_name,
      CASE WHEN name_b < 5 THEN '' WHEN name_b < 11 AND name_b >= 8 THEN 'null'
        ELSE last1 || ' ' || last2 END AS last_name,
      CASE WHEN has_email THEN ${emailPart('given')} || '.' || ${emailPart('last1')} || '.' || t.id
        || '@' || ${byBrand((b) => lit(b.emailDomain))} END AS email,
      CASE WHEN has_phone THEN '55' || lpad(((t.id::int8 * 7919) % 100000000)::text, 8, '0') END
        AS phone,
      gender,
      CASE WHEN has_employee THEN ${byBrand((b) => lit(b.employeePrefix))}
        || lpad(t.id::text, 6, '0') END AS employee_number,
      CASE WHEN curp_b < 70 THEN curp END,
      CASE WHEN curp_b < 50 THEN left(curp, 10) || rfc_key END,
      birth,
      status,
      CASE WHEN status <> 'preregistered' THEN ${a} - registered_ago * interval '1 second' END,
      ${a} - created_ago * interval '1 second',
      ${a} - activity_ago * interval '1 second',
      CASE WHEN deleted_b < 15
        THEN ${a} - greatest(30, coalesce(activity_ago, created_ago) * deleted_b / 15)
          * interval '1 second' END
    FROM timed t
    JOIN organizations o ON o.id = t.brand_id * 1000 + t.k
    )
    SELECT final.*,
      people_search_text(first_name, last_name, email, phone, employee_number)
    FROM final
  `);
  // The bulk load skips triggers (see seed.ts), so search_text is set explicitly everywhere.
  await db.query(
    `UPDATE people
     SET search_text = people_search_text(first_name, last_name, email, phone, employee_number)
     WHERE id < $1`,
    [first],
  );

  // Work groups (shifts, levels): six people in ten belong to one.
  await db.query(`
    INSERT INTO work_group_members (work_group_id, person_id, brand_id)
    SELECT brand_id * 10 + 1 + ${rand('id', 22, 3)}, id, brand_id
    FROM people WHERE ${rand('id', 23, 100)} < 60
  `);
}
