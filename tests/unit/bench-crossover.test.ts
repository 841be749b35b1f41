import { describe, expect, it } from 'vitest';
import { type Crossover, crossovers, describeCrossover, type LoadCell } from '../bench/crossover';

// bench:api's busy-morning crossover: up to how many clients an engine keeps p95 ≤ 250 ms,
// max ≤ 2 s and no failure, per call.

const only = (cells: LoadCell[]): Crossover => {
  const [c] = crossovers(cells);
  if (!c) throw new Error('no crossover');
  return c;
};

const cell = (clients: number, p95: number, max = p95 * 2, fails = 0): LoadCell => ({
  engine: 'pglite',
  call: 'people list',
  clients,
  p95,
  max,
  fails,
});

describe('the busy-morning crossover', () => {
  it('is the last level within the goal and the first beyond it', () => {
    const c = only([cell(16, 240), cell(1, 20), cell(32, 260), cell(4, 90)]);
    expect(c).toEqual({ engine: 'pglite', call: 'people list', holdsUpTo: 16, failsFrom: 32 });
    expect(describeCrossover(c)).toBe(
      'pglite people list: within the goal up to 16 clients, beyond it from 32',
    );
  });

  it('counts a worst case over 2 s or a failed request as beyond the goal', () => {
    expect(crossovers([cell(1, 20), cell(8, 100, 2_100)])[0]?.failsFrom).toBe(8);
    expect(crossovers([cell(1, 20), cell(8, 100, 300, 1)])[0]?.failsFrom).toBe(8);
  });

  it('does not count a lucky level above the first one beyond the goal', () => {
    expect(crossovers([cell(1, 20), cell(8, 300), cell(16, 200)])[0]).toMatchObject({
      holdsUpTo: 1,
      failsFrom: 8,
    });
  });

  it('says so when every level holds, or none', () => {
    const all = crossovers([cell(1, 20), cell(64, 200)])[0];
    expect(all).toMatchObject({ holdsUpTo: 64, failsFrom: undefined });
    const none = only([cell(1, 400)]);
    expect(none).toMatchObject({ holdsUpTo: 0, failsFrom: 1 });
    expect(describeCrossover(none)).toBe('pglite people list: beyond the goal from 1 client(s)');
  });

  it('keeps engines and calls apart', () => {
    const pg = { ...cell(64, 100), engine: 'postgres' };
    const metrics = { ...cell(16, 500), call: 'key metrics' };
    expect(
      crossovers([cell(64, 300), pg, metrics]).map((c) => [c.engine, c.call, c.failsFrom]),
    ).toEqual([
      ['pglite', 'people list', 64],
      ['postgres', 'people list', undefined],
      ['pglite', 'key metrics', 16],
    ]);
  });
});
