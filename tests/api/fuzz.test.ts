import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Operation } from '../../server/platform/http/contract';
import {
  buildRequest,
  type Field,
  type FuzzRequest,
  fieldsOf,
  jsonText,
  seal,
} from './harness/fuzz-client';
import { anyValue, hostileValues, type Json } from './harness/fuzz-values';
import { startTestApp, type TestApp } from './harness/test-app';

// Contract-driven fuzz: every operation of admin.yaml, every parameter and body
// field, its boundary and hostile values, as each role and signed out, on both wires. Passing
// means: no 5xx, no hang, the server still answers, and nothing outside the caller's scope
// changed. 4xx answers (400, 401, 403, 404, 409, 429) are all fine. The seed is fixed, so a
// failure reproduces; each server error is listed with its operation, field and URL.

const SEED = 20_261_123;
/** Random requests per field of an operation (an operation without fields gets a few). */
const RANDOM_RUNS_PER_FIELD = 2;
const HANG_MS = 15_000;
const MIN_REQUESTS = 20_000;

interface Role {
  name: string;
  email: string | undefined;
  sid: number;
  /** brand_id a super administrator names; others leave it out. */
  brandParam: number | undefined;
  /** A person inside the role's reach (store 1001 is inside every demo domain of brand 1). */
  personId: number;
  /** SQL condition on people `p` outside the role's reach (null: the whole table is theirs). */
  outside: string | null;
}

// Signed out first, then store to super: each phase checks the rows outside its own reach.
const ROLES: Role[] = [
  {
    name: 'anonymous',
    email: undefined,
    sid: 1,
    brandParam: undefined,
    personId: 5,
    outside: 'true',
  },
  {
    name: 'store',
    email: 'store@demo.test',
    sid: 4,
    brandParam: undefined,
    personId: 5,
    outside: 'p.store_id <> 1001',
  },
  {
    name: 'region',
    email: 'region@demo.test',
    sid: 3,
    brandParam: undefined,
    personId: 6,
    outside: 'p.region_id IS DISTINCT FROM 101',
  },
  {
    name: 'brand',
    email: 'brand@demo.test',
    sid: 2,
    brandParam: undefined,
    personId: 7,
    outside: 'p.brand_id <> 1',
  },
  {
    name: 'super',
    email: 'super@demo.test',
    sid: 1,
    brandParam: 1,
    personId: 8,
    outside: null,
  },
];

// The account the signed-out operations aim at: no role of this test uses it.
const RESET_EMAIL = 'nodomain@demo.test';

