import type { components } from '../../../openapi/schema';

type Country = Pick<components['schemas']['PhoneCountry'], 'codeName' | 'name'>;

/**
 * The phone list's country names in the console's language (México, Suecia… in Spanish),
 * keyed by ISO code. The list itself carries English names for the server and the API; the
 * browser's own region names translate them without a catalogue entry per country. A browser
 * that cannot name a region keeps the list's name.
 */
export function countryNames(
  locale: string,
  countries: readonly Country[],
): ReadonlyMap<string, string> {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
  } catch {
    // An unknown locale tag: the English names below.
  }
  return new Map(countries.map((c) => [c.codeName, names?.of(c.codeName) ?? c.name] as const));
}
