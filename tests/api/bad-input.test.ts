import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './harness/test-app';

// An input that would reach SQL and fail there answers 400 with the field and a sentence, never
// 500, on admin routes and on main routes (after the envelope is opened).

let t: TestApp;
let tokens: Record<string, string>;
beforeAll(async () => {
  t = await startTestApp();
  tokens = await t.signInAll(['brand']);
});
afterAll(async () => {
  await t.close();
});

interface ErrorBody {
  error: boolean;
  reason: string;
  field?: string;
  message: string;
}

// 2 ** 63 is 9223372036854775808, one past bigint (JSON carries it as that number).
const HUGE_IDS = [99999999999, 2147483648, 2 ** 63, 1e30];

function expectRefused(r: { status: number; body: unknown }, field: string, sentence?: RegExp) {
  expect(r.status, JSON.stringify(r.body)).toBe(400);
  const body = r.body as ErrorBody;
  expect(body.reason).toBe('validation');
  expect(body.field).toBe(field);
  expect(body.message.startsWith(field)).toBe(true);
  if (sentence) expect(body.message).toMatch(sentence);
}

describe('ids beyond PostgreSQL integer', () => {
  it('are refused in the scope parameters of every people call', async () => {
    const token = tokens.brand;
    for (const field of ['security_id', 'brand_id', 'region_id', 'store_id', 'position_id']) {
      for (const id of HUGE_IDS) {
        const query = { security_id: 2, [field]: id };
        expectRefused(await t.admin('GET', '/admin/v2/people', { token, query }), field);
      }
    }
    for (const path of [
      '/admin/v2/people/export',
      '/admin/v2/people/import-template',
      '/admin/v2/positions',
      '/admin/v2/topics',
      '/admin/v2/people/lookup',
    ]) {
      const query: Record<string, unknown> = { security_id: 2, brand_id: 99999999999 };
      if (path.endsWith('/lookup')) query.email = 'a@b.co';
      expectRefused(await t.admin('GET', path, { token, query }), 'brand_id');
    }
  });

  it('are refused as a person id in the path and in bodies', async () => {
    const token = tokens.brand;
    const query = { security_id: 2 };
    for (const method of ['GET', 'PUT', 'DELETE']) {
      const body =
        method === 'PUT' ? { country: 'MX', position_id: 105, store_id: 1001 } : undefined;
      const r = await t.admin(method, '/admin/v2/people/99999999999', { token, query, body });
      expectRefused(r, 'personId');
    }
    const bulk = await t.admin('POST', '/admin/v2/people/bulk-delete', {
      token,
      query,
      body: { ids: [5, 99999999999] },
    });
    expectRefused(bulk, 'ids.1');
    for (const field of ['store_id', 'position_id']) {
      const body = { country: 'MX', position_id: 105, store_id: 1001, [field]: 1e30 };
      expectRefused(await t.admin('POST', '/admin/v2/people', { token, query, body }), field);
    }
  });

  it('are refused on main routes, in the path and in the encrypted body', async () => {
    const token = tokens.brand;
    expectRefused(await t.main('GET', '/api/v2/fetchScopes/brand/99999999999', { token }), 'id');
    for (const id of HUGE_IDS) {
      const body = { security_id: id };
      const r = await t.main('POST', '/api/v2/setLastActivity', { token, body });
      expectRefused(r, 'security_id');
    }
  });
});

describe('text the database cannot store', () => {
  const NUL = /NUL character/;
  const SURROGATE = /unpaired UTF-16 surrogate/;

  it('refuses NUL in names, employee numbers, searches and lookups', async () => {
    const token = tokens.brand;
    const query = { security_id: 2 };
    for (const field of ['first_name', 'last_name', 'employee_number']) {
      const body = { country: 'MX', position_id: 105, store_id: 1001, [field]: 'a\u0000b' };
      expectRefused(await t.admin('POST', '/admin/v2/people', { token, query, body }), field, NUL);
      const put = await t.admin('PUT', '/admin/v2/people/5', { token, query, body });
      expectRefused(put, field, NUL);
    }
    for (const path of ['/admin/v2/people', '/admin/v2/activity-log', '/admin/v2/domains']) {
      const r = await t.admin('GET', path, { token, query: { ...query, search: 'x\u0000' } });
      expectRefused(r, 'search', NUL);
    }
    const lookup = await t.admin('GET', '/admin/v2/people/lookup', {
      token,
      query: { ...query, employee_number: 'SF\u00005' },
    });
    expectRefused(lookup, 'employee_number', NUL);
    const reactivate = await t.admin('POST', '/admin/v2/people/reactivate', {
      token,
      query,
      body: { email: 'a\u0000@b.co' },
    });
    expectRefused(reactivate, 'email', NUL);
  });

  it('refuses NUL and lone surrogates in the activity record', async () => {
    const token = tokens.brand;
    const query = { security_id: 2 };
    for (const [value, sentence] of [
      ['dark\u0000', NUL],
      ['\ud800', SURROGATE],
      ['a\udfffb', SURROGATE],
    ] as const) {
      const body = { action: 'settings_change', key: 'theme', value };
      const r = await t.admin('POST', '/admin/v2/activity-log', { token, query, body });
      expectRefused(r, 'value', sentence);
    }
    // A paired surrogate (an emoji) is ordinary text.
    const ok = await t.admin('POST', '/admin/v2/activity-log', {
      token,
      query,
      body: { action: 'domain_change', domain_name: 'Sabor 😀' },
    });
    expect(ok.status).toBe(204);
  });

  it('refuses them on main routes after the envelope is opened, keys included', async () => {
    const signIn = await t.main('POST', '/token', {
      body: {
        username: 'brand@demo.test\u0000',
        password: 'x',
        client_id: 'c',
        grant_type: 'password',
      },
    });
    expectRefused(signIn, 'username', NUL);
    const orgs = await t.main('GET', '/api/v2/organizations', {
      token: tokens.brand,
      query: { 'filter[kind]': 'brand', '\ud800': 'x' },
    });
    expect(orgs.status).toBe(400);
    expect((orgs.body as ErrorBody).message).toMatch(SURROGATE);
    const reset = await t.admin('POST', '/admin/v2/password-reset/request', {
      body: { email: 'brand@demo.test', locale: 'es-ES\u0000' },
    });
    expectRefused(reset, 'locale');
  });
});

