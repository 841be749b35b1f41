import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inRolledBackTransaction } from './harness/rolled-back';
import { startTestApp, type TestApp } from './harness/test-app';

// The facts a load appends (guests' answers, exam attempts and their answers) name their brand
// beside their store or attempt, and one composite foreign key per row checks both: the store
// (the attempt) exists and is of that very brand. A row that names one brand and another brand's
// store is refused by the database itself, whatever code wrote it.

let t: TestApp;
/** A store of each of two brands, and a survey and an attempt of the first. */
let ids: { brand: number; store: number; otherBrand: number; otherStore: number };
let survey = 0;
let attempt: { id: number; exam_id: number; person_id: number; course_id: number };
let question = 0;

beforeAll(async () => {
  t = await startTestApp();
  const { rows } = await t.db.query<{ brand_id: number; id: number }>(
    `SELECT DISTINCT ON (brand_id) brand_id, id FROM organizations
      WHERE kind = 'store' ORDER BY brand_id, id`,
  );
  const [first, second] = rows;
  if (!first || !second) throw new Error('the seed has fewer than two brands with stores');
  ids = {
    brand: first.brand_id,
    store: first.id,
    otherBrand: second.brand_id,
    otherStore: second.id,
  };
  survey = (
    await t.db.query<{ id: number }>('SELECT min(id) AS id FROM surveys WHERE brand_id = $1', [
      ids.brand,
    ])
  ).rows[0]?.id as number;
  const a = await t.db.query<typeof attempt>(
    `SELECT id, exam_id, person_id, course_id FROM exam_attempts
      WHERE brand_id = $1 ORDER BY id LIMIT 1`,
    [ids.brand],
  );
  attempt = a.rows[0] as typeof attempt;
  question = (
    await t.db.query<{ id: number }>(
      'SELECT min(id) AS id FROM exam_questions WHERE exam_id = $1',
      [attempt.exam_id],
    )
  ).rows[0]?.id as number;
  expect([survey, attempt?.id, question].every((n) => Number(n) > 0)).toBe(true);
});
afterAll(async () => {
  await t.close();
});

/** The statement's SQLSTATE, or 'ok', in a transaction that is always rolled back. */
function outcomeOf(sql: string, params: unknown[]): Promise<string> {
  return inRolledBackTransaction(t.db, async (tx) => {
    try {
      await tx.query(sql, params);
      return 'ok';
    } catch (err) {
      return String((err as { code?: unknown }).code ?? err);
    }
  });
}

const ANSWER = `INSERT INTO survey_responses (brand_id, store_id, survey_id, nps_score, created_at)
                VALUES ($1, $2, $3, 9, now())`;
const ATTEMPT = `INSERT INTO exam_attempts (brand_id, store_id, person_id, exam_id, course_id,
                                            attempt_number, started_at)
                 VALUES ($1, $2, $3, $4, $5, 99, now())`;
const ATTEMPT_ANSWER = `INSERT INTO attempt_answers (brand_id, attempt_id, question_id, result, points)
                        VALUES ($1, $2, $3, 'correct', 1)`;

describe('facts name a store or attempt of their own brand', () => {
  it("a guest's answer with the brand's store is kept; with another brand's store it is refused", async () => {
    await expect(outcomeOf(ANSWER, [ids.brand, ids.store, survey])).resolves.toBe('ok');
    await expect(outcomeOf(ANSWER, [ids.brand, ids.otherStore, survey])).resolves.toBe('23503');
    // A brand that is no organization at all.
    await expect(outcomeOf(ANSWER, [999_999, ids.store, survey])).resolves.toBe('23503');
  });

  it("an exam attempt with the brand's store is kept; with another brand's store it is refused", async () => {
    const rest = [attempt.person_id, attempt.exam_id, attempt.course_id];
    await expect(outcomeOf(ATTEMPT, [ids.brand, ids.store, ...rest])).resolves.toBe('ok');
    await expect(outcomeOf(ATTEMPT, [ids.brand, ids.otherStore, ...rest])).resolves.toBe('23503');
  });

  it("an attempt's answer must carry its attempt's brand", async () => {
    await expect(outcomeOf(ATTEMPT_ANSWER, [ids.brand, attempt.id, question])).resolves.toBe('ok');
    await expect(outcomeOf(ATTEMPT_ANSWER, [ids.otherBrand, attempt.id, question])).resolves.toBe(
      '23503',
    );
  });

  it('deleting an attempt still takes its answers with it', async () => {
    const left = await inRolledBackTransaction(t.db, async (tx) => {
      await tx.query(ATTEMPT_ANSWER, [ids.brand, attempt.id, question]);
      await tx.query('DELETE FROM exam_attempts WHERE id = $1', [attempt.id]);
      const { rows } = await tx.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM attempt_answers WHERE attempt_id = $1',
        [attempt.id],
      );
      return rows[0]?.n ?? -1;
    });
    expect(left).toBe(0);
  });
});
