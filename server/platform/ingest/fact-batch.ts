import { Rejection } from './load';

// The set-based load of facts (appended by externalId) in two pure steps around the insert:
// which items go into it, and what became of each item once the insert says which identities
// it added. The first item of an identity in a request is the one inserted; later ones are
// `unchanged`, as a retry of the same identity would be.

/** An item about to be inserted: its place in the request, its resolved targets, its instant. */
export interface PlannedFact<Item, Target> {
  index: number;
  externalId: string;
  item: Item;
  target: Target;
  /** The fact's instant as an ISO string in UTC. */
  instant: string;
}

export type FactOutcome = 'created' | 'unchanged' | Rejection;

/**
 * Splits a batch: rejected items (unknown reference, refused instant) and later copies of an
 * identity get their outcome now; the rest are to insert, one per identity, in request order.
 */
export function planFacts<Item extends { externalId: string }, Target>(
  items: readonly Item[],
  targets: readonly (Target | Rejection)[],
  instant: (item: Item) => { field: string; value: string | null },
): { outcomes: (FactOutcome | undefined)[]; planned: PlannedFact<Item, Target>[] } {
  const outcomes: (FactOutcome | undefined)[] = new Array(items.length).fill(undefined);
  const planned: PlannedFact<Item, Target>[] = [];
  const seen = new Set<string>();
  for (const [index, item] of items.entries()) {
    const target = targets[index];
    if (target === undefined) throw new Error(`no target for item ${index}`);
    if (target instanceof Rejection) {
      outcomes[index] = target;
      continue;
    }
    const at = instant(item);
    if (at.value === null) {
      outcomes[index] = new Rejection(
        at.field,
        'invalid_instant',
        'The instant must be after 2000-01-01 and at most a day after the server clock',
      );
      continue;
    }
    if (seen.has(item.externalId)) {
      outcomes[index] = 'unchanged';
      continue;
    }
    seen.add(item.externalId);
    planned.push({ index, externalId: item.externalId, item, target, instant: at.value });
  }
  return { outcomes, planned };
}

/** Every outcome, once the insert returned the identities it added (the others existed). */
export function settleFacts(
  outcomes: readonly (FactOutcome | undefined)[],
  planned: readonly { index: number; externalId: string }[],
  inserted: ReadonlySet<string>,
): FactOutcome[] {
  const all = [...outcomes];
  for (const p of planned) all[p.index] = inserted.has(p.externalId) ? 'created' : 'unchanged';
  return all.map((o, i) => {
    if (o === undefined) throw new Error(`no outcome for item ${i}`);
    return o;
  });
}