/** A valid item of each ingestion operation (the references exist once the first two load). */
const INGEST_ITEMS: Record<string, Json> = {
  ingestRegions: { externalId: 'FZ-R', name: 'Fuzz', translations: { en: 'Fuzz' } },
  ingestStores: {
    externalId: 'FZ-S',
    name: 'Fuzz',
    regionExternalId: 'FZ-R',
    timeZone: 'America/Mexico_City',
    active: true,
  },
  ingestPositions: { externalId: 'FZ-P', name: 'Fuzz' },
  ingestPeople: {
    externalId: 'FZ-E',
    firstName: 'Fuzz',
    lastName: 'Carga',
    positionExternalId: 'FZ-P',
    storeExternalId: 'FZ-S',
    employeeNumber: 'FZ-1',
    email: 'fuzz.carga@example.com',
    phone: '5512340000',
    nationalId: null,
    active: true,
  },
  ingestCourses: {
    externalId: 'FZ-C',
    name: 'Fuzz',
    startsOn: '2026-01-01',
    endsOn: null,
    positionExternalIds: ['FZ-P'],
    lessons: [{ externalId: 'FZ-L', title: 'Fuzz' }],
    exams: [
      {
        externalId: 'FZ-X',
        title: 'Fuzz',
        passingScore: 80,
        questions: [{ externalId: 'FZ-Q', text: 'Fuzz?', points: 10 }],
      },
    ],
  },
  ingestAttempts: {
    externalId: 'FZ-A',
    personExternalId: 'FZ-E',
    examExternalId: 'FZ-X',
    startedAt: '2026-03-01T10:00:00-06:00',
    endedAt: '2026-03-01T10:10:00-06:00',
    score: null,
    answers: [{ questionExternalId: 'FZ-Q', points: 10, result: 'correct', answer: 'Fuzz' }],
  },
  ingestProgress: {
    personExternalId: 'FZ-E',
    courseExternalId: 'FZ-C',
    lessonsCompleted: 1,
    startedAt: '2026-03-01T09:00:00-06:00',
    completedAt: '2026-03-01T10:10:00-06:00',
  },
  ingestChecklists: {
    externalId: 'FZ-CL',
    name: 'Fuzz',
    module: 'Fuzz',
    items: [{ externalId: 'FZ-CI', text: 'Fuzz?', points: 10 }],
  },
  ingestSupervisions: {
    externalId: 'FZ-SV',
    storeExternalId: 'FZ-S',
    checklistExternalId: 'FZ-CL',
    supervisor: 'Fuzz',
    supervisedAt: '2026-03-01T10:00:00-06:00',
    incidents: 0,
    comment: null,
    items: [{ itemExternalId: 'FZ-CI', result: 'pass', points: 10, comment: null }],
  },
  ingestKpiModules: { externalId: 'FZ-K', name: 'Fuzz KPI', unit: 'MXN', direction: 'higher' },
  ingestKpiValues: {
    storeExternalId: 'FZ-S',
    moduleExternalId: 'FZ-K',
    month: '2026-03',
    value: 1,
    target: 2,
  },
  ingestSurveys: { externalId: 'FZ-V', name: 'Fuzz' },
  ingestSurveyOpenings: {
    externalId: 'FZ-VO',
    storeExternalId: 'FZ-S',
    surveyExternalId: 'FZ-V',
    openedAt: '2026-03-01T10:00:00-06:00',
  },
  ingestSurveyAnswers: {
    externalId: 'FZ-VA',
    storeExternalId: 'FZ-S',
    surveyExternalId: 'FZ-V',
    score: 9,
    answeredAt: '2026-03-01T10:05:00-06:00',
    comment: 'Fuzz',
  },
};

/** Each ingestion operation's item schema; the ingestion phases run in this order. */
const ITEM_SCHEMA_OF: Record<string, string> = {
  ingestRegions: 'IngestRegion',
  ingestStores: 'IngestStore',
  ingestPositions: 'IngestPosition',
  ingestPeople: 'IngestPerson',
  ingestCourses: 'IngestCourse',
  ingestAttempts: 'IngestAttempt',
  ingestProgress: 'IngestProgress',
  ingestChecklists: 'IngestChecklist',
  ingestSupervisions: 'IngestSupervision',
  ingestKpiModules: 'IngestKpiModule',
  ingestKpiValues: 'IngestKpiValue',
  ingestSurveys: 'IngestSurvey',
  ingestSurveyOpenings: 'IngestSurveyOpening',
  ingestSurveyAnswers: 'IngestSurveyAnswer',
};

