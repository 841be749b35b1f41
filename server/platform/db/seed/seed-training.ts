import { rfcCheckCharacter } from '../../../../openapi/rules/rfc';
import type { Db } from '../db';
import type { SeedContext } from './seed-context';
import { ANSWERED_ATTEMPT_EVERY } from './seed-context';
import { BRANDS, OPEN_ANSWERS } from './seed-data';
import { brandScopedId, regionId } from './seed-fixtures';
import { hash, lit, pick, rand } from './seed-sql';

const MX = `'America/Mexico_City'`;

// Exam attempts of registered and active people (only on courses their position may take), the
// answers of a few attempts, course progress derived from the attempts, then practical exams,
// DC3 records and awards drawn from completed courses. Run in this order.

/**
 * Attempts, drawn evenly over eligible people and their position's exams, each while its course
 * runs (from its first to its last day) and after the person registered. A draw that finds the
 * course closed for that person (over before they joined, or not yet open) takes one of the
 * position's courses that never close instead, so the counts stay exact.
 */
export async function seedAttempts(db: Db, ctx: SeedContext): Promise<void> {
  const a = ctx.anchorSql;
  await db.exec(`
    -- A person holds one ticket per started 30 days since registration; attempts draw tickets,
    -- so the rate per person is steady and a newcomer has few attempts, not a burst.
    CREATE TEMP TABLE seed_eligible ON COMMIT DROP AS
      SELECT (row_number() OVER (ORDER BY p.id, t) - 1)::int AS ticket, p.*
      FROM (
        SELECT id, brand_id, store_id, region_id, position_id,
          extract(epoch FROM ${a} - registered_at)::int8 AS reg_ago
        FROM people
        WHERE status IN ('registered', 'active') AND deleted_at IS NULL
          AND position_id IS NOT NULL
      ) p
      CROSS JOIN generate_series(1, 1 + (p.reg_ago / (30 * 86400))::int) t;
    -- Seconds before the anchor: a course opens at the start of its first day (Mexico City, as
    -- the anchor) and an attempt starts by half an hour before its last day ends, so it ends
    -- within it.
    CREATE TEMP TABLE seed_position_exams ON COMMIT DROP AS
      SELECT p.id AS position_id,
        (row_number() OVER (PARTITION BY p.id ORDER BY e.id) - 1)::int AS rn,
        (row_number() OVER (PARTITION BY p.id, c.ends_on IS NULL ORDER BY e.id) - 1)::int
          AS open_rn,
        c.ends_on IS NULL AS never_closes,
        e.id AS exam_id, e.course_id, e.passing_score,
        (${ctx.daySql} - c.starts_on)::int8 * 86400 AS start_ago,
        CASE WHEN c.ends_on IS NULL THEN 60
          ELSE greatest(60, (${ctx.daySql} - c.ends_on - 1)::int8 * 86400 + 1800) END AS end_ago
      FROM positions p
      JOIN exams e ON e.brand_id = p.brand_id
      JOIN courses c ON c.id = e.course_id
      WHERE NOT EXISTS (SELECT 1 FROM course_positions cp WHERE cp.course_id = c.id)
        OR EXISTS (SELECT 1 FROM course_positions cp
                   WHERE cp.course_id = c.id AND cp.position_id = p.id);
    CREATE TEMP TABLE seed_position_exam_counts ON COMMIT DROP AS
      SELECT position_id, count(*)::int AS n,
        count(*) FILTER (WHERE never_closes)::int AS open_n
      FROM seed_position_exams GROUP BY position_id;
    ANALYZE seed_eligible, seed_position_exams, seed_position_exam_counts;
  `);
  // Attempt ids follow start time; attempt_number counts a person's attempts at one exam.
  await db.query(`
    INSERT INTO exam_attempts (id, brand_id, person_id, exam_id, course_id, store_id, region_id,
      score, approved, attempt_number, started_at, ended_at, duration_seconds)
    WITH drawn AS (
      SELECT g, e.id AS person_id, e.brand_id, e.store_id, e.region_id, e.reg_ago,
        x.exam_id, x.course_id, x.passing_score, x.start_ago, x.end_ago, x.never_closes,
        y.exam_id AS open_exam_id, y.course_id AS open_course_id,
        y.passing_score AS open_passing_score, y.start_ago AS open_start_ago,
        y.end_ago AS open_end_ago,
        least(e.reg_ago, x.start_ago) > x.end_ago AS fits,
        ${rand('g', 32, 1000000)} AS r,
        100 - ${rand('g', 33, 100)} * ${rand('g', 34, 100)} / 100 AS score,
        ${rand('g', 35, 100)} < 3 AS still_open,
        120 + ${rand('g', 36, 1500)} AS duration
      FROM generate_series(1, ${ctx.counts.examAttempts}) g
      JOIN seed_eligible e
        ON e.ticket = ${rand('g', 30, '(SELECT count(*) FROM seed_eligible)')}
      JOIN seed_position_exam_counts pc ON pc.position_id = e.position_id
      JOIN seed_position_exams x
        ON x.position_id = e.position_id AND x.rn = ${rand('g', 31, 'pc.n')}
      JOIN seed_position_exams y
        ON y.position_id = e.position_id AND y.never_closes
          AND y.open_rn = ${rand('g', 37, 'pc.open_n')}
    ), chosen AS (
      SELECT g, person_id, brand_id, store_id, region_id, r, score, duration,
        -- Only a course still running has attempts in progress.
        still_open AND (never_closes OR NOT fits) AS still_open,
        CASE WHEN fits THEN exam_id ELSE open_exam_id END AS exam_id,
        CASE WHEN fits THEN course_id ELSE open_course_id END AS course_id,
        CASE WHEN fits THEN passing_score ELSE open_passing_score END AS passing_score,
        least(reg_ago, CASE WHEN fits THEN start_ago ELSE open_start_ago END) AS first_ago,
        CASE WHEN fits THEN end_ago ELSE open_end_ago END AS end_ago
      FROM drawn
    ), placed AS (
      SELECT chosen.*, end_ago + (first_ago - end_ago) * r / 1000000 AS started_ago
      FROM chosen
    )
    SELECT row_number() OVER (ORDER BY started_ago DESC, g),
      brand_id, person_id, exam_id, course_id, store_id, region_id,
      CASE WHEN NOT still_open THEN score END,
      NOT still_open AND score >= passing_score,
      row_number() OVER (PARTITION BY person_id, exam_id ORDER BY started_ago DESC, g),
      ${a} - started_ago * interval '1 second',
      CASE WHEN NOT still_open
        THEN ${a} - (started_ago - least(duration, started_ago - 30)) * interval '1 second' END,
      CASE WHEN NOT still_open THEN least(duration, started_ago - 30) END
    FROM placed
  `);
}

