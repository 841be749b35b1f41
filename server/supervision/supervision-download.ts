import type { Context } from 'hono';
import { logActivity } from '../platform/activity/activity';
import type { Scope } from '../platform/auth/scope';
import { pdfOrZip } from '../platform/files/pdf-or-zip';
import { safeFileName } from '../platform/files/zip-stream';
import { notFound } from '../platform/http/api-failure';
import type { AppEnv } from '../platform/http/env';
import { num } from '../platform/reports/figure';
import { MEXICO_ZONE, mexicoDay } from '../platform/time/mexico-day';
import {
  renderSupervisionPdf,
  type SupervisionDocument,
  type SupervisionItem,
} from './supervision-pdf';
import { supervisionStoreLabel } from './supervision-store-label';

// GET /admin/v2/supervision/reports/{id}/pdf: the PDF of the visit a supervision belongs to.
// A supervision row is one module applied; a visit gathers the rows of the same store and
// supervisor on the same Mexico City day (the day the document prints), so a supervisor who
// applied three modules in one morning gets one report. Each row brings the checklist items it
// recorded (none in databases seeded before supervision_items existed) and the brand's store
// word, which heads the store's line.

interface VisitRow {
  id: string | number;
  asked: boolean;
  brand_name: string;
  store_type: unknown;
  store_name: string;
  region_name: string | null;
  supervisor_name: string;
  module_name: string;
  checklist: string;
  items: unknown;
  score: unknown;
  incidents: number;
  comment: string | null;
  supervised_at: Date;
  overall: unknown;
  total_incidents: unknown;
}

async function visitRows(c: Context<AppEnv>, scope: Scope, id: number): Promise<VisitRow[]> {
  // The asked row must lie in the caller's domain; its visit shares its store, hence its scope.
  const { rows } = await c.var.deps.db.query<VisitRow>(
    `WITH asked AS (
       SELECT x.*, (x.supervised_at AT TIME ZONE $5)::date AS day
         FROM supervisions x
        WHERE x.id = $1 AND x.brand_id = $2
          AND ($3::int IS NULL OR x.region_id = $3) AND ($4::int IS NULL OR x.store_id = $4)
     )
     SELECT y.id, y.id = a.id AS asked, b.name AS brand_name, b.store_type, s.name AS store_name,
            r.name AS region_name, y.supervisor_name, m.name AS module_name,
            y.name AS checklist,
            (SELECT coalesce(json_agg(json_build_object('question', i.question, 'answer', i.answer)
                      ORDER BY i.sort_order), '[]'::json)
               FROM supervision_items i WHERE i.supervision_id = y.id) AS items,
            y.score, y.incidents, y.comment, y.supervised_at,
            round(avg(y.score) OVER (), 1) AS overall, sum(y.incidents) OVER () AS total_incidents
       FROM asked a
       JOIN supervisions y ON y.brand_id = a.brand_id AND y.store_id = a.store_id
        AND y.supervisor_name = a.supervisor_name
        AND y.supervised_at >= (a.day::timestamp AT TIME ZONE $5)
        AND y.supervised_at < ((a.day + 1)::timestamp AT TIME ZONE $5)
       JOIN supervision_modules m ON m.id = y.module_id
       JOIN organizations s ON s.id = y.store_id
       JOIN organizations b ON b.id = y.brand_id
       LEFT JOIN regions r ON r.id = y.region_id
      ORDER BY y.supervised_at, m.sort_order, y.id`,
    [id, scope.brandId, scope.regionId, scope.storeId, MEXICO_ZONE],
  );
  return rows;
}

/** The items of a row as the driver hands them: parsed JSON or its text. */
function itemsOf(value: unknown): SupervisionItem[] {
  const list: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  return Array.isArray(list) ? (list as SupervisionItem[]) : [];
}

function toDocument(id: number, rows: VisitRow[]): SupervisionDocument {
  const asked = rows.find((r) => r.asked) ?? (rows[0] as VisitRow);
  return {
    id,
    brand: asked.brand_name,
    storeLabel: supervisionStoreLabel(asked.store_type),
    store: asked.store_name,
    region: asked.region_name,
    supervisor: asked.supervisor_name,
    day: mexicoDay(asked.supervised_at),
    modules: rows.map((r) => ({
      module: r.module_name,
      checklist: r.checklist,
      items: itemsOf(r.items),
      score: num(r.score) ?? 0,
      incidents: r.incidents,
      comment: r.comment,
    })),
    overall: num(asked.overall) ?? 0,
    incidents: num(asked.total_incidents) ?? 0,
  };
}

export async function downloadSupervisionFile(
  c: Context<AppEnv>,
  scope: Scope,
  id: number,
): Promise<Response> {
  const rows = await visitRows(c, scope, id);
  if (rows.length === 0) throw notFound(`Supervision ${id}`);
  const doc = toDocument(id, rows);
  const { db, now } = c.var.deps;
  await logActivity(
    db,
    {
      brandId: scope.brandId,
      adminId: c.var.admin.id,
      securityId: scope.securityId,
      action: 'download_supervision',
      targetType: 'supervision',
      targetId: id,
      details: { modules: rows.length },
    },
    now(),
  );
  return pdfOrZip(c, [doc], {
    fileBase: (d) => `SUPERVISION-${safeFileName(d.store)}-${d.day}-${d.id}`,
    render: renderSupervisionPdf,
    zipName: 'supervisiones.zip',
  });
}
