import type { components } from '../../../openapi/schema';
import type { Db } from '../../platform/db/db';
import { type Loader, Rejection, unknownReference } from '../../platform/ingest/load';

type Item = components['schemas']['IngestCourse'];
type Exam = NonNullable<Item['exams']>[number];
type Question = NonNullable<Exam['questions']>[number];

// Courses by externalId, with what hangs from them. A list of children that is given is the
// whole set from the integration: children of it left out are removed (lessons, exams, an exam's
// questions, the course's positions); a list left out keeps what is stored. Children the seed or
// the console made (no externalId) are never touched. An exam or question already answered in an
// attempt is a fact's reference: it cannot be removed (`in_use`), only renamed or re-scored.
// New courses are `open` (they run for everyone their positions name, between their dates).

interface Stored {
  id: number;
  name: string;
  starts_on: string | null;
  ends_on: string | null;
}

const DEFAULT_PASSING_SCORE = 80;

/** The field of the second child with an externalId already given in the same list. */
function firstRepeat(ids: readonly string[], field: (n: number) => string): Rejection | null {
  const seen = new Set<string>();
  for (const [n, id] of ids.entries()) {
    if (seen.has(id)) return new Rejection(field(n), 'duplicate', `${id} is given twice`);
    seen.add(id);
  }
  return null;
}

/** Refuses an item whose lists name one child twice, before anything is read. */
function checkRepeats(item: Item): void {
  const repeat =
    firstRepeat(item.positionExternalIds ?? [], (n) => `positionExternalIds.${n}`) ??
    firstRepeat(
      (item.lessons ?? []).map((l) => l.externalId),
      (n) => `lessons.${n}.externalId`,
    ) ??
    firstRepeat(
      (item.exams ?? []).map((e) => e.externalId),
      (n) => `exams.${n}.externalId`,
    ) ??
    (item.exams ?? []).reduce<Rejection | null>(
      (found, e, n) =>
        found ??
        firstRepeat(
          (e.questions ?? []).map((q) => q.externalId),
          (m) => `exams.${n}.questions.${m}.externalId`,
        ),
      null,
    );
  if (repeat) throw repeat;
}

/** A row the removal statements would take away is referenced by an attempt (FK 23503). */
const isForeignKeyViolation = (err: unknown) =>
  typeof err === 'object' && err !== null && (err as { code?: unknown }).code === '23503';

