import { describe, expect, it } from 'vitest';
import { scoreSupervision } from '../../server/supervision/ingest/supervision-items-rule';

const CHECKLIST = [
  { externalId: 'A', text: 'a?', points: 10 },
  { externalId: 'B', text: 'b?', points: 20 },
  { externalId: 'C', text: 'c?', points: 10 },
  { externalId: 'D', text: 'd?', points: 5 },
];

describe('scoreSupervision', () => {
  it('points obtained ÷ possible, n.a. left out, items in the checklist order', () => {
    const out = scoreSupervision(CHECKLIST, [
      { itemExternalId: 'D', result: 'pass', points: 2.5 },
      { itemExternalId: 'B', result: 'fail', comment: 'no' },
      { itemExternalId: 'A', result: 'pass' },
      { itemExternalId: 'C', result: 'na' },
    ]);
    expect(out).toEqual({
      ok: true,
      score: 35.71,
      items: [
        { sortOrder: 1, question: 'a?', answer: 'yes', points: 10, possible: 10, comment: null },
        { sortOrder: 2, question: 'b?', answer: 'no', points: 0, possible: 20, comment: 'no' },
        { sortOrder: 3, question: 'c?', answer: 'na', points: null, possible: 10, comment: null },
        { sortOrder: 4, question: 'd?', answer: 'yes', points: 2.5, possible: 5, comment: null },
      ],
    });
  });

  it('all passed is 100; a fail with partial points counts them', () => {
    const all = scoreSupervision(CHECKLIST, [
      { itemExternalId: 'A', result: 'pass' },
      { itemExternalId: 'B', result: 'pass' },
    ]);
    expect(all.ok && all.score).toBe(100);
    const partial = scoreSupervision(CHECKLIST, [
      { itemExternalId: 'B', result: 'fail', points: 5 },
    ]);
    expect(partial.ok && partial.score).toBe(25);
  });

  it('refuses an unknown or repeated item, points over the item, nothing scored', () => {
    expect(scoreSupervision(CHECKLIST, [{ itemExternalId: 'Z', result: 'pass' }])).toMatchObject({
      ok: false,
      field: 'items.0.itemExternalId',
      reason: 'unknown_reference',
    });
    expect(
      scoreSupervision(CHECKLIST, [
        { itemExternalId: 'A', result: 'pass' },
        { itemExternalId: 'A', result: 'fail' },
      ]),
    ).toMatchObject({ ok: false, field: 'items.1.itemExternalId', reason: 'duplicate_item' });
    expect(
      scoreSupervision(CHECKLIST, [{ itemExternalId: 'D', result: 'pass', points: 5.01 }]),
    ).toMatchObject({ ok: false, field: 'items.0.points', reason: 'out_of_range' });
    expect(scoreSupervision(CHECKLIST, [{ itemExternalId: 'C', result: 'na' }])).toMatchObject({
      ok: false,
      field: 'items',
      reason: 'no_scored_items',
    });
    expect(scoreSupervision(CHECKLIST, [])).toMatchObject({ ok: false, field: 'items' });
    expect(
      scoreSupervision(
        [{ externalId: 'Z', text: 'z', points: 0 }],
        [{ itemExternalId: 'Z', result: 'pass' }],
      ),
    ).toMatchObject({ ok: false, reason: 'no_scored_items' });
  });
});
