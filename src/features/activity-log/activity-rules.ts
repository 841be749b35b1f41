import type { TableSpec } from '../../ui/table-state';

/** The log's URL state: a search and paging; the server lists newest first. */
export const ACTIVITY_TABLE: TableSpec = {
  filters: {},
  sorts: [],
  defaultSort: '',
  defaultPageSize: 20,
};

/** Actions the log names in words; others show their key. */
export const KNOWN_ACTIONS = [
  'create_person',
  'update_person',
  'delete_person',
  'delete_people',
  'reactivate_person',
  'import_people',
  'export_people',
  'share_brand_key',
  'login',
  'logout',
  'password_reset',
  'export_report',
  'generate_dc3',
  'download_awards',
  'domain_change',
  'settings_change',
] as const;

export type KnownAction = (typeof KNOWN_ACTIONS)[number];

/** The action's label key, or null when it has none (it is then shown as stored). */
export function actionKey(action: string): KnownAction | null {
  if ((KNOWN_ACTIONS as readonly string[]).includes(action)) return action as KnownAction;
  return null;
}

/** A short, readable summary of an entry's details (`count: 3 · registered: 2`). */
export function detailsSummary(details: Record<string, unknown>): string {
  return Object.entries(details)
    .filter(([, v]) => v !== null && v !== undefined && v !== '')
    .map(
      ([k, v]) =>
        `${k}: ${Array.isArray(v) ? v.join(', ') : typeof v === 'object' ? JSON.stringify(v) : String(v)}`,
    )
    .join(' · ');
}
