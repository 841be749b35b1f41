import type { components } from '../../../openapi/schema';
import { toApiError } from '../../api/api-error';
import type { AdminClient } from '../../api/clients';
import { payload } from '../../api/payload';
import { domainQuery, type ScopeQuery } from '../../app-kit/scope-query';
import type { ExportParams } from '../../ui/report/export-request';
import type { PeopleFilter } from './people-query';

export type Person = components['schemas']['Person'];
export type PersonInput = components['schemas']['PersonInput'];
export type PersonLookup = components['schemas']['PersonLookup'];
export type ImportResult = components['schemas']['ImportResult'];
export type Position = components['schemas']['Position'];

interface Outcome<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/** One page of listPeople. */
export function listPeople(
  admin: AdminClient,
  filter: PeopleFilter,
  page: number,
  pageSize: number,
  signal: AbortSignal,
) {
  return admin.GET('/admin/v2/people', {
    params: { query: { ...filter, page, page_size: pageSize } },
    signal,
  });
}

/** createPerson. */
export async function createPerson(
  admin: AdminClient,
  scope: ScopeQuery,
  body: PersonInput,
): Promise<Person> {
  return payload(
    await admin.POST('/admin/v2/people', { params: { query: domainQuery(scope) }, body }),
  );
}

/** updatePerson. */
export async function updatePerson(
  admin: AdminClient,
  scope: ScopeQuery,
  id: number,
  body: PersonInput,
) {
  return payload(
    await admin.PUT('/admin/v2/people/{personId}', {
      params: { path: { personId: id }, query: domainQuery(scope) },
      body,
    }),
  );
}

/** The most ids deletePeople takes in one call (admin.yaml). */
const BULK_DELETE_MAX = 500;

/**
 * deletePerson (one) or deletePeople (several; each call all or nothing). More than 500 ids
 * (pages added by 'load more') go in successive calls of 500.
 */
export async function deletePeople(
  admin: AdminClient,
  scope: ScopeQuery,
  ids: readonly number[],
): Promise<number> {
  const query = domainQuery(scope);
  const [only] = ids;
  if (ids.length === 1 && only !== undefined) {
    return payload(
      await admin.DELETE('/admin/v2/people/{personId}', {
        params: { path: { personId: only }, query },
      }),
    ).deleted;
  }
  let deleted = 0;
  for (let i = 0; i < ids.length; i += BULK_DELETE_MAX) {
    deleted += payload(
      await admin.POST('/admin/v2/people/bulk-delete', {
        params: { query },
        body: { ids: ids.slice(i, i + BULK_DELETE_MAX) },
      }),
    ).deleted;
  }
  return deleted;
}

/** reactivatePerson by employee number, e-mail or phone. */
export async function reactivatePerson(
  admin: AdminClient,
  scope: ScopeQuery,
  lookup: PersonLookup,
): Promise<Person> {
  return payload(
    await admin.POST('/admin/v2/people/reactivate', {
      params: { query: domainQuery(scope) },
      body: lookup,
    }),
  );
}

/** importPeople: the file as the body, as is (the server detects encoding and delimiter). */
export async function importPeople(
  admin: AdminClient,
  scope: ScopeQuery,
  file: Blob,
): Promise<ImportResult> {
  return payload(
    await admin.POST('/admin/v2/people/import', {
      params: { query: scope },
      // The contract types the CSV body as a string; a Blob is sent byte for byte instead, so a
      // Latin-1 file reaches the server's encoding detection untouched.
      body: file as unknown as string,
      bodySerializer: (b: unknown) => b as Blob,
      headers: { 'content-type': 'text/csv' },
    }),
  );
}

/** A CSV download as a Blob and the file name the server suggests. */
export interface CsvFile {
  blob: Blob;
  name: string;
}

function fileName(response: Response, fallback: string): string {
  const match = /filename="?([^";]+)"?/i.exec(response.headers.get('content-disposition') ?? '');
  return match?.[1] ?? fallback;
}

async function csv(result: Outcome<Blob>, fallback: string): Promise<CsvFile> {
  if (result.error !== undefined || !result.response.ok || result.data === undefined) {
    throw toApiError(result.error, result.response);
  }
  return { blob: result.data, name: fileName(result.response, fallback) };
}

/** exportPeople: the list's filter and the chosen export columns, streamed by the server. */
export async function exportPeople(
  admin: AdminClient,
  filter: PeopleFilter,
  columns?: string,
  file?: ExportParams,
): Promise<CsvFile> {
  return csv(
    await admin.GET('/admin/v2/people/export', {
      params: { query: { ...filter, columns, ...file } },
      parseAs: 'blob',
    }),
    'people.csv',
  );
}

/** getImportTemplate for the current scope filter. */
export async function importTemplate(admin: AdminClient, scope: ScopeQuery): Promise<CsvFile> {
  return csv(
    await admin.GET('/admin/v2/people/import-template', {
      params: { query: scope },
      parseAs: 'blob',
    }),
    'people-import-template.csv',
  );
}
