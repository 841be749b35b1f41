import type { components } from '../../../openapi/schema';
import type { TableSpec } from '../../ui/table-state';

type ActivityAction = components['schemas']['ActivityAction'];

/** Actions the log names in words (the contract's ActivityAction); others show their key. */
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
  'export_ranking',
  'export_activity_log',
  'generate_dc3',
  'update_dc3',
  'download_awards',
  'download_supervision',
  'set_content_target',
  'delete_content_target',
  'domain_change',
  'settings_change',
  'create_integration_key',
  'revoke_integration_key',
  'integration_load',
] as const satisfies readonly ActivityAction[];

export type KnownAction = (typeof KNOWN_ACTIONS)[number];

/**
 * The log's URL state: search, the action and actor filters, a column sort (newest first by
 * default) and paging; the range and scope live in the address as on every report.
 */
export const ACTIVITY_TABLE: TableSpec = {
  filters: { action: KNOWN_ACTIONS, actor: 'integer' },
  sorts: ['created_at', 'action', 'actor'],
  defaultSort: '-created_at',
  defaultPageSize: 20,
};

/** The action's label key, or null when it has none (it is then shown as stored). */
export function actionKey(action: string): KnownAction | null {
  if ((KNOWN_ACTIONS as readonly string[]).includes(action)) return action as KnownAction;
  return null;
}

/**
 * A short summary of an entry's raw details (`count: 3 · registered: 2`). The log now shows
 * `entrySentence` instead; kept for its existing unit test.
 */
export function detailsSummary(details: Record<string, unknown>): string {
  return Object.entries(details)
    .filter(([, v]) => v !== null && v !== undefined && v !== '')
    .map(
      ([k, v]) =>
        `${k}: ${Array.isArray(v) ? v.join(', ') : typeof v === 'object' ? JSON.stringify(v) : String(v)}`,
    )
    .join(' · ');
}

/** What entrySentence reads of an entry (the contract's ActivityEntry). */
export interface SentenceEntry {
  action: string;
  target_type: string | null;
  target_id: string | null;
  target_name: string | null;
  details: Record<string, unknown>;
}

/** Values of a sentence: ICU arguments, all plain strings or numbers. */
type SentenceValues = Record<string, string | number>;

/**
 * The message to show (a KnownAction's sentence, or 'unknown') and its values. One action reads
 * two ways: `integration_load` is a load with an integration key, `integration_file_load` an
 * administrator's file load (Admin › Integraciones), both logged as `integration_load`.
 */
export interface Sentence {
  key: KnownAction | 'integration_file_load' | 'unknown';
  values: SentenceValues;
}

const text = (v: unknown): string =>
  typeof v === 'string' || typeof v === 'number' ? String(v) : '';
const count = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

/**
 * The entry's target in words: its name from the server, else `#id` (a row the join could not
 * name), else ''. `scoped` says whether there is one, for sentences where it is optional.
 */
export function targetText(e: Pick<SentenceEntry, 'target_name' | 'target_id'>): string {
  if (e.target_name) return e.target_name;
  return e.target_id ? `#${e.target_id}` : '';
}

/**
 * The sentence that tells what an entry did: one message per action, its ICU values from the
 * target and the details the server writes (server/<feature>/: logActivity calls; the console's
 * recordActivity). `day` formats a YYYY-MM-DD day in the console's language.
 */
export function entrySentence(e: SentenceEntry, day: (iso: string) => string): Sentence {
  const key = actionKey(e.action);
  const target = targetText(e);
  const base: SentenceValues = { target, scoped: target === '' ? 'no' : 'yes' };
  const d = e.details;
  switch (key) {
    case null:
      return { key: 'unknown', values: { ...base, action: e.action } };
    case 'delete_people':
      return {
        key,
        values: { ...base, count: Array.isArray(d.ids) ? d.ids.length : count(d.count) },
      };
    case 'import_people':
      return { key, values: { ...base, registered: count(d.registered), failed: count(d.failed) } };
    case 'share_brand_key':
      return { key, values: { ...base, recipients: count(d.recipients) } };
    case 'create_integration_key':
    case 'revoke_integration_key':
      return { key, values: { ...base, name: text(d.name) } };
    case 'integration_load': {
      const values = {
        ...base,
        // The message's select keys are identifiers: kpi-values → kpi_values.
        kind: (text(d.kind) || 'other').replaceAll('-', '_'),
        created: count(d.created),
        updated: count(d.updated),
        unchanged: count(d.unchanged),
        rejected: count(d.rejected),
      };
      // A key's load names the key (its target); a file load names its file, when the console
      // sent the name, and its actor is the administrator who chose it.
      if (d.source !== 'file') return { key, values };
      const file = text(d.file);
      return {
        key: 'integration_file_load',
        values: { ...values, file, named: file === '' ? 'no' : 'yes' },
      };
    }
    case 'generate_dc3':
    case 'download_awards':
      // Entries written before the count was recorded read as one document.
      return { key, values: { ...base, count: count(d.count) || 1 } };
    case 'update_dc3': {
      const fields = Array.isArray(d.fields) ? d.fields : [];
      const which =
        fields.includes('curp') && fields.includes('occupation')
          ? 'both'
          : fields.includes('curp')
            ? 'curp'
            : 'occupation';
      return { key, values: { ...base, fields: which, course: text(d.course) } };
    }
    case 'set_content_target':
    case 'delete_content_target':
      return {
        key,
        values: {
          ...base,
          course: text(d.course),
          position: text(d.position),
          target: count(d.target),
          days: count(d.due_days),
          due: typeof d.due_days === 'number' ? 'yes' : 'no',
        },
      };
    case 'export_report':
      return { key, values: { ...base, report: text(d.report) || 'other' } };
    case 'export_ranking': {
      const start = text(d.start);
      const end = text(d.end);
      return {
        key,
        values: {
          ...base,
          kind: text(d.kind) || 'other',
          start: start ? day(start) : '',
          end: end ? day(end) : '',
        },
      };
    }
    case 'domain_change':
      return { key, values: { ...base, target: text(d.name) || target } };
    case 'settings_change':
      return {
        key,
        values: { ...base, setting: e.target_id ?? 'other', value: text(d.value) },
      };
    default:
      return { key, values: base };
  }
}
