import { SqlParams } from '../platform/db/sql';
import { examFactsSql } from '../platform/reports/exam-facts';
import { figure, num, percent, round1 } from '../platform/reports/figure';
import { peopleAsOfSql } from '../platform/reports/people-as-of';
import { attemptsInReach, availableCoursesCte } from '../platform/reports/population';
import { progressAsOfSql } from '../platform/reports/progress-as-of';
import { type ReportContext, rangeBounds } from '../platform/reports/report-context';

// The dashboard's key metrics (SPEC §9). They count from the first day of activity: every
// figure is "as of" the end of the range, and its previous value "as of" the end of the
// previous period, so a delta reads as what the period added.

interface RegisteredCounts {
  registered_now: unknown;
  registered_prev: unknown;
  available_now: unknown;
  available_prev: unknown;
  active_now: unknown;
  active_prev: unknown;
}

interface ProgressCounts {
  completed_now: unknown;
  completed_prev: unknown;
  incomplete_now: unknown;
  incomplete_prev: unknown;
}

type PeopleCounts = RegisteredCounts & ProgressCounts;

async function peopleCounts(ctx: ReportContext): Promise<PeopleCounts> {
  // Two statements run side by side (PostgreSQL gives each its own core): the people from
  // their counts (people-as-of.ts), with the first completion that makes them active; the
  // progress rows from the monthly rollup (progress-as-of.ts).
  const [people, progress] = await Promise.all([registeredCounts(ctx), progressCounts(ctx)]);
  return { ...people, ...progress };
}

async function registeredCounts(ctx: ReportContext): Promise<RegisteredCounts> {
  const p = new SqlParams();
  const b = rangeBounds(ctx, p);
  const { rows } = await ctx.db.query<RegisteredCounts>(
    `WITH ${availableCoursesCte(ctx, p)},
     n_avail AS (SELECT position_id, count(*)::int AS n FROM avail GROUP BY position_id),
     ppl AS (${peopleAsOfSql(ctx, p, { now: b.to, prev: b.prevTo }, ['position_id'])})
     SELECT coalesce(sum(ppl.registered_now), 0) AS registered_now,
            coalesce(sum(ppl.registered_prev), 0) AS registered_prev,
            coalesce(sum(ppl.registered_now * na.n), 0) AS available_now,
            coalesce(sum(ppl.registered_prev * na.n), 0) AS available_prev,
            coalesce(sum(ppl.active_now), 0) AS active_now,
            coalesce(sum(ppl.active_prev), 0) AS active_prev
       FROM ppl LEFT JOIN n_avail na ON na.position_id = ppl.position_id`,
    p.values,
  );
  return rows[0] as RegisteredCounts;
}

async function progressCounts(ctx: ReportContext): Promise<ProgressCounts> {
  const p = new SqlParams();
  const b = rangeBounds(ctx, p);
  const { rows } = await ctx.db.query<ProgressCounts>(
    `WITH ${availableCoursesCte(ctx, p)},
     prog AS (${progressAsOfSql(ctx, p, { now: b.to, prev: b.prevTo }, ['position_id', 'course_id'])})
     SELECT coalesce(sum(prog.completed_now), 0) AS completed_now,
            coalesce(sum(prog.completed_prev), 0) AS completed_prev,
            coalesce(sum(prog.started_now - prog.completed_now), 0) AS incomplete_now,
            coalesce(sum(prog.started_prev - prog.completed_prev), 0) AS incomplete_prev
       FROM prog
       JOIN avail av ON av.position_id = prog.position_id AND av.course_id = prog.course_id`,
    p.values,
  );
  return rows[0] as ProgressCounts;
}

interface ExamCounts {
  approved_now: unknown;
  approved_prev: unknown;
  failed_now: unknown;
  failed_prev: unknown;
  score_now: unknown;
  score_prev: unknown;
  first_activity: string | null;
}

