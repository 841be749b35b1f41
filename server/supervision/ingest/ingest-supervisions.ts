import type { components } from '../../../openapi/schema';
import type { Db } from '../../platform/db/db';
import { acceptedInstant } from '../../platform/ingest/instant-rules';
import { type Loader, Rejection, unknownReference } from '../../platform/ingest/load';
import { type ChecklistPoint, type ScoredItem, scoreSupervision } from './supervision-items-rule';

type Item = components['schemas']['IngestSupervision'];
type Outcome = 'created' | 'unchanged';

interface Store {
  external_id: string;
  id: number;
  region_id: number | null;
}

interface Checklist {
  external_id: string;
  id: number;
  name: string;
  module_id: number;
  items: unknown;
}

/** A supervision ready to insert. */
interface Row {
  externalId: string;
  storeId: number;
  regionId: number | null;
  moduleId: number;
  checklistId: number;
  name: string;
  supervisor: string;
  score: number;
  incidents: number;
  comment: string | null;
  at: string;
  items: ScoredItem[];
}

const pointsOf = (value: unknown): ChecklistPoint[] => {
  const list: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  if (!Array.isArray(list)) return [];
  return (list as { externalId: string; text: string; points: unknown }[]).map((i) => ({
    externalId: i.externalId,
    text: i.text,
    points: Number(i.points),
  }));
};

async function references(tx: Db, brandId: number, items: Item[]) {
  // One after the other: a transaction's statements share one connection.
  const stores = await tx.query<Store>(
    `SELECT o.external_id, o.id, o.region_id
         FROM organizations o
        WHERE o.brand_id = $1 AND o.kind = 'store'
          AND o.external_id IN (SELECT unnest($2::text[]))`,
    [brandId, [...new Set(items.map((i) => i.storeExternalId))]],
  );
  const checklists = await tx.query<Checklist>(
    `SELECT c.external_id, c.id, c.name, c.module_id,
              (SELECT coalesce(json_agg(json_build_object('externalId', i.external_id,
                         'text', i.text, 'points', i.points) ORDER BY i.sort_order), '[]'::json)
                 FROM supervision_checklist_items i WHERE i.checklist_id = c.id) AS items
         FROM supervision_checklists c
        WHERE c.brand_id = $1 AND c.external_id IN (SELECT unnest($2::text[]))`,
    [brandId, [...new Set(items.map((i) => i.checklistExternalId))]],
  );
  return {
    stores: new Map(stores.rows.map((s) => [s.external_id, s])),
    checklists: new Map(
      checklists.rows.map((c) => [c.external_id, { ...c, points: pointsOf(c.items) }]),
    ),
  };
}

/** Inserts the rows whose externalId the brand does not have yet; returns those inserted. */
async function insert(tx: Db, brandId: number, rows: Row[]): Promise<Map<string, number>> {
  // In externalId order: two loads of the same supervisions wait on each other in one order.
  const sorted = [...rows].sort((a, b) =>
    a.externalId < b.externalId ? -1 : a.externalId > b.externalId ? 1 : 0,
  );
  const { rows: made } = await tx.query<{ id: string | number; external_id: string }>(
    `INSERT INTO supervisions (brand_id, external_id, store_id, region_id, module_id, checklist_id,
                              name, supervisor_name, score, incidents, comment, supervised_at)
     SELECT $1, u.e, u.s, u.r, u.m, u.c, u.n, u.v, u.sc, u.i, u.co, u.at
       FROM unnest($2::text[], $3::int[], $4::int[], $5::int[], $6::int[], $7::text[], $8::text[],
                   $9::numeric[], $10::int[], $11::text[], $12::timestamptz[])
            WITH ORDINALITY AS u(e, s, r, m, c, n, v, sc, i, co, at, o)
      ORDER BY u.o
     ON CONFLICT (brand_id, external_id) WHERE external_id IS NOT NULL DO NOTHING
     RETURNING id, external_id`,
    [
      brandId,
      sorted.map((r) => r.externalId),
      sorted.map((r) => r.storeId),
      sorted.map((r) => r.regionId),
      sorted.map((r) => r.moduleId),
      sorted.map((r) => r.checklistId),
      sorted.map((r) => r.name),
      sorted.map((r) => r.supervisor),
      sorted.map((r) => r.score),
      sorted.map((r) => r.incidents),
      sorted.map((r) => r.comment),
      sorted.map((r) => r.at),
    ],
  );
  const ids = new Map(made.map((m) => [m.external_id, Number(m.id)]));
  const lines = sorted.flatMap((r) => {
    const id = ids.get(r.externalId);
    return id === undefined ? [] : r.items.map((i) => ({ id, ...i }));
  });
  if (lines.length > 0) {
    await tx.query(
      `INSERT INTO supervision_items (brand_id, supervision_id, sort_order, question, answer,
                                     points, possible, comment)
       SELECT $1, u.id, u.n, u.q, u.a, u.p, u.pp, u.c
         FROM unnest($2::bigint[], $3::int[], $4::text[], $5::text[], $6::numeric[],
                     $7::numeric[], $8::text[]) AS u(id, n, q, a, p, pp, c)`,
      [
        brandId,
        lines.map((l) => l.id),
        lines.map((l) => l.sortOrder),
        lines.map((l) => l.question),
        lines.map((l) => l.answer),
        lines.map((l) => l.points),
        lines.map((l) => l.possible),
        lines.map((l) => l.comment),
      ],
    );
  }
  return ids;
}

