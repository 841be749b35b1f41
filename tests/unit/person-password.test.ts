import { describe, expect, it } from 'vitest';
import { PHONE_COUNTRIES as LIST } from '../../openapi/rules/phone-countries';
import { listReturnOf, listStateOf } from '../../src/features/people/list-return';
import {
  checkPassword,
  checkPersonForm,
  emptyPersonForm,
  personInputOf,
} from '../../src/features/people/person-form';

describe('the person form password (SPEC §5)', () => {
  it('is optional: both blank is no problem and sends no password', () => {
    expect(checkPassword('', '')).toEqual({});
    const form = { ...emptyPersonForm(LIST), email: 'a@b.mx', position_id: '1', store_id: '2' };
    expect(checkPersonForm(form, LIST)).toEqual({});
    expect(personInputOf(form, LIST)).not.toHaveProperty('password');
  });

  it('needs 8 characters, a confirmation, and the same twice', () => {
    expect(checkPassword('1234567', '1234567')).toEqual({ password: 'password_too_short' });
    expect(checkPassword('', 'x')).toEqual({ password: 'password_too_short' });
    expect(checkPassword('12345678', '')).toEqual({
      password_confirm: 'password_confirm_required',
    });
    expect(checkPassword('12345678', '12345679')).toEqual({
      password_confirm: 'password_mismatch',
    });
    expect(checkPassword('12345678', '12345678')).toEqual({});
  });

  it('a checked password goes in the request', () => {
    const form = {
      ...emptyPersonForm(LIST),
      email: 'a@b.mx',
      position_id: '1',
      store_id: '2',
      password: 'Colab-2026',
      password_confirm: 'Colab-2026',
    };
    expect(checkPersonForm(form, LIST)).toEqual({});
    expect(personInputOf(form, LIST).password).toBe('Colab-2026');
  });
});

describe('the way back to the people list', () => {
  it('keeps the query the list handed over', () => {
    expect(listReturnOf(listStateOf('?search=ana&page=2'))).toBe('/admin/people?search=ana&page=2');
  });

  it('falls back to the bare list', () => {
    expect(listReturnOf(null)).toBe('/admin/people');
    expect(listReturnOf(listStateOf(''))).toBe('/admin/people');
    expect(listReturnOf({ listQuery: 'https://evil.example' })).toBe('/admin/people');
    expect(listReturnOf({ listQuery: 3 })).toBe('/admin/people');
  });
});
