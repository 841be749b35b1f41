import { concatBytes } from '../../../openapi/rules/bytes';
import { displayName } from '../../../openapi/rules/display-name';
import type { components } from '../../../openapi/schema';
import type { Db } from '../../platform/db/db';
import { SqlParams } from '../../platform/db/sql';
import { exportHeader, exportRow } from '../../platform/exports/export-cells';
import { exportFile } from '../../platform/exports/export-file';
import { type ExportRequest, exportFileName } from '../../platform/exports/export-request';
import { withStoreWord } from '../../platform/exports/export-store-word';
import { EXPORT_LANGS, type ExportLang } from '../../platform/exports/export-words';
import { ApiFailure } from '../../platform/http/api-failure';
import type { BackgroundWork } from '../../platform/http/background-work';
import type { SignedInAdmin } from '../../platform/http/env';
import { enqueue } from '../../platform/mail/outbox';
import { num, round1 } from '../../platform/reports/figure';
import type { ReportContext } from '../../platform/reports/report-context';
import { PROCESS_OWNER } from './export-claims';
import {
  type ExportPersonColumns,
  type TrainingReportFilter,
  trainingAttemptsFrom,
} from './training-reports';

// The training export with training time (SPEC §7, §9): per person and course of the training
// report's filter, the attempts, the time spent in exams and in the lessons completed. Made on
// the server after the request is answered and e-mailed to the admin, at most once every 30
// minutes per admin.

/** SPEC §9: once every 30 minutes. */
const TIME_EXPORT_EVERY_MS = 30 * 60 * 1000;
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

const TIME_EXPORT_HEADER = [
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
async function trainingTimeRows(ctx: ReportContext, f: TrainingReportFilter) {
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
 * Claims the admin's export slot (a rate limit), or throws 429 with the seconds left when the
 * last one was less than 30 minutes ago (29:59 refused, 30:00 allowed). Check and record happen
 * under one advisory lock per admin, so two clicks cannot both pass.
 */
async function claimSlot(ctx: ReportContext, adminId: number, params: unknown): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [
      `export:${KIND}:${adminId}`,
    ]);
    const { rows } = await tx.query<{ requested_at: Date }>(
      `SELECT requested_at FROM export_requests
        WHERE admin_id = $1 AND kind = $2 AND status <> 'failed'
        ORDER BY requested_at DESC LIMIT 1`,
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
      `INSERT INTO export_requests
         (brand_id, admin_id, kind, params, requested_at, claimed_by, heartbeat_at)
       VALUES ($1, $2, $3, $4, $5, $6, $5) RETURNING id`,
      [ctx.scope.filter.brandId, adminId, KIND, JSON.stringify(params), ctx.now, PROCESS_OWNER],
    );
    return num(claimed.rows[0]?.id) ?? 0;
  });
}

/** What the console is told of a request (the contract's schema): queued, then sent or failed. */
type TimeExportState = components['schemas']['TimeExportState'];

/** Where the export's work runs once the request is answered, and the clock it reads. */
export interface TimeExportWork {
  background: BackgroundWork;
  now: () => Date;
}

/**
 * POST /admin/v2/training/reports/time-export: claims the slot and answers at once; the file (CSV
 * or Excel, in the console's language) is made and queued in the outbox after the answer (a
 * brand's month takes seconds), and the request records how that went (`timeExportState`).
 */
export async function requestTimeExport(
  ctx: ReportContext,
  admin: SignedInAdmin,
  f: TrainingReportFilter,
  file: ExportRequest,
  work: TimeExportWork,
): Promise<TimeExportState> {
  const id = await claimSlot(ctx, admin.id, {
    ...f,
    start: ctx.range.start,
    end: ctx.range.end,
    format: file.format,
    lang: file.lang,
  });
  work.background.start(`${KIND} ${id}`, () => makeAndSend(ctx, admin, f, file, id, work.now));
  return {
    id,
    status: 'queued',
    sent_to: admin.email,
    requested_at: ctx.now.toISOString(),
    next_allowed_at: nextAllowedAt(ctx.now),
    rows: null,
    finished_at: null,
  };
}

const nextAllowedAt = (requestedAt: Date) =>
  new Date(requestedAt.getTime() + TIME_EXPORT_EVERY_MS).toISOString();

/** The e-mail's words in each console language: the subject, and the text naming the file. */
const MAIL_WORDS: Readonly<
  Record<
    ExportLang,
    {
      subject: (start: string, end: string) => string;
      body: (file: string, kind: string, rows: number) => string;
      csv: string;
      xlsx: string;
    }
  >
