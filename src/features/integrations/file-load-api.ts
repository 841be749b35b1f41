// The file loads' calls: the kinds that can be loaded (with their columns), a kind's template
// as a download, and the file sent as it is for a preview or an apply.
import type {
  FileLoadInput,
  FileLoadKind,
  FileLoadResult,
  FileLoadScope,
} from '../../../machines/types/integration-file-load';
import { toApiError } from '../../api/api-error';
import { useApiQueries } from '../../api/api-queries';
import type { AdminClient } from '../../api/clients';
import { payload } from '../../api/payload';
import { type ExportFormat, exportParams } from '../../ui/report/export-request';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The kinds an administrator can load from a file (nothing is read without a scope). */
export function useFileKinds(scope: FileLoadScope | null) {
  const { admin } = useApiQueries();
  return admin.useQuery(
    'get',
    '/admin/v2/integration-files',
    { params: { query: scope ?? { security_id: 0 } } },
    // The kinds follow the contract, not the data: read once per page.
    { enabled: scope !== null, retry: false, staleTime: Number.POSITIVE_INFINITY },
  );
}

/**
 * loadIntegrationFile: the file's bytes as they are (the server tells CSV from .xlsx), and its
 * name for the activity log's entry (cut to the contract's 255 characters).
 */
export async function loadIntegrationFile(
  admin: AdminClient,
  { kind, file, scope, mode }: FileLoadInput,
): Promise<FileLoadResult> {
  const type = /\.xlsx$/i.test(file.name) ? XLSX : 'text/csv';
  const name = file.name.slice(0, 255);
  return payload(
    await admin.POST('/admin/v2/integration-files/{kind}', {
      params: {
        path: { kind },
        query: { ...scope, mode, ...(name === '' ? {} : { file_name: name }) },
      },
      // The contract types the body as a string; a Blob is sent byte for byte instead.
      body: file as unknown as string,
      bodySerializer: (b: unknown) => b as Blob,
      headers: { 'content-type': type },
    }),
  );
}

/** A template download: its bytes and the name the server gives it. */
export interface TemplateFile {
  blob: Blob;
  name: string;
}

/** getIntegrationFileTemplate in `format`, its example texts in the console's language. */
export async function integrationFileTemplate(
  admin: AdminClient,
  kind: FileLoadKind,
  scope: FileLoadScope,
  format: ExportFormat,
  locale: string,
): Promise<TemplateFile> {
  const result = await admin.GET('/admin/v2/integration-files/{kind}/template', {
    params: { path: { kind }, query: { ...scope, ...exportParams(format, locale) } },
    parseAs: 'blob',
  });
  if (result.error !== undefined || !result.response.ok || result.data === undefined) {
    throw toApiError(result.error, result.response);
  }
  const match = /filename="?([^";]+)"?/i.exec(
    result.response.headers.get('content-disposition') ?? '',
  );
  return { blob: result.data as Blob, name: match?.[1] ?? `${kind}-template.${format}` };
}
