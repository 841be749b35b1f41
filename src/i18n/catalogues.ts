/** Locales the top bar offers (SPEC §9); es-ES needs no catalogue: its texts are the defaults. */
export const DEFAULT_LOCALE = 'es-ES';

/** A compiled-free catalogue: message id to ICU text. */
export type Catalogue = Record<string, string>;

const loaders: Record<string, () => Promise<Catalogue>> = {
  'en-US': () => import('./en-US').then((m) => m.enUS),
};

/** The catalogue of `locale`, loaded lazily; the default locale (and unknown ones) use defaults. */
export async function loadCatalogue(locale: string): Promise<Catalogue> {
  const load = loaders[locale];
  return load ? load() : {};
}

/** The locale that texts are shown in: a supported locale or the default. */
export function supportedLocale(locale: string): string {
  return locale in loaders ? locale : DEFAULT_LOCALE;
}
