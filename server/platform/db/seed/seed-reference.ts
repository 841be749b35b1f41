import type { components } from '../../../../openapi/schema';
import type { Db } from '../db';
import type { SeedContext } from './seed-context';
import { BRANDS, type BrandSeed, EXAM_QUESTIONS, LESSON_TITLES, REGION_WORD } from './seed-data';
import { brandScopedId, DEMO_ADMINS, regionId, STORES_PER_REGION, storeId } from './seed-fixtures';
import { seasonRun } from './seed-seasons';
import { insertRows } from './seed-sql';

const LESSON_FORMATS = ['video', 'reading', 'interactive'] as const;

/**
 * A brand's stored theme, typed by the contract so the key the server sends (and the console
 * reads) is the key the seed writes.
 */
export const brandTheme = (b: BrandSeed): components['schemas']['ThemeSettings'] => ({
  color: b.color,
});

/** A brand's logo: white marks drawn to sit on the domain colour (served from public/demo). */
export const brandLogo = (b: BrandSeed): string => `/demo/logo-${b.industry}.svg`;

/** The demo brand manager has a profile picture; the other demo admins show their initials. */
const DEMO_PROFILE_IMAGES: Readonly<Record<string, string>> = {
  'brand@demo.test': '/demo/avatar-brand-manager.svg',
};

/** Brands, regions, stores, positions, courses with lessons and exams, modules, surveys, groups. */
export async function seedReference(db: Db, ctx: SeedContext): Promise<void> {
  const orgColumns = {
    id: 'integer',
    kind: 'text',
    brand_id: 'integer',
    parent_id: 'integer',
    region_id: 'integer',
    name: 'text',
    industry: 'text',
    theme_settings: 'jsonb',
    admin_logo: 'text',
    enrollment_key: 'text',
    share_brand_key: 'boolean',
    store_type: 'jsonb',
    region_word: 'jsonb',
    training_module: 'boolean',
    supervision_module: 'boolean',
    satisfaction_module: 'boolean',
    kpi_module: 'boolean',
    dc3_enabled: 'boolean',
    store_manager_access: 'jsonb',
    created_at: 'timestamptz',
  };
  const common = (b: (typeof BRANDS)[number]) => ({
    brand_id: b.id,
    industry: b.industry,
    theme_settings: brandTheme(b),
    admin_logo: brandLogo(b),
    enrollment_key: b.enrollmentKey,
    share_brand_key: b.shareBrandKey,
    store_type: b.storeType,
    region_word: REGION_WORD,
    training_module: b.modules.training,
    supervision_module: b.modules.supervision,
    satisfaction_module: b.modules.satisfaction,
    kpi_module: b.modules.kpi,
    dc3_enabled: b.dc3,
  });
  await insertRows(
    db,
    'organizations',
    orgColumns,
    BRANDS.map((b) => ({
      ...common(b),
      id: b.id,
      kind: 'brand',
      parent_id: null,
      region_id: null,
      name: b.name,
      store_manager_access: null,
      created_at: ctx.daysAgo(720),
    })),
  );

  await insertRows(
    db,
    'regions',
    { id: 'integer', brand_id: 'integer', name: 'text', translations: 'jsonb' },
    BRANDS.flatMap((b) =>
      b.regions.map((r, i) => ({
        id: regionId(b.id, i + 1),
        brand_id: b.id,
        name: r.name.es,
        translations: r.name,
      })),
    ),
  );

  const stores = BRANDS.flatMap((b) => {
    let k = 0;
    return b.regions.flatMap((r, i) => {
      if (r.stores.length !== STORES_PER_REGION[i]) throw new Error(`${b.name}: region ${i + 1}`);
      return r.stores.map((name) => {
        k += 1;
        return {
          ...common(b),
          id: storeId(b.id, k),
          kind: 'store',
          parent_id: b.id,
          region_id: regionId(b.id, i + 1),
          name: `${b.storePrefix} ${name}`,
          store_manager_access: { managePeople: true, exportReports: k % 3 !== 0 },
          created_at: ctx.daysAgo(700 - k),
        };
      });
    });
  });
  await insertRows(db, 'organizations', orgColumns, stores);

  await insertRows(
    db,
    'positions',
    { id: 'integer', brand_id: 'integer', name: 'text', manages_store: 'boolean' },
    BRANDS.flatMap((b) =>
      // Each brand lists its store manager's position first.
      b.positions.map(([name], i) => ({
        id: brandScopedId(b.id, i + 1),
        brand_id: b.id,
        name,
        manages_store: i === 0,
      })),
    ),
  );

  await seedCourses(db, ctx);
  await seedModulesAndSurveys(db, ctx);
  await seedGroups(db);
  await seedAdmins(db, ctx);
}