/**
 * Per-question answers of one attempt in ANSWERED_ATTEMPT_EVERY, made to add up to the
 * attempt's score (a report detail explains its total): the score's whole questions' worth go to
 * as many choice questions, drawn at random, and the rest to the open question, full (correct),
 * part (partial) or none (incorrect). The exams' shape allows it: four choice questions and one
 * open question of 20 points each (tests/api/seed-realism.test.ts checks every attempt). An
 * attempt still open has no score: its answers are unknown.
 */
export async function seedAnswers(db: Db): Promise<void> {
  const key = 'a.id * 10 + q.sort_order';
  await db.query(`
    INSERT INTO attempt_answers (id, brand_id, attempt_id, question_id, answer, result, points)
    WITH questions AS (
      SELECT a.id AS attempt_id, a.brand_id, a.score, q.id AS question_id, q.sort_order, q.kind,
        q.options, q.correct_option, q.points,
        -- Which choice questions are the right ones: a random order within the attempt.
        row_number() OVER (PARTITION BY a.id, q.kind
          ORDER BY ${rand(key, 41, 1000)}, q.sort_order) AS draw,
        ${pick(OPEN_ANSWERS, key, 42)} AS open_answer,
        ${rand(key, 43, 3)} AS wrong_shift
      FROM exam_attempts a
      JOIN exam_questions q ON q.exam_id = a.exam_id
      WHERE a.id % ${ANSWERED_ATTEMPT_EVERY} = 0
    ), shared AS (
      SELECT questions.*,
        -- Whole choice questions the score pays for (at most all of them); the open one gets
        -- what is left.
        least(count(*) FILTER (WHERE kind <> 'open') OVER (PARTITION BY attempt_id),
          floor(score / points)) AS right_choices,
        score - points * least(count(*) FILTER (WHERE kind <> 'open') OVER (PARTITION BY attempt_id),
          floor(score / points)) AS open_points
      FROM questions
    ), judged AS (
      SELECT shared.*,
        CASE
          WHEN score IS NULL THEN 'unknown'
          WHEN kind = 'open' AND open_points >= points THEN 'correct'
          WHEN kind = 'open' AND open_points > 0 THEN 'partial'
          WHEN kind = 'open' THEN 'incorrect'
          WHEN draw <= right_choices THEN 'correct'
          ELSE 'incorrect'
        END AS result
      FROM shared
    )
    SELECT row_number() OVER (ORDER BY attempt_id, sort_order), brand_id, attempt_id,
      question_id,
      CASE
        WHEN result = 'unknown' THEN NULL
        WHEN kind = 'open' THEN open_answer
        WHEN result = 'correct' THEN options ->> correct_option
        ELSE options ->> ((correct_option + 1 + wrong_shift) % jsonb_array_length(options))
      END,
      result,
      CASE
        WHEN result = 'correct' THEN points
        WHEN result = 'partial' THEN open_points
        ELSE 0
      END
    FROM judged
  `);
}

