import { beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../openapi/schema';
import { pdfPageCount, pdfText } from '../unit/pdf-text';
import { reportTestApp } from './fixtures/report-app';
import { inReach, type Reach, round1 } from './fixtures/report-expect';
import {
  BRAND,
  FIXTURE_DOMAINS,
  FIXTURE_LEVELS,
  MARCH,
  MARCH_FROM,
  MARCH_TO,
  PEOPLE,
  POSITIONS,
  STORES,
} from './fixtures/report-fixture';
import {
  type FixtureKpi,
  type FixtureSupervision,
  KPIS,
  MODULES,
  SUPERVISIONS,
  writeSupervisionFixture,
} from './fixtures/supervision-fixture';

// Supervision reports on the hand-written brand: the list per scope level against the fixture
// (range edges, filters, search, sorts, the store's manager), the filter options, the export,
// the visit's PDF and the 404s (outside the domain, brand without the supervision module).

type Page = components['schemas']['SupervisionPage'];

/** The modules the supervision lists show: a module that only carries KPIs (no visit) is not one. */
const SUPERVISION_MODULES = MODULES.filter(
  (m) => m.unit === null || SUPERVISIONS.some((s) => s.module === m.id),
);
type Options = components['schemas']['SupervisionOptions'];
type ErrorBody = components['schemas']['ErrorBody'];

const app = reportTestApp();
beforeAll(async () => {
  await writeSupervisionFixture(app.t.db);
});

const MX_OFFSET_MS = 6 * 3_600_000;
/** The Mexico City calendar day of an instant (UTC−6 all year). */
const mxDay = (at: Date) => new Date(at.getTime() - MX_OFFSET_MS).toISOString().slice(0, 10);

const within = (from: Date, to: Date, r: Reach) =>
  SUPERVISIONS.filter((s) => s.at >= from && s.at < to && inReach(s.store, r));

/** March's supervisions in the reach, newest first (the default order). */
const expected = (r: Reach) =>
  within(MARCH_FROM, MARCH_TO, r).sort((a, b) => b.at.getTime() - a.at.getTime() || a.id - b.id);

/** A store's manager: a person of the store, not deleted, whose position manages it. */
function managerOf(store: number) {
  const managing = new Set(POSITIONS.filter((p) => p.managesStore).map((p) => p.id));
  const [first] = PEOPLE.filter(
    (p) => p.store === store && !p.deleted && p.position !== null && managing.has(p.position),
  ).sort((a, b) => `${a.first} ${a.last}`.localeCompare(`${b.first} ${b.last}`) || a.id - b.id);
  return first ? { id: first.id, name: `${first.first} ${first.last}` } : null;
}

const regionOf = (store: number) => STORES.find((s) => s.id === store)?.region ?? null;

const list = (securityId: number, extra: Record<string, unknown> = {}) =>
  app.t.admin<Page>('GET', '/admin/v2/supervision/reports', {
    token: app.token,
    query: { security_id: securityId, ...MARCH, ...extra },
  });

const ids = (p: Page) => p.items.map((i) => i.id);

describe('GET /admin/v2/supervision/reports', () => {
  it.each(FIXTURE_LEVELS)('%s admin: the supervisions of the range', async (_, id, reach) => {
    const r = await list(id);
    expect(r.status, r.text).toBe(200);
    const want = expected(reach);
    expect(want.length).toBeGreaterThan(0);
    expect(
      r.body.items.map((i) => [
        i.id,
        i.supervision,
        i.module.id,
        i.user,
        i.store.id,
        i.region?.id ?? null,
        i.manager,
        i.score,
        i.incidents,
        i.comment,
        i.start,
        i.end,
        i.duration,
      ]),
    ).toEqual(
      want.map((s) => [
        s.id,
        s.name,
        s.module,
        s.supervisor,
        s.store,
        regionOf(s.store),
        managerOf(s.store),
        s.score,
        s.incidents,
        s.comment,
        s.at.toISOString(),
        null,
        null,
      ]),
    );
    expect(r.body.total).toBe(want.length);
  });

  it('counts the last millisecond of the range and not the first of the next day', async () => {
    const last = await list(FIXTURE_DOMAINS.brand, { start: '2026-03-31', end: '2026-03-31' });
    expect(ids(last.body)).toEqual([9404]);
    const next = await list(FIXTURE_DOMAINS.brand, { start: '2026-04-01', end: '2026-04-01' });
    expect(ids(next.body)).toEqual([9406]);
    const first = await list(FIXTURE_DOMAINS.brand, { start: '2026-03-01', end: '2026-03-01' });
    expect(ids(first.body).sort()).toEqual([9401, 9402]);
  });

  it('filters by module, supervisor and checklist; searches; sorts; pages', async () => {
    const all = expected({});
    const pick = (keep: (s: FixtureSupervision) => boolean) => all.filter(keep).map((s) => s.id);
    const byModule = await list(FIXTURE_DOMAINS.brand, { module_id: 9201 });
    expect(ids(byModule.body)).toEqual(pick((s) => s.module === 9201));
    const bySupervisor = await list(FIXTURE_DOMAINS.brand, { supervisor: 'Raúl Revisor' });
    expect(ids(bySupervisor.body)).toEqual(pick((s) => s.supervisor === 'Raúl Revisor'));
    const byChecklist = await list(FIXTURE_DOMAINS.brand, { supervision: 'Apertura' });
    expect(ids(byChecklist.body)).toEqual(pick((s) => s.name === 'Apertura'));
    // Accents folded: 'raul' finds Raúl; a store's name finds its supervisions.
    const raul = await list(FIXTURE_DOMAINS.brand, { search: 'raul' });
    expect(ids(raul.body)).toEqual(pick((s) => s.supervisor === 'Raúl Revisor'));
    const parque = await list(FIXTURE_DOMAINS.brand, { search: 'PARQUE' });
    expect(ids(parque.body)).toEqual(pick((s) => s.store === 9002));
    const auditoria = await list(FIXTURE_DOMAINS.brand, { search: 'auditoria' });
    expect(ids(auditoria.body)).toEqual(pick((s) => s.name === 'Auditoría mensual'));
    const byScore = await list(FIXTURE_DOMAINS.brand, { sort: 'score' });
    expect(byScore.body.items.map((i) => i.score)).toEqual(
      all.map((s) => s.score).sort((a, b) => a - b),
    );
    const byIncidents = await list(FIXTURE_DOMAINS.brand, { sort: '-incidents' });
    expect(byIncidents.body.items.map((i) => i.incidents)).toEqual(
      all.map((s) => s.incidents).sort((a, b) => b - a),
    );
    const paged = await list(FIXTURE_DOMAINS.brand, { page: 1, page_size: 5, sort: 'start' });
    expect(ids(paged.body)).toEqual(
      [...all]
        .sort((a, b) => a.at.getTime() - b.at.getTime() || a.id - b.id)
        .slice(0, 5)
        .map((s) => s.id),
    );
    const past = await list(FIXTURE_DOMAINS.brand, { page: 3, page_size: 5 });
    expect(past.body.items).toEqual([]);
    expect(past.body.total).toBe(all.length);
  });

  it('gives the filter options with their counts over the scope and range', async () => {
    for (const [, id, reach] of FIXTURE_LEVELS) {
      const r = await app.t.admin<Options>('GET', '/admin/v2/supervision/reports/options', {
        token: app.token,
        query: { security_id: id, ...MARCH },
      });
      expect(r.status, r.text).toBe(200);
      const rows = expected(reach);
      const count = (key: (s: FixtureSupervision) => string | number, value: string | number) =>
        rows.filter((s) => key(s) === value).length;
      expect(r.body.modules).toEqual(
        SUPERVISION_MODULES.map((m) => ({
          id: m.id,
          name: m.name,
          count: count((s) => s.module, m.id),
        })),
      );
      const names = (key: (s: FixtureSupervision) => string) =>
        [...new Set(rows.map(key))]
          .sort((a, b) => a.localeCompare(b, 'es'))
          .map((name) => ({ name, count: count(key, name) }));
      expect(r.body.supervisors).toEqual(names((s) => s.supervisor));
      expect(r.body.supervisions).toEqual(names((s) => s.name));
    }
  });

  it('exports the same rows as CSV', async () => {
    const csv = await app.t.admin<string>('GET', '/admin/v2/supervision/reports/export', {
      token: app.token,
      query: { security_id: FIXTURE_DOMAINS.region, ...MARCH },
    });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    const lines = csv.text
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter((l) => l !== '');
    expect(lines[0]).toBe(
      'supervision,module,user,store,region,manager,score,incidents,comment,start,end,duration',
    );
    const want = expected({ region: 901 });
    expect(lines.slice(1).map((l) => l.split(',').slice(0, 7))).toEqual(
      want.map((s) => [
        s.name,
        MODULES.find((m) => m.id === s.module)?.name,
        s.supervisor,
        STORES.find((x) => x.id === s.store)?.name,
        'Norte Fixture',
        managerOf(s.store)?.name ?? '',
        String(s.score),
      ]),
    );
  });

  it('refuses an unknown sort and a foreign store', async () => {
    const sort = await list(FIXTURE_DOMAINS.brand, { sort: 'manager' });
    expect(sort.status).toBe(400);
    expect((sort.body as unknown as ErrorBody).field).toBe('sort');
    const foreign = await list(FIXTURE_DOMAINS.store, { store_id: 9002 });
    expect(foreign.status).toBe(403);
  });
});

/** The raw bytes of a supervision PDF (the harness reads bodies as text). */
async function download(id: number, securityId: number = FIXTURE_DOMAINS.brand) {
  const res = await app.t.app.request(
    `/admin/v2/supervision/reports/${id}/pdf?security_id=${securityId}`,
    { headers: { authorization: `Bearer ${app.token}`, accesstoken: app.token } },
  );
  return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
}

/** The rows of a supervision's visit: same store, supervisor and Mexico City day. */
const visitOf = (id: number) => {
  const s = SUPERVISIONS.find((x) => x.id === id) as FixtureSupervision;
  return SUPERVISIONS.filter(
    (x) => x.store === s.store && x.supervisor === s.supervisor && mxDay(x.at) === mxDay(s.at),
  );
};

describe('GET /admin/v2/supervision/reports/{id}/pdf', () => {
  it("a visit's PDF: store, region, day, supervisor, each module and the overall score", async () => {
    const visit = visitOf(9402);
    expect(visit.map((s) => s.id).sort()).toEqual([9401, 9402]);
    const { res, bytes } = await download(9402);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toMatch(
      /filename="SUPERVISION-TIENDA-CENTRO-2026-03-01-9402\.pdf"/,
    );
    await expect(pdfPageCount(bytes)).resolves.toBe(1);
    const text = await pdfText(bytes);
    const overall = round1(visit.reduce((sum, s) => sum + s.score, 0) / visit.length);
    expect(text).toContain('Tienda Centro');
    expect(text).toContain('Norte Fixture');
    expect(text).toContain('1 de marzo de 2026');
    expect(text).toContain('Sofía Supervisora');
    // Scores print in Spanish: a decimal comma (60,5).
    const es = (n: number) =>
      new Intl.NumberFormat('es-ES', { maximumFractionDigits: 1 }).format(n);
    expect(text).toContain(`Calificación general: ${es(overall)}`);
    expect(text).toContain(`Incidencias: ${visit.reduce((n, s) => n + s.incidents, 0)}`);
    for (const s of visit) {
      expect(text).toContain(MODULES.find((m) => m.id === s.module)?.name);
      expect(text).toContain(`Calificación: ${es(s.score)}`);
    }
    expect(text).toContain('Falta personal en caja');
    // 9407, the minute before midnight of the previous day, is another visit.
    expect(text).not.toContain('Seguridad');
    const { rows } = await app.t.db.query<{ target_id: string }>(
      `SELECT target_id FROM activity_log WHERE action = 'download_supervision' AND brand_id = $1`,
      [BRAND],
    );
    expect(rows.map((r) => r.target_id)).toContain('9402');
  });

  it('is not found outside the domain (404), found inside it', async () => {
    // 9403 was applied at Tienda Parque; the store admin holds Tienda Centro.
    expect((await download(9403, FIXTURE_DOMAINS.store)).res.status).toBe(404);
    expect((await download(9401, FIXTURE_DOMAINS.store)).res.status).toBe(200);
    // 9405 is in region 902; the regional admin holds 901.
    expect((await download(9405, FIXTURE_DOMAINS.region)).res.status).toBe(404);
    expect((await download(9403, FIXTURE_DOMAINS.region)).res.status).toBe(200);
    expect((await download(99999, FIXTURE_DOMAINS.brand)).res.status).toBe(404);
    const bad = await app.t.admin<ErrorBody>('GET', '/admin/v2/supervision/reports/0/pdf', {
      token: app.token,
      query: { security_id: FIXTURE_DOMAINS.brand },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('supervisionId');
  });
});

describe('a brand without the supervision module', () => {
  it('answers 404 on every supervision operation', async () => {
    await app.t.db.query('UPDATE organizations SET supervision_module = false WHERE id = $1', [
      BRAND,
    ]);
    try {
      const query = { security_id: FIXTURE_DOMAINS.brand, ...MARCH };
      for (const path of [
        '/admin/v2/supervision/reports',
        '/admin/v2/supervision/reports/export',
        '/admin/v2/supervision/reports/options',
        '/admin/v2/supervision/global-score',
        '/admin/v2/supervision/global-score/breakdown',
      ]) {
        const r = await app.t.admin<ErrorBody>('GET', path, { token: app.token, query });
        expect(r.status, path).toBe(404);
      }
      expect((await download(9401)).res.status).toBe(404);
    } finally {
      await app.t.db.query('UPDATE organizations SET supervision_module = true WHERE id = $1', [
        BRAND,
      ]);
    }
  });
});

type GlobalScore = components['schemas']['SupervisionGlobalScore'];
type Breakdown = components['schemas']['SupervisionScoreBreakdown'];

const TARGET = 85;
const FAILING_BELOW = 70;
const mean = (xs: number[]) =>
  xs.length === 0 ? null : round1(xs.reduce((s, x) => s + x, 0) / xs.length);
const sum = (xs: number[]) => xs.reduce((s, x) => s + x, 0);
const pctOf = (part: number, whole: number) => round1((100 * part) / whole);

/** Calendar days from `start` to `end`, both included (YYYY-MM-DD). */
function daysOf(start: string, end: string): string[] {
  const out: string[] = [];
  for (let d = new Date(`${start}T00:00:00Z`); d <= new Date(`${end}T00:00:00Z`); ) {
    out.push(d.toISOString().slice(0, 10));
    d = new Date(d.getTime() + 86_400_000);
  }
  return out;
}

/** The ISO week's Monday, or the month's first day, of a calendar day. */
const bucketOf = (day: string, group: string) => {
  if (group === 'day') return day;
  if (group === 'month') return `${day.slice(0, 7)}-01`;
  const d = new Date(`${day}T00:00:00Z`);
  const back = (d.getUTCDay() + 6) % 7;
  return new Date(d.getTime() - back * 86_400_000).toISOString().slice(0, 10);
};

/** Supervisions applied on the days [start, end] (Mexico City) in the reach. */
const inDays = (start: string, end: string, r: Reach) =>
  SUPERVISIONS.filter((s) => mxDay(s.at) >= start && mxDay(s.at) <= end && inReach(s.store, r));

/** The series of [start, end] in the reach: every bucket, mean score and count. */
function seriesOf(start: string, end: string, group: string, r: Reach) {
  const keys = [...new Set(daysOf(start, end).map((d) => bucketOf(d, group)))];
  return keys.map((key) => {
    const scores = inDays(start, end, r)
      .filter((s) => bucketOf(mxDay(s.at), group) === key)
      .map((s) => s.score);
    return { key, score: mean(scores), supervisions: scores.length };
  });
}

const PREVIOUS = { start: '2026-01-29', end: '2026-02-28' };

const score = (securityId: number, range: { start: string; end: string } = MARCH) =>
  app.t.admin<GlobalScore>('GET', '/admin/v2/supervision/global-score', {
    token: app.token,
    query: { security_id: securityId, ...range },
  });

describe('GET /admin/v2/supervision/global-score', () => {
  it.each(FIXTURE_LEVELS)('%s admin: figures, series and modules', async (_, id, reach) => {
    const r = await score(id);
    expect(r.status, r.text).toBe(200);
    const now = inDays(MARCH.start, MARCH.end, reach);
    const before = inDays(PREVIOUS.start, PREVIOUS.end, reach);
    expect(now.length).toBeGreaterThan(0);
    const fig = (a: number | null, b: number | null) => ({
      value: a,
      previous: b,
      delta: a === null || b === null ? null : round1(a - b),
    });
    const failing = (xs: FixtureSupervision[]) =>
      xs.length === 0 ? null : pctOf(xs.filter((s) => s.score < FAILING_BELOW).length, xs.length);
    expect(r.body.previous_range).toEqual(PREVIOUS);
    expect(r.body.group).toBe('day');
    expect(r.body.target).toBe(TARGET);
    expect(r.body.failing_below).toBe(FAILING_BELOW);
    const scores = (xs: FixtureSupervision[]) => xs.map((s) => s.score);
    expect(r.body.score).toEqual(fig(mean(scores(now)), mean(scores(before))));
    expect(r.body.supervisions).toEqual(fig(now.length, before.length));
    expect(r.body.incidents).toEqual(
      fig(sum(now.map((s) => s.incidents)), sum(before.map((s) => s.incidents))),
    );
    expect(r.body.failing_rate).toEqual(fig(failing(now), failing(before)));
    expect(r.body.series).toEqual(seriesOf(MARCH.start, MARCH.end, 'day', reach));
    expect(r.body.series).toHaveLength(31);
    expect(r.body.previous_series).toEqual(seriesOf(PREVIOUS.start, PREVIOUS.end, 'day', reach));
    expect(r.body.modules).toEqual(
      SUPERVISION_MODULES.map((m) => {
        const rows = now.filter((s) => s.module === m.id);
        const bad = rows.filter((s) => s.score < FAILING_BELOW).length;
        return {
          module: { id: m.id, name: m.name },
          supervisions: rows.length,
          score: mean(scores(rows)),
          failing: bad,
          failing_rate: rows.length === 0 ? null : pctOf(bad, rows.length),
          incidents: sum(rows.map((s) => s.incidents)),
        };
      }),
    );
  });

  it('gives no failing rate to a module without supervisions (never a 0 % that reads as a result)', async () => {
    const empty = await score(FIXTURE_DOMAINS.brand, { start: '2020-01-01', end: '2020-01-31' });
    expect(empty.status, empty.text).toBe(200);
    expect(empty.body.modules.length).toBeGreaterThan(0);
    for (const m of empty.body.modules) {
      expect(m.supervisions).toBe(0);
      expect(m.failing_rate).toBeNull();
    }
  });

  it('groups by week up to half a year and by month beyond', async () => {
    const quarter = { start: '2026-01-01', end: '2026-03-31' };
    const weeks = await score(FIXTURE_DOMAINS.brand, quarter);
    expect(weeks.body.group).toBe('week');
    expect(weeks.body.series).toEqual(seriesOf(quarter.start, quarter.end, 'week', {}));
    const year = { start: '2025-04-01', end: '2026-03-31' };
    const months = await score(FIXTURE_DOMAINS.brand, year);
    expect(months.body.group).toBe('month');
    expect(months.body.series).toEqual(seriesOf(year.start, year.end, 'month', {}));
    expect(months.body.series).toHaveLength(12);
  });
});

describe('GET /admin/v2/supervision/global-score/breakdown', () => {
  const breakdown = (securityId: number) =>
    app.t.admin<Breakdown>('GET', '/admin/v2/supervision/global-score/breakdown', {
      token: app.token,
      query: { security_id: securityId, ...MARCH },
    });
  const rowsBy = (
    key: (s: FixtureSupervision) => { id: number | null; name: string },
    reach: Reach,
  ) => {
    const both = [
      ...inDays(MARCH.start, MARCH.end, reach),
      ...inDays(PREVIOUS.start, PREVIOUS.end, reach),
    ];
    const names = new Map(both.map((s) => [JSON.stringify(key(s)), key(s)]));
    return [...names.values()]
      .sort((a, b) => a.name.localeCompare(b.name, 'es'))
      .map((k) => {
        const same = (s: FixtureSupervision) => JSON.stringify(key(s)) === JSON.stringify(k);
        const now = inDays(MARCH.start, MARCH.end, reach).filter(same);
        const before = inDays(PREVIOUS.start, PREVIOUS.end, reach).filter(same);
        const s = mean(now.map((x) => x.score));
        const p = mean(before.map((x) => x.score));
        return {
          ...k,
          score: s,
          supervisions: now.length,
          incidents: sum(now.map((x) => x.incidents)),
          previous_score: p,
          delta: s === null || p === null ? null : round1(s - p),
        };
      });
  };
  const REGION_NAMES: Record<number, string> = { 901: 'Norte Fixture', 902: 'Sur Fixture' };

  it('brand: by region; region: by store; store: by checklist', async () => {
    const brand = await breakdown(FIXTURE_DOMAINS.brand);
    expect(brand.status, brand.text).toBe(200);
    expect(brand.body.level).toBe('region');
    expect(brand.body.items).toEqual(
      rowsBy((s) => {
        const region = regionOf(s.store) as number;
        return { id: region, name: REGION_NAMES[region] ?? '' };
      }, {}),
    );
    const region = await breakdown(FIXTURE_DOMAINS.region);
    expect(region.body.level).toBe('store');
    expect(region.body.items).toEqual(
      rowsBy((s) => ({ id: s.store, name: storeName(s.store) }), { region: 901 }),
    );
    const store = await breakdown(FIXTURE_DOMAINS.store);
    expect(store.body.level).toBe('supervision');
    expect(store.body.items).toEqual(rowsBy((s) => ({ id: null, name: s.name }), { store: 9001 }));
    expect(store.body.items.length).toBeGreaterThan(0);
  });

  it('narrows to a region or store filter of a brand admin', async () => {
    const r = await app.t.admin<Breakdown>('GET', '/admin/v2/supervision/global-score/breakdown', {
      token: app.token,
      query: { security_id: FIXTURE_DOMAINS.brand, region_id: 901, ...MARCH },
    });
    expect(r.body.level).toBe('store');
    expect(r.body.items.map((i) => i.id)).toEqual([9001, 9002]);
  });
});

type KpiReport = components['schemas']['KpiModuleReportPage'];
type KpiSummary = components['schemas']['KpiMonthlySummaryPage'];
type KpiGlobal = components['schemas']['KpiGlobalReport'];

const KPI_MODULES = MODULES.filter((m) => m.unit !== null);
const moduleOrder = (id: number) => MODULES.findIndex((m) => m.id === id);
const storeName = (id: number) => STORES.find((s) => s.id === id)?.name ?? '';
const lowerIsBetter = (module: number) => MODULES.find((m) => m.id === module)?.lower === true;
const better = (module: number) => (lowerIsBetter(module) ? 'lower' : 'higher');
/** 100 × value / target, or target / value when the module is better lower; null on 0. */
const ratio = (module: number, value: number, target: number) => {
  const [num, den] = lowerIsBetter(module) ? [target, value] : [value, target];
  return den === 0 ? null : round1((100 * num) / den);
};
const attainment = (k: FixtureKpi) => ratio(k.module, k.value, k.target);
/** KPIs of the months overlapping [start, end] in the reach. */
const kpisIn = (start: string, end: string, r: Reach) =>
  KPIS.filter((k) => k.month >= `${start.slice(0, 7)}-01` && k.month <= end && inReach(k.store, r));
const kpiRow = (k: FixtureKpi) => [
  k.store,
  k.module,
  MODULES.find((m) => m.id === k.module)?.unit,
  k.month,
  k.value,
  k.target,
  attainment(k),
];
const byStoreModuleMonth = (a: FixtureKpi, b: FixtureKpi) =>
  storeName(a.store).localeCompare(storeName(b.store), 'es') ||
  moduleOrder(a.module) - moduleOrder(b.module) ||
  a.month.localeCompare(b.month);

const kpiGet = <T>(path: string, securityId: number, query: Record<string, unknown>) =>
  app.t.admin<T>('GET', `/admin/v2/supervision/kpis/${path}`, {
    token: app.token,
    query: { security_id: securityId, ...query },
  });

describe('GET /admin/v2/supervision/kpis/report-per-module', () => {
  it.each(FIXTURE_LEVELS)('%s admin: each store month by month', async (_, id, reach) => {
    const quarter = { start: '2026-01-01', end: '2026-03-31' };
    const r = await kpiGet<KpiReport>('report-per-module', id, { ...quarter, page_size: 100 });
    expect(r.status, r.text).toBe(200);
    const want = kpisIn(quarter.start, quarter.end, reach).sort(byStoreModuleMonth);
    expect(want.length).toBeGreaterThan(0);
    expect(
      r.body.items.map((i) => [
        i.store.id,
        i.module.id,
        i.unit,
        i.month,
        i.value,
        i.target,
        i.attainment,
      ]),
    ).toEqual(want.map(kpiRow));
    expect(r.body.items.map((i) => i.better)).toEqual(want.map((k) => better(k.module)));
    expect(r.body.total).toBe(want.length);
    expect(r.body.modules).toEqual(
      KPI_MODULES.map((m) => ({ id: m.id, name: m.name, unit: m.unit, better: better(m.id) })),
    );
  });

  it('takes every month the range overlaps; filters by module and store; sorts', async () => {
    const overlap = { start: '2026-02-15', end: '2026-04-10' };
    const r = await kpiGet<KpiReport>('report-per-module', FIXTURE_DOMAINS.brand, {
      ...overlap,
      module_id: 9201,
      page_size: 100,
    });
    expect(r.body.items.map((i) => i.month).sort()).toEqual(
      kpisIn(overlap.start, overlap.end, {})
        .filter((k) => k.module === 9201)
        .map((k) => k.month)
        .sort(),
    );
    expect(r.body.items.some((i) => i.month === '2026-04-01')).toBe(true);
    const parque = await kpiGet<KpiReport>('report-per-module', FIXTURE_DOMAINS.brand, {
      ...MARCH,
      search: 'parque',
    });
    expect(parque.body.items.map((i) => i.store.id)).toEqual([9002, 9002]);
    const best = await kpiGet<KpiReport>('report-per-module', FIXTURE_DOMAINS.brand, {
      ...MARCH,
      sort: '-attainment',
    });
    expect(best.body.items.map((i) => i.attainment)).toEqual(
      kpisIn(MARCH.start, MARCH.end, {})
        .map(attainment)
        .sort((a, b) => (b ?? 0) - (a ?? 0)),
    );
  });

  it('exports the module report as CSV', async () => {
    const csv = await kpiGet<string>('report-per-module/export', FIXTURE_DOMAINS.store, MARCH);
    expect(csv.status).toBe(200);
    const lines = csv.text
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter((l) => l !== '');
    expect(lines[0]).toBe('store,region,module,unit,month,value,target,attainment');
    expect(lines.slice(1)).toEqual(
      kpisIn(MARCH.start, MARCH.end, { store: 9001 })
        .sort(byStoreModuleMonth)
        .map((k) =>
          [
            storeName(k.store),
            'Norte Fixture',
            MODULES.find((m) => m.id === k.module)?.name,
            MODULES.find((m) => m.id === k.module)?.unit,
            k.month,
            k.value,
            k.target,
            attainment(k),
          ].join(','),
        ),
    );
  });
});

/** The month's KPIs in the reach, ranked per module by attainment (ties share a place). */
function rankedMonth(month: string, r: Reach) {
  const rows = KPIS.filter((k) => k.month === `${month}-01` && inReach(k.store, r));
  return rows
    .map((k) => {
      const mine = attainment(k) ?? -1;
      const better = rows.filter(
        (o) => o.module === k.module && (attainment(o) ?? -1) > mine,
      ).length;
      return { ...k, rank: better + 1 };
    })
    .sort(
      (a, b) =>
        moduleOrder(a.module) - moduleOrder(b.module) ||
        a.rank - b.rank ||
        storeName(a.store).localeCompare(storeName(b.store), 'es'),
    );
}

describe('GET /admin/v2/supervision/kpis/monthly-summary', () => {
  it.each(FIXTURE_LEVELS)('%s admin: the month ranked per module', async (_, id, reach) => {
    for (const month of ['2026-03', '2026-02']) {
      const r = await kpiGet<KpiSummary>('monthly-summary', id, { month, page_size: 100 });
      expect(r.status, r.text).toBe(200);
      expect(r.body.month).toBe(`${month}-01`);
      const want = rankedMonth(month, reach);
      expect(
        r.body.items.map((i) => [
          i.rank,
          ...[i.store.id, i.module.id, i.unit, i.month, i.value, i.target, i.attainment],
        ]),
      ).toEqual(want.map((k) => [k.rank, ...kpiRow(k)]));
      expect(r.body.modules).toEqual(
        KPI_MODULES.map((m) => {
          const rows = want.filter((k) => k.module === m.id);
          const sumOf = (f: (k: FixtureKpi) => number) => rows.reduce((s, k) => s + f(k), 0);
          return {
            module: { id: m.id, name: m.name },
            unit: m.unit,
            better: better(m.id),
            stores: rows.length,
            value: rows.length === 0 ? null : round1(sumOf((k) => k.value) / rows.length),
            target: rows.length === 0 ? null : round1(sumOf((k) => k.target) / rows.length),
            attainment:
              rows.length === 0
                ? null
                : ratio(
                    m.id,
                    sumOf((k) => k.value),
                    sumOf((k) => k.target),
                  ),
          };
        }),
      );
    }
  });

  it('keeps the scope-wide rank when searching; exports the same rows', async () => {
    const all = rankedMonth('2026-03', {});
    const parque = await kpiGet<KpiSummary>('monthly-summary', FIXTURE_DOMAINS.brand, {
      month: '2026-03',
      search: 'parque',
    });
    expect(parque.body.items.map((i) => [i.store.id, i.module.id, i.rank])).toEqual(
      all.filter((k) => k.store === 9002).map((k) => [k.store, k.module, k.rank]),
    );
    const csv = await kpiGet<string>('monthly-summary/export', FIXTURE_DOMAINS.brand, {
      month: '2026-03',
      module_id: 9202,
    });
    expect(csv.status).toBe(200);
    const lines = csv.text
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter((l) => l !== '');
    expect(lines[0]).toBe('rank,store,region,module,unit,month,value,target,attainment');
    expect(lines.slice(1).map((l) => l.split(',').slice(0, 2))).toEqual(
      all.filter((k) => k.module === 9202).map((k) => [String(k.rank), storeName(k.store)]),
    );
  });
});

describe('GET /admin/v2/supervision/kpis/global-report', () => {
  it.each(FIXTURE_LEVELS)('%s admin: attainment per module per month', async (_, id, reach) => {
    const range = { start: '2025-12-15', end: '2026-03-31' };
    const r = await kpiGet<KpiGlobal>('global-report', id, range);
    expect(r.status, r.text).toBe(200);
    const months = ['2025-12-01', '2026-01-01', '2026-02-01', '2026-03-01'];
    expect(r.body.modules).toEqual(
      KPI_MODULES.map((m) => ({
        module: { id: m.id, name: m.name },
        unit: m.unit,
        better: better(m.id),
        months: months.map((month) => {
          const rows = KPIS.filter(
            (k) => k.module === m.id && k.month === month && inReach(k.store, reach),
          );
          const v = rows.reduce((s, k) => s + k.value, 0);
          const t = rows.reduce((s, k) => s + k.target, 0);
          const n = rows.length;
          return {
            month,
            stores: n,
            value: n === 0 ? null : round1(v / n),
            target: n === 0 ? null : round1(t / n),
            attainment: n === 0 ? null : ratio(m.id, v, t),
          };
        }),
      })),
    );
  });
});

describe('a brand without the kpi module', () => {
  it('answers 404 on every KPI operation, the supervision reports still served', async () => {
    await app.t.db.query('UPDATE organizations SET kpi_module = false WHERE id = $1', [BRAND]);
    try {
      for (const [path, query] of [
        ['report-per-module', MARCH],
        ['report-per-module/export', MARCH],
        ['monthly-summary', { month: '2026-03' }],
        ['monthly-summary/export', { month: '2026-03' }],
        ['global-report', MARCH],
      ] as const) {
        const r = await kpiGet<ErrorBody>(path, FIXTURE_DOMAINS.brand, query);
        expect(r.status, path).toBe(404);
        expect(r.body.message).toMatch(/kpi module/);
      }
      expect((await list(FIXTURE_DOMAINS.brand)).status).toBe(200);
    } finally {
      await app.t.db.query('UPDATE organizations SET kpi_module = true WHERE id = $1', [BRAND]);
    }
  });
});
