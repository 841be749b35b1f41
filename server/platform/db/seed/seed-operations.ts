import type { Db } from '../db';
import type { SeedContext } from './seed-context';
import { ACTIVITY_LOG_ENTRIES, HISTORY_DAYS } from './seed-context';
import { BRANDS, COMMENT_DETAILS, SUPERVISION_COMMENTS, SUPERVISION_QUESTIONS } from './seed-data';
import { brandScopedId, regionId } from './seed-fixtures';
import { lit, pick, rand, weighted } from './seed-sql';

// Store visits, monthly KPIs, guest-survey responses and the admins' activity log.

function brandCase(
  brands: readonly (typeof BRANDS)[number][],
  expr: (b: (typeof BRANDS)[number]) => string,
): string {
  return `CASE brand_id ${brands.map((b) => `WHEN ${b.id} THEN ${expr(b)}`).join(' ')} END`;
}

/** Stores of the given brands, chosen evenly: brand then store number, from salts s and s+1. */
function drawStore(brandIds: readonly number[], key: string, salt: number): string {
  return `(ARRAY[${brandIds.join(', ')}])[1 + ${rand(key, salt, brandIds.length)}] * 1000
    + 1 + ${rand(key, salt + 1, 50)}`;
}

/** One of the brand's supervision modules (ids brand*100 + 1 …). */
function moduleOf(b: (typeof BRANDS)[number], key: string, salt: number): string {
  return `${brandScopedId(b.id, 1)} + ${rand(key, salt, b.supervisionModules.length)}`;
}

export async function seedSupervisions(db: Db, ctx: SeedContext): Promise<void> {
  const brands = BRANDS.filter((b) => b.modules.supervision && b.supervisionModules.length > 0);
  if (brands.length === 0 || ctx.counts.supervisions === 0) return;
  const supervisor = `CASE region_id ${brands
    .flatMap((b) =>
      b.regions.map((r, i) => `WHEN ${regionId(b.id, i + 1)} THEN ${pick(r.supervisors, 'g', 55)}`),
    )
    .join(' ')} END`;
  await db.query(`
    INSERT INTO supervisions (id, brand_id, store_id, region_id, module_id, name,
      supervisor_name, score, incidents, comment, supervised_at)
    WITH drawn AS (
      SELECT g, o.brand_id, o.id AS store_id, o.region_id,
        -- A visit between 08:00 and 19:00 Mexico City time on one of the past days.
        (1 + ${rand('g', 52, HISTORY_DAYS)})::int8 * 86400 - 8 * 3600 - ${rand('g', 53, 11 * 3600)}
          AS ago,
        100 - ${rand('g', 56, 100)} * ${rand('g', 57, 100)} / 150 AS score
      FROM generate_series(1, ${ctx.counts.supervisions}) g
      JOIN organizations o ON o.id = ${drawStore(
        brands.map((b) => b.id),
        'g',
        50,
      )}
    )
    SELECT row_number() OVER (ORDER BY ago DESC, g), brand_id, store_id, region_id,
      ${brandCase(brands, (b) => moduleOf(b, 'g', 54))},
      ${brandCase(brands, (b) => pick(b.supervisionChecklists, 'g', 58))},
      ${supervisor},
      score,
      CASE WHEN score >= 90 THEN 0 ELSE (100 - score) / 12 + ${rand('g', 59, 2)} END,
      CASE WHEN ${rand('g', 60, 100)} >= 30 THEN NULL
        WHEN score >= 85 THEN ${pick(SUPERVISION_COMMENTS.good, 'g', 61)}
        ELSE ${pick(SUPERVISION_COMMENTS.findings, 'g', 61)} END,
      ${ctx.anchorSql} - ago * interval '1 second'
    FROM drawn
  `);
}

/**
 * The answers to each supervision's checklist: every question of its module, mostly complied
 * with; the lower the visit's score, the more often an item fails.
 */
export async function seedSupervisionItems(db: Db): Promise<void> {
  const questions = BRANDS.filter((b) => b.modules.supervision).flatMap((b) =>
    b.supervisionModules.flatMap((m, i) =>
      (SUPERVISION_QUESTIONS[m.name] ?? SUPERVISION_QUESTIONS.general ?? []).map(
        (q, n) => `(${brandScopedId(b.id, i + 1)}, ${n + 1}, ${lit(q)})`,
      ),
    ),
  );
  if (questions.length === 0) return;
  const key = 's.id * 16 + q.n';
  await db.query(`
    INSERT INTO supervision_items (brand_id, supervision_id, sort_order, question, answer)
    SELECT s.brand_id, s.id, q.n, q.question,
      CASE WHEN ${rand(key, 83, 100)} < 5 THEN 'na'
        WHEN ${rand(key, 84, 100)} < 100 - s.score THEN 'no' ELSE 'yes' END
    FROM supervisions s
    JOIN (VALUES ${questions.join(', ')}) AS q(module_id, n, question) ON q.module_id = s.module_id
    ORDER BY s.id, q.n
  `);
}

