import type { Context } from 'hono';
import { documentsEntry, logActivity } from '../../platform/activity/activity';
import type { Scope } from '../../platform/auth/scope';
import { pdfOrZip } from '../../platform/files/pdf-or-zip';
import { safeFileName } from '../../platform/files/zip-stream';
import { notFound } from '../../platform/http/api-failure';
import type { AppEnv } from '../../platform/http/env';
import { mexicoDay } from '../../platform/time/mexico-day';
import { AWARD_HEADINGS, type AwardDocument, renderAwardPdf } from './award-pdf';

// GET /admin/v2/training/awards/files: the PDF of one award or certificate, or a streamed zip
// of many; every id must lie in the caller's domain.

interface AwardRow {
  id: number;
  person_id: number;
  kind: AwardDocument['kind'];
  title: string;
  first_name: string;
  last_name: string;
  course_name: string | null;
  store_name: string;
  region_name: string | null;
  brand_name: string;
  earned_at: Date;
}

const toDocument = (r: AwardRow): AwardDocument => ({
  id: r.id,
  kind: r.kind,
  brand: r.brand_name,
  person: `${r.first_name} ${r.last_name}`.trim(),
  title: r.title,
  course: r.course_name,
  store: r.store_name,
  region: r.region_name,
  earnedOn: mexicoDay(r.earned_at),
});

export async function downloadAwardFiles(
  c: Context<AppEnv>,
  scope: Scope,
  ids: number[],
): Promise<Response> {
  const { db, now } = c.var.deps;
  const { rows } = await db.query<AwardRow>(
    `SELECT w.id, w.person_id, w.kind, w.title, p.first_name, p.last_name, c.name AS course_name,
            s.name AS store_name, r.name AS region_name, b.name AS brand_name, w.earned_at
       FROM awards w
       JOIN people p ON p.id = w.person_id
       LEFT JOIN courses c ON c.id = w.course_id
       JOIN organizations s ON s.id = w.store_id
       LEFT JOIN regions r ON r.id = w.region_id
       JOIN organizations b ON b.id = w.brand_id
      WHERE w.id = ANY($1::int[]) AND w.brand_id = $2
        AND ($3::int IS NULL OR w.region_id = $3) AND ($4::int IS NULL OR w.store_id = $4)
      ORDER BY array_position($1::int[], w.id)`,
    [ids, scope.brandId, scope.regionId, scope.storeId],
  );
  if (rows.length < ids.length) {
    const missing = ids.find((id) => !rows.some((r) => r.id === id));
    throw notFound(`Award ${missing}`);
  }
  await logActivity(
    db,
    {
      brandId: scope.brandId,
      adminId: c.var.admin.id,
      securityId: scope.securityId,
      action: 'download_awards',
      ...documentsEntry(rows.map((r) => r.person_id)),
    },
    now(),
  );
  return pdfOrZip(c, rows, {
    fileBase: (r) =>
      `${AWARD_HEADINGS[r.kind]}-${safeFileName(`${r.last_name} ${r.first_name}`)}-${r.id}`,
    render: (r) => renderAwardPdf(toDocument(r)),
    zipName: 'constancias.zip',
  });
}
