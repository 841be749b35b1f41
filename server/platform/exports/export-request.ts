// What an export request asks for beyond its rows: the file format (`format=csv|xlsx`) and the
// console's language (`lang`), with the admin's own time zone. Each export operation declares
// both parameters in the contract (components/parameters/exportFormat, exportLang).
import type { Context } from 'hono';
import type { AppEnv } from '../http/env';
import type { ExportLocale } from './export-cells';
import { EXPORT_LANGS, type ExportLang } from './export-words';

export type ExportFormat = 'csv' | 'xlsx';

export interface ExportRequest extends ExportLocale {
  format: ExportFormat;
}

/** The format, language and time zone of the export `c` answers. */
export function exportRequest(c: Context<AppEnv>): ExportRequest {
  const format = c.req.query('format') === 'xlsx' ? 'xlsx' : 'csv';
  const asked = c.req.query('lang');
  const lang = EXPORT_LANGS.includes(asked as ExportLang) ? (asked as ExportLang) : null;
  return { format, lang, timeZone: c.var.admin.timezone };
}

/** `people.csv` → `people.xlsx` for a workbook. */
export function exportFileName(name: string, format: ExportFormat): string {
  return format === 'xlsx' ? `${name.replace(/\.csv$/, '')}.xlsx` : name;
}
