import type { Dc3Row } from './training-api';

/** What keeps a DC-3 form from being printed (SPEC §4: CURP or reported STPS occupation). */
export type Dc3Missing = 'curp' | 'occupation';

export interface Dc3Skipped {
  row: Dc3Row;
  /** At least one; in the form's order (CURP first). */
  missing: readonly Dc3Missing[];
}

export interface Dc3DownloadSplit {
  /** Ids the server will print, in the order chosen. */
  ready: readonly number[];
  skipped: readonly Dc3Skipped[];
}

/** What a form lacks; empty when it can be printed (the server refuses the same ones). */
export function dc3Missing(row: Dc3Row): Dc3Missing[] {
  const missing: Dc3Missing[] = [];
  if (row.no_curp || row.curp === null) missing.push('curp');
  if (row.no_occupation || row.occupation === null) missing.push('occupation');
  return missing;
}

/**
 * Splits the chosen forms into the ones the server prints and the ones it would refuse, so a
 * bulk download never fails whole for one form and the admin learns which were left out.
 */
export function splitDc3Download(rows: readonly Dc3Row[]): Dc3DownloadSplit {
  const ready: number[] = [];
  const skipped: Dc3Skipped[] = [];
  for (const row of rows) {
    const missing = dc3Missing(row);
    if (missing.length === 0) ready.push(row.id);
    else skipped.push({ row, missing });
  }
  return { ready, skipped };
}
