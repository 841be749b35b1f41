import { describe, expect, it } from 'vitest';
import { SEED_COUNTS, timesCounts } from '../../server/platform/db/seed/seed-context';

// `npm run seed -- --times N`: the cost curve's seeds are a scale's bulk rows N times over.

describe('a seed N times over', () => {
  it('multiplies every bulk count, so demo ten times over is the large seed', () => {
    expect(timesCounts(SEED_COUNTS.demo, 10)).toEqual(SEED_COUNTS.large);
    expect(timesCounts(SEED_COUNTS.demo, 1)).toEqual(SEED_COUNTS.demo);
    const twice = timesCounts(SEED_COUNTS.demo, 2);
    for (const [table, n] of Object.entries(SEED_COUNTS.demo)) {
      expect(twice[table as keyof typeof twice], table).toBe(2 * n);
    }
  });

  it('refuses anything but a whole number from 1', () => {
    for (const n of [0, -1, 1.5, Number.NaN]) {
      expect(() => timesCounts(SEED_COUNTS.demo, n)).toThrow(/whole number/);
    }
  });
});