> = {
  'es-ES': {
    subject: (start, end) => `Reporte de capacitación con tiempo de capacitación ${start} – ${end}`,
    body: (file, kind, rows) =>
      `Adjuntamos el reporte de capacitación con tiempo de capacitación como ${kind}: ${file} (${rows} ${rows === 1 ? 'fila' : 'filas'}).`,
    csv: 'archivo CSV',
    xlsx: 'libro de Excel',
  },
  'en-US': {
    subject: (start, end) => `Training report with training time ${start} – ${end}`,
    body: (file, kind, rows) =>
      `Attached is the training report with training time as ${kind}: ${file} (${rows} ${rows === 1 ? 'row' : 'rows'}).`,
    csv: 'a CSV file',
    xlsx: 'an Excel workbook',
  },
  'fr-FR': {
    subject: (start, end) => `Rapport de formation avec temps de formation ${start} – ${end}`,
    body: (file, kind, rows) =>
      `Vous trouverez ci-joint le rapport de formation avec temps de formation en ${kind} : ${file} (${rows} ${rows <= 1 ? 'ligne' : 'lignes'}).`,
    csv: 'fichier CSV',
    xlsx: 'classeur Excel',
  },
  'ru-RU': {
    subject: (start, end) => `Отчёт об обучении со временем обучения ${start} – ${end}`,
    body: (file, kind, rows) =>
      `Во вложении отчёт об обучении со временем обучения (${kind}): ${file} (строк: ${rows}).`,
    csv: 'файл CSV',
    xlsx: 'книга Excel',
  },
  'zh-CN': {
    subject: (start, end) => `含培训时长的培训报告 ${start} – ${end}`,
    body: (file, kind, rows) => `附件为含培训时长的培训报告（${kind}）：${file}（${rows} 行）。`,
    csv: 'CSV 文件',
    xlsx: 'Excel 工作簿',
  },
  'pt-BR': {
    subject: (start, end) => `Relatório de treinamento com tempo de treinamento ${start} – ${end}`,
    body: (file, kind, rows) =>
      `Segue em anexo o relatório de treinamento com tempo de treinamento como ${kind}: ${file} (${rows} ${rows === 1 ? 'linha' : 'linhas'}).`,
    csv: 'arquivo CSV',
    xlsx: 'pasta de trabalho do Excel',
  },
};

/** The e-mail's language: the console's when the request says, else the admin's own, else Spanish. */
function mailLang(asked: ExportLang | null, adminLocale: string): ExportLang {
  if (asked) return asked;
  const exact = EXPORT_LANGS.find((l) => l === adminLocale);
  if (exact) return exact;
  const base = adminLocale.split(/[-_]/)[0]?.toLowerCase();
  return EXPORT_LANGS.find((l) => l.startsWith(`${base}-`)) ?? 'es-ES';
}

/** The attachment: the file's bytes as the outbox keeps them (a workbook as base64). */
function attachmentOf(name: string, type: string, bytes: Uint8Array, format: 'csv' | 'xlsx') {
  return format === 'xlsx'
    ? {
        filename: name,
        content_type: type,
        encoding: 'base64',
        content: Buffer.from(bytes).toString('base64'),
      }
    : {
        filename: name,
        content_type: type,
        // The byte-order mark stays: spreadsheet programs read the accents by it.
        content: new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes),
      };
}

/** Makes the file, queues the e-mail and marks the request sent, or marks it failed. */
async function makeAndSend(
  ctx: ReportContext,
  admin: SignedInAdmin,
  f: TrainingReportFilter,
  asked: ExportRequest,
  id: number,
  now: () => Date,
): Promise<void> {
  try {
    const rows = await trainingTimeRows(ctx, f);
    const request = await withStoreWord(
      ctx.db,
      asked,
      ctx.scope.filter.brandId,
      TIME_EXPORT_HEADER,
    );
    const file = exportFile(request, exportHeader(TIME_EXPORT_HEADER, request));
    const chunks = [file.take()];
    for (const row of rows) file.row(exportRow(TIME_EXPORT_HEADER, row, request));
    chunks.push(file.end());
    const filename = exportFileName(
      `capacitacion-tiempo-${ctx.range.start}-${ctx.range.end}.csv`,
      request.format,
    );
    const words = MAIL_WORDS[mailLang(request.lang, admin.locale)];
    const at = now();
    await ctx.db.transaction(async (tx) => {
      await enqueue(
        tx,
        {
          channel: 'email',
          recipient: admin.email,
          subject: words.subject(ctx.range.start, ctx.range.end),
          body: words.body(filename, words[request.format], rows.length),
          meta: {
            attachment: attachmentOf(filename, file.type, concatBytes(chunks), request.format),
          },
        },
        at,
      );
      const sent = await tx.query(
        `UPDATE export_requests SET status = 'sent', rows = $2, finished_at = $3
          WHERE id = $1 AND status = 'queued'`,
        [id, rows.length, at],
      );
      // Another process took the claim for a stopped one and failed it (this one stalled past
      // the claim's expiry): the admin was told it failed, so nothing is sent.
      if (sent.rowCount === 0) throw new ClaimLostError(id);
    });
  } catch (error) {
    if (error instanceof ClaimLostError) {
      console.warn(error.message);
      return;
    }
    // Nothing was sent: the failed request no longer holds the admin's slot.
    await ctx.db.query(
      `UPDATE export_requests SET status = 'failed', finished_at = $2
        WHERE id = $1 AND status = 'queued'`,
      [id, now()],
    );
    throw error;
  }
}

/** GET /admin/v2/training/reports/time-export/{requestId}: the caller's own request, or 404. */
export async function timeExportState(
  db: Db,
  admin: SignedInAdmin,
  id: number,
): Promise<TimeExportState> {
  const { rows } = await db.query<{
    status: TimeExportState['status'];
    rows: unknown;
    requested_at: Date;
    finished_at: Date | null;
  }>(
    `SELECT status, rows, requested_at, finished_at FROM export_requests
      WHERE id = $1 AND admin_id = $2 AND kind = $3`,
    [id, admin.id, KIND],
  );
  const r = rows[0];
  if (!r) throw new ApiFailure(404, 'not_found', 'No such export request of yours.');
  return {
    id,
    status: r.status,
    sent_to: admin.email,
    requested_at: r.requested_at.toISOString(),
    next_allowed_at: nextAllowedAt(r.requested_at),
    rows: num(r.rows),
    finished_at: r.finished_at?.toISOString() ?? null,
  };
}

class ClaimLostError extends Error {
  constructor(id: number) {
    super(`e-mailed export ${id}: its claim expired and was failed meanwhile; nothing sent`);
  }
}
