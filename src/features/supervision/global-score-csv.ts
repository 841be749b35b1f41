// The global score's tables as files (CSV or Excel), made from the loaded rows in the order shown
// (the server has no export for them; they are small). Columns named as the server's exports name
// theirs (server/supervision/supervisions.ts): English, snake case; numbers as numbers.
import { type CsvCell, csvText } from '../../ui/report/rows-csv';
import type { GlobalScore, ScoreBreakdown } from './supervision-api';

type BreakdownRow = ScoreBreakdown['items'][number];
type ModuleRow = GlobalScore['modules'][number];

/** A table's file before it is written: its name as CSV, its header and its typed cells. */
export interface TableFile {
  name: string;
  header: readonly string[];
  rows: readonly (readonly CsvCell[])[];
}

/** One breakdown level: `global-score-regions.csv`, `…-stores.csv`, `…-supervisions.csv`. */
export function breakdownTable(
  level: ScoreBreakdown['level'],
  rows: readonly BreakdownRow[],
): TableFile {
  return {
    name: `global-score-${level}s.csv`,
    header: [level, 'score', 'previous_score', 'delta', 'supervisions', 'incidents'],
    rows: rows.map((r) => [
      r.name,
      r.score,
      r.previous_score,
      r.delta,
      r.supervisions,
      r.incidents,
    ]),
  };
}

/** The modules table. */
export function modulesTable(rows: readonly ModuleRow[]): TableFile {
  return {
    name: 'global-score-modules.csv',
    header: ['module', 'supervisions', 'score', 'failing', 'failing_rate', 'incidents'],
    rows: rows.map((r) => [
      r.module.name,
      r.supervisions,
      r.score,
      r.failing,
      r.failing_rate,
      r.incidents,
    ]),
  };
}

const asCsv = (t: TableFile) => ({ name: t.name, text: csvText(t.header, t.rows) });

/** The CSV of one breakdown level. */
export function breakdownCsv(
  level: ScoreBreakdown['level'],
  rows: readonly BreakdownRow[],
): { name: string; text: string } {
  return asCsv(breakdownTable(level, rows));
}

/** The modules table's CSV. */
export function modulesCsv(rows: readonly ModuleRow[]): { name: string; text: string } {
  return asCsv(modulesTable(rows));
}
