// The time zone a file's wall-clock times are read in (a date cell, `2026-11-27 09:30` without an
// offset): where the fact happened. An item that names a store (an answer, an opening, a
// supervision, a person) is read in that store's zone; one that names a person (an attempt,
// progress) in the zone of the person's store; then the brand's zone, else Mexico City (SPEC §9's
// default zone). The file is the same file whoever loads it: the admin's own zone plays no part.
import type { Db } from '../platform/db/db';
import { MEXICO_ZONE } from '../platform/time/mexico-day';
import { zonedInstant } from '../platform/time/zoned-instant';
import { LocalTime } from './file-dates';
import type { FileItem } from './file-items';

/** `value` with every LocalTime inside it replaced by what `settle` makes of it. */
function replaceLocalTimes(value: unknown, settle: (t: LocalTime) => string): unknown {
  if (value instanceof LocalTime) return settle(value);
  if (Array.isArray(value)) return value.map((v) => replaceLocalTimes(v, settle));
  if (typeof value === 'object' && value !== null) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = replaceLocalTimes(v, settle);
    return out;
  }
  return value;
}

function hasLocalTime(value: unknown): boolean {
  if (value instanceof LocalTime) return true;
  if (Array.isArray(value)) return value.some(hasLocalTime);
  if (typeof value === 'object' && value !== null) return Object.values(value).some(hasLocalTime);
  return false;
}

const textField = (item: Record<string, unknown>, name: string): string | null => {
  const v = item[name];
  return typeof v === 'string' ? v : null;
};

/** The zones of the stores and of the people's stores the items name, and the brand's zone. */
async function zonesOf(db: Db, brandId: number, items: readonly Record<string, unknown>[]) {
  const stores = [...new Set(items.map((i) => textField(i, 'storeExternalId')).filter(isText))];
  const people = [...new Set(items.map((i) => textField(i, 'personExternalId')).filter(isText))];
  const byStore = new Map<string, string | null>();
  const byPerson = new Map<string, string | null>();
  if (stores.length > 0) {
    const { rows } = await db.query<{ external_id: string; time_zone: string | null }>(
      `SELECT external_id, time_zone FROM organizations
        WHERE brand_id = $1 AND kind = 'store' AND external_id = ANY($2::text[])`,
      [brandId, stores],
    );
    for (const r of rows) byStore.set(r.external_id, r.time_zone);
  }
  if (people.length > 0) {
    const { rows } = await db.query<{ external_id: string; time_zone: string | null }>(
      `SELECT p.external_id, s.time_zone FROM people p JOIN organizations s ON s.id = p.store_id
        WHERE p.brand_id = $1 AND p.external_id = ANY($2::text[])`,
      [brandId, people],
    );
    for (const r of rows) byPerson.set(r.external_id, r.time_zone);
  }
  const { rows: brand } = await db.query<{ time_zone: string | null }>(
    `SELECT time_zone FROM organizations WHERE id = $1 AND kind = 'brand'`,
    [brandId],
  );
  return { byStore, byPerson, brandZone: brand[0]?.time_zone ?? null };
}

const isText = (v: string | null): v is string => v !== null;

/**
 * Reads every wall-clock time of the items in its zone (see above), in place. A time no zone can
 * read (a 31 April) keeps the file's text, so the item check refuses it on its field.
 */
export async function placeLocalTimes(db: Db, brandId: number, items: FileItem[]): Promise<void> {
  const dated = items.filter((it) => hasLocalTime(it.item));
  if (dated.length === 0) return;
  const zones = await zonesOf(
    db,
    brandId,
    dated.map((it) => it.item),
  );
  for (const it of dated) {
    const store = textField(it.item, 'storeExternalId');
    const person = textField(it.item, 'personExternalId');
    const candidates = [
      store === null ? null : zones.byStore.get(store),
      person === null ? null : zones.byPerson.get(person),
      zones.brandZone,
      MEXICO_ZONE,
    ].filter((z): z is string => typeof z === 'string' && z !== '');
    const settle = (t: LocalTime) => {
      for (const zone of candidates) {
        const instant = zonedInstant(t.wall, zone);
        if (instant !== null) return instant;
      }
      return t.text;
    };
    it.item = replaceLocalTimes(it.item, settle) as Record<string, unknown>;
  }
}
