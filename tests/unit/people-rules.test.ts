import { describe, expect, it } from 'vitest';
import { importOutcome } from '../../machines/rules/people-import';
import type { DashboardAccess, SelectedDomain } from '../../machines/types/domain';
import { PHONE_COUNTRIES as LIST } from '../../openapi/rules/phone-countries';
import type { components } from '../../openapi/schema';
import { domainQuery, isNarrowedByFilter, scopeQuery } from '../../src/app-kit/scope-query';
import { actionKey, detailsSummary } from '../../src/features/activity-log/activity-rules';
import { errorFileName } from '../../src/features/people/import-error-file';
import {
  exportColumnsFor,
  PEOPLE_TABLE,
  peopleFilter,
} from '../../src/features/people/people-query';
import {
  checkPersonForm,
  emptyPersonForm,
  formOfPerson,
  lookupOf,
  personIdOf,
  personInputOf,
  problemOfServer,
} from '../../src/features/people/person-form';
import { parseTableState } from '../../src/ui/table-state';

const brand: SelectedDomain = {
  id: 1,
  name: 'Sabor Fresco',
  level: 'brand',
  brand: 'Sabor Fresco',
  region: null,
  store: null,
  brandId: 1,
  security_id: 2,
  logo: null,
  profileImage: null,
  color: '#284cec',
  domainTools: {
    trainingModule: true,
    supervisionModule: true,
    satisfactionModule: true,
    kpiModule: true,
    dc3Module: true,
  },
  enrollmentKey: null,
  shareBrandKey: false,
  storeType: { es: 'Sucursal' },
};
const access = (level: DashboardAccess['level'], id: number): DashboardAccess => ({
  level,
  id,
  name: `${level} ${id}`,
  security_id: 2,
});

describe('scope parameters', () => {
  it('nothing before a domain is chosen', () => {
    expect(scopeQuery(null, null, null)).toBeNull();
  });

  it('a brand admin sends the security id only; the filter adds region or store', () => {
    expect(scopeQuery(brand, access('brand', 1), 'brandAdmin')).toEqual({ security_id: 2 });
    expect(scopeQuery(brand, access('region', 101), 'brandAdmin')).toEqual({
      security_id: 2,
      region_id: 101,
    });
    expect(scopeQuery(brand, access('store', 1001), 'brandAdmin')).toEqual({
      security_id: 2,
      store_id: 1001,
    });
  });

  it('a super admin names the brand', () => {
    expect(scopeQuery({ ...brand, brandId: 3 }, access('brand', 3), 'super')).toEqual({
      security_id: 2,
      brand_id: 3,
    });
  });

  it('without an access the selected domain is the scope', () => {
    const store = { ...brand, level: 'store' as const, id: 1001 };
    expect(scopeQuery(store, null, 'storeAdmin')).toEqual({ security_id: 2, store_id: 1001 });
  });

  it('knows when the filter narrows the domain, and drops it for record calls', () => {
    expect(isNarrowedByFilter(brand, access('brand', 1))).toBe(false);
    expect(isNarrowedByFilter(brand, access('store', 1001))).toBe(true);
    expect(isNarrowedByFilter(null, null)).toBe(false);
    expect(domainQuery({ security_id: 2, brand_id: 1, store_id: 1001 })).toEqual({
      security_id: 2,
      brand_id: 1,
    });
    expect(domainQuery({ security_id: 2, region_id: 101 })).toEqual({ security_id: 2 });
  });
});

describe('people list query', () => {
  it('maps the URL state to listPeople parameters', () => {
    const state = parseTableState(
      'search=%20ana%20&status=active&position=105&time=1to3&sort=-name',
      PEOPLE_TABLE,
    );
    expect(peopleFilter(state, { security_id: 2, store_id: 1001 })).toEqual({
      security_id: 2,
      store_id: 1001,
      search: 'ana',
      status: 'active',
      position_id: 105,
      time_in_product: '1to3',
      sort: '-name',
    });
  });

  it('defaults: newest first, no filters; unknown status and time are ignored', () => {
    const state = parseTableState('status=registered&time=12', PEOPLE_TABLE);
    expect(peopleFilter(state, { security_id: 2 })).toEqual({
      security_id: 2,
      sort: '-created_at',
    });
    expect(parseTableState('status=registeredWNAct', PEOPLE_TABLE).filters.status).toBe(
      'registeredWNAct',
    );
  });
});

