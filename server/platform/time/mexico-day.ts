/** Mexico City (SPEC §9's default time zone): the zone the console's documents date in. */
export const MEXICO_ZONE = 'America/Mexico_City';

/**
 * A calendar day in Mexico City (SPEC §9's default time zone), YYYY-MM-DD: the day printed on
 * the console's documents (DC-3 periods, award dates).
 */
export const mexicoDay = (at: Date): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: MEXICO_ZONE }).format(at);

const MONTHS = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
];

/** "31 de marzo de 2026" (the way a Mexican document dates itself), from YYYY-MM-DD. */
export function longSpanishDate(day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  return `${d} de ${MONTHS[(m ?? 1) - 1]} de ${y}`;
}