export async function seedKpis(db: Db, ctx: SeedContext): Promise<void> {
  const targets = BRANDS.filter((b) => b.modules.kpi).flatMap((b) =>
    b.supervisionModules.flatMap((m, i) =>
      m.kpi
        ? [`(${brandScopedId(b.id, i + 1)}, ${m.kpi.low}, ${m.kpi.high}, ${m.kpi.target})`]
        : [],
    ),
  );
  if (targets.length === 0) return;
  // The 18 whole months before the seed day's month, for every store of a KPI brand.
  await db.query(`
    INSERT INTO kpis (id, brand_id, store_id, region_id, module_id, month, value, target)
    SELECT row_number() OVER (ORDER BY m.n DESC, o.id, t.module_id), o.brand_id, o.id,
      o.region_id, t.module_id,
      (date_trunc('month', ${ctx.daySql}::timestamp) - m.n * interval '1 month')::date,
      round(t.low + (t.high - t.low)
        * ${rand('o.id::int8 * 100000 + t.module_id * 100 + m.n', 65, 1001)} / 1000.0, 2),
      t.target
    FROM organizations o
    JOIN supervision_modules sm ON sm.brand_id = o.brand_id
    JOIN (VALUES ${targets.join(', ')}) AS t(module_id, low, high, target)
      ON t.module_id = sm.id
    CROSS JOIN generate_series(1, 18) AS m(n)
    WHERE o.kind = 'store'
  `);
}

export async function seedSurveyResponses(db: Db, ctx: SeedContext): Promise<void> {
  const brands = BRANDS.filter((b) => b.modules.satisfaction && b.surveys.length > 0);
  if (brands.length === 0 || ctx.counts.surveyResponses === 0) return;
  // Most answers go to a brand's first survey, fewer to the second and third.
  const survey = brandCase(brands, (b) =>
    weighted(
      [
        [String(brandScopedId(b.id, 1)), 60],
        [String(brandScopedId(b.id, Math.min(2, b.surveys.length))), 30],
        [String(brandScopedId(b.id, Math.min(3, b.surveys.length))), 10],
      ],
      'survey_b',
    ),
  );
  const opening = (group: 'promoter' | 'passive' | 'detractor') =>
    brandCase(brands, (b) => pick(b.commentOpenings[group], 'g', 66));
  const phrase = (group: 'promoter' | 'passive' | 'detractor') =>
    `${opening(group)} || ', ' || ${pick(COMMENT_DETAILS[group], 'g', 67)}`;
  const comment = `CASE WHEN nps_score >= 9 THEN ${phrase('promoter')}
    WHEN nps_score >= 7 THEN ${phrase('passive')} ELSE ${phrase('detractor')} END`;
  await db.query(`
    INSERT INTO survey_responses (id, brand_id, store_id, region_id, survey_id, nps_score,
      comment, created_at)
    WITH drawn AS (
      SELECT g, o.brand_id, o.id AS store_id, o.region_id,
        ${rand('g', 62, 100)} AS survey_b,
        ${weighted(
          [
            [rand('g', 64, 7), 20],
            [`7 + ${rand('g', 64, 2)}`, 25],
            [`9 + ${rand('g', 64, 2)}`, 55],
          ],
          rand('g', 63, 100),
        )} AS nps_score,
        -- Answered between 09:00 and 22:00 Mexico City time.
        (1 + ${rand('g', 68, HISTORY_DAYS)})::int8 * 86400 - 9 * 3600 - ${rand('g', 69, 13 * 3600)}
          AS ago
      FROM generate_series(1, ${ctx.counts.surveyResponses}) g
      JOIN organizations o ON o.id = ${drawStore(
        brands.map((b) => b.id),
        'g',
        60,
      )}
    )
    SELECT row_number() OVER (ORDER BY ago DESC, g), brand_id, store_id, region_id, ${survey},
      nps_score,
      CASE WHEN ${rand('g', 65, 100)} < 65 THEN ${comment} END,
      ${ctx.anchorSql} - ago * interval '1 second'
    FROM drawn
  `);
}

/**
 * Survey openings (migration 013), made from the answers already seeded, so it also backfills
 * a database seeded before 013 (see docs/report-kit.md): every answer was opened in its own
 * quarter hour, and each store leaves a share of its openings unfinished — its completion rate,
 * 55–90 % by store — opened up to an hour before one of its answers (one abandoned opening per
 * answer at most, drawn with probability (100 − rate) / rate, so the expected rate is exact).
 */
