import type { components, operations } from '../../openapi/schema';

/** A kind of record an administrator can load from a file (admin.yaml IntegrationKind). */
export type FileLoadKind = components['schemas']['IntegrationKind'];

/** What loadIntegrationFile answers, for a preview or an apply. */
export type FileLoadResult = components['schemas']['IntegrationFileResult'];

/** The domain a load runs in: loadIntegrationFile's query without its mode and file name. */
export type FileLoadScope = Omit<
  NonNullable<operations['loadIntegrationFile']['parameters']['query']>,
  'mode' | 'file_name'
>;

/** The file the user chose (a browser File is one): its bytes go as they are. */
export interface FileLoadFile extends Blob {
  readonly name: string;
}

/** Input of the `load` actor: POST /admin/v2/integration-files/{kind}?mode=…. */
export interface FileLoadInput {
  kind: FileLoadKind;
  file: FileLoadFile;
  scope: FileLoadScope;
  mode: 'preview' | 'apply';
}

/**
 * Why a step came to nothing: the step, the server's reason when it read the file and refused it
 * (`unknown_column`, `malformed_csv`, `file_too_large`…), else `not_stored` (no answer, a server
 * failure: only trying again or support can help), and the field the server named.
 */
export interface FileLoadFailure {
  stage: 'preview' | 'apply';
  reason: string;
  field: string | null;
}
