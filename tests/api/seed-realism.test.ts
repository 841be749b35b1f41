// The demo data looks like a chain's (issue: numbers a manager can trust): over EVERY row of the
// seeded database, recorded answers add up to their attempt's score, DC-3 occupations fit the
// person's position, and courses have activity only while they run.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { occupationName } from '../../openapi/rules/dc3-catalogues';
import type { Db } from '../../server/platform/db/db';
import {
  answeredScoredAttempts,
  answersContradictingResult,
  answersNotSummingToScore,
  attemptsOutsideCourseRun,
  attemptsPartlyAnswered,
  christmasCourses,
  coursesRunningOutsideTheirYear,
  dc3WithOccupation,
  occupationsNotFittingPositions,
  openAttemptsOnClosedCourses,
  POSITION_OCCUPATIONS,
  partialAnswers,
  progressOutsideCourseRun,
  seedRealism,
} from './fixtures/seed-realism-checks';
import { openTestDb } from './harness/test-db';

let db: Db;
beforeAll(async () => {
  db = await openTestDb();
});
afterAll(async () => {
  await db.close();
});

describe('seeded answers explain their score', () => {
  it('has scored attempts with every answer recorded (the rule is not vacuous)', async () => {
    expect(await answeredScoredAttempts(db)).toBeGreaterThan(100);
    // Not only the easy cases: some attempts carry a partly right open answer.
    expect(await partialAnswers(db)).toBeGreaterThan(0);
  });

  it('every attempt whose answers are all recorded: their points sum to its score', async () => {
    expect(await answersNotSummingToScore(db)).toEqual({ count: 0, examples: [] });
  });

  it("every recorded answer's points agree with its result", async () => {
    expect(await answersContradictingResult(db)).toEqual({ count: 0, examples: [] });
  });

  it('an attempt has either all its answers recorded or none', async () => {
    expect(await attemptsPartlyAnswered(db)).toEqual({ count: 0, examples: [] });
  });
});

describe('seeded DC-3 occupations fit positions', () => {
  it('every position maps to an STPS occupation subarea; cooks are not railway workers', () => {
    for (const { name, code } of POSITION_OCCUPATIONS.values()) {
      expect(occupationName(code), `${name} ${code}`).toBeDefined();
    }
    const cook = [...POSITION_OCCUPATIONS.values()].find((p) => p.name === 'Cocinero');
    expect(cook && occupationName(cook.code)).toBe('Alimentación y hospedaje');
  });

  it("every DC-3 record carries its person's position's occupation", async () => {
    expect(await dc3WithOccupation(db)).toBeGreaterThan(0);
    expect(await occupationsNotFittingPositions(db)).toEqual({ count: 0, examples: [] });
  });
});

describe('seeded courses have activity only while they run', () => {
  it('every exam attempt starts and ends between its course’s first and last day', async () => {
    expect(await attemptsOutsideCourseRun(db)).toEqual({ count: 0, examples: [] });
  });

  it('every course progress begins and completes while its course runs', async () => {
    expect(await progressOutsideCourseRun(db)).toEqual({ count: 0, examples: [] });
  });

  it('no attempt is still in progress on a course that has closed', async () => {
    expect(await openAttemptsOnClosedCourses(db)).toEqual({ count: 0, examples: [] });
  });

  it('a course named after a year runs in that season, and closed courses did have activity', async () => {
    expect(await coursesRunningOutsideTheirYear(db)).toEqual({ count: 0, examples: [] });
    const christmas = await christmasCourses(db);
    expect(christmas).toHaveLength(1);
    expect(christmas[0]?.attempts).toBeGreaterThan(0);
  });
});

describe('the whole check, as scripts/seed-realism-large.ts runs it on the large seed', () => {
  it('runs every rule and finds this seed realistic', async () => {
    const result = await seedRealism(db);
    expect(result.rules.map((r) => r.rule)).toHaveLength(8);
    expect(result).toMatchObject({ ok: true });
  });
});