describe('training reports', () => {
  it('refuse out-of-range ids, unknown enums and bad report ids with the field', async () => {
    const token = tokens.brand;
    const base = { security_id: 2, start: '2026-01-01', end: '2026-01-31' };
    for (const [path, extra, field] of [
      ['/admin/v2/training/reports', { course_id: 2147483648 }, 'course_id'],
      ['/admin/v2/training/reports', { sort: 'score;drop' }, 'sort'],
      ['/admin/v2/training/topic-summary', { type: 'archived' }, 'type'],
      ['/admin/v2/training/practical-exams', { status: 'lost' }, 'status'],
      ['/admin/v2/training/practical-exams/export', { page_size: 9 }, 'page_size'],
    ] as const) {
      // The export takes no paging: an unknown parameter is refused like a bad one.
      expectRefused(await t.admin('GET', path, { token, query: { ...base, ...extra } }), field);
    }
    for (const id of ['1e30', '0', '-5', String(2 ** 63)]) {
      const r = await t.admin('GET', `/admin/v2/reports/details/training/${id}`, {
        token,
        query: { security_id: 2 },
      });
      expectRefused(r, 'examId');
    }
    const kind = await t.admin('GET', '/admin/v2/reports/details/survey/1', {
      token,
      query: { security_id: 2 },
    });
    expectRefused(kind, 'kind');
  });
});

describe('awards, content targets and performance indicators', () => {
  it('refuse hostile queries, paths and bodies with the field, never a 500', async () => {
    const token = tokens.brand;
    const base = { security_id: 2, start: '2026-01-01', end: '2026-01-31' };
    for (const [path, extra, field] of [
      ['/admin/v2/training/awards', { kind: 'medal' }, 'kind'],
      ['/admin/v2/training/awards', { course_id: 2 ** 63 }, 'course_id'],
      ['/admin/v2/training/awards/export', { sort: 'earned_at;drop' }, 'sort'],
      ['/admin/v2/training/performance-indicators', { position_id: 2147483648 }, 'position_id'],
      ['/admin/v2/training/performance-indicators', { sort: 'people' }, 'sort'],
      ['/admin/v2/training/performance-indicators/overdue', { search: 'a\u0000b' }, 'search'],
      ['/admin/v2/training/performance-indicators/overdue/export', { page: 2 }, 'page'],
    ] as const) {
      expectRefused(await t.admin('GET', path, { token, query: { ...base, ...extra } }), field);
    }
    for (const ids of ['', '1,,2', '0', '1;2', String(2 ** 63), Array(1001).fill('7').join(',')]) {
      const r = await t.admin('GET', '/admin/v2/training/awards/files', {
        token,
        query: { security_id: 2, ids },
      });
      expectRefused(r, 'ids');
    }
    for (const [query, field] of [
      [{ security_id: 2, set: 'some' }, 'set'],
      [{ security_id: 2, search: 'x'.repeat(101) }, 'search'],
    ] as const) {
      const r = await t.admin('GET', '/admin/v2/training/content-targets', { token, query });
      expectRefused(r, field);
    }
    const query = { security_id: 2 };
    for (const [path, field] of [
      ['/admin/v2/training/content-targets/abc/1', 'courseId'],
      ['/admin/v2/training/content-targets/1/2147483648', 'positionId'],
    ] as const) {
      expectRefused(await t.admin('PUT', path, { token, query, body: { target: 50 } }), field);
      expectRefused(await t.admin('DELETE', path, { token, query }), field);
    }
    for (const [body, field] of [
      [{ target: '50' }, 'target'],
      [{ target: 50.5 }, 'target'],
      [{ target: 50, due_days: 1e30 }, 'due_days'],
      [{ target: 50, extra: 1 }, 'extra'],
    ] as const) {
      const r = await t.admin('PUT', '/admin/v2/training/content-targets/1/1', {
        token,
        query,
        body,
      });
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect((r.body as ErrorBody).field, JSON.stringify(body)).toBe(field);
    }
  });
});

