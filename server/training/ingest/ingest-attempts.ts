import type { components } from '../../../openapi/schema';
import type { Db } from '../../platform/db/db';
import { instantField } from '../../platform/ingest/instant-field';
import { type Loader, Rejection, unknownReference } from '../../platform/ingest/load';
import { queueStatusRaises } from '../../platform/ingest/person-status';
import { hundredths, isApproved, resultFromPoints, scoreFromAnswers } from './attempt-rules';

type Item = components['schemas']['IngestAttempt'];
type Outcome = 'created' | 'unchanged';

// Exam attempts are facts: appended once by externalId, never changed by a later load (a retry,
// or the same externalId twice in one request, is `unchanged`, whatever it carries). The whole
// batch is checked in memory against three reads (people, exams, questions) and written with
// two statements (attempts, then their answers), so a load of 1,000 attempts costs a handful of
// round trips. The rollup triggers of exam_attempts follow each inserted row.

interface PersonRow {
  external_id: string;
  id: number;
  store_id: number;
  region_id: number | null;
}

interface ExamRow {
  external_id: string;
  id: number;
  course_id: number;
  passing_score: unknown;
  possible: unknown;
}

interface QuestionRow {
  exam_id: number;
  external_id: string;
  id: number;
  points: unknown;
}

/** One attempt ready to insert. */
interface Ready {
  externalId: string;
  personId: number;
  examId: number;
  courseId: number;
  storeId: number;
  regionId: number | null;
  score: number | null;
  approved: boolean;
  startedAt: string;
  endedAt: string | null;
  duration: number | null;
  answers: { questionId: number; answer: string | null; result: string; points: number }[];
}

interface References {
  people: Map<string, PersonRow>;
  exams: Map<string, ExamRow & { passing: number; total: number }>;
  /** `${examId} ${questionExternalId}` → the question. */
  questions: Map<string, { id: number; points: number }>;
}

const distinct = (values: string[]) => [...new Set(values)];

async function readReferences(tx: Db, brandId: number, items: Item[]): Promise<References> {
  const people = await tx.query<PersonRow>(
    `SELECT external_id, id, store_id, region_id FROM people
      WHERE brand_id = $1 AND external_id = ANY ($2::text[])`,
    [brandId, distinct(items.map((i) => i.personExternalId))],
  );
  const exams = await tx.query<ExamRow>(
    `SELECT e.external_id, e.id, e.course_id, e.passing_score,
            (SELECT coalesce(sum(q.points), 0) FROM exam_questions q WHERE q.exam_id = e.id)
              AS possible
       FROM exams e
      WHERE e.brand_id = $1 AND e.external_id = ANY ($2::text[])`,
    [brandId, distinct(items.map((i) => i.examExternalId))],
  );
  const examIds = exams.rows.map((e) => e.id);
  const questions =
    examIds.length === 0 || !items.some((i) => (i.answers?.length ?? 0) > 0)
      ? { rows: [] as QuestionRow[] }
      : await tx.query<QuestionRow>(
          `SELECT exam_id, external_id, id, points FROM exam_questions
            WHERE exam_id = ANY ($1::int[]) AND external_id IS NOT NULL`,
          [examIds],
        );
  return {
    people: new Map(people.rows.map((p) => [p.external_id, p])),
    exams: new Map(
      exams.rows.map((e) => [
        e.external_id,
        { ...e, passing: Number(e.passing_score), total: Number(e.possible) },
      ]),
    ),
    questions: new Map(
      questions.rows.map((q) => [
        `${q.exam_id} ${q.external_id}`,
        { id: q.id, points: Number(q.points) },
      ]),
    ),
  };
}

