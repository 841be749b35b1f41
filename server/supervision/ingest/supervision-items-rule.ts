// How a loaded supervision's answers become its items and its score: a pure rule, so the
// set-based path and the item-by-item path of the supervisions loader score alike.

/** One item of the checklist, as stored. */
export interface ChecklistPoint {
  externalId: string;
  text: string;
  /** What a pass is worth. */
  points: number;
}

/** One answer of the supervision, as sent. */
interface SupervisionAnswer {
  itemExternalId: string;
  result: 'pass' | 'fail' | 'na';
  points?: number | undefined;
  comment?: string | null | undefined;
}

/** One row of supervision_items. */
export interface ScoredItem {
  /** The checklist item's place: the PDF lists a visit's items in the checklist's order. */
  sortOrder: number;
  question: string;
  answer: 'yes' | 'no' | 'na';
  /** Points obtained; null for n.a. */
  points: number | null;
  possible: number;
  comment: string | null;
}

type ScoreOutcome =
  | { ok: true; score: number; items: ScoredItem[] }
  | { ok: false; field: string; reason: string; message: string };

const ANSWER = { pass: 'yes', fail: 'no', na: 'na' } as const;

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * The items and the score (0–100, two decimals) of a supervision: points obtained ÷ points
 * possible over the answered items that apply (n.a. left out). Obtained defaults to all of the
 * item's points for a pass and none for a fail; sent, it is at most the item's points. Each
 * answer names an item of the checklist, at most once; checklist items not answered are not
 * part of the supervision. Refused when nothing is scored (every answer n.a., or none).
 */
export function scoreSupervision(
  checklist: readonly ChecklistPoint[],
  answers: readonly SupervisionAnswer[],
): ScoreOutcome {
  const place = new Map(checklist.map((c, i) => [c.externalId, i]));
  const seen = new Set<string>();
  const items: ScoredItem[] = [];
  let obtained = 0;
  let possible = 0;
  for (const [n, a] of answers.entries()) {
    const i = place.get(a.itemExternalId);
    const item = i === undefined ? undefined : checklist[i];
    if (i === undefined || item === undefined) {
      return {
        ok: false,
        field: `items.${n}.itemExternalId`,
        reason: 'unknown_reference',
        message: `The checklist has no item with externalId ${a.itemExternalId}`,
      };
    }
    if (seen.has(a.itemExternalId)) {
      return {
        ok: false,
        field: `items.${n}.itemExternalId`,
        reason: 'duplicate_item',
        message: 'This checklist item is answered twice',
      };
    }
    seen.add(a.itemExternalId);
    const sent = a.points === undefined ? undefined : round2(a.points);
    if (sent !== undefined && sent > item.points) {
      return {
        ok: false,
        field: `items.${n}.points`,
        reason: 'out_of_range',
        message: `At most ${item.points} points: what the checklist item is worth`,
      };
    }
    let points: number | null = null;
    if (a.result !== 'na') {
      points = sent ?? (a.result === 'pass' ? item.points : 0);
      obtained += points;
      possible += item.points;
    }
    items.push({
      sortOrder: i + 1,
      question: item.text,
      answer: ANSWER[a.result],
      points,
      possible: item.points,
      comment: a.comment ?? null,
    });
  }
  if (possible <= 0) {
    return {
      ok: false,
      field: 'items',
      reason: 'no_scored_items',
      message: 'No answered item applies or is worth points: the supervision has no score',
    };
  }
  items.sort((x, y) => x.sortOrder - y.sortOrder);
  return { ok: true, score: round2((100 * obtained) / possible), items };
}