async function examCounts(ctx: ReportContext): Promise<ExamCounts> {
  const p = new SqlParams();
  const b = rangeBounds(ctx, p);
  const facts = examFactsSql(ctx, p, [b.prevTo, b.to], { before: b.to });
  const q = new SqlParams();
  const first = rangeBounds(ctx, q);
  // Exams in reach since the first day: the rollup's days plus the raw attempts of the days the
  // bounds cut (exam-facts.ts); the average is the scores' sum over their count.
  const [counts, firstActivity] = await Promise.all([
    ctx.db.query<Omit<ExamCounts, 'first_activity'>>(
      `SELECT sum(approved) FILTER (WHERE at < ${b.to}) AS approved_now,
              sum(approved) FILTER (WHERE at < ${b.prevTo}) AS approved_prev,
              sum(failed) FILTER (WHERE at < ${b.to}) AS failed_now,
              sum(failed) FILTER (WHERE at < ${b.prevTo}) AS failed_prev,
              sum(score_sum) FILTER (WHERE at < ${b.to})
                / nullif(sum(approved + failed) FILTER (WHERE at < ${b.to}), 0) AS score_now,
              sum(score_sum) FILTER (WHERE at < ${b.prevTo})
                / nullif(sum(approved + failed) FILTER (WHERE at < ${b.prevTo}), 0) AS score_prev
         FROM (${facts}) f`,
      p.values,
    ),
    // The earliest start among those exams: walks the started_at indexes from the oldest.
    ctx.db.query<{ first_activity: string | null }>(
      `SELECT to_char(a.started_at AT TIME ZONE ${first.zone}, 'YYYY-MM-DD') AS first_activity
         FROM exam_attempts a
        WHERE ${attemptsInReach(ctx, q)} AND a.score IS NOT NULL AND a.ended_at < ${first.to}
        ORDER BY a.started_at LIMIT 1`,
      q.values,
    ),
  ]);
  return {
    ...(counts.rows[0] as Omit<ExamCounts, 'first_activity'>),
    first_activity: firstActivity.rows[0]?.first_activity ?? null,
  };
}

async function contentCounts(ctx: ReportContext): Promise<{ courses: unknown; lessons: unknown }> {
  const { rows } = await ctx.db.query<{ courses: unknown; lessons: unknown }>(
    `SELECT count(DISTINCT c.id) AS courses, count(l.id) AS lessons
       FROM courses c LEFT JOIN lessons l ON l.course_id = c.id
      WHERE c.brand_id = $1 AND c.type <> 'inactive'`,
    [ctx.scope.filter.brandId],
  );
  return rows[0] as { courses: unknown; lessons: unknown };
}

const n0 = (v: unknown) => num(v) ?? 0;
const score = (v: unknown) => {
  const n = num(v);
  return n === null ? null : round1(n);
};

/** GET /admin/v2/dashboard/key-metrics. */
export async function keyMetrics(ctx: ReportContext) {
  const [people, exams, content] = await Promise.all([
    peopleCounts(ctx),
    examCounts(ctx),
    contentCounts(ctx),
  ]);
  const both = (now: unknown, prev: unknown) => figure(n0(now), n0(prev));
  const available = [n0(people.available_now), n0(people.available_prev)] as const;
  const completed = [n0(people.completed_now), n0(people.completed_prev)] as const;
  const registered = [n0(people.registered_now), n0(people.registered_prev)] as const;
  const active = [n0(people.active_now), n0(people.active_prev)] as const;
  // The catalogue has no history: the previous period counts the courses of today.
  const courses = n0(content.courses);
  const lessons = n0(content.lessons);
  return {
    range: { start: ctx.range.start, end: ctx.range.end },
    previous_range: ctx.range.previous,
    first_activity: exams.first_activity,
    registered: figure(...registered),
    active: figure(...active),
    adoption: figure(percent(active[0], registered[0]), percent(active[1], registered[1])),
    progress: figure(percent(completed[0], available[0]), percent(completed[1], available[1])),
    score: figure(score(exams.score_now), score(exams.score_prev)),
    courses: figure(courses, courses),
    microlessons: figure(lessons, lessons),
    exams_approved: both(exams.approved_now, exams.approved_prev),
    exams_failed: both(exams.failed_now, exams.failed_prev),
    completed_courses: figure(...completed),
    available_courses: figure(...available),
    remaining_courses: figure(available[0] - completed[0], available[1] - completed[1]),
    incomplete_courses: both(people.incomplete_now, people.incomplete_prev),
  };
}
