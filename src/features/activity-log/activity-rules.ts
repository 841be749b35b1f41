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
  'export_ranking',
  'generate_dc3',
  'download_awards',
  'download_supervision',
  'domain_change',
  'settings_change',
] as const;

export type KnownAction = (typeof KNOWN_ACTIONS)[number];

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
export type SentenceValues = Record<string, string | number>;

/** The message to show (a KnownAction's sentence, or 'unknown') and its values. */
export interface Sentence {
  key: KnownAction | 'unknown';
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
 * target and the details the server writes (server/routes: logActivity calls; the console's
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
