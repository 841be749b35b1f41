import { describe, expect, it } from 'vitest';
import { retryOnDeadlock } from '../../server/platform/db/deadlock-retry';

const deadlock = () => Object.assign(new Error('deadlock detected'), { code: '40P01' });

describe('retryOnDeadlock', () => {
  it('runs a transaction chosen as a deadlock victim again, until it commits', async () => {
    let runs = 0;
    const result = await retryOnDeadlock(async () => {
      runs += 1;
      if (runs < 3) throw deadlock();
      return 'committed';
    });
    expect([result, runs]).toEqual(['committed', 3]);
  });

  it('gives up after the last attempt, with the deadlock', async () => {
    let runs = 0;
    const failing = retryOnDeadlock(async () => {
      runs += 1;
      throw deadlock();
    }, 2);
    await expect(failing).rejects.toMatchObject({ code: '40P01' });
    expect(runs).toBe(2);
  });

  it('never runs again what failed for another reason', async () => {
    let runs = 0;
    const failing = retryOnDeadlock(async () => {
      runs += 1;
      throw Object.assign(new Error('duplicate'), { code: '23505' });
    });
    await expect(failing).rejects.toMatchObject({ code: '23505' });
    expect(runs).toBe(1);
  });
});