/** Valid bodies per operation (one per oneOf branch); a field is fuzzed on the one that has it. */
const BODIES: Record<string, (r: Role) => Json[]> = {
  createToken: () => [
    {
      username: 'fuzz@demo.test',
      password: 'Demo1234!',
      client_id: 'fuzz',
      grant_type: 'password',
    },
  ],
  logout: () => [{ token: 'not-a-token' }],
  setLastActivity: (r) => [{ security_id: r.sid }],
  shareBrandKey: () => [
    {
      brandId: 1,
      brandName: 'Sabor Fresco',
      brandKey: 'KEY1',
      list: ['fuzz@example.com'],
      country: '+52',
      language: 'es',
    },
  ],
  requestPasswordReset: () => [{ email: RESET_EMAIL }],
  verifyPasswordReset: () => [{ email: RESET_EMAIL, code: '0000' }],
  completePasswordReset: () => [{ email: RESET_EMAIL, code: '0000', password: 'Fuzz1234!' }],
  createPerson: () => [
    { first_name: 'Fuzz', country: 'MX', position_id: 105, store_id: 1001, email: null },
  ],
  updatePerson: () => [{ first_name: 'Fuzz', country: 'MX', position_id: 105, store_id: 1001 }],
  deletePeople: (r) => [{ ids: [r.personId + 10] }],
  reactivatePerson: (r) => [{ employee_number: `SF${r.personId}` }],
  createIntegrationKey: () => [
    { name: 'Fuzz', kinds: ['stores'], expires_at: null, requests_per_minute: 60 },
  ],
  ingestRegions: () => [{ items: [INGEST_ITEMS.ingestRegions] }],
  ingestStores: () => [{ items: [INGEST_ITEMS.ingestStores] }],
  ingestPositions: () => [{ items: [INGEST_ITEMS.ingestPositions] }],
  ingestPeople: () => [{ items: [INGEST_ITEMS.ingestPeople] }],
  ingestCourses: () => [{ items: [INGEST_ITEMS.ingestCourses] }],
  ingestAttempts: () => [{ items: [INGEST_ITEMS.ingestAttempts] }],
  ingestProgress: () => [{ items: [INGEST_ITEMS.ingestProgress] }],
  ingestChecklists: () => [{ items: [INGEST_ITEMS.ingestChecklists] }],
  ingestSupervisions: () => [{ items: [INGEST_ITEMS.ingestSupervisions] }],
  ingestKpiModules: () => [{ items: [INGEST_ITEMS.ingestKpiModules] }],
  ingestKpiValues: () => [{ items: [INGEST_ITEMS.ingestKpiValues] }],
  ingestSurveys: () => [{ items: [INGEST_ITEMS.ingestSurveys] }],
  ingestSurveyOpenings: () => [{ items: [INGEST_ITEMS.ingestSurveyOpenings] }],
  ingestSurveyAnswers: () => [{ items: [INGEST_ITEMS.ingestSurveyAnswers] }],
  recordActivity: () => [
    { action: 'settings_change', key: 'theme', value: 'dark' },
    { action: 'domain_change', domain_name: 'Sabor Fresco' },
  ],
};

function minimalValid(s: Json): unknown {
  if (Array.isArray(s.enum)) return s.enum[0];
  if ('const' in s) return s.const;
  const types = Array.isArray(s.type) ? s.type : [s.type];
  if (types.includes('integer')) return typeof s.minimum === 'number' ? s.minimum : 1;
  if (types.includes('array')) return [];
  return 'a'.repeat(typeof s.minLength === 'number' ? s.minLength : 1);
}

function baseParam(role: Role, f: Field): unknown {
  switch (f.name) {
    case 'security_id':
      return role.sid;
    case 'brand_id':
      return role.brandParam;
    case 'personId':
      return role.personId;
    case 'level':
      return 'brand';
    case 'id':
      return 1;
    default:
      return f.required ? minimalValid(f.schema) : undefined;
  }
}

const HEADER = 'first_name,last_name,email,phone,enrollment,position,store,national_id,tax_id';
const CSV_GOOD = [
  'Ana',
  'Fuzz',
  'ana.fuzz@example.com',
  '5512345678',
  'FZ1',
  '105',
  '1001',
  '',
  '',
];
const CSV_CELLS = ['\u0000', '\ud800', '99999999999'];

