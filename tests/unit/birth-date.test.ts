import { describe, expect, it } from 'vitest';
import {
  checkBirthDate,
  EARLIEST_BIRTH_DATE,
  latestTodayAnywhere,
} from '../../openapi/rules/birth-date';
import { PHONE_COUNTRIES as LIST } from '../../openapi/rules/phone-countries';
import { countryNames } from '../../src/features/people/country-names';
import {
  checkPersonForm,
  emptyPersonForm,
  problemOfServer,
} from '../../src/features/people/person-form';

describe('checkBirthDate', () => {
  const today = '2026-11-27';
  it.each([
    ['2030-12-31', 'birth_date_future'],
    ['2026-11-28', 'birth_date_future'],
    ['2026-11-27', null],
    ['1994-05-17', null],
    [EARLIEST_BIRTH_DATE, null],
    ['1899-12-31', 'birth_date_too_early'],
    ['0001-01-01', 'birth_date_too_early'],
  ])('%s → %s', (day, problem) => {
    expect(checkBirthDate(day, today)).toBe(problem);
  });
});

describe('latestTodayAnywhere', () => {
  it('is the day at UTC+14', () => {
    expect(latestTodayAnywhere(new Date('2026-06-15T09:59:59Z'))).toBe('2026-06-15');
    expect(latestTodayAnywhere(new Date('2026-06-15T10:00:00Z'))).toBe('2026-06-16');
    expect(latestTodayAnywhere(new Date('2026-12-31T23:00:00Z'))).toBe('2027-01-01');
  });
});

describe('the person form’s birth date', () => {
  const form = (birth_date: string) => ({
    ...emptyPersonForm(LIST),
    employee_number: 'N-1',
    position_id: '1',
    store_id: '1',
    birth_date,
  });
  it('refuses a day after the admin’s today, or before 1900; takes none', () => {
    expect(checkPersonForm(form('2030-12-31'), LIST, '2026-11-27')).toEqual({
      birth_date: 'birth_date_future',
    });
    expect(checkPersonForm(form('1899-01-01'), LIST, '2026-11-27')).toEqual({
      birth_date: 'birth_date_too_early',
    });
    expect(checkPersonForm(form('2026-11-27'), LIST, '2026-11-27')).toEqual({});
    expect(checkPersonForm(form(''), LIST, '2026-11-27')).toEqual({});
  });
  it('shows the server’s refusal under the field', () => {
    expect(problemOfServer('birth_date_future', 'birth_date')).toEqual({
      birth_date: 'birth_date_future',
    });
    expect(problemOfServer('birth_date_too_early', 'birth_date')).toEqual({
      birth_date: 'birth_date_too_early',
    });
  });
});

describe('countryNames', () => {
  it('names the phone countries in the console’s language', () => {
    const es = countryNames('es-ES', LIST);
    expect(['MX', 'ES', 'SE', 'US', 'BR', 'PE'].map((c) => es.get(c))).toEqual([
      'México',
      'España',
      'Suecia',
      'Estados Unidos',
      'Brasil',
      'Perú',
    ]);
    expect(countryNames('fr-FR', LIST).get('SE')).toBe('Suède');
    expect(countryNames('en-US', LIST).get('US')).toBe('United States');
  });
  it('keeps the list’s names for a tag the browser cannot use', () => {
    expect(countryNames('not a locale!', LIST).get('MX')).toBe('Mexico');
  });
});