describe('person form', () => {
  it('an empty form needs role, store and one identifier; the country defaults to Mexico', () => {
    const form = emptyPersonForm(LIST);
    expect(form.country).toBe('MX');
    expect(checkPersonForm(form, LIST)).toEqual({
      position_id: 'position_required',
      store_id: 'store_required',
      employee_number: 'identifier_required',
    });
    expect(checkPersonForm({ ...form, country: '' }, LIST).country).toBe('country_required');
  });

  it('checks e-mail and phone length by country', () => {
    const base = { ...emptyPersonForm(LIST), position_id: '105', store_id: '1001' };
    expect(checkPersonForm({ ...base, email: 'ana@' }, LIST)).toEqual({ email: 'invalid_email' });
    expect(checkPersonForm({ ...base, phone: '55123' }, LIST)).toEqual({
      phone: 'invalid_phone_length',
    });
    expect(checkPersonForm({ ...base, phone: '55 1234 5678' }, LIST)).toEqual({});
    expect(checkPersonForm({ ...base, phone: '12345678', country: 'HN' }, LIST)).toEqual({});
    expect(checkPersonForm({ ...base, phone: 'abc' }, LIST)).toEqual({ phone: 'invalid_phone' });
    expect(checkPersonForm({ ...base, employee_number: 'E-1' }, LIST)).toEqual({});
  });

  it('builds the request body with the calling code of the country', () => {
    const input = personInputOf(
      {
        ...emptyPersonForm(LIST),
        first_name: ' Ana ',
        last_name: 'Ruiz',
        country: 'CO',
        phone: '3001234567',
        gender: 'female',
        position_id: '105',
        store_id: '1001',
      },
      LIST,
    );
    expect(input).toEqual({
      first_name: 'Ana',
      last_name: 'Ruiz',
      email: null,
      phone: '3001234567',
      calling_code: '+57',
      country: 'CO',
      gender: 'female',
      employee_number: null,
      birth_date: null,
      position_id: 105,
      store_id: 1001,
    });
  });

  it('fills the form from a stored person', () => {
    const person = {
      id: 9,
      first_name: 'Ana',
      last_name: 'Ruiz',
      fullName: 'Ana Ruiz',
      displayName: 'Ana Ruiz',
      email: null,
      phone: '5512345678',
      calling_code: '+52',
      country: 'MX',
      gender: null,
      employee_number: 'E-9',
      enrollment: 'E-9',
      national_id: null,
      tax_id: null,
      birth_date: '1990-02-03',
      position: { id: 105, name: 'Cajero' },
      store: { id: 1001, name: 'Centro' },
      region: null,
      brand: { id: 1, name: 'Sabor Fresco' },
      status: 'active',
      created_at: '2026-01-01T00:00:00Z',
      last_activity_at: null,
      deleted: false,
    } satisfies components['schemas']['Person'];
    expect(formOfPerson(person, LIST)).toEqual({
      first_name: 'Ana',
      last_name: 'Ruiz',
      email: '',
      country: 'MX',
      phone: '5512345678',
      gender: '',
      employee_number: 'E-9',
      birth_date: '1990-02-03',
      position_id: '105',
      store_id: '1001',
      // Never returned by the server: blank keeps the stored one.
      password: '',
      password_confirm: '',
    });
  });

  it('maps server refusals to the field they name', () => {
    expect(problemOfServer('duplicate_email', 'email')).toEqual({ email: 'duplicate_email' });
    expect(problemOfServer('duplicate_employee_number', 'employee_number')).toEqual({
      employee_number: 'duplicate_employee_number',
    });
    expect(problemOfServer('identifier_required', undefined)).toEqual({
      employee_number: 'identifier_required',
    });
    expect(problemOfServer('forbidden', 'store_id')).toBeNull();
  });

  it('reads the person id of the edit path', () => {
    expect(personIdOf('/admin/people/edit/42')).toBe(42);
    expect(personIdOf('/admin/people/edit/42/')).toBe(42);
    expect(personIdOf('/admin/people/edit/0')).toBeNull();
    expect(personIdOf('/admin/people/edit/abc')).toBeNull();
    expect(personIdOf('/admin/people/edit/')).toBeNull();
  });

  it('reactivation needs at least one identifier', () => {
    expect(lookupOf({ employee_number: ' ', email: '', phone: '' })).toBeNull();
    expect(lookupOf({ employee_number: 'E-1', email: ' a@b.mx ', phone: '' })).toEqual({
      employee_number: 'E-1',
      email: 'a@b.mx',
    });
  });
});

describe('import outcome', () => {
  const result = (registered: number, failed: number) => ({
    registered,
    failed,
    errors: [],
    errors_csv: failed > 0 ? 'row,column,value,reason\r\n2,store,X,unknown_store\r\n' : null,
    scoped_to: null,
  });

  it('all registered, some refused, or nothing imported', () => {
    expect(importOutcome(result(3, 0))).toMatchObject({ kind: 'done', errorsCsv: null });
    expect(importOutcome(result(3, 2))).toMatchObject({ kind: 'partial', failed: 2 });
    const failed = importOutcome(result(0, 2));
    expect(failed.kind).toBe('failed');
    expect(failed.errorsCsv).toContain('unknown_store');
    expect(
      importOutcome({ ...result(1, 0), scoped_to: { level: 'store', id: 1, name: 'Centro' } })
        .scopedTo,
    ).toBe('Centro');
  });

  it('names the error file after the upload', () => {
    expect(errorFileName('alta.csv')).toBe('alta-errores.csv');
    expect(errorFileName('')).toBe('importacion-errores.csv');
  });
});

describe('activity log rules', () => {
  it('names the API’s actions and leaves unknown ones as stored', () => {
    expect(actionKey('create_person')).toBe('create_person');
    expect(actionKey('import_people')).toBe('import_people');
    expect(actionKey('share_brand_key')).toBe('share_brand_key');
    expect(actionKey('person.create')).toBeNull();
    expect(actionKey('something.else')).toBeNull();
  });

  it('summarises details, skipping empty values', () => {
    expect(detailsSummary({ ids: [3, 4], count: 2, search: null, note: '' })).toBe(
      'ids: 3, 4 · count: 2',
    );
    expect(detailsSummary({ filter: { a: 1 } })).toBe('filter: {"a":1}');
    expect(detailsSummary({})).toBe('');
  });
});

describe('export columns of the visible table', () => {
  it('drops the export columns of hidden table columns, keeping the §3 order', () => {
    expect(exportColumnsFor([])).toBeUndefined();
    expect(exportColumnsFor(['status', 'created_at'])).toBeUndefined();
    expect(exportColumnsFor(['phone', 'name'])).toBe(
      'email,enrollment,birth_date,gender,brand,store,position',
    );
    expect(exportColumnsFor(['employee_number', 'store', 'position'])).toBe(
      'email,phone,full_name,birth_date,gender,brand',
    );
  });
});
