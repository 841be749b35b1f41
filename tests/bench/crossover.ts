// Where an engine stops meeting the busy-morning goal (docs/benchmarks/api.md): the most
// concurrent clients at which a call still answered within the goal, and the fewest at which it
// no longer did. README "Which database" quotes it to say when to move from PGlite to PostgreSQL.

export interface LoadCell {
  engine: string;
  call: string;
  clients: number;
  p95: number;
  max: number;
  fails: number;
}

/** p95 ≤ 250 ms, worst case ≤ 2 s, no failed request. */
export const MORNING_GOAL = { p95Ms: 250, maxMs: 2_000 } as const;

export interface Crossover {
  engine: string;
  call: string;
  /** The most clients measured within the goal (0: not even one client). */
  holdsUpTo: number;
  /** The fewest clients measured beyond it (undefined: held at every level measured). */
  failsFrom: number | undefined;
}

export const meetsGoal = (cell: LoadCell, goal = MORNING_GOAL) =>
  cell.fails === 0 && cell.p95 <= goal.p95Ms && cell.max <= goal.maxMs;

/**
 * Per engine and call, in the order first seen. A level within the goal above one beyond it (a
 * noisy run) does not count: the crossover is the first level that failed.
 */
export function crossovers(cells: readonly LoadCell[], goal = MORNING_GOAL): Crossover[] {
  const groups = new Map<string, LoadCell[]>();
  for (const cell of cells) {
    const key = `${cell.engine}\u0000${cell.call}`;
    groups.set(key, [...(groups.get(key) ?? []), cell]);
  }
  return [...groups.values()].map((group) => {
    const sorted = [...group].sort((a, b) => a.clients - b.clients);
    const first = sorted.find((cell) => !meetsGoal(cell, goal));
    const within = sorted.filter(
      (cell) => meetsGoal(cell, goal) && (!first || cell.clients < first.clients),
    );
    const head = sorted[0] as LoadCell;
    return {
      engine: head.engine,
      call: head.call,
      holdsUpTo: within.at(-1)?.clients ?? 0,
      failsFrom: first?.clients,
    };
  });
}

/** One line per crossover, as the bench prints it. */
export function describeCrossover(c: Crossover): string {
  const where = `${c.engine} ${c.call}`;
  if (c.failsFrom === undefined)
    return `${where}: within the goal at every level up to ${c.holdsUpTo} clients`;
  if (c.holdsUpTo === 0) return `${where}: beyond the goal from ${c.failsFrom} client(s)`;
  return `${where}: within the goal up to ${c.holdsUpTo} clients, beyond it from ${c.failsFrom}`;
}
