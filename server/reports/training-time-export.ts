import { displayName } from '../../openapi/rules/display-name';
import { csvDocument, UTF8_BOM } from '../csv/write';
import { ApiFailure } from '../http/api-failure';
import type { SignedInAdmin } from '../http/env';
import { enqueue } from '../mail/outbox';
import { num, round1 } from './figure';
import type { ReportContext } from './report-context';
import { SqlParams } from './sql-params';
import {
  type ExportPersonColumns,
  type TrainingReportFilter,
  trainingAttemptsFrom,
} from './training-reports';

// The training export with training time (SPEC §7, §9): per person and course of the training
// report's filter, the attempts, the time spent in exams and in the lessons completed. Made on
// the server and e-mailed to the admin, at most once every 30 minutes per admin.

/** SPEC §9: once every 30 minutes. */
export const TIME_EXPORT_EVERY_MS = 30 * 60 * 1000;
const KIND = 'training_time';

interface Row extends ExportPersonColumns {
  course_name: string;
  attempts: unknown;
  approved: boolean;
  best_score: unknown;
  exam_seconds: unknown;
  lessons_completed: unknown;
  lesson_minutes: unknown;
  completed_at: Date | null;
}

export const TIME_EXPORT_HEADER = [
  'user',
  'email',
  'enrollment',
  'role',
  'store',
  'region',
  'course',
  'attempts',
  'approved',
  'best_score',
  'exam_minutes',
  'lessons_completed',
  'lesson_minutes',
  'training_minutes',
  'completed_at',
] as const;

/** The export's rows: one per person and course with an attempt in the filter. */
export async function trainingTimeRows(ctx: ReportContext, f: TrainingReportFilter) {
  const p = new SqlParams();
  const from = trainingAttemptsFrom(ctx, p, f);
  const { rows } = await ctx.db.query<Row>(
    `WITH per AS (
       SELECT a.person_id, a.course_id, count(*) AS attempts, bool_or(a.approved) AS approved,
              max(a.score) AS best_score, coalesce(sum(a.duration_seconds), 0) AS exam_seconds,
              (array_agg(a.store_id ORDER BY a.started_at DESC))[1] AS store_id,
              (array_agg(a.region_id ORDER BY a.started_at DESC))[1] AS region_id
         ${from}
        GROUP BY a.person_id, a.course_id
     )
     SELECT p.first_name, p.last_name, p.email, p.phone, p.employee_number,
            pos.name AS position_name, s.name AS store_name, r.name AS region_name,
            c.name AS course_name, per.attempts, per.approved, per.best_score, per.exam_seconds,
            coalesce(cp.lessons_completed, 0) AS lessons_completed,
            coalesce((SELECT sum(l.duration_minutes) FROM (
              SELECT duration_minutes FROM lessons
               WHERE course_id = per.course_id ORDER BY sort_order, id
               LIMIT coalesce(cp.lessons_completed, 0)) l), 0) AS lesson_minutes,
            cp.completed_at
       FROM per
       JOIN people p ON p.id = per.person_id
       JOIN courses c ON c.id = per.course_id
       JOIN organizations s ON s.id = per.store_id
       LEFT JOIN regions r ON r.id = per.region_id
       LEFT JOIN positions pos ON pos.id = p.position_id
       LEFT JOIN course_progress cp ON cp.person_id = per.person_id AND cp.course_id = per.course_id
      ORDER BY p.sort_name, p.id, lower(c.name), c.id`,
    p.values,
  );
  return rows.map((r) => {
    const examMinutes = round1((num(r.exam_seconds) ?? 0) / 60);
    const lessonMinutes = num(r.lesson_minutes) ?? 0;
    const fullName = `${r.first_name} ${r.last_name}`.trim();
    return [
      displayName({ fullName, email: r.email, phone: r.phone, enrollment: r.employee_number }),
      r.email,
      r.employee_number,
      r.position_name,
      r.store_name,
      r.region_name,
      r.course_name,
      num(r.attempts) ?? 0,
      r.approved,
      num(r.best_score),
      examMinutes,
      num(r.lessons_completed) ?? 0,
      lessonMinutes,
      round1(examMinutes + lessonMinutes),
      r.completed_at?.toISOString() ?? null,
    ] as const;
  });
}

/**
 * Claims the admin's export slot, or throws 429 with the seconds left when the last one was
 * less than 30 minutes ago (29:59 refused, 30:00 allowed). Check and record happen under one
 * advisory lock per admin, so two clicks cannot both pass.
 */
async function claimSlot(ctx: ReportContext, adminId: number, params: unknown): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [
      `export:${KIND}:${adminId}`,
    ]);
    const { rows } = await tx.query<{ requested_at: Date }>(
      `SELECT requested_at FROM export_requests
        WHERE admin_id = $1 AND kind = $2 ORDER BY requested_at DESC LIMIT 1`,
      [adminId, KIND],
    );
    const last = rows[0]?.requested_at;
    const wait = last ? last.getTime() + TIME_EXPORT_EVERY_MS - ctx.now.getTime() : 0;
    if (wait > 0) {
      throw new ApiFailure(
        429,
        'export_too_soon',
        'The training export with training time can be requested once every 30 minutes.',
        { retry_after: Math.ceil(wait / 1000) },
      );
    }
    const claimed = await tx.query<{ id: unknown }>(
      `INSERT INTO export_requests (brand_id, admin_id, kind, params, requested_at)
       VALUES ($1, $2, $3, $4, $5) RETURNING id`,
      [ctx.scope.filter.brandId, adminId, KIND, JSON.stringify(params), ctx.now],
    );
    return num(claimed.rows[0]?.id) ?? 0;
  });
}

/** POST /admin/v2/training/reports/time-export: claims the slot, builds the CSV, queues it. */
export async function requestTimeExport(
  ctx: ReportContext,
  admin: SignedInAdmin,
  f: TrainingReportFilter,
) {
  const claim = await claimSlot(ctx, admin.id, {
    ...f,
    start: ctx.range.start,
    end: ctx.range.end,
  });
  let rows: Awaited<ReturnType<typeof trainingTimeRows>>;
  try {
    rows = await trainingTimeRows(ctx, f);
  } catch (err) {
    // Nothing was sent: give the admin their slot back.
    await ctx.db.query('DELETE FROM export_requests WHERE id = $1', [claim]);
    throw err;
  }
  const csv = UTF8_BOM + csvDocument(TIME_EXPORT_HEADER, rows);
  const filename = `capacitacion-tiempo-${ctx.range.start}-${ctx.range.end}.csv`;
  await enqueue(
    ctx.db,
    {
      channel: 'email',
      recipient: admin.email,
      subject: `Reporte de capacitación con tiempo de capacitación ${ctx.range.start} – ${ctx.range.end}`,
      body: `Adjuntamos el reporte de capacitación con tiempo de capacitación (${rows.length} filas).`,
      meta: { attachment: { filename, content_type: 'text/csv; charset=utf-8', content: csv } },
    },
    ctx.now,
  );
  return {
    sent_to: admin.email,
    rows: rows.length,
    next_allowed_at: new Date(ctx.now.getTime() + TIME_EXPORT_EVERY_MS).toISOString(),
  };
}
