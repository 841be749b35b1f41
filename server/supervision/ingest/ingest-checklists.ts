import type { components } from '../../../openapi/schema';
import type { Db } from '../../platform/db/db';
import { type Loader, Rejection } from '../../platform/ingest/load';

type Item = components['schemas']['IngestChecklist'];
type ChecklistItem = components['schemas']['IngestChecklistItem'];

/** Points as stored (numeric(8, 2)). */
const hundredths = (n: number) => Math.round(n * 100) / 100;

/**
 * The brand's supervision module of this name (case-insensitively), created after the brand's
 * last module when it has none: an inspection app knows its checklists' module by name and has
 * no other kind to create modules with. The unique name index makes two loads creating the same
 * module at once create it once.
 */
async function moduleNamed(tx: Db, brandId: number, name: string): Promise<number> {
  await tx.query(
    `INSERT INTO supervision_modules (brand_id, name, sort_order)
     SELECT $1, $2, coalesce(max(sort_order), 0) + 1 FROM supervision_modules WHERE brand_id = $1
     ON CONFLICT (brand_id, lower(name)) DO NOTHING`,
    [brandId, name],
  );
  const { rows } = await tx.query<{ id: number }>(
    'SELECT id FROM supervision_modules WHERE brand_id = $1 AND lower(name) = lower($2)',
    [brandId, name],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error(`module ${name} neither found nor created`);
  return id;
}

/** The first item whose externalId an earlier item of the same checklist already has. */
function repeatedItem(items: ChecklistItem[]): number {
  const seen = new Set<string>();
  return items.findIndex((i) => {
    if (seen.has(i.externalId)) return true;
    seen.add(i.externalId);
    return false;
  });
}

interface StoredItem {
  external_id: string;
  text: string;
  points: unknown;
}

const sameItems = (stored: StoredItem[], sent: ChecklistItem[]) =>
  stored.length === sent.length &&
  stored.every((s, i) => {
    const x = sent[i];
    return (
      x !== undefined &&
      s.external_id === x.externalId &&
      s.text === x.text &&
      Number(s.points) === hundredths(x.points)
    );
  });

async function writeItems(tx: Db, checklistId: number, items: ChecklistItem[]): Promise<void> {
  await tx.query('DELETE FROM supervision_checklist_items WHERE checklist_id = $1', [checklistId]);
  if (items.length === 0) return;
  await tx.query(
    `INSERT INTO supervision_checklist_items (checklist_id, external_id, sort_order, text, points)
     SELECT $1, e, n, t, p
       FROM unnest($2::text[], $3::text[], $4::numeric[]) WITH ORDINALITY AS i(e, t, p, n)`,
    [
      checklistId,
      items.map((i) => i.externalId),
      items.map((i) => i.text),
      items.map((i) => hundredths(i.points)),
    ],
  );
}

/**
 * Checklists by externalId: name, module (by name, see moduleNamed) and items. Items left out
 * keep the stored ones; sent, they replace them (supervisions keep what they recorded).
 */
export const checklistsLoader: Loader<Item> = {
  kind: 'checklists',
  async apply(tx, brandId, item) {
    if (item.items !== undefined) {
      const n = repeatedItem(item.items);
      if (n >= 0) {
        throw new Rejection(
          `items.${n}.externalId`,
          'duplicate_item',
          'Another item of this checklist has this externalId',
        );
      }
    }
    const moduleId = await moduleNamed(tx, brandId, item.module);
    const { rows } = await tx.query<{ id: number; name: string; module_id: number }>(
      `SELECT id, name, module_id FROM supervision_checklists
        WHERE brand_id = $1 AND external_id = $2 FOR UPDATE`,
      [brandId, item.externalId],
    );
    const current = rows[0];
    if (!current) {
      const { rows: made } = await tx.query<{ id: number }>(
        `INSERT INTO supervision_checklists (brand_id, external_id, name, module_id)
         VALUES ($1, $2, $3, $4) RETURNING id`,
        [brandId, item.externalId, item.name, moduleId],
      );
      const id = made[0]?.id;
      if (id === undefined) throw new Error('checklist not created');
      await writeItems(tx, id, item.items ?? []);
      return 'created';
    }
    let changed = false;
    if (current.name !== item.name || current.module_id !== moduleId) {
      await tx.query('UPDATE supervision_checklists SET name = $2, module_id = $3 WHERE id = $1', [
        current.id,
        item.name,
        moduleId,
      ]);
      changed = true;
    }
    if (item.items !== undefined) {
      const { rows: stored } = await tx.query<StoredItem>(
        `SELECT external_id, text, points FROM supervision_checklist_items
          WHERE checklist_id = $1 ORDER BY sort_order`,
        [current.id],
      );
      if (!sameItems(stored, item.items)) {
        await writeItems(tx, current.id, item.items);
        changed = true;
      }
    }
    return changed ? 'updated' : 'unchanged';
  },
};
