// The store word of the visit's PDF (SPEC §1): the domain names its stores itself ("Sucursal",
// "Tienda", "Plantel"); the PDF is in Spanish like the console's other documents, so it takes the
// Spanish word of the brand's store type.

/** The word when a brand's store type has no Spanish word. */
export const DEFAULT_STORE_LABEL = 'Sucursal';

/** The brand's Spanish store word capitalised, as a field label ("Plantel: …"). */
export function supervisionStoreLabel(storeType: unknown): string {
  const parsed: unknown = typeof storeType === 'string' ? safeParse(storeType) : storeType;
  const word =
    parsed !== null && typeof parsed === 'object' && 'es' in parsed && typeof parsed.es === 'string'
      ? parsed.es.trim()
      : '';
  if (word === '') return DEFAULT_STORE_LABEL;
  return word.charAt(0).toLocaleUpperCase('es') + word.slice(1);
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
