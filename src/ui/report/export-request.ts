// What an export asks the server besides its rows: the file format and the console's language
// (headers and coded values in it; times are always the admin's own zone). The contract's
// exportFormat / exportLang parameters.

export type ExportFormat = 'csv' | 'xlsx';

const LANGS = ['es-ES', 'en-US', 'fr-FR', 'ru-RU', 'zh-CN', 'pt-BR'] as const;
type ExportLang = (typeof LANGS)[number];

export interface ExportParams {
  format: ExportFormat;
  lang: ExportLang;
}

/** The parameters for `format` in the console's `locale` (Spanish, the source, if unknown). */
export function exportParams(format: ExportFormat, locale: string): ExportParams {
  const lang = LANGS.find((l) => l === locale) ?? 'es-ES';
  return { format, lang };
}