/** Checks one item against the brand's stores and checklists: its row, or why not. */
function rowOf(
  item: Item,
  refs: Awaited<ReturnType<typeof references>>,
  now: Date,
): Row | Rejection {
  const store = refs.stores.get(item.storeExternalId);
  if (!store) return unknownReference('storeExternalId', 'store', item.storeExternalId);
  const checklist = refs.checklists.get(item.checklistExternalId);
  if (!checklist) {
    return unknownReference('checklistExternalId', 'checklist', item.checklistExternalId);
  }
  // The facts' shared rule: what the format admits but no visit could have been.
  const at = acceptedInstant(item.supervisedAt, now);
  if (at === null) {
    return new Rejection(
      'supervisedAt',
      'invalid_instant',
      'supervisedAt: the instant must be after 2000-01-01 and at most a day after the server clock',
    );
  }
  const scored = scoreSupervision(checklist.points, item.items ?? []);
  if (!scored.ok) return new Rejection(scored.field, scored.reason, scored.message);
  return {
    externalId: item.externalId,
    storeId: store.id,
    regionId: store.region_id,
    moduleId: checklist.module_id,
    checklistId: checklist.id,
    name: checklist.name,
    supervisor: item.supervisor,
    score: scored.score,
    incidents: item.incidents ?? 0,
    comment: item.comment ?? null,
    at,
    items: scored.items,
  };
}

async function applyAll(
  tx: Db,
  brandId: number,
  items: Item[],
  now: Date,
): Promise<(Outcome | Rejection)[]> {
  const refs = await references(tx, brandId, items);
  const checked = items.map((item) => rowOf(item, refs, now));
  // The same externalId twice in one request: the first is loaded, the later ones unchanged.
  const first = new Map<string, Row>();
  for (const r of checked) {
    if (!(r instanceof Rejection) && !first.has(r.externalId)) first.set(r.externalId, r);
  }
  const made = await insert(tx, brandId, [...first.values()]);
  return checked.map((r) => {
    if (r instanceof Rejection) return r;
    return first.get(r.externalId) === r && made.has(r.externalId) ? 'created' : 'unchanged';
  });
}

/**
 * Supervisions by externalId: facts, so one sent again is unchanged, whatever it says. Its
 * module and name are its checklist's, its items the answers (question and points copied as
 * they are that day), its score theirs (supervision-items-rule.ts). Set-based: a few statements
 * per request.
 */
export const supervisionsLoader: Loader<Item> = {
  kind: 'supervisions',
  async apply(tx, brandId, item, at) {
    const [outcome] = await applyAll(tx, brandId, [item], at);
    if (outcome === undefined) throw new Error('no outcome');
    if (outcome instanceof Rejection) throw outcome;
    return outcome;
  },
  applyBatch: applyAll,
};
