// The seed's notion of time. Every generated timestamp is an offset from one anchor: midnight
// (America/Mexico_City, UTC−6 all year since 2022) starting the seed day. Data covers the 548
// days (18 months) before it, so "today" in Mexico City has no activity yet and "yesterday" is
// the newest full day (the usage graph is cut off at the previous day anyway).

export type SeedScale = 'small' | 'demo' | 'large';

export interface SeedCounts {
  /** People including the 10 fixtures. */
  people: number;
  examAttempts: number;
  supervisions: number;
  surveyResponses: number;
  practicalExams: number;
  dc3Records: number;
  awards: number;
}

/** Exact counts of the bulk tables per scale; small is 1/10 of demo, large 10× demo. */
export const SEED_COUNTS: Record<SeedScale, SeedCounts> = {
  small: {
    people: 2_000,
    examAttempts: 30_000,
    supervisions: 3_000,
    surveyResponses: 6_000,
    practicalExams: 200,
    dc3Records: 300,
    awards: 500,
  },
  demo: {
    people: 20_000,
    examAttempts: 300_000,
    supervisions: 30_000,
    surveyResponses: 60_000,
    practicalExams: 2_000,
    dc3Records: 3_000,
    awards: 5_000,
  },
  large: {
    people: 200_000,
    examAttempts: 3_000_000,
    supervisions: 300_000,
    surveyResponses: 600_000,
    practicalExams: 20_000,
    dc3Records: 30_000,
    awards: 50_000,
  },
};

/** Days of history before the anchor. */
export const HISTORY_DAYS = 548;
/** One attempt in this many has per-question answers (attempt ids divisible by it). */
export const ANSWERED_ATTEMPT_EVERY = 100;
export const ACTIVITY_LOG_ENTRIES = 300;

const DAY_MS = 86_400_000;
const MEXICO_CITY_OFFSET_HOURS = 6;

export interface SeedContext {
  readonly scale: SeedScale;
  readonly counts: SeedCounts;
  /** 'YYYY-MM-DD'. */
  readonly seedDay: string;
  /** Midnight of seedDay in Mexico City. */
  readonly anchor: Date;
  /** The anchor as an SQL timestamptz literal. */
  readonly anchorSql: string;
  /** The seed day as an SQL date literal. */
  readonly daySql: string;
  readonly passwordHash: string;
  /** ISO timestamp n days (fractions allowed) before the anchor. */
  daysAgo(n: number): string;
  /** 'YYYY-MM-DD' n whole days before the seed day. */
  dateDaysAgo(n: number): string;
}

/** Today's date in UTC as 'YYYY-MM-DD': the default seed day. */
export function todaySeedDay(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** A scale's counts times n: the same stores and fixtures with n times the bulk rows. */
export function timesCounts(counts: SeedCounts, n: number): SeedCounts {
  if (!Number.isInteger(n) || n < 1)
    throw new Error(`Seed times must be a whole number ≥ 1, not ${n}`);
  return {
    people: counts.people * n,
    examAttempts: counts.examAttempts * n,
    supervisions: counts.supervisions * n,
    surveyResponses: counts.surveyResponses * n,
    practicalExams: counts.practicalExams * n,
    dc3Records: counts.dc3Records * n,
    awards: counts.awards * n,
  };
}

export function createSeedContext(
  scale: SeedScale,
  seedDay: string,
  passwordHash: string,
  times = 1,
): SeedContext {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(seedDay) || Number.isNaN(Date.parse(seedDay))) {
    throw new Error(`Invalid seed day ${seedDay}; expected YYYY-MM-DD`);
  }
  const base = SEED_COUNTS[scale];
  if (!base) throw new Error(`Unknown seed scale ${scale}`);
  const counts = timesCounts(base, times);
  const dayStart = Date.parse(`${seedDay}T00:00:00Z`);
  const anchor = new Date(dayStart + MEXICO_CITY_OFFSET_HOURS * 3_600_000);
  return {
    scale,
    counts,
    seedDay,
    anchor,
    anchorSql: `TIMESTAMPTZ '${anchor.toISOString()}'`,
    daySql: `DATE '${seedDay}'`,
    passwordHash,
    daysAgo: (n) => new Date(anchor.getTime() - n * DAY_MS).toISOString(),
    dateDaysAgo: (n) => new Date(dayStart - Math.round(n) * DAY_MS).toISOString().slice(0, 10),
  };
}