// The person's placement each progress row carries (migration 010): the bulk load runs with
// triggers off, so it writes what course_progress_person_fill() would.
const PERSON_COLUMNS =
  'person_region_id, person_store_id, person_position_id, person_registered_at';
const personValues = (p: string) =>
  `coalesce(${p}.region_id, 0), ${p}.store_id, coalesce(${p}.position_id, 0),
   person_counted_since(${p})`;

/** Course progress derived from the attempts, plus first steps of inactive registrations. */
export async function seedProgress(db: Db, ctx: SeedContext): Promise<void> {
  const a = ctx.anchorSql;
  await db.query(`
    INSERT INTO course_progress (person_id, course_id, brand_id, store_id, region_id,
      lessons_completed, started_at, completed_at, ${PERSON_COLUMNS})
    SELECT g.person_id, g.course_id, g.brand_id, g.store_id, g.region_id, g.lessons_completed,
      -- The lessons began a few hours before the first attempt, though not before the course
      -- opened nor before the person registered.
      greatest(g.started_at, c.starts_on::timestamp AT TIME ZONE ${MX}, p.registered_at),
      g.completed_at, ${personValues('p')}
    FROM (
      SELECT at.person_id, at.course_id, min(at.brand_id) AS brand_id,
        min(at.store_id) AS store_id, min(at.region_id) AS region_id,
        CASE WHEN bool_or(at.approved) THEN min(l.n) ELSE least(min(l.n) - 1, count(*)::int) END
          AS lessons_completed,
        min(at.started_at) - (1 + at.person_id % 5) * interval '1 hour' AS started_at,
        min(at.ended_at) FILTER (WHERE at.approved) AS completed_at
      FROM exam_attempts at
      JOIN (SELECT course_id, count(*)::int AS n FROM lessons GROUP BY course_id) l
        ON l.course_id = at.course_id
      GROUP BY at.person_id, at.course_id
    ) g
    JOIN people p ON p.id = g.person_id
    JOIN courses c ON c.id = g.course_id
  `);
  // Half of the people "registered without activity" opened their brand's first course.
  await db.query(`
    INSERT INTO course_progress (person_id, course_id, brand_id, store_id, region_id,
      lessons_completed, started_at, completed_at, ${PERSON_COLUMNS})
    SELECT p.id, p.brand_id * 100 + 1, p.brand_id, p.store_id, p.region_id, 1,
      least(p.registered_at + interval '1 hour', ${a} - interval '1 minute'), NULL,
      ${personValues('p')}
    FROM people p
    WHERE p.status = 'registeredWNAct' AND p.deleted_at IS NULL AND ${rand('p.id', 44, 2)} = 0
  `);
}