/** The attempt as it will be stored, or the Rejection that refuses it. */
function prepare(item: Item, refs: References, now: Date): Ready | Rejection {
  try {
    const person = refs.people.get(item.personExternalId);
    if (!person) throw unknownReference('personExternalId', 'person', item.personExternalId);
    const exam = refs.exams.get(item.examExternalId);
    if (!exam) throw unknownReference('examExternalId', 'exam', item.examExternalId);
    const started = instantField(item.startedAt, 'startedAt', now);
    const ended = item.endedAt ? instantField(item.endedAt, 'endedAt', now) : null;
    if (ended && ended.getTime() < started.getTime()) {
      throw new Rejection('endedAt', 'before_start', 'endedAt is before startedAt');
    }
    const seen = new Set<string>();
    const answers = (item.answers ?? []).map((a, n) => {
      const field = `answers.${n}.questionExternalId`;
      const question = refs.questions.get(`${exam.id} ${a.questionExternalId}`);
      if (!question) throw unknownReference(field, 'question in this exam', a.questionExternalId);
      if (seen.has(a.questionExternalId)) {
        throw new Rejection(field, 'duplicate', 'The attempt answers this question twice');
      }
      seen.add(a.questionExternalId);
      const points = hundredths(a.points);
      if (points > question.points) {
        throw new Rejection(
          `answers.${n}.points`,
          'above_question_points',
          `The question is worth ${question.points} points`,
        );
      }
      return {
        questionId: question.id,
        answer: a.answer ?? null,
        result: a.result ?? resultFromPoints(points, question.points),
        points,
      };
    });
    let score: number | null = null;
    if (ended) {
      score =
        item.score === undefined || item.score === null
          ? scoreFromAnswers(
              answers.map((a) => a.points),
              exam.total,
            )
          : hundredths(item.score);
      if (score === null) {
        throw new Rejection(
          'score',
          'score_required',
          'An ended attempt needs a score or the answers to score it by',
        );
      }
    } else if (item.score !== undefined && item.score !== null) {
      throw new Rejection(
        'endedAt',
        'validation',
        'An attempt with a score has ended: send endedAt',
      );
    }
    return {
      externalId: item.externalId,
      personId: person.id,
      examId: exam.id,
      courseId: exam.course_id,
      storeId: person.store_id,
      regionId: person.region_id,
      score,
      approved: isApproved(score, ended !== null, exam.passing),
      startedAt: started.toISOString(),
      endedAt: ended?.toISOString() ?? null,
      duration: ended ? Math.round((ended.getTime() - started.getTime()) / 1000) : null,
      answers,
    };
  } catch (err) {
    if (err instanceof Rejection) return err;
    throw err;
  }
}

/**
 * Inserts the attempts not stored yet (ON CONFLICT DO NOTHING: a concurrent load of the same
 * externalId waits for the other and then inserts nothing) and the answers of those inserted.
 * attempt_number counts on from the person's stored attempts at the exam, in start order.
 */