/** CSV files: each cell of a good row replaced by a hostile one, and broken files. */
function csvFiles(): { label: string; data: string | Uint8Array<ArrayBuffer> }[] {
  const files: { label: string; data: string | Uint8Array<ArrayBuffer> }[] = [];
  CSV_GOOD.forEach((_, col) => {
    for (const cell of CSV_CELLS) {
      const row = CSV_GOOD.map((v, i) => (i === col ? cell : v));
      files.push({
        label: `cell ${col}=${cell.slice(0, 20)}`,
        data: `${HEADER}\n${row.join(',')}\n`,
      });
    }
  });
  const bytes = (...b: number[]) => new Uint8Array(b);
  const utf8 = (s: string) => new Uint8Array(Buffer.from(s, 'utf8'));
  const concat = (...parts: Uint8Array[]) => new Uint8Array(Buffer.concat(parts));
  files.push(
    { label: 'empty', data: '' },
    {
      label: '100 KB cell',
      data: `${HEADER}\n${'x'.repeat(100_000)},${CSV_GOOD.slice(1).join(',')}\n`,
    },
    { label: 'huge ids', data: `${HEADER}\nA,B,,,E9,1e30,9223372036854775808,,\n` },
    { label: 'unbalanced quote', data: `${HEADER}\n"A,B,,,E9,105,1001,,\n` },
    { label: 'bom only', data: '\ufeff' },
    { label: 'header only', data: `${HEADER}\n` },
    { label: 'nul header', data: `first_name\u0000,position,store\nA,105,1001\n` },
    { label: 'surrogate header', data: `\ud800,position,store\nA,105,1001\n` },
    { label: 'wide', data: `${Array.from({ length: 5000 }, (_, i) => `c${i}`).join(',')}\n1\n` },
    { label: 'long line', data: `${HEADER}\n${'x'.repeat(1_000_000)}\n` },
    { label: 'many rows', data: `${HEADER}\n${`${CSV_GOOD.join(',')}\n`.repeat(300)}` },
    {
      label: 'invalid utf-8 cell',
      data: concat(utf8(`${HEADER}\n`), bytes(0xed, 0xa0, 0x80), utf8(',B,,,E1,105,1001,,\n')),
    },
    { label: 'binary', data: bytes(0, 1, 2, 0xff, 0xfe, 0, 0x0a, 0x0d, 0x22, 0x2c) },
    {
      label: 'latin-1',
      data: concat(utf8('nombre;puesto;sucursal\n'), bytes(0xd1, 0x3b), utf8('105;1001\n')),
    },
  );
  return files;
}

/** Raw (already percent-encoded) values for query strings and path segments. */
const RAW_ENCODED = ['%00', '%ED%A0%80'];
const RAW_SEGMENTS = [...RAW_ENCODED, '%E0%A4%A', '%', '%2e%2e', '%2F'];

/** Whole bodies that are wrong as a whole (JSON text; sealed on main routes). */
const BODY_TEXTS = [
  'null',
  '[]',
  '"x"',
  '5',
  'true',
  '{}',
  '{"\\u0000":1}',
  '{"\\ud800":"x"}',
  '{"__proto__":{"x":1}}',
  '{"constructor":{"prototype":{}}}',
  `${'['.repeat(20_000)}${']'.repeat(20_000)}`,
  `{"a":"${'x'.repeat(1_000_000)}"}`,
  '{',
  '{"a":1,}',
  '"\\ud800"',
];

let t: TestApp;
let doc: Json;
let ops: Operation[];
const tokens = new Map<string, string>();
const spares = new Map<string, string>();
let requests = 0;
const serverErrors: string[] = [];

async function send(r: FuzzRequest, label: string): Promise<number> {
  const { url, init } = buildRequest(r);
  requests += 1;
  let timer: NodeJS.Timeout | undefined;
  const hang = new Promise<'hang'>((resolve) => {
    timer = setTimeout(() => resolve('hang'), HANG_MS);
  });
  const answer = (async () => {
    const res = await t.app.request(url, init);
    await res.arrayBuffer();
    return res.status;
  })().catch((err: unknown) => `threw ${String(err)}`);
  const status = await Promise.race([answer, hang]);
  clearTimeout(timer);
  if (typeof status !== 'number' || status >= 500) {
    const body = r.rawBody ? '(raw body)' : r.body === undefined ? '' : jsonText(r.body);
    serverErrors.push(
      `${status} ${r.op.id} [${label}] ${r.op.method} ${url.slice(0, 160)} ${body.slice(0, 160)}`,
    );
  }
  return typeof status === 'number' ? status : 599;
}

/** A request of `op` as `role` with every field at its valid baseline. */
function baseline(op: Operation, fields: Field[], role: Role, body?: Json): FuzzRequest {
  const query: Record<string, unknown> = {};
  const path: Record<string, unknown> = {};
  for (const f of fields) {
    if (f.where === 'body') continue;
    const v = baseParam(role, f);
    if (v !== undefined) (f.where === 'query' ? query : path)[f.name] = v;
  }
  const token = op.id === 'logout' ? spares.get(role.name) : tokens.get(role.name);
  const req: FuzzRequest = { op, token, query, path };
  if (op.bodyType === 'application/json') {
    req.body = structuredClone(body ?? BODIES[op.id]?.(role)[0] ?? {});
  } else if (op.bodyType === 'text/csv') {
    req.rawBody = { type: 'text/csv', data: `${HEADER}\n${CSV_GOOD.join(',')}\n` };
  }
  return req;
}