async function seedCourses(db: Db, ctx: SeedContext): Promise<void> {
  const courses = BRANDS.flatMap((b) =>
    b.courses.map((c, i) => {
      const inactiveIndex = b.courses.filter((x, j) => j < i && x.type === 'inactive').length;
      // A seasonal course ran in its last season; another inactive one expired recently, so most
      // of its attempts predate the expiry. Attempts fall only between these dates.
      const run = c.season
        ? seasonRun(c.name, c.season, ctx.seedDay)
        : {
            name: c.name,
            startsOn: ctx.dateDaysAgo(c.type === 'inactive' ? 420 - 30 * inactiveIndex : 600 - i),
            endsOn: c.type === 'inactive' ? ctx.dateDaysAgo(45 + 40 * inactiveIndex) : null,
          };
      const created = ctx.daysAgo(610 - i);
      return {
        id: brandScopedId(b.id, i + 1),
        brand_id: b.id,
        name: run.name,
        description: `Curso de ${b.name}: ${run.name.toLowerCase()}.`,
        type: c.type,
        sort_order: i + 1,
        starts_on: run.startsOn,
        ends_on: run.endsOn,
        // Made at least a month before it opened.
        created_at:
          created.slice(0, 10) < run.startsOn
            ? created
            : new Date(Date.parse(run.startsOn) - 30 * 86_400_000).toISOString(),
        targets: c.positions ?? [],
        lessons: 3 + (i % 4),
      };
    }),
  );
  await insertRows(
    db,
    'courses',
    {
      id: 'integer',
      brand_id: 'integer',
      name: 'text',
      description: 'text',
      type: 'text',
      sort_order: 'integer',
      starts_on: 'date',
      ends_on: 'date',
      created_at: 'timestamptz',
    },
    courses,
  );

  const positionIds = new Map(
    BRANDS.flatMap((b) =>
      b.positions.map(([name], i) => [`${b.id}:${name}`, brandScopedId(b.id, i + 1)] as const),
    ),
  );
  await insertRows(
    db,
    'course_positions',
    { course_id: 'integer', position_id: 'integer', brand_id: 'integer' },
    courses.flatMap((c) =>
      c.targets.map((name) => {
        const positionId = positionIds.get(`${c.brand_id}:${name}`);
        if (positionId === undefined) throw new Error(`Unknown position ${name}`);
        return { course_id: c.id, position_id: positionId, brand_id: c.brand_id };
      }),
    ),
  );

  await insertRows(
    db,
    'lessons',
    {
      id: 'integer',
      brand_id: 'integer',
      course_id: 'integer',
      title: 'text',
      format: 'text',
      sort_order: 'integer',
      duration_minutes: 'integer',
    },
    courses.flatMap((c) =>
      LESSON_TITLES.slice(0, c.lessons).map((title, n) => ({
        id: c.id * 10 + n + 1,
        brand_id: c.brand_id,
        course_id: c.id,
        title: `${title}: ${c.name}`,
        format: LESSON_FORMATS[n % LESSON_FORMATS.length],
        sort_order: n + 1,
        duration_minutes: 3 + ((n * 2 + c.id) % 7),
      })),
    ),
  );

  // One final exam per course, with the course's id.
  await insertRows(
    db,
    'exams',
    {
      id: 'integer',
      brand_id: 'integer',
      course_id: 'integer',
      title: 'text',
      passing_score: 'numeric',
      question_count: 'integer',
    },
    courses.map((c) => ({
      id: c.id,
      brand_id: c.brand_id,
      course_id: c.id,
      title: `Examen final: ${c.name}`,
      passing_score: c.type === 'serial' ? 80 : 70,
      question_count: EXAM_QUESTIONS.length,
    })),
  );
  await insertRows(
    db,
    'exam_questions',
    {
      id: 'integer',
      brand_id: 'integer',
      exam_id: 'integer',
      sort_order: 'integer',
      kind: 'text',
      text: 'text',
      options: 'jsonb',
      correct_option: 'integer',
      points: 'numeric',
    },
    courses.flatMap((c) =>
      EXAM_QUESTIONS.map((q, n) => ({
        id: c.id * 10 + n + 1,
        brand_id: c.brand_id,
        exam_id: c.id,
        sort_order: n + 1,
        kind: q.correct === null ? 'open' : 'single',
        text: q.text.replace('{course}', c.name),
        options: q.options,
        correct_option: q.correct,
        points: 100 / EXAM_QUESTIONS.length,
      })),
    ),
  );
}

