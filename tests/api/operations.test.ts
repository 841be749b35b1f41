import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './harness/test-app';

// Every operation of admin.yaml is served and answers a typical call with a success whose body
// validates against its schema (the harness checks every response against the contract).

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('every operation in admin.yaml', () => {
  it('has a handler, and the server serves nothing the contract does not declare', () => {
    expect([...t.routes.keys()].sort()).toEqual([...t.contract.operations.keys()].sort());
  });

  it('answers a typical call with a success that validates against the contract', async () => {
    const token = await t.login('brand@demo.test');
    const [domain] = await t.domains(token);
    if (!domain) throw new Error('brand@demo.test has no domain');
    const q = { security_id: domain.security_id };
    const { rows: people } = await t.db.query<{ id: number; store_id: number; email: string }>(
      `SELECT id, store_id, email FROM people
        WHERE brand_id = $1 AND deleted_at IS NULL AND email IS NOT NULL ORDER BY id LIMIT 3`,
      [domain.brand_id],
    );
    const { rows: positions } = await t.db.query<{ id: number }>(
      'SELECT id FROM positions WHERE brand_id = $1 ORDER BY id LIMIT 1',
      [domain.brand_id],
    );
    const [p1, p2, p3] = people;
    if (!p1 || !p2 || !p3 || !positions[0]) throw new Error('seed too small');
    const newPerson = {
      first_name: 'Lucía',
      last_name: 'Navarro',
      email: 'lucia.navarro.ops@ejemplo.mx',
      country: 'MX',
      calling_code: '+52',
      position_id: positions[0].id,
      store_id: p1.store_id,
    };
    const { rows: brand } = await t.db.query<{ name: string; enrollment_key: string }>(
      'SELECT name, enrollment_key FROM organizations WHERE id = $1',
      [domain.brand_id],
    );
    const ok: [string, () => Promise<{ status: number }>][] = [
      ['getMe', () => t.main('GET', '/api/v2/me', { token })],
      ['setLastActivity', () => t.main('POST', '/api/v2/setLastActivity', { token, body: q })],
      [
        'updateTourSettings',
        () => t.main('PATCH', '/api/v2/me/tour', { token, body: { seen: ['dashboard'] } }),
      ],
      [
        'listOrganizations',
        () =>
          t.main('GET', '/api/v2/organizations', {
            token,
            query: { 'filter[kind]': 'brand', include: 'storeType' },
          }),
      ],
      [
        'fetchScopes',
        () => t.main('GET', `/api/v2/fetchScopes/brand/${domain.brand_id}`, { token }),
      ],
      [
        'shareBrandKey',
        () =>
          t.main('POST', '/api/v2/shareBrandKey', {
            token,
            body: {
              brandId: domain.brand_id,
              brandName: brand[0]?.name,
              brandKey: brand[0]?.enrollment_key,
              list: ['invitado@ejemplo.mx'],
              country: '+52',
              language: 'es',
            },
          }),
      ],
      [
        'requestPasswordReset',
        () => t.admin('POST', '/admin/v2/password-reset/request', { body: { email: 'x@y.zz' } }),
      ],
      ['listDomains', () => t.admin('GET', '/admin/v2/domains', { token })],
      ['listPositions', () => t.admin('GET', '/admin/v2/positions', { token, query: q })],
      ['listTopics', () => t.admin('GET', '/admin/v2/topics', { token, query: q })],
      ['listPhonePrefixes', () => t.admin('GET', '/admin/v2/phone-prefixes', { token })],
      [
        'listPeople',
        () => t.admin('GET', '/admin/v2/people', { token, query: { ...q, search: 'a' } }),
      ],
      [
        'createPerson',
        () => t.admin('POST', '/admin/v2/people', { token, query: q, body: newPerson }),
      ],
      ['getPerson', () => t.admin('GET', `/admin/v2/people/${p1.id}`, { token, query: q })],
      [
        'updatePerson',
        () =>
          t.admin('PUT', `/admin/v2/people/${p1.id}`, {
            token,
            query: q,
            body: { ...newPerson, email: p1.email, store_id: p1.store_id },
          }),
      ],
      [
        'lookupPerson',
        () =>
          t.admin('GET', '/admin/v2/people/lookup', { token, query: { ...q, email: p2.email } }),
      ],
      ['deletePerson', () => t.admin('DELETE', `/admin/v2/people/${p2.id}`, { token, query: q })],
      [
        'reactivatePerson',
        () =>
          t.admin('POST', '/admin/v2/people/reactivate', {
            token,
            query: q,
            body: { email: p2.email },
          }),
      ],
      [
        'deletePeople',
        () =>
          t.admin('POST', '/admin/v2/people/bulk-delete', {
            token,
            query: q,
            body: { ids: [p3.id] },
          }),
      ],
      [
        'getImportTemplate',
        () => t.admin('GET', '/admin/v2/people/import-template', { token, query: q }),
      ],
      [
        'importPeople',
        () =>
          t.admin('POST', '/admin/v2/people/import', {
            token,
            query: q,
            raw: {
              type: 'text/csv',
              text: 'first_name,last_name,email,phone,enrollment,position,store,national_id,tax_id\n',
            },
          }),
      ],
      ['exportPeople', () => t.admin('GET', '/admin/v2/people/export', { token, query: q })],
      ['listActivityLog', () => t.admin('GET', '/admin/v2/activity-log', { token, query: q })],
      [
        'exportActivityLog',
        () => t.admin('GET', '/admin/v2/activity-log/export', { token, query: q }),
      ],
      [
        'getReportDetail',
        async () => {
          const { rows } = await t.db.query<{ id: string }>(
            'SELECT id FROM exam_attempts WHERE brand_id = $1 ORDER BY id LIMIT 1',
            [domain.brand_id],
          );
          return t.admin('GET', `/admin/v2/reports/details/training/${rows[0]?.id}`, {
            token,
            query: q,
          });
        },
      ],
      [
        'updateDc3',
        async () => {
          const { rows } = await t.db.query<{ id: number }>(
            'SELECT id FROM dc3_records WHERE brand_id = $1 ORDER BY id LIMIT 1',
            [domain.brand_id],
          );
          return t.admin('PATCH', `/admin/v2/training/dc3/${rows[0]?.id}`, {
            token,
            query: q,
            body: { occupation: '07.2' },
          });
        },
      ],
      [
        'downloadDc3',
        async () => {
          const { rows } = await t.db.query<{ id: number }>(
            `SELECT id FROM dc3_records WHERE brand_id = $1
               AND curp IS NOT NULL AND stps_occupation IS NOT NULL ORDER BY id LIMIT 2`,
            [domain.brand_id],
          );
          return t.admin('GET', '/admin/v2/training/dc3/forms', {
            token,
            query: { ...q, ids: rows.map((r) => r.id).join(',') },
          });
        },
      ],
      [
        'listContentTargets',
        () => t.admin('GET', '/admin/v2/training/content-targets', { token, query: q }),
      ],
      [
        'exportContentTargets',
        () =>
          t.admin('GET', '/admin/v2/training/content-targets/export', {
            token,
            query: { ...q, set: 'with' },
          }),
      ],
      [
        'setContentTarget',
        async () => {
          const { rows } = await t.db.query<{ course_id: number; position_id: number }>(
            'SELECT course_id, position_id FROM course_targets WHERE brand_id = $1 LIMIT 1',
            [domain.brand_id],
          );
          const pair = rows[0];
          return t.admin(
            'PUT',
            `/admin/v2/training/content-targets/${pair?.course_id}/${pair?.position_id}`,
            { token, query: q, body: { target: 75, due_days: 20 } },
          );
        },
      ],
      [
        'deleteContentTarget',
        async () => {
          const { rows } = await t.db.query<{ course_id: number; position_id: number }>(
            'SELECT course_id, position_id FROM course_targets WHERE brand_id = $1 LIMIT 1',
            [domain.brand_id],
          );
          const pair = rows[0];
          return t.admin(
            'DELETE',
            `/admin/v2/training/content-targets/${pair?.course_id}/${pair?.position_id}`,
            { token, query: q },
          );
        },
      ],
      [
        'downloadAwards',
        async () => {
          const { rows } = await t.db.query<{ id: number }>(
            'SELECT id FROM awards WHERE brand_id = $1 ORDER BY id LIMIT 2',
            [domain.brand_id],
          );
          return t.admin('GET', '/admin/v2/training/awards/files', {
            token,
            query: { ...q, ids: rows.map((r) => r.id).join(',') },
          });
        },
      ],
      [
        'downloadSupervisionPdf',
        async () => {
          const { rows } = await t.db.query<{ id: string }>(
            'SELECT id FROM supervisions WHERE brand_id = $1 ORDER BY id LIMIT 1',
            [domain.brand_id],
          );
          return t.admin('GET', `/admin/v2/supervision/reports/${rows[0]?.id}/pdf`, {
            token,
            query: q,
          });
        },
      ],
      ...(['listKpiMonthlySummary', 'exportKpiMonthlySummary'] as const).map(
        (id) =>
          [
            id,
            async () => {
              const { rows } = await t.db.query<{ month: string }>(
                `SELECT to_char(max(month), 'YYYY-MM') AS month FROM kpis WHERE brand_id = $1`,
                [domain.brand_id],
              );
              const path =
                id === 'listKpiMonthlySummary'
                  ? '/admin/v2/supervision/kpis/monthly-summary'
                  : '/admin/v2/supervision/kpis/monthly-summary/export';
              return t.admin('GET', path, {
                token,
                query: { ...q, month: rows[0]?.month ?? '2025-06' },
              });
            },
          ] as [string, () => Promise<{ status: number }>],
      ),
      [
        'requestTrainingTimeExport',
        () =>
          t.admin('POST', '/admin/v2/training/reports/time-export', {
            token,
            query: { ...q, start: '2025-06-01', end: '2025-06-07' },
          }),
      ],
      [
        // The calls run in this order: the request above is this admin's newest.
        'getTrainingTimeExport',
        async () => {
          const { rows } = await t.db.query<{ id: string }>(
            'SELECT max(id) AS id FROM export_requests',
          );
          return t.admin('GET', `/admin/v2/training/reports/time-export/${rows[0]?.id}`, {
            token,
          });
        },
      ],
      [
        'recordActivity',
        () =>
          t.admin('POST', '/admin/v2/activity-log', {
            token,
            query: q,
            body: { action: 'settings_change', key: 'locale', value: 'en-US' },
          }),
      ],
      ...(
        [
          ['getDashboardKeyMetrics', '/admin/v2/dashboard/key-metrics', {}],
          ['getDashboardUsage', '/admin/v2/dashboard/usage', { group: 'week' }],
          ['getDashboardProgress', '/admin/v2/dashboard/progress', {}],
          ['getDashboardExams', '/admin/v2/dashboard/exams', {}],
          ['listUserRanking', '/admin/v2/rankings/users', { search: 'a' }],
          ['exportUserRanking', '/admin/v2/rankings/users/export', {}],
          ['listManagerRanking', '/admin/v2/rankings/managers', {}],
          ['exportManagerRanking', '/admin/v2/rankings/managers/export', {}],
          ['listStoreRanking', '/admin/v2/rankings/stores', { sort: 'best_growth' }],
          ['exportStoreRanking', '/admin/v2/rankings/stores/export', {}],
          ['listTrainingReports', '/admin/v2/training/reports', { search: 'a', sort: 'score' }],
          ['exportTrainingReports', '/admin/v2/training/reports/export', {}],
          ['listTopicSummary', '/admin/v2/training/topic-summary', { type: 'open' }],
          ['exportTopicSummary', '/admin/v2/training/topic-summary/export', {}],
          ['listPracticalExams', '/admin/v2/training/practical-exams', { status: 'approved' }],
          ['exportPracticalExams', '/admin/v2/training/practical-exams/export', {}],
          ['listDc3', '/admin/v2/training/dc3', { status: 'incomplete' }],
          ['exportDc3', '/admin/v2/training/dc3/export', {}],
          ['listAwards', '/admin/v2/training/awards', { kind: 'certificate', sort: 'name' }],
          ['exportAwards', '/admin/v2/training/awards/export', {}],
          ['listPerformanceIndicators', '/admin/v2/training/performance-indicators', {}],
          ['exportPerformanceIndicators', '/admin/v2/training/performance-indicators/export', {}],
          ['listOverduePeople', '/admin/v2/training/performance-indicators/overdue', {}],
          [
            'exportOverduePeople',
            '/admin/v2/training/performance-indicators/overdue/export',
            { sort: 'name' },
          ],
          ['listSupervisionReports', '/admin/v2/supervision/reports', { sort: 'score' }],
          ['exportSupervisionReports', '/admin/v2/supervision/reports/export', {}],
          ['listSupervisionOptions', '/admin/v2/supervision/reports/options', {}],
          ['getSupervisionGlobalScore', '/admin/v2/supervision/global-score', {}],
          [
            'listSupervisionScoreBreakdown',
            '/admin/v2/supervision/global-score/breakdown',
            { region_id: 101 },
          ],
          ['listKpiModuleReport', '/admin/v2/supervision/kpis/report-per-module', {}],
          ['exportKpiModuleReport', '/admin/v2/supervision/kpis/report-per-module/export', {}],
          ['getKpiGlobalReport', '/admin/v2/supervision/kpis/global-report', {}],
          ['listSatisfactionSurveys', '/admin/v2/satisfaction/surveys', {}],
          ['getSatisfactionNps', '/admin/v2/satisfaction/nps', { min_answers: 10 }],
          ['listSatisfactionBreakdown', '/admin/v2/satisfaction/nps/breakdown', { by: 'region' }],
          ['exportSatisfactionBreakdown', '/admin/v2/satisfaction/nps/breakdown/export', {}],
          [
            'listSatisfactionResponses',
            '/admin/v2/satisfaction/responses',
            { group: 'detractors', commented: true, sort: 'score' },
          ],
          ['exportSatisfactionResponses', '/admin/v2/satisfaction/responses/export', {}],
          ['exportSatisfactionFull', '/admin/v2/satisfaction/responses/full-export', {}],
          ['listSatisfactionWords', '/admin/v2/satisfaction/comments/words', { limit: 20 }],
          [
            'listSatisfactionIndicators',
            '/admin/v2/satisfaction/indicators',
            { search: 'a', sort: '-completion', page_size: 5 },
          ],
          ['exportSatisfactionIndicators', '/admin/v2/satisfaction/indicators/export', {}],
        ] as const
      ).map(
        ([id, path, extra]) =>
          [
            id,
            () =>
              t.admin('GET', path, {
                token,
                query: { ...q, start: '2025-06-01', end: '2025-08-31', ...extra },
              }),
          ] as [string, () => Promise<{ status: number }>],
      ),
    ];
    for (const [id, call] of ok) {
      const r = await call();
      expect(r.status, `${id}: ${JSON.stringify((r as { body?: unknown }).body)}`).toBeLessThan(
        300,
      );
    }
    // Integration keys and the loads they sign.
    const created = await t.admin<{ id: number; key: string }>(
      'POST',
      '/admin/v2/integration-keys',
      {
        token,
        query: q,
        body: {
          name: 'Operaciones',
          kinds: [
            'regions',
            'stores',
            'positions',
            'people',
            'courses',
            'attempts',
            'progress',
            'checklists',
            'supervisions',
            'kpi-modules',
            'kpi-values',
            'surveys',
            'survey-openings',
            'survey-answers',
          ],
        },
      },
    );
    expect(created.status).toBe(201);
    const key = created.body.key;
    expect((await t.admin('GET', '/admin/v2/integration-keys', { token, query: q })).status).toBe(
      200,
    );
    for (const [kind, item] of [
      ['regions', { externalId: 'ops-r', name: 'Región ops' }],
      ['stores', { externalId: 'ops-s', name: 'Tienda ops', regionExternalId: 'ops-r' }],
      ['positions', { externalId: 'ops-p', name: 'Puesto ops' }],
      [
        'people',
        {
          externalId: 'ops-person',
          firstName: 'Ops',
          lastName: 'Carga',
          positionExternalId: 'ops-p',
          storeExternalId: 'ops-s',
          employeeNumber: 'OPS-1',
        },
      ],
      [
        'courses',
        {
          externalId: 'ops-c',
          name: 'Curso ops',
          positionExternalIds: ['ops-p'],
          lessons: [{ externalId: 'ops-l', title: 'Tema ops' }],
          exams: [
            {
              externalId: 'ops-x',
              title: 'Examen ops',
              questions: [{ externalId: 'ops-q', text: '¿Ops?', points: 10 }],
            },
          ],
        },
      ],
      [
        'attempts',
        {
          externalId: 'ops-a',
          personExternalId: 'ops-person',
          examExternalId: 'ops-x',
          startedAt: '2026-03-01T10:00:00-06:00',
          endedAt: '2026-03-01T10:10:00-06:00',
          answers: [{ questionExternalId: 'ops-q', points: 10 }],
        },
      ],
      [
        'progress',
        {
          personExternalId: 'ops-person',
          courseExternalId: 'ops-c',
          lessonsCompleted: 1,
          startedAt: '2026-03-01T09:00:00-06:00',
          completedAt: '2026-03-01T10:10:00-06:00',
        },
      ],
      [
        'checklists',
        {
          externalId: 'ops-cl',
          name: 'Lista ops',
          module: 'Módulo ops',
          items: [{ externalId: 'ops-ci', text: '¿Limpio?', points: 10 }],
        },
      ],
      [
        'supervisions',
        {
          externalId: 'ops-sv',
          storeExternalId: 'ops-s',
          checklistExternalId: 'ops-cl',
          supervisor: 'Ops',
          supervisedAt: '2026-03-01T10:00:00-06:00',
          items: [{ itemExternalId: 'ops-ci', result: 'pass' }],
        },
      ],
      ['kpi-modules', { externalId: 'ops-k', name: 'KPI ops', unit: 'MXN', direction: 'higher' }],
      [
        'kpi-values',
        {
          storeExternalId: 'ops-s',
          moduleExternalId: 'ops-k',
          month: '2026-03',
          value: 1,
          target: 2,
        },
      ],
      ['surveys', { externalId: 'ops-v', name: 'Encuesta ops' }],
      [
        'survey-openings',
        {
          externalId: 'ops-vo',
          storeExternalId: 'ops-s',
          surveyExternalId: 'ops-v',
          openedAt: '2026-03-01T10:00:00-06:00',
        },
      ],
      [
        'survey-answers',
        {
          externalId: 'ops-va',
          storeExternalId: 'ops-s',
          surveyExternalId: 'ops-v',
          score: 9,
          answeredAt: '2026-03-01T10:05:00-06:00',
          comment: 'Muy amable',
        },
      ],
    ] as const) {
      const r = await t.admin<{ created: number }>('POST', `/ingest/v1/${kind}`, {
        token: key,
        body: { items: [item] },
      });
      expect(r.status, `${kind}: ${r.text}`).toBe(200);
      expect(r.body.created, `${kind}: ${r.text}`).toBe(1);
    }
    expect(
      (
        await t.admin('DELETE', `/admin/v2/integration-keys/${created.body.id}`, {
          token,
          query: q,
        })
      ).status,
    ).toBe(200);
    // File loads: the kinds, a template and a preview (nothing kept).
    expect((await t.admin('GET', '/admin/v2/integration-files', { token, query: q })).status).toBe(
      200,
    );
    expect(
      (
        await t.admin('GET', '/admin/v2/integration-files/regions/template', {
          token,
          query: { ...q, format: 'csv' },
        })
      ).status,
    ).toBe(200);
    const preview = await t.admin('POST', '/admin/v2/integration-files/regions', {
      token,
      query: { ...q, mode: 'preview' },
      raw: { type: 'text/csv', text: 'externalId,name\nops-file,Región archivo\n' },
    });
    expect(preview.status, preview.text).toBe(200);
    // The sign-in family: token, the reset steps, logout (last: it ends the session).
    expect(
      (
        await t.main('POST', '/token', {
          body: {
            username: 'store@demo.test',
            password: 'Demo1234!',
            client_id: 'c',
            grant_type: 'password',
          },
        })
      ).status,
    ).toBe(200);
    await t.admin('POST', '/admin/v2/password-reset/request', {
      body: { email: 'store@demo.test' },
    });
    const { rows: codes } = await t.db.query<{ meta: { code: string } }>(
      `SELECT meta FROM outbox WHERE recipient = 'store@demo.test' ORDER BY id DESC LIMIT 1`,
    );
    const code = codes[0]?.meta.code;
    const reset = { email: 'store@demo.test', code };
    expect((await t.admin('POST', '/admin/v2/password-reset/verify', { body: reset })).status).toBe(
      200,
    );
    expect(
      (
        await t.admin('POST', '/admin/v2/password-reset/complete', {
          body: { ...reset, password: 'Cambio-2026!' },
        })
      ).status,
    ).toBe(200);
    expect((await t.main('POST', '/logout', { token, body: { token } })).status).toBe(200);
    const served = new Set(
      [...t.exercised].filter((k) => / 2\d\d$/.test(k)).map((k) => k.split(' ')[0]),
    );
    expect([...t.contract.operations.keys()].filter((id) => !served.has(id))).toEqual([]);
  });
});