async function insert(tx: Db, brandId: number, ready: Ready[]): Promise<Set<string>> {
  if (ready.length === 0) return new Set();
  const { rows } = await tx.query<{ id: string; external_id: string }>(
    `INSERT INTO exam_attempts (brand_id, external_id, person_id, exam_id, course_id, store_id,
                                region_id, score, approved, attempt_number, started_at, ended_at,
                                duration_seconds)
     SELECT $1, u.external_id, u.person_id, u.exam_id, u.course_id, u.store_id, u.region_id,
            u.score, u.approved,
            coalesce((SELECT max(x.attempt_number) FROM exam_attempts x
                       WHERE x.person_id = u.person_id AND x.exam_id = u.exam_id), 0)
              + row_number() OVER (PARTITION BY u.person_id, u.exam_id
                                   ORDER BY u.started_at, u.ord),
            u.started_at, u.ended_at, u.duration
       FROM unnest($2::text[], $3::int[], $4::int[], $5::int[], $6::int[], $7::int[],
                   $8::numeric[], $9::bool[], $10::timestamptz[], $11::timestamptz[], $12::int[])
            WITH ORDINALITY AS u(external_id, person_id, exam_id, course_id, store_id, region_id,
                                 score, approved, started_at, ended_at, duration, ord)
      ORDER BY u.ord
     ON CONFLICT (brand_id, external_id) WHERE external_id IS NOT NULL DO NOTHING
     RETURNING id, external_id`,
    [
      brandId,
      ready.map((r) => r.externalId),
      ready.map((r) => r.personId),
      ready.map((r) => r.examId),
      ready.map((r) => r.courseId),
      ready.map((r) => r.storeId),
      ready.map((r) => r.regionId),
      ready.map((r) => r.score),
      ready.map((r) => r.approved),
      ready.map((r) => r.startedAt),
      ready.map((r) => r.endedAt),
      ready.map((r) => r.duration),
    ],
  );
  const ids = new Map(rows.map((r) => [r.external_id, String(r.id)]));
  const attemptIds: string[] = [];
  const questionIds: number[] = [];
  const texts: (string | null)[] = [];
  const results: string[] = [];
  const points: number[] = [];
  for (const r of ready) {
    const id = ids.get(r.externalId);
    if (id === undefined) continue;
    for (const a of r.answers) {
      attemptIds.push(id);
      questionIds.push(a.questionId);
      texts.push(a.answer);
      results.push(a.result);
      points.push(a.points);
    }
  }
  if (attemptIds.length > 0) {
    await tx.query(
      `INSERT INTO attempt_answers (brand_id, attempt_id, question_id, answer, result, points)
       SELECT $1, u.attempt_id, u.question_id, u.answer, u.result, u.points
         FROM unnest($2::int8[], $3::int[], $4::text[], $5::text[], $6::numeric[])
              AS u(attempt_id, question_id, answer, result, points)`,
      [brandId, attemptIds, questionIds, texts, results, points],
    );
  }
  return new Set(ids.keys());
}

/** The outcome of each item, in order: set-based for any number of items. */
async function applyAttempts(
  tx: Db,
  brandId: number,
  items: Item[],
  now: Date,
): Promise<(Outcome | Rejection)[]> {
  const refs = await readReferences(tx, brandId, items);
  const prepared = items.map((item) => prepare(item, refs, now));
  // The same externalId twice in one request: the first is loaded, the others are retries.
  const first = new Map<string, number>();
  const toInsert: Ready[] = [];
  for (const [i, p] of prepared.entries()) {
    if (p instanceof Rejection || first.has(p.externalId)) continue;
    first.set(p.externalId, i);
    toInsert.push(p);
  }
  // An attempt means its person signed up; one taken to its end, that they are past "without
  // activity". Queued with the attempts, raised once the load commits (applyStatusRaises).
  await queueStatusRaises(
    tx,
    brandId,
    toInsert.map((r) => ({
      personId: r.personId,
      target: r.endedAt ? 'registered' : 'registeredWNAct',
      at: r.startedAt,
    })),
  );
  const inserted = await insert(tx, brandId, toInsert);
  return prepared.map((p, i) => {
    if (p instanceof Rejection) return p;
    return first.get(p.externalId) === i && inserted.has(p.externalId) ? 'created' : 'unchanged';
  });
}

export const attemptsLoader: Loader<Item> = {
  kind: 'attempts',
  async apply(tx, brandId, item, at) {
    const [outcome] = await applyAttempts(tx, brandId, [item], at);
    if (outcome === undefined) throw new Error('attempts: no outcome');
    if (outcome instanceof Rejection) throw outcome;
    return outcome;
  },
  applyBatch: (tx, brandId, items, at) => applyAttempts(tx, brandId, items, at),
  // Attempts go in with ON CONFLICT DO NOTHING, their answers under new attempt ids, the rollup
  // triggers upsert and raises are queued by plain INSERT: nothing in the batch can raise a unique
  // violation.
  batchConflictFree: true,
};
