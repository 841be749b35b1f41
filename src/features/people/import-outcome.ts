import type { components } from '../../../openapi/schema';

type ImportResult = components['schemas']['ImportResult'];

/** What the import dialog shows after a run (SPEC §8 "Import"). */
export interface ImportOutcome {
  /** 'failed' when nothing was imported and rows were refused. */
  kind: 'done' | 'partial' | 'failed';
  registered: number;
  failed: number;
  /** The error file to offer, if any row was refused. */
  errorsCsv: string | null;
  /** Name of the filtered entity the people went to, when a scope filter was active. */
  scopedTo: string | null;
}

/** The outcome of importPeople's answer. */
export function importOutcome(result: ImportResult): ImportOutcome {
  const kind = result.failed === 0 ? 'done' : result.registered === 0 ? 'failed' : 'partial';
  return {
    kind,
    registered: result.registered,
    failed: result.failed,
    errorsCsv: result.failed > 0 ? (result.errors_csv ?? null) : null,
    scopedTo: result.scoped_to?.name ?? null,
  };
}

/**
 * File name of the error report of an import of `source`, with the console language's word for
 * errors (people.csv → people-errores.csv in Spanish, people-errors.csv in English).
 */
export function errorFileName(source: string, suffix = 'errores'): string {
  const base = source.replace(/\.[^./\\]*$/, '') || 'importacion';
  return `${base}-${suffix}.csv`;
}