/** Sets (or with `OMIT` removes) one field of a request. */
const OMIT = Symbol('omit');
function setField(req: FuzzRequest, f: Field, value: unknown): void {
  const target =
    f.where === 'body'
      ? (req.body as Record<string, unknown>)
      : f.where === 'query'
        ? req.query
        : req.path;
  if (value === OMIT) delete target[f.name];
  else target[f.name] = value;
}

function bodyFor(op: Operation, role: Role, f: Field): Json | undefined {
  return BODIES[op.id]?.(role).find((b) => f.name in b);
}

/** The deterministic cases of one operation: every field × its boundary and hostile values. */
function* boundaryCases(op: Operation, role: Role): Generator<[string, FuzzRequest]> {
  const fields = fieldsOf(doc, op);
  const main = op.tags.includes('main');
  yield ['baseline', baseline(op, fields, role)];
  for (const f of fields) {
    const body = f.where === 'body' ? bodyFor(op, role, f) : undefined;
    for (const [i, v] of hostileValues(f.schema, f.itemSchema).entries()) {
      const req = baseline(op, fields, role, body);
      setField(req, f, v);
      yield [`${f.where}.${f.name} #${i}`, req];
    }
    if (f.required) {
      const req = baseline(op, fields, role, body);
      setField(req, f, OMIT);
      yield [`${f.where}.${f.name} missing`, req];
    }
    if (f.where === 'query' && !main) {
      for (const raw of RAW_ENCODED) {
        const req = baseline(op, fields, role);
        setField(req, f, OMIT);
        req.rawQuery = `${f.name}=${raw}`;
        yield [`query.${f.name} raw ${raw}`, req];
      }
      const twice = baseline(op, fields, role);
      setField(twice, f, OMIT);
      twice.rawQuery = `${f.name}=1&${f.name}=99999999999`;
      yield [`query.${f.name} twice`, twice];
    }
    if (f.where === 'path') {
      for (const raw of RAW_SEGMENTS) {
        const req = baseline(op, fields, role);
        req.rawPath = { [f.name]: raw };
        yield [`path.${f.name} raw ${raw}`, req];
      }
    }
  }
  const extras = main
    ? ['x=1', 'encr_params=%%%', 'encr_params=', `encr_params=${encodeURIComponent(seal('[1]'))}`]
    : ['unknown=1', '%00=1', '%ED%A0%80=1', 'security_id%00=1', '='];
  for (const raw of extras) {
    const req = baseline(op, fields, role);
    req.rawQuery = raw;
    yield [`extra query ${raw.slice(0, 30)}`, req];
  }
  if (main) {
    const req = baseline(op, fields, role);
    req.query = { nested: { a: ['\u0000'] }, '\ud800': 1 };
    yield ['main query object', req];
  }
  if (op.bodyType === 'application/json') {
    for (const text of BODY_TEXTS) {
      const req = baseline(op, fields, role);
      delete req.body;
      req.rawBody = {
        type: 'application/json',
        data: main ? JSON.stringify({ encr_data: seal(text) }) : text,
      };
      yield [`body ${text.slice(0, 30)}`, req];
    }
    const none = baseline(op, fields, role);
    delete none.body;
    yield ['no body', none];
    if (main) {
      for (const outer of ['{"encr_data":5}', '{"encr_data":"%%%"}', '[]', 'x']) {
        const req = baseline(op, fields, role);
        delete req.body;
        req.rawBody = { type: 'application/json', data: outer };
        yield [`envelope ${outer}`, req];
      }
    }
  }
  if (op.bodyType === 'text/csv') {
    for (const file of csvFiles()) {
      const req = baseline(op, fields, role);
      req.rawBody = { type: 'text/csv', data: file.data };
      yield [`csv ${file.label}`, req];
    }
  }
}

