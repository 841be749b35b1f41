// The global score's tables as CSV files, made from the loaded rows in the order shown (the
// server has no export for them; they are small). Columns named as the server's exports name
// theirs (server/reports/supervisions.ts): English, snake case; numbers as numbers.
import { csvText } from '../../ui/report/rows-csv';
import type { GlobalScore, ScoreBreakdown } from './supervision-api';

type BreakdownRow = ScoreBreakdown['items'][number];
type ModuleRow = GlobalScore['modules'][number];

/** The file of one breakdown level: `global-score-regions.csv`, `…-stores.csv`, `…-supervisions.csv`. */
export function breakdownCsv(
  level: ScoreBreakdown['level'],
  rows: readonly BreakdownRow[],
): { name: string; text: string } {
  const header = [level, 'score', 'previous_score', 'delta', 'supervisions', 'incidents'];
  const cells = rows.map((r) => [
    r.name,
    r.score,
    r.previous_score,
    r.delta,
    r.supervisions,
    r.incidents,
  ]);
  return { name: `global-score-${level}s.csv`, text: csvText(header, cells) };
}

/** The modules table's file. */
export function modulesCsv(rows: readonly ModuleRow[]): { name: string; text: string } {
  const header = ['module', 'supervisions', 'score', 'failing', 'failing_rate', 'incidents'];
  const cells = rows.map((r) => [
    r.module.name,
    r.supervisions,
    r.score,
    r.failing,
    r.failing_rate,
    r.incidents,
  ]);
  return { name: 'global-score-modules.csv', text: csvText(header, cells) };
}
