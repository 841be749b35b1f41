import type { Translations } from '../types/organization';
import { baseLanguage } from './store-type';

/** Parses translations that may arrive as a JSON string; anything unreadable gives `{}`. */
export function parseTranslations(value: Translations | string | null | undefined): Translations {
  if (value === null || value === undefined) return {};
  if (typeof value !== 'string') return value;
  try {
    const parsed: unknown = JSON.parse(value);
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Translations)
      : {};
  } catch {
    return {};
  }
}

/** Scope filter label (SPEC §9): translation of the locale's base code, falling back to `en`. */
export function scopeLabel(
  translations: Translations | string | null | undefined,
  locale: string,
  fallbackName = '',
): string {
  const parsed = parseTranslations(translations);
  return parsed[baseLanguage(locale)] ?? parsed.en ?? fallbackName;
}