/** Completed courses in a fixed pseudo-random order: the pool for certificates and forms. */
function completedDraw(salt: number, where = 'TRUE'): string {
  return `
    SELECT cp.*, ${hash('cp.person_id::int8 * 1000 + cp.course_id', salt)} AS k
    FROM course_progress cp
    WHERE cp.completed_at IS NOT NULL AND ${where}
  `;
}

function regionCase(pickFor: (names: readonly string[], region: number) => string): string {
  const arms = BRANDS.flatMap((b) =>
    b.regions.map((r, i) => `WHEN ${regionId(b.id, i + 1)} THEN ${pickFor(r.supervisors, i)}`),
  );
  return `CASE region_id ${arms.join(' ')} END`;
}

export async function seedPracticalExams(db: Db, ctx: SeedContext): Promise<void> {
  const a = ctx.anchorSql;
  const evaluation = `CASE brand_id ${BRANDS.map(
    (b) => `WHEN ${b.id} THEN ${pick(b.practicalEvaluations, 'k', 51)}`,
  ).join(' ')} END`;
  await db.query(`
    INSERT INTO practical_exams (id, brand_id, person_id, course_id, store_id, region_id,
      evaluation, evaluator_name, assigned_on, status, score, evaluated_at)
    WITH drawn AS (
      ${completedDraw(50)}
      ORDER BY k, person_id, course_id
      LIMIT ${ctx.counts.practicalExams}
    ), dated AS (
      SELECT drawn.*,
        least((completed_at AT TIME ZONE ${MX})::date + 1 + ${rand('k', 52, 14)},
          ${ctx.daySql} - 1) AS assigned_on,
        ${rand('k', 53, 100)} AS status_b
      FROM drawn
    ), judged AS (
      SELECT dated.*,
        CASE WHEN assigned_on >= ${ctx.daySql} - 7 OR status_b < 15 THEN 'assigned'
          WHEN status_b < 85 THEN 'approved' ELSE 'failed' END AS status
      FROM dated
    )
    SELECT row_number() OVER (ORDER BY k, person_id, course_id), brand_id, person_id, course_id,
      store_id, region_id, ${evaluation},
      ${regionCase((names) => pick(names, 'k', 54))},
      assigned_on, status,
      CASE status WHEN 'approved' THEN 80 + ${rand('k', 55, 21)}
        WHEN 'failed' THEN 40 + ${rand('k', 55, 40)} END,
      CASE WHEN status <> 'assigned' THEN least(
        (assigned_on + 1 + ${rand('k', 56, 6)})::timestamp AT TIME ZONE ${MX}
          + interval '10 hours', ${a} - interval '1 hour') END
    FROM judged
  `);
}

/** The employer block of each DC3 brand's forms: a company name and RFC made for the demo. */
function dc3Employer(b: (typeof BRANDS)[number]) {
  const letters = foldUpper(b.name)
    .replace(/[^A-Z]/g, '')
    .padEnd(3, 'X')
    .slice(0, 3);
  const withoutCheck = `${letters}1503${String(10 + b.id).padStart(2, '0')}K${b.id}`;
  return {
    brand_id: b.id,
    legal_name: `${b.name} Operadora, S.A. de C.V.`,
    rfc: `${withoutCheck}${rfcCheckCharacter(withoutCheck)}`,
    legal_representative: 'Ricardo Méndez Aranda',
    workers_representative: 'Lucía Ñeco Ibáñez',
    training_agent: `Instituto de Capacitación ${b.name}`,
    instructor: 'Ana Sofía Peña Núñez',
  };
}

const foldUpper = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase();

/** The STPS occupation of a position (seed-data.ts): a cook's forms say a cook's trade. */
function positionOccupation(positionId: string): string {
  const arms = BRANDS.flatMap((b) =>
    b.positions.map(([, , code], i) => `WHEN ${brandScopedId(b.id, i + 1)} THEN ${lit(code)}`),
  );
  return `CASE ${positionId} ${arms.join(' ')} END`;
}

