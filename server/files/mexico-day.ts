/**
 * A calendar day in Mexico City (SPEC §9's default time zone), YYYY-MM-DD: the day printed on
 * the console's documents (DC-3 periods, award dates).
 */
export const mexicoDay = (at: Date): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' }).format(at);