/** Random requests: each field at its baseline, left out, or any value, several at once. */
async function randomCases(op: Operation, role: Role): Promise<void> {
  const fields = fieldsOf(doc, op);
  const BASE = Symbol('base');
  const choice = fc.tuple(
    ...fields.map((f) =>
      fc.oneof(
        { weight: 3, arbitrary: fc.constant<unknown>(BASE) },
        { weight: 1, arbitrary: fc.constant<unknown>(OMIT) },
        { weight: 3, arbitrary: anyValue(f.schema) },
      ),
    ),
  );
  const bodies = BODIES[op.id]?.(role) ?? [{}];
  let run = 0;
  await fc.assert(
    fc.asyncProperty(choice, fc.nat({ max: bodies.length - 1 }), async (values, bodyIndex) => {
      run += 1;
      const req = baseline(op, fields, role, bodies[bodyIndex]);
      fields.forEach((f, i) => {
        const v = values[i];
        if (v === BASE) return;
        if (f.where === 'body' && (typeof req.body !== 'object' || req.body === null)) return;
        setField(req, f, v);
      });
      await send(req, `random run ${run} (fc seed ${SEED})`);
      return true;
    }),
    { seed: SEED, numRuns: Math.max(3, RANDOM_RUNS_PER_FIELD * fields.length) },
  );
}

/** md5 of the rows a role must not change, plus the reference data nobody may change. */
async function fingerprint(role: Role): Promise<Record<string, string>> {
  const md5 = async (sql: string) => {
    const { rows } = await t.db.query<{ h: string }>(sql);
    return rows[0]?.h ?? '';
  };
  const agg = (table: string, where: string, alias = 't') =>
    `SELECT md5(coalesce(string_agg(${alias}::text, '|' ORDER BY ${alias}::text), '')) AS h
       FROM ${table} ${alias} WHERE ${where}`;
  const out: Record<string, string> = {
    organizations: await md5(agg('organizations', 'true')),
    regions: await md5(agg('regions', 'true')),
    positions: await md5(agg('positions', 'true')),
    admin_domains: await md5(agg('admin_domains', 'true')),
  };
  if (role.outside) {
    out.people = await md5(agg('people', role.outside, 'p'));
    out.app_sessions = await md5(
      `SELECT md5(coalesce(string_agg(s::text, '|' ORDER BY s::text), '')) AS h
         FROM app_sessions s JOIN people p ON p.id = s.person_id WHERE ${role.outside}`,
    );
  }
  return out;
}

async function maxActivityId(): Promise<number> {
  const { rows } = await t.db.query<{ m: string | null }>(
    'SELECT max(id)::text AS m FROM activity_log',
  );
  return Number(rows[0]?.m ?? 0);
}

async function activityBefore(id: number): Promise<string> {
  const { rows } = await t.db.query<{ h: string }>(
    `SELECT md5(coalesce(string_agg(a::text, '|' ORDER BY a.id), '')) AS h
       FROM activity_log a WHERE a.id <= $1`,
    [id],
  );
  return rows[0]?.h ?? '';
}

async function relogin(role: Role): Promise<void> {
  if (role.email) spares.set(role.name, await t.login(role.email));
}

/** Whether a role's phase fuzzes the operation. */
function fuzzedAs(role: Role, op: Operation): boolean {
  // Signed-out operations do not depend on the caller: fuzzed once, signed out.
  if (!op.secured && role.email) return false;
  // Ingestion operations take an integration key, which no admin role holds: fuzzed signed
  // out here and with a key of brand 1 in their own phase.
  if (op.tags.includes('ingest') && role.email) return false;
  return true;
}

