import type { Context } from 'hono';
import { occupationName, thematicAreaName } from '../../../openapi/rules/dc3-catalogues';
import { documentsEntry, logActivity } from '../../platform/activity/activity';
import type { Scope } from '../../platform/auth/scope';
import { pdfOrZip } from '../../platform/files/pdf-or-zip';
import { safeFileName } from '../../platform/files/zip-stream';
import { ApiFailure, notFound } from '../../platform/http/api-failure';
import type { AppEnv } from '../../platform/http/env';
import { mexicoDay } from '../../platform/time/mexico-day';
import type { Dc3Form } from './dc3-form';
import { formName } from './dc3-form';
import { renderDc3Pdf } from './dc3-pdf';

// GET /admin/v2/training/dc3/forms: the official PDF of one complete form, or a streamed zip
// of many. The data of every form is read first (one query: a thousand rows are small); the
// PDFs are made one by one as the zip is read (pdf-or-zip.ts).

interface FormRow {
  id: number;
  person_id: number;
  first_name: string;
  last_name: string;
  curp: string | null;
  stps_occupation: string | null;
  position_name: string | null;
  course_name: string;
  thematic_area: string;
  lesson_minutes: unknown;
  started_at: Date | null;
  created_at: Date;
  legal_name: string | null;
  rfc: string | null;
  legal_representative: string | null;
  workers_representative: string | null;
  training_agent: string | null;
  instructor: string | null;
}

function toForm(r: FormRow): Dc3Form {
  if (r.curp === null || r.stps_occupation === null) {
    throw new ApiFailure(
      400,
      'validation',
      `ids: form ${r.id} is incomplete (CURP or STPS occupation missing)`,
      { field: 'ids' },
    );
  }
  if (r.legal_name === null || r.rfc === null) {
    throw new ApiFailure(400, 'dc3_employer_missing', "The brand's DC-3 employer data is missing", {
      field: 'ids',
    });
  }
  const minutes = Number(r.lesson_minutes ?? 0);
  return {
    worker: {
      name: formName(r.first_name, r.last_name),
      curp: r.curp,
      occupation: { code: r.stps_occupation, name: occupationName(r.stps_occupation) ?? '' },
      jobTitle: r.position_name,
    },
    employer: { name: r.legal_name, rfc: r.rfc },
    programme: {
      course: r.course_name,
      // Whole hours, at least one (the form has no room for minutes).
      hours: Math.max(1, Math.round(minutes / 60)),
      from: mexicoDay(r.started_at ?? r.created_at),
      to: mexicoDay(r.created_at),
      thematicArea: { code: r.thematic_area, name: thematicAreaName(r.thematic_area) ?? '' },
      trainingAgent: r.training_agent ?? '',
    },
    signatures: {
      instructor: r.instructor ?? '',
      employer: r.legal_representative ?? '',
      workers: r.workers_representative ?? '',
    },
  };
}

/** Streams the PDF or the zip of `ids`, after marking them generated. */
export async function downloadDc3Forms(
  c: Context<AppEnv>,
  scope: Scope,
  ids: number[],
): Promise<Response> {
  const { db, now } = c.var.deps;
  const { rows } = await db.query<FormRow>(
    `SELECT d.id, d.person_id, p.first_name, p.last_name, d.curp, d.stps_occupation, pos.name AS position_name,
            c.name AS course_name, c.thematic_area,
            (SELECT sum(duration_minutes) FROM lessons l WHERE l.course_id = d.course_id)
              AS lesson_minutes,
            cp.started_at, d.created_at, e.legal_name, e.rfc, e.legal_representative,
            e.workers_representative, e.training_agent, e.instructor
       FROM dc3_records d
       JOIN people p ON p.id = d.person_id
       JOIN courses c ON c.id = d.course_id
       LEFT JOIN positions pos ON pos.id = p.position_id
       LEFT JOIN course_progress cp ON cp.person_id = d.person_id AND cp.course_id = d.course_id
       LEFT JOIN dc3_employers e ON e.brand_id = d.brand_id
      WHERE d.id = ANY($1::int[]) AND d.brand_id = $2
        AND ($3::int IS NULL OR d.region_id = $3) AND ($4::int IS NULL OR d.store_id = $4)
      ORDER BY array_position($1::int[], d.id)`,
    [ids, scope.brandId, scope.regionId, scope.storeId],
  );
  if (rows.length < ids.length) {
    const missing = ids.find((id) => !rows.some((r) => r.id === id));
    throw notFound(`DC3 form ${missing}`);
  }
  const forms = rows.map((r) => ({ row: r, form: toForm(r) }));
  await db.query(
    `UPDATE dc3_records SET status = 'generated', generated_at = coalesce(generated_at, $2)
      WHERE id = ANY($1::int[])`,
    [ids, now()],
  );
  await logActivity(
    db,
    {
      brandId: scope.brandId,
      adminId: c.var.admin.id,
      securityId: scope.securityId,
      action: 'generate_dc3',
      ...documentsEntry(rows.map((r) => r.person_id)),
    },
    now(),
  );
  return pdfOrZip(c, forms, {
    fileBase: ({ row }) =>
      `DC3-${safeFileName(`${row.last_name} ${row.first_name}`)}-${safeFileName(row.course_name)}`,
    render: ({ form }) => renderDc3Pdf(form),
    zipName: 'formatos-dc3.zip',
  });
}