describe('satisfaction operations', () => {
  it('refuse hostile queries with the field, never a 500', async () => {
    const token = tokens.brand;
    const base = { security_id: 2, start: '2026-01-01', end: '2026-01-31' };
    for (const [path, extra, field] of [
      ['/admin/v2/satisfaction/surveys', { end: '2025-12-31' }, 'end'],
      ['/admin/v2/satisfaction/nps', { survey_id: 0 }, 'survey_id'],
      ['/admin/v2/satisfaction/nps', { min_answers: 10001 }, 'min_answers'],
      ['/admin/v2/satisfaction/nps/breakdown', { by: 'person' }, 'by'],
      ['/admin/v2/satisfaction/nps/breakdown/export', { survey_id: 2 ** 63 }, 'survey_id'],
      ['/admin/v2/satisfaction/responses', { group: 'fans' }, 'group'],
      ['/admin/v2/satisfaction/responses', { sort: 'score;drop' }, 'sort'],
      ['/admin/v2/satisfaction/responses', { word: 'x'.repeat(41) }, 'word'],
      ['/admin/v2/satisfaction/responses', { commented: 'maybe' }, 'commented'],
      ['/admin/v2/satisfaction/responses/export', { page: 2 }, 'page'],
      ['/admin/v2/satisfaction/responses/full-export', { start: "2026-01-01' OR 1=1" }, 'start'],
      ['/admin/v2/satisfaction/comments/words', { limit: 0 }, 'limit'],
      ['/admin/v2/satisfaction/indicators', { sort: 'margin' }, 'sort'],
      ['/admin/v2/satisfaction/indicators/export', { region_id: 2147483648 }, 'region_id'],
    ] as const) {
      expectRefused(await t.admin('GET', path, { token, query: { ...base, ...extra } }), field);
    }
  });
});

describe('supervision and KPI operations', () => {
  it('refuse hostile queries and paths with the field, never a 500', async () => {
    const token = tokens.brand;
    const base = { security_id: 2, start: '2026-01-01', end: '2026-01-31' };
    for (const [path, extra, field] of [
      ['/admin/v2/supervision/reports', { module_id: 2 ** 63 }, 'module_id'],
      ['/admin/v2/supervision/reports', { sort: 'score;drop' }, 'sort'],
      ['/admin/v2/supervision/reports', { supervisor: 'x'.repeat(201) }, 'supervisor'],
      ['/admin/v2/supervision/reports', { supervision: '' }, 'supervision'],
      ['/admin/v2/supervision/reports', { search: 'a\u0000b' }, 'search'],
      ['/admin/v2/supervision/reports', { end: '2025-12-31' }, 'end'],
      ['/admin/v2/supervision/reports/export', { page: 2 }, 'page'],
      ['/admin/v2/supervision/reports/options', { start: '2026-1-1' }, 'start'],
      ['/admin/v2/supervision/global-score', { end: '2029-12-31' }, 'end'],
      ['/admin/v2/supervision/global-score/breakdown', { region_id: 2147483648 }, 'region_id'],
      ['/admin/v2/supervision/kpis/report-per-module', { sort: 'value' }, 'sort'],
      ['/admin/v2/supervision/kpis/report-per-module/export', { module_id: -1 }, 'module_id'],
      ['/admin/v2/supervision/kpis/global-report', { start: "2026-01-01' OR 1=1" }, 'start'],
    ] as const) {
      expectRefused(await t.admin('GET', path, { token, query: { ...base, ...extra } }), field);
    }
    for (const id of ['0', 'abc', '2147483648', '1.5']) {
      const r = await t.admin('GET', `/admin/v2/supervision/reports/${id}/pdf`, {
        token,
        query: { security_id: 2 },
      });
      expectRefused(r, 'supervisionId');
    }
    for (const [extra, field] of [
      [{}, 'month'],
      [{ month: '2026-13' }, 'month'],
      [{ month: '2026-3' }, 'month'],
      [{ month: '2026-03-01' }, 'month'],
      [{ month: '2026-03', sort: 'attainment' }, 'sort'],
      [{ month: '2026-03', page_size: 501 }, 'page_size'],
    ] as const) {
      for (const path of [
        '/admin/v2/supervision/kpis/monthly-summary',
        '/admin/v2/supervision/kpis/monthly-summary/export',
      ]) {
        if (path.endsWith('/export') && 'page_size' in extra) continue;
        const query = { security_id: 2, ...extra };
        expectRefused(await t.admin('GET', path, { token, query }), field);
      }
    }
  });
});
