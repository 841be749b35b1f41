import type { components, operations } from '../../openapi/schema';

/** What importPeople answers: counts, the first errors and the error file (admin.yaml). */
export type ImportResult = components['schemas']['ImportResult'];

/** The scope an import runs in: importPeople's query (the domain, narrowed by the scope filter). */
export type ImportScope = operations['importPeople']['parameters']['query'];

/**
 * The CSV the user chose: its bytes, sent as they are, and its name (the error file is named
 * after it). A browser File is one.
 */
export interface ImportFile extends Blob {
  readonly name: string;
}

/** Input of the `upload` actor (POST /admin/v2/people/import). */
export interface UploadInput {
  scope: ImportScope;
  file: ImportFile;
}

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

/**
 * Why an import upload came to nothing (SPEC §8): the server read the file and refused it (400:
 * not a CSV with headers), or the file never got stored (no answer, a server failure, too big…)
 * and only support can help: 'El archivo no fue almacenado. ¡Contáctanos!'.
 */
export type ImportFailure = 'unreadable' | 'notStored';