export async function seedDc3(db: Db, ctx: SeedContext): Promise<void> {
  const a = ctx.anchorSql;
  const dc3Brands = BRANDS.filter((b) => b.dc3).map((b) => b.id);
  for (const b of BRANDS.filter((x) => x.dc3)) {
    const e = dc3Employer(b);
    await db.query(
      `INSERT INTO dc3_employers (brand_id, legal_name, rfc, legal_representative,
         workers_representative, training_agent, instructor) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [
        e.brand_id,
        e.legal_name,
        e.rfc,
        e.legal_representative,
        e.workers_representative,
        e.training_agent,
        e.instructor,
      ],
    );
  }
  await db.query(`
    INSERT INTO dc3_records (id, brand_id, person_id, course_id, store_id, region_id, curp,
      stps_occupation, status, generated_at, created_at)
    WITH drawn AS (
      ${completedDraw(60, `cp.brand_id IN (${dc3Brands.join(', ')})`)}
      ORDER BY k, person_id, course_id
      LIMIT ${ctx.counts.dc3Records}
    ), filled AS (
      SELECT drawn.*, p.national_id AS curp,
        CASE WHEN ${rand('k', 61, 100)} >= 12 THEN ${positionOccupation('p.position_id')} END
          AS occupation,
        ${rand('k', 63, 100)} AS status_b
      FROM drawn JOIN people p ON p.id = drawn.person_id
    ), judged AS (
      SELECT filled.*,
        CASE WHEN curp IS NULL OR occupation IS NULL THEN 'incomplete'
          WHEN status_b < 65 THEN 'generated' ELSE 'pending' END AS status
      FROM filled
    )
    SELECT row_number() OVER (ORDER BY k, person_id, course_id), brand_id, person_id, course_id,
      store_id, region_id, curp, occupation, status,
      CASE WHEN status = 'generated' THEN least(
        completed_at + (1 + ${rand('k', 64, 20)}) * interval '1 day', ${a} - interval '1 hour')
      END,
      completed_at
    FROM judged
  `);
}

export async function seedAwards(db: Db, ctx: SeedContext): Promise<void> {
  await db.query(`
    INSERT INTO awards (id, brand_id, person_id, course_id, store_id, region_id, kind, title,
      earned_at)
    WITH drawn AS (
      ${completedDraw(70)}
      ORDER BY k, person_id, course_id
      LIMIT ${ctx.counts.awards}
    )
    SELECT row_number() OVER (ORDER BY d.k, d.person_id, d.course_id), d.brand_id, d.person_id,
      d.course_id, d.store_id, d.region_id,
      CASE WHEN ${rand('d.k', 71, 100)} < 70 THEN 'certificate' ELSE 'award' END,
      CASE WHEN ${rand('d.k', 71, 100)} < 70 THEN ${lit('Constancia de participación: ')}
        ELSE ${lit('Reconocimiento al desempeño: ')} END || c.name,
      d.completed_at
    FROM drawn d JOIN courses c ON c.id = d.course_id
  `);
}

/**
 * Content targets: seven in ten (course, position) pairs a course targets have one, 80–95 %
 * on serial courses (the first three mandatory within 30, 60 or 90 days), 50–70 % on open ones.
 */
export async function seedCourseTargets(db: Db, ctx: SeedContext): Promise<void> {
  const key = 'c.id * 1000 + p.id';
  await db.query(`
    INSERT INTO course_targets (brand_id, course_id, position_id, target, due_days, updated_at)
    SELECT c.brand_id, c.id, p.id,
      CASE WHEN c.type = 'serial' THEN 80 + 5 * ${rand(key, 91, 4)}
        ELSE 50 + 5 * ${rand(key, 92, 5)} END,
      CASE WHEN c.type = 'serial' AND c.sort_order < 3
        THEN (ARRAY[30, 60, 90])[1 + ${rand(key, 93, 3)}] END,
      ${ctx.anchorSql} - interval '20 days'
    FROM courses c
    JOIN positions p ON p.brand_id = c.brand_id
    WHERE c.type <> 'inactive' AND ${rand(key, 94, 10)} < 7
      AND (NOT EXISTS (SELECT 1 FROM course_positions t WHERE t.course_id = c.id)
        OR EXISTS (SELECT 1 FROM course_positions t
                    WHERE t.course_id = c.id AND t.position_id = p.id))
  `);
}