async function fuzzRole(role: Role, part: Operation[]): Promise<void> {
  const before = await fingerprint(role);
  const lastActivity = await maxActivityId();
  const activityHash = await activityBefore(lastActivity);
  const started = requests;
  const cpu = process.cpuUsage();
  const wall = performance.now();
  for (const op of part) {
    // Signed out, a secured operation answers 401 before it reads any input: a tenth of its
    // cases show that, the rest would only repeat it.
    const sampled = !role.email && op.secured;
    let n = 0;
    for (const [label, req] of boundaryCases(op, role)) {
      n += 1;
      if (sampled && n % 10 !== 1) continue;
      const status = await send(req, `${role.name} ${label}`);
      if (op.id === 'logout' && status === 200) await relogin(role);
    }
    if (!sampled) await randomCases(op, role);
    if (op.id === 'logout') await relogin(role);
  }
  const used = process.cpuUsage(cpu);
  console.log(
    `fuzz as ${role.name} (${part.length} operations): ${requests - started} requests, ${((performance.now() - wall) / 1000).toFixed(1)} s, ${((used.user + used.system) / 1e6).toFixed(1)} s cpu`,
  );
  expect(serverErrors.slice(0, 30), `${role.name}: server errors`).toEqual([]);
  expect(requests - started).toBeGreaterThan(role.email ? 1000 / PARTS_PER_ROLE : 100);
  // The server still answers, and the role's own session still works.
  expect((await t.app.request('/healthz')).status).toBe(200);
  if (role.email) {
    const r = await t.admin('GET', '/admin/v2/domains', { token: tokens.get(role.name) });
    expect(r.status).toBe(200);
  }
  expect(await fingerprint(role), `${role.name}: rows outside the scope changed`).toEqual(before);
  expect(await activityBefore(lastActivity), `${role.name}: earlier activity changed`).toBe(
    activityHash,
  );
  // New activity entries stay in the caller's brand and domain (or none, for sign-in/out).
  const { rows } = await t.db.query<{ brand_id: number | null; security_id: number | null }>(
    'SELECT brand_id, security_id FROM activity_log WHERE id > $1',
    [lastActivity],
  );
  for (const row of rows) {
    if (role.name === 'super') continue;
    if (!role.email) {
      expect(row.security_id, 'signed out: no domain activity').toBeNull();
      continue;
    }
    expect([null, 1], `${role.name}: activity brand`).toContain(row.brand_id);
    expect([null, role.sid], `${role.name}: activity domain`).toContain(row.security_id);
  }
}

/** Rows outside brand 1, which a key of brand 1 must never change. */
async function otherBrands(): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const table of [
    'organizations',
    'regions',
    'positions',
    'people',
    'courses',
    'exam_attempts',
    'course_progress',
    'supervision_modules',
    'supervisions',
    'kpis',
    'surveys',
    'survey_openings',
    'survey_responses',
  ]) {
    const { rows } = await t.db.query<{ h: string }>(
      `SELECT md5(coalesce(string_agg(x::text, '|' ORDER BY x::text), '')) AS h
         FROM ${table} x WHERE x.brand_id <> 1`,
    );
    out[table] = rows[0]?.h ?? '';
  }
  return out;
}

/**
 * The ingestion operations signed with a key of brand 1: every top-level case, then each field
 * of an item at its boundary and hostile values beside a valid item (a bad item is refused on
 * its own, never a 5xx). Passing: no 5xx, no hang, no row of another brand changed, and the
 * load entries are brand 1's.
 */
const INTEGRATION: Role = {
  name: 'integration',
  email: 'integration',
  sid: 2,
  brandParam: undefined,
  personId: 7,
  outside: 'p.brand_id <> 1',
};

/** Every kind the contract lets a key write. */
function allKinds(): string[] {
  const schemas = (doc.components as Json).schemas as Json;
  return (schemas.IntegrationKind as { enum: string[] }).enum;
}

/** A key of brand 1 for every kind, without a rate limit, made once for the ingestion phases. */
async function integrationKey(): Promise<void> {
  if (tokens.has(INTEGRATION.name)) return;
  const created = await t.admin<{ key: string; id: number }>('POST', '/admin/v2/integration-keys', {
    token: tokens.get('brand'),
    query: { security_id: 2 },
    body: { name: 'Fuzz loads', kinds: allKinds() },
  });
  expect(created.status, created.text).toBe(201);
  // No rate limit in the way of thousands of requests (the limit has its own test).
  await t.db.query('UPDATE integration_keys SET requests_per_minute = 2147483647 WHERE id = $1', [
    created.body.id,
  ]);
  tokens.set(INTEGRATION.name, created.body.key);
}

