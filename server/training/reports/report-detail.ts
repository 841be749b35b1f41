import { displayName } from '../../../openapi/rules/display-name';
import type { Scope } from '../../platform/auth/scope';
import type { Db } from '../../platform/db/db';
import { forbidden, notFound } from '../../platform/http/api-failure';
import { num } from '../../platform/reports/figure';

// A training report's detail: one exam attempt, question by question. The attempt is checked
// against the caller's scope filter by where it happened, as the list shows it.

interface AttemptRow {
  id: unknown;
  brand_id: number;
  region_id: number | null;
  store_id: number;
  exam_title: string;
  course_id: number;
  course_name: string;
  person_id: number;
  first_name: string;
  last_name: string;
  email: string | null;
  phone: string | null;
  employee_number: string | null;
  store_name: string;
  started_at: Date;
  ended_at: Date | null;
  duration_seconds: number | null;
  score: unknown;
  attempt_number: number;
  approved: boolean;
}

interface AnswerRow {
  question_id: number;
  question: string;
  options: unknown;
  answer: string | null;
  points: unknown;
  max_points: unknown;
  result: 'correct' | 'incorrect' | 'partial' | 'not_applicable' | 'unknown';
}

const inReach = (f: Scope['filter'], r: AttemptRow) =>
  r.brand_id === f.brandId &&
  (f.regionId === null || r.region_id === f.regionId) &&
  (f.storeId === null || r.store_id === f.storeId);

/** GET /admin/v2/reports/details/training/{examId}. */
export async function trainingReportDetail(db: Db, scope: Scope, attemptId: number) {
  const { rows } = await db.query<AttemptRow>(
    `SELECT a.id, a.brand_id, a.region_id, a.store_id, e.title AS exam_title, a.course_id,
            c.name AS course_name, a.person_id, p.first_name, p.last_name, p.email, p.phone,
            p.employee_number, s.name AS store_name, a.started_at, a.ended_at,
            a.duration_seconds, a.score, a.attempt_number, a.approved
       FROM exam_attempts a
       JOIN exams e ON e.id = a.exam_id
       JOIN courses c ON c.id = a.course_id
       JOIN people p ON p.id = a.person_id
       JOIN organizations s ON s.id = a.store_id
      WHERE a.id = $1`,
    [attemptId],
  );
  const a = rows[0];
  if (!a) throw notFound('Report');
  if (!inReach(scope.filter, a)) throw forbidden();
  // Every question of the exam, answered or not: an unanswered one reads as "unknown".
  const answers = await db.query<AnswerRow>(
    `SELECT q.id AS question_id, q.text AS question, q.options, aa.answer,
            coalesce(aa.points, 0) AS points, q.points AS max_points,
            coalesce(aa.result, 'unknown') AS result
       FROM exam_attempts a
       JOIN exam_questions q ON q.exam_id = a.exam_id
       LEFT JOIN attempt_answers aa ON aa.attempt_id = a.id AND aa.question_id = q.id
      WHERE a.id = $1
      ORDER BY q.sort_order, q.id`,
    [attemptId],
  );
  const fullName = `${a.first_name} ${a.last_name}`.trim();
  return {
    kind: 'training' as const,
    id: num(a.id) ?? attemptId,
    title: a.exam_title,
    course: { id: a.course_id, name: a.course_name },
    person: {
      id: a.person_id,
      name: displayName({
        fullName,
        email: a.email,
        phone: a.phone,
        enrollment: a.employee_number,
      }),
    },
    store: { id: a.store_id, name: a.store_name },
    started_at: a.started_at.toISOString(),
    ended_at: a.ended_at?.toISOString() ?? null,
    duration_seconds: a.duration_seconds,
    score: num(a.score),
    attempt_number: a.attempt_number,
    approved: a.approved,
    answers: answers.rows.map((r) => ({
      question_id: r.question_id,
      question: r.question,
      options: Array.isArray(r.options) ? r.options.map(String) : [],
      answer: r.answer,
      points: num(r.points) ?? 0,
      max_points: num(r.max_points) ?? 0,
      result: r.result,
    })),
  };
}