async function positionIdsOf(tx: Db, brandId: number, ids: readonly string[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const { rows } = await tx.query<{ external_id: string; id: number }>(
    'SELECT external_id, id FROM positions WHERE brand_id = $1 AND external_id = ANY ($2::text[])',
    [brandId, ids],
  );
  const byExternal = new Map(rows.map((r) => [r.external_id, r.id]));
  return ids.map((id, n) => {
    const found = byExternal.get(id);
    if (found === undefined) throw unknownReference(`positionExternalIds.${n}`, 'position', id);
    return found;
  });
}

/** Makes the course's positions exactly these; true when it changed them. */
async function writePositions(
  tx: Db,
  brandId: number,
  courseId: number,
  positionIds: number[],
): Promise<boolean> {
  const { rows } = await tx.query<{ position_id: number }>(
    'SELECT position_id FROM course_positions WHERE course_id = $1',
    [courseId],
  );
  const stored = new Set(rows.map((r) => r.position_id));
  const wanted = new Set(positionIds);
  // Writing course_positions refreshes every person's available courses: only when it changes.
  if (stored.size === wanted.size && [...wanted].every((id) => stored.has(id))) return false;
  await tx.query(
    'DELETE FROM course_positions WHERE course_id = $1 AND NOT (position_id = ANY ($2::int[]))',
    [courseId, positionIds],
  );
  await tx.query(
    `INSERT INTO course_positions (course_id, position_id, brand_id)
     SELECT $1, u.id, $3 FROM unnest($2::int[]) AS u(id) ON CONFLICT DO NOTHING`,
    [courseId, positionIds, brandId],
  );
  return true;
}

/** Makes the course's lessons from the integration exactly these, in this order. */
async function writeLessons(
  tx: Db,
  brandId: number,
  courseId: number,
  lessons: NonNullable<Item['lessons']>,
): Promise<boolean> {
  const ids = lessons.map((l) => l.externalId);
  const removed = await tx.query(
    `DELETE FROM lessons
      WHERE course_id = $1 AND external_id IS NOT NULL AND NOT (external_id = ANY ($2::text[]))`,
    [courseId, ids],
  );
  if (lessons.length === 0) return removed.rowCount > 0;
  const written = await tx.query(
    `INSERT INTO lessons AS l (brand_id, course_id, external_id, title, sort_order)
     SELECT $1, $2, u.external_id, u.title, u.ord
       FROM unnest($3::text[], $4::text[]) WITH ORDINALITY AS u(external_id, title, ord)
     ON CONFLICT (course_id, external_id) WHERE external_id IS NOT NULL DO UPDATE
        SET title = excluded.title, sort_order = excluded.sort_order
      WHERE (l.title, l.sort_order) IS DISTINCT FROM (excluded.title, excluded.sort_order)`,
    [brandId, courseId, ids, lessons.map((l) => l.title)],
  );
  return removed.rowCount > 0 || written.rowCount > 0;
}

/** Makes the exam's questions from the integration exactly these, in this order. */
async function writeQuestions(
  tx: Db,
  brandId: number,
  examId: number,
  questions: Question[],
  field: string,
): Promise<boolean> {
  const ids = questions.map((q) => q.externalId);
  const leaving = `exam_id = $1 AND external_id IS NOT NULL AND NOT (external_id = ANY ($2::text[]))`;
  const answered = await tx.query<{ external_id: string }>(
    `SELECT q.external_id FROM exam_questions q
      WHERE ${leaving}
        AND EXISTS (SELECT 1 FROM attempt_answers a WHERE a.question_id = q.id)
      LIMIT 1`,
    [examId, ids],
  );
  const inUse = answered.rows[0];
  if (inUse) {
    throw new Rejection(
      field,
      'in_use',
      `Question ${inUse.external_id} has answers in attempts: it cannot be left out`,
    );
  }
  const removed = await tx.query(`DELETE FROM exam_questions WHERE ${leaving}`, [examId, ids]);
  let written = 0;
  if (questions.length > 0) {
    const r = await tx.query(
      `INSERT INTO exam_questions AS q (brand_id, exam_id, external_id, text, points, sort_order,
                                        kind)
       SELECT $1, $2, u.external_id, u.text, u.points, u.ord, 'open'
         FROM unnest($3::text[], $4::text[], $5::numeric[])
              WITH ORDINALITY AS u(external_id, text, points, ord)
       ON CONFLICT (exam_id, external_id) WHERE external_id IS NOT NULL DO UPDATE
          SET text = excluded.text, points = excluded.points, sort_order = excluded.sort_order
        WHERE (q.text, q.points, q.sort_order)
              IS DISTINCT FROM (excluded.text, excluded.points, excluded.sort_order)`,
      [brandId, examId, ids, questions.map((q) => q.text), questions.map((q) => q.points)],
    );
    written = r.rowCount;
  }
  // The exam's question count follows its questions (the console's exam lists read it).
  await tx.query(
    `UPDATE exams e SET question_count = n.count
       FROM (SELECT count(*)::int AS count FROM exam_questions WHERE exam_id = $1) n
      WHERE e.id = $1 AND e.question_count <> n.count`,
    [examId],
  );
  return removed.rowCount > 0 || written > 0;
}

/** Makes the course's exams from the integration exactly these; true when anything changed. */
async function writeExams(
  tx: Db,
  brandId: number,
  courseId: number,
  exams: Exam[],
): Promise<boolean> {
  const ids = exams.map((e) => e.externalId);
  const { rows: known } = await tx.query<{
    id: number;
    external_id: string;
    course_id: number;
    title: string;
    passing_score: unknown;
  }>(
    `SELECT id, external_id, course_id, title, passing_score FROM exams
      WHERE brand_id = $1 AND external_id = ANY ($2::text[])
      FOR UPDATE`,
    [brandId, ids],
  );
  const byExternal = new Map(known.map((e) => [e.external_id, e]));
  for (const [n, exam] of exams.entries()) {
    const found = byExternal.get(exam.externalId);
    if (found && found.course_id !== courseId) {
      throw new Rejection(
        `exams.${n}.externalId`,
        'other_course',
        'This exam belongs to another course of the brand',
      );
    }
  }
  const leaving = `course_id = $1 AND external_id IS NOT NULL AND NOT (external_id = ANY ($2::text[]))`;
  const taken = await tx.query<{ external_id: string }>(
    `SELECT e.external_id FROM exams e
      WHERE ${leaving} AND EXISTS (SELECT 1 FROM exam_attempts a WHERE a.exam_id = e.id)
      LIMIT 1`,
    [courseId, ids],
  );
  const inUse = taken.rows[0];
  if (inUse) {
    throw new Rejection(
      'exams',
      'in_use',
      `Exam ${inUse.external_id} has attempts: it cannot be left out`,
    );
  }
  const removed = await tx.query(`DELETE FROM exams WHERE ${leaving}`, [courseId, ids]);
  let changed = removed.rowCount > 0;
  for (const [n, exam] of exams.entries()) {
    const found = byExternal.get(exam.externalId);
    let examId: number;
    if (found) {
      examId = found.id;
      const passing = exam.passingScore ?? Number(found.passing_score);
      const r = await tx.query(
        `UPDATE exams SET title = $2, passing_score = $3
          WHERE id = $1 AND (title, passing_score) IS DISTINCT FROM ($2, $3::numeric)`,
        [examId, exam.title, passing],
      );
      changed ||= r.rowCount > 0;
    } else {
      const r = await tx.query<{ id: number }>(
        `INSERT INTO exams (brand_id, course_id, external_id, title, passing_score)
         VALUES ($1, $2, $3, $4, $5) RETURNING id`,
        [
          brandId,
          courseId,
          exam.externalId,
          exam.title,
          exam.passingScore ?? DEFAULT_PASSING_SCORE,
        ],
      );
      examId = r.rows[0]?.id as number;
      changed = true;
    }
    if (exam.questions) {
      const wrote = await writeQuestions(
        tx,
        brandId,
        examId,
        exam.questions,
        `exams.${n}.questions`,
      );
      changed ||= wrote;
    }
  }
  return changed;
}

export const coursesLoader: Loader<Item> = {
  kind: 'courses',
  async apply(tx, brandId, item, at) {
    checkRepeats(item);
    const positionIds = item.positionExternalIds
      ? await positionIdsOf(tx, brandId, item.positionExternalIds)
      : undefined;
    const { rows } = await tx.query<Stored>(
      `SELECT id, name, starts_on::text AS starts_on, ends_on::text AS ends_on FROM courses
        WHERE brand_id = $1 AND external_id = $2 FOR UPDATE`,
      [brandId, item.externalId],
    );
    const current = rows[0];
    const startsOn = item.startsOn === undefined ? (current?.starts_on ?? null) : item.startsOn;
    const endsOn = item.endsOn === undefined ? (current?.ends_on ?? null) : item.endsOn;
    if (startsOn && endsOn && endsOn < startsOn) {
      throw new Rejection('endsOn', 'before_start', 'endsOn is before startsOn');
    }
    let courseId: number;
    let changed = false;
    if (current) {
      courseId = current.id;
      const r = await tx.query(
        `UPDATE courses SET name = $2, starts_on = $3, ends_on = $4
          WHERE id = $1 AND (name, starts_on, ends_on) IS DISTINCT FROM ($2, $3::date, $4::date)`,
        [courseId, item.name, startsOn, endsOn],
      );
      changed = r.rowCount > 0;
    } else {
      const r = await tx.query<{ id: number }>(
        `INSERT INTO courses (brand_id, external_id, name, type, sort_order, starts_on, ends_on,
                              created_at)
         SELECT $1, $2, $3, 'open', coalesce(max(sort_order), 0) + 1, $4, $5, $6
           FROM courses WHERE brand_id = $1
         RETURNING id`,
        [brandId, item.externalId, item.name, startsOn, endsOn, at],
      );
      courseId = r.rows[0]?.id as number;
    }
    try {
      if (positionIds)
        changed = (await writePositions(tx, brandId, courseId, positionIds)) || changed;
      if (item.lessons)
        changed = (await writeLessons(tx, brandId, courseId, item.lessons)) || changed;
      if (item.exams) changed = (await writeExams(tx, brandId, courseId, item.exams)) || changed;
    } catch (err) {
      // An attempt of a concurrent load took an exam or question being removed.
      if (isForeignKeyViolation(err)) {
        throw new Rejection('exams', 'in_use', 'An exam or question left out has attempts');
      }
      throw err;
    }
    if (!current) return 'created';
    return changed ? 'updated' : 'unchanged';
  },
};
