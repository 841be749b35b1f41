import { createIntl } from 'react-intl';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import {
  calendarNames,
  dateOfDay,
  dayOfDate,
  formatDay,
  formatDayWithYear,
  formatInstant,
  parseDay,
} from '../../src/ui/date-format';

const LOCALES = ['es-ES', 'en-US', 'fr-FR', 'pt-BR', 'ru-RU', 'zh-CN'] as const;
const intlOf = (locale: string) => createIntl({ locale, messages: {} });
const MX = 'America/Mexico_City';

describe('formatDay (SPEC §9 DD MMM)', () => {
  it('shows day and short month, without the year in the current year', () => {
    expect(formatDay(intlOf('es-ES'), '2026-11-07', 2026)).toBe('07 nov');
    expect(formatDay(intlOf('en-US'), '2026-11-07', 2026)).toBe('Nov 07');
    expect(formatDay(intlOf('fr-FR'), '2026-02-07', 2026)).toBe('07 févr.');
    expect(formatDay(intlOf('zh-CN'), '2026-11-07', 2026)).toBe('11月07日');
  });
  it('adds the year outside the current year', () => {
    expect(formatDay(intlOf('es-ES'), '2025-11-07', 2026)).toBe('07 nov 2025');
    expect(formatDay(intlOf('en-US'), '2025-11-07', 2026)).toBe('Nov 07, 2025');
    expect(formatDayWithYear(intlOf('pt-BR'), '1990-03-21')).toMatch(/^21 de mar\.? de 1990$/);
  });
});

describe('formatInstant (admin time zone)', () => {
  const now = Temporal.Instant.from('2026-11-20T12:00:00Z');
  it('shows the Mexico City day and time where Tokyo is already on the next day', () => {
    // 03:30 UTC on 21 Nov is 21:30 on 20 Nov in Mexico City and 12:30 on 21 Nov in Tokyo.
    const iso = '2026-11-21T03:30:00Z';
    expect(formatInstant(intlOf('es-ES'), iso, MX, now)).toBe('20 nov, 21:30');
    expect(formatInstant(intlOf('es-ES'), iso, 'Asia/Tokyo', now)).toBe('21 nov, 12:30');
    expect(formatInstant(intlOf('en-US'), iso, MX, now)).toBe('Nov 20, 09:30 PM');
  });
  it('adds the year when the instant is in another year in that zone', () => {
    // 2027-01-01T03:00Z is still 31 Dec 2026 in Mexico City: no year there; Tokyo is in 2027.
    const iso = '2027-01-01T03:00:00Z';
    expect(formatInstant(intlOf('es-ES'), iso, MX, now)).toBe('31 dic, 21:00');
    expect(formatInstant(intlOf('es-ES'), iso, 'Asia/Tokyo', now)).toBe('01 ene 2027, 12:00');
  });
});

describe('parseDay', () => {
  it('reads DD MMM YYYY with month names of the language', () => {
    expect(parseDay('es-ES', '17 nov 2025', 2026)).toBe('2025-11-17');
    expect(parseDay('es-ES', '17 de noviembre de 2025', 2026)).toBe('2025-11-17');
    expect(parseDay('es-ES', '5 Sept. 2025', 2026)).toBe('2025-09-05');
    expect(parseDay('en-US', 'Nov 17, 2025', 2026)).toBe('2025-11-17');
    expect(parseDay('fr-FR', '3 févr. 2024', 2026)).toBe('2024-02-03');
    expect(parseDay('fr-FR', '3 fevrier 2024', 2026)).toBe('2024-02-03');
    expect(parseDay('ru-RU', '17 нояб. 2025 г.', 2026)).toBe('2025-11-17');
    expect(parseDay('ru-RU', '1 мая 2025', 2026)).toBe('2025-05-01');
    expect(parseDay('zh-CN', '2025年11月17日', 2026)).toBe('2025-11-17');
    expect(parseDay('zh-CN', '2025年1月7日', 2026)).toBe('2025-01-07');
  });
  it('reads DD/MM/YYYY, DD-MM-YY and ISO days', () => {
    expect(parseDay('en-US', '07/11/2025', 2026)).toBe('2025-11-07');
    expect(parseDay('es-ES', '7-11-25', 2026)).toBe('2025-11-07');
    expect(parseDay('es-ES', '2025-11-07', 2026)).toBe('2025-11-07');
  });
  it('takes the current year when none is typed', () => {
    expect(parseDay('es-ES', '17 nov', 2026)).toBe('2026-11-17');
    expect(parseDay('zh-CN', '11月07日', 2026)).toBe('2026-11-07');
  });
  it('refuses what is not a day', () => {
    expect(parseDay('es-ES', '', 2026)).toBeNull();
    expect(parseDay('es-ES', '31/02/2026', 2026)).toBeNull();
    expect(parseDay('es-ES', 'mañana', 2026)).toBeNull();
    expect(parseDay('en-US', 'Nov 2026', 2026)).toBeNull();
    expect(parseDay('es-ES', '12/2026', 2026)).toBeNull();
  });
  it('reads back what formatDay shows, in every language', () => {
    for (const locale of LOCALES) {
      for (const day of ['2026-01-09', '2026-05-31', '2024-09-01', '2025-12-25']) {
        expect(parseDay(locale, formatDay(intlOf(locale), day, 2026), 2026), locale).toBe(day);
      }
    }
  });
});

describe('picker helpers', () => {
  it('turn a local Date into its day and back', () => {
    expect(dayOfDate(new Date(2026, 10, 7))).toBe('2026-11-07');
    expect(dayOfDate(dateOfDay('2024-02-29'))).toBe('2024-02-29');
  });
  it('name months and week days (from Sunday) in the language', () => {
    const es = calendarNames('es-ES');
    expect(es.months[0]).toBe('Enero');
    expect(es.shortMonths[8]).toMatch(/^Sept?$/);
    expect(es.days[0]).toBe('Domingo');
    expect(es.shortDays).toEqual(['D', 'L', 'M', 'X', 'J', 'V', 'S']);
    expect(calendarNames('ru-RU').months[10]).toBe('Ноябрь');
    expect(calendarNames('en-US').days[1]).toBe('Monday');
  });
});