async function fuzzIngest(op: Operation): Promise<void> {
  await integrationKey();
  const role = INTEGRATION;
  const before = await otherBrands();
  const lastActivity = await maxActivityId();
  const started = requests;
  for (const [label, req] of boundaryCases(op, role)) await send(req, `integration ${label}`);
  await randomCases(op, role);
  const item = INGEST_ITEMS[op.id] as Json;
  const itemSchema = (doc.components as Json).schemas as Json;
  const name = ITEM_SCHEMA_OF[op.id] as string;
  const props = ((itemSchema[name] as Json).properties ?? {}) as Json;
  for (const [prop, raw] of Object.entries(props)) {
    const schema = (
      typeof (raw as Json).$ref === 'string'
        ? itemSchema[
            String((raw as Json).$ref)
              .split('/')
              .pop() as string
          ]
        : raw
    ) as Json;
    for (const [i, v] of hostileValues(schema).entries()) {
      const req = baseline(op, fieldsOf(doc, op), role, {
        items: [item, { ...item, externalId: `FZ-${prop}-${i}`, [prop]: v }],
      });
      await send(req, `integration item.${prop} #${i}`);
    }
  }
  console.log(`fuzz ${op.id} as an integration key: ${requests - started} requests`);
  expect(serverErrors.slice(0, 30), `${op.id}: server errors`).toEqual([]);
  expect(requests - started).toBeGreaterThan(20);
  expect(await otherBrands(), 'a key of brand 1 changed another brand').toEqual(before);
  const { rows } = await t.db.query<{ brand_id: number | null; action: string }>(
    'SELECT brand_id, action FROM activity_log WHERE id > $1',
    [lastActivity],
  );
  for (const row of rows) expect(row).toEqual({ brand_id: 1, action: 'integration_load' });
  expect(rows.length).toBeGreaterThan(0);
}

beforeAll(async () => {
  t = await startTestApp();
  doc = t.contract.doc;
  ops = [...t.contract.operations.values()];
  for (const role of ROLES) {
    if (!role.email) continue;
    tokens.set(role.name, await t.login(role.email));
    spares.set(role.name, await t.login(role.email));
  }
});
afterAll(async () => {
  console.log(`fuzz: ${requests} requests, ${serverErrors.length} server errors`);
  if (serverErrors.length > 0) console.log(serverErrors.slice(0, 200).join('\n'));
  await t.close();
});

const INGEST_OPERATIONS = Object.keys(ITEM_SCHEMA_OF);

/**
 * A role's operations in PARTS_PER_ROLE parts of about equal size (contract order), each a test
 * of its own with the outside-the-scope checks around it, so no test runs for minutes.
 */
const PARTS_PER_ROLE = 4;
const partsOf = (role: Role): Operation[][] => {
  const all = ops.filter((op) => fuzzedAs(role, op));
  const size = Math.ceil(all.length / PARTS_PER_ROLE);
  return Array.from({ length: PARTS_PER_ROLE }, (_, i) => all.slice(i * size, (i + 1) * size));
};

describe('contract-driven fuzz: no 5xx, no hang, nothing outside the scope changes', () => {
  it('fuzzes every operation of the contract', () => {
    expect(ops.length).toBeGreaterThan(20);
    const ingest = ops.filter((op) => op.tags.includes('ingest')).map((op) => op.id);
    expect(ingest.filter((id) => !INGEST_OPERATIONS.includes(id))).toEqual([]);
  });

  // Declared before beforeAll reads the contract: the parts are taken when each test runs.
  for (const role of ROLES) {
    for (let part = 0; part < PARTS_PER_ROLE; part++) {
      it(`as ${role.name}, operations part ${part + 1} of ${PARTS_PER_ROLE}`, async () => {
        const mine = partsOf(role)[part] ?? [];
        expect(mine.length).toBeGreaterThan(0);
        await fuzzRole(role, mine);
      });
    }
  }

  // Regions and stores first (contract order), so the later kinds' references exist.
  for (const id of INGEST_OPERATIONS) {
    it(`${id} as an integration key of brand 1`, async () => {
      const op = ops.find((o) => o.id === id);
      expect(op, `${id} is in the contract`).toBeDefined();
      await fuzzIngest(op as Operation);
    });
  }

  it(`sends at least ${MIN_REQUESTS} requests with 0 server errors`, () => {
    expect(serverErrors).toEqual([]);
    expect(requests).toBeGreaterThanOrEqual(MIN_REQUESTS);
  });
});