export async function seedSurveyOpenings(db: Db): Promise<void> {
  const slot = (at: string) => `date_bin('15 minutes', ${at}, TIMESTAMPTZ '2000-01-01 00:00+00')`;
  const rate = `(55 + ${rand('a.store_id', 80, 36)})`;
  await db.query(`
    INSERT INTO survey_openings (brand_id, region_id, store_id, survey_id, slot, opened)
    SELECT brand_id, region_id, store_id, survey_id, slot, count(*)
    FROM (
      SELECT a.brand_id, a.region_id, a.store_id, a.survey_id, ${slot('a.created_at')} AS slot
        FROM survey_responses a
      UNION ALL
      SELECT a.brand_id, a.region_id, a.store_id, a.survey_id,
        ${slot(`a.created_at - ${rand('a.id', 82, 60)} * interval '1 minute'`)}
        FROM survey_responses a
       WHERE ${rand('a.id', 81, 1000)} * ${rate} < (100 - ${rate}) * 1000
    ) o
    GROUP BY brand_id, region_id, store_id, survey_id, slot
  `);
}

/**
 * Actions an admin's activity is made of (spelled as the API writes them), with their share
 * (percent) and a Spanish summary.
 */
const ACTIONS: readonly (readonly [string, number, string, string | null])[] = [
  ['login', 30, 'Inicio de sesión', null],
  ['create_person', 15, 'Alta de colaborador', 'person'],
  ['update_person', 10, 'Edición de colaborador', 'person'],
  ['delete_person', 7, 'Baja de colaborador', 'person'],
  ['reactivate_person', 4, 'Reactivación de colaborador', 'person'],
  ['import_people', 8, 'Carga masiva de colaboradores', null],
  ['export_people', 10, 'Exportación de colaboradores', null],
  ['export_report', 8, 'Exportación de reporte', null],
  ['share_brand_key', 4, 'Llave de marca compartida', null],
  ['generate_dc3', 2, 'Generación de formatos DC3', null],
  ['download_awards', 2, 'Descarga de constancias', null],
];

export async function seedActivityLog(db: Db, ctx: SeedContext): Promise<void> {
  const column = (index: 0 | 2 | 3) =>
    weighted(
      ACTIONS.map((x) => [x[index] === null ? 'NULL' : lit(String(x[index])), x[1]] as const),
      'action_b',
    );
  // Each entry belongs to one of the admins' domains; a person target lies inside its scope.
  await db.query(`
    INSERT INTO activity_log (id, brand_id, admin_id, security_id, action, target_type,
      target_id, details, created_at)
    WITH drawn AS (
      SELECT g, d.id AS security_id, d.admin_id, d.brand_id, d.brand_store_group_id,
        d.organization_id, ${rand('g', 71, 100)} AS action_b,
        (1 + ${rand('g', 72, 120)})::int8 * 86400 - 8 * 3600 - ${rand('g', 73, 11 * 3600)} AS ago
      FROM generate_series(1, ${ACTIVITY_LOG_ENTRIES}) g
      JOIN admin_domains d
        ON d.id = 1 + ${rand('g', 70, '(SELECT count(*) FROM admin_domains)')}
    ), described AS (
      SELECT drawn.*, ${column(0)} AS action, ${column(2)} AS summary, ${column(3)} AS target_type
      FROM drawn
    )
    SELECT x.g, x.brand_id, x.admin_id, x.security_id, x.action, x.target_type,
      CASE WHEN x.target_type = 'person' THEN p.id::text END,
      jsonb_strip_nulls(jsonb_build_object(
        'summary', x.summary || CASE WHEN x.target_type = 'person'
          THEN ': ' || trim(p.first_name || ' ' || p.last_name) ELSE '' END,
        'registered', CASE WHEN x.action = 'import_people' THEN 5 + ${rand('g', 74, 120)} END,
        'failed', CASE WHEN x.action = 'import_people' THEN ${rand('g', 75, 4)} END,
        'rows', CASE WHEN x.action = 'export_people' THEN 50 + ${rand('g', 76, 900)} END,
        'report', CASE WHEN x.action = 'export_report'
          THEN ${pick(['training', 'supervision', 'satisfaction', 'rankings'], 'g', 77)} END,
        'recipients', CASE WHEN x.action = 'share_brand_key' THEN 1 + ${rand('g', 78, 6)} END,
        'count', CASE WHEN x.action IN ('generate_dc3', 'download_awards')
          THEN 1 + ${rand('g', 80, 12)} END
      )),
      ${ctx.anchorSql} - x.ago * interval '1 second'
    FROM described x
    LEFT JOIN LATERAL (
      SELECT p.id, p.first_name, p.last_name
      FROM people p
      JOIN organizations o ON o.id = x.organization_id
      WHERE x.target_type = 'person' AND p.brand_id = x.brand_id
        AND (o.kind = 'store' AND p.store_id = o.id
          OR o.kind = 'brand' AND (x.brand_store_group_id IS NULL
            OR p.region_id = x.brand_store_group_id))
        AND p.first_name NOT IN ('', 'null')
      ORDER BY p.id
      OFFSET ${rand('g', 79, 40)} LIMIT 1
    ) p ON TRUE
  `);
}