async function seedModulesAndSurveys(db: Db, ctx: SeedContext): Promise<void> {
  await insertRows(
    db,
    'supervision_modules',
    {
      id: 'integer',
      brand_id: 'integer',
      name: 'text',
      sort_order: 'integer',
      has_kpis: 'boolean',
      kpi_unit: 'text',
      kpi_lower_is_better: 'boolean',
    },
    BRANDS.flatMap((b) =>
      b.supervisionModules.map((m, i) => ({
        id: brandScopedId(b.id, i + 1),
        brand_id: b.id,
        name: m.name,
        sort_order: i + 1,
        has_kpis: b.modules.kpi && m.kpi !== undefined,
        kpi_unit: m.kpi?.unit ?? null,
        kpi_lower_is_better: m.kpi?.lowerIsBetter === true,
      })),
    ),
  );
  await insertRows(
    db,
    'surveys',
    {
      id: 'integer',
      brand_id: 'integer',
      survey_number: 'integer',
      name: 'text',
      active: 'boolean',
      created_at: 'timestamptz',
    },
    BRANDS.flatMap((b) =>
      b.surveys.map((name, i) => ({
        id: brandScopedId(b.id, i + 1),
        brand_id: b.id,
        survey_number: i + 1,
        name,
        active: i < 2,
        created_at: ctx.daysAgo(600 - i * 10),
      })),
    ),
  );
}

async function seedGroups(db: Db): Promise<void> {
  await insertRows(
    db,
    'business_groups',
    { id: 'integer', brand_id: 'integer', name: 'text' },
    BRANDS.flatMap((b) =>
      b.businessGroups.map((name, i) => ({ id: b.id * 10 + i + 1, brand_id: b.id, name })),
    ),
  );
  // Every fifth store is a franchise (second group); the rest belong to the first.
  await insertRows(
    db,
    'business_group_stores',
    { business_group_id: 'integer', store_id: 'integer', brand_id: 'integer' },
    BRANDS.flatMap((b) =>
      Array.from({ length: 50 }, (_, i) => ({
        business_group_id: b.id * 10 + ((i + 1) % 5 === 0 ? 2 : 1),
        store_id: storeId(b.id, i + 1),
        brand_id: b.id,
      })),
    ),
  );
  await insertRows(
    db,
    'work_groups',
    { id: 'integer', brand_id: 'integer', name: 'text' },
    BRANDS.flatMap((b) =>
      b.workGroups.map((name, i) => ({ id: b.id * 10 + i + 1, brand_id: b.id, name })),
    ),
  );
}

async function seedAdmins(db: Db, ctx: SeedContext): Promise<void> {
  const admins = Object.values(DEMO_ADMINS);
  await insertRows(
    db,
    'admins',
    {
      id: 'integer',
      email: 'text',
      password_hash: 'text',
      first_name: 'text',
      last_name: 'text',
      phone: 'text',
      profile_image: 'text',
      created_at: 'timestamptz',
      last_activity_at: 'timestamptz',
    },
    admins.map((a) => ({
      id: a.id,
      email: a.email,
      password_hash: ctx.passwordHash,
      first_name: a.firstName,
      last_name: a.lastName,
      phone: `551000000${a.id}`,
      profile_image: DEMO_PROFILE_IMAGES[a.email] ?? null,
      created_at: ctx.daysAgo(540 - a.id),
      last_activity_at: ctx.daysAgo(1),
    })),
  );
  await insertRows(
    db,
    'admin_domains',
    {
      id: 'integer',
      admin_id: 'integer',
      role_id: 'integer',
      organization_id: 'integer',
      brand_id: 'integer',
      brand_store_group_id: 'integer',
    },
    admins.flatMap((a) =>
      a.domains.map((d) => ({
        id: d.id,
        admin_id: a.id,
        role_id: d.roleId,
        organization_id: d.organizationId,
        brand_id: d.brandId,
        brand_store_group_id: d.regionId,
      })),
    ),
  );
}
