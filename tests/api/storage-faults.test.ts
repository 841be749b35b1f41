import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWire, DEV_CIPHER_KEY } from '../../openapi/wire';
import { PgliteDb } from '../../server/platform/db/pglite-db';
import { BRAND_ID, storeId } from '../../server/platform/db/seed/seed-fixtures';
import { nodeCryptoEngine } from '../../server/platform/http/wire-node';
import { testEngine } from './harness/test-db';

// The real server on an embedded database whose disk fills up or turns read-only while it
// serves: every write answers 503 with what happened, reads and /healthz keep answering, the
// same write works once the disk is back, and SIGTERM during a large import stops in the time a
// container is given. The data directory sits on its own small tmpfs (mounting needs root, as
// CI and this machine run), so the disk can really be filled and remounted read-only.

const wire = createWire(DEV_CIPHER_KEY, nodeCryptoEngine);
const mountPoint = mkdtempSync(join(tmpdir(), 'storage-faults-'));
const dataDir = join(mountPoint, 'data');
const port = 20400 + (process.pid % 500);
const base = `http://127.0.0.1:${port}`;
const STORE = storeId(BRAND_ID.restaurants, 1);
const HEADER = 'first_name,last_name,email,phone,enrollment,position,store,national_id,tax_id';

let server: ChildProcess;
let exited: Promise<number | null>;
let headers: Record<string, string> = {};
let readOnly = false;
let position = '';
let store = '';

const sh = (cmd: string, ...args: string[]) => execFileSync(cmd, args, { stdio: 'pipe' });

async function signIn(): Promise<string> {
  const res = await fetch(`${base}/token`, {
    method: 'POST',
    body: JSON.stringify({
      encr_data: await wire.encryptJson({
        username: 'brand@demo.test',
        password: 'Demo1234!',
        client_id: 'storage-faults',
        grant_type: 'password',
      }),
    }),
  });
  const body = await wire.decryptJson<{ access_token: string }>(
    ((await res.json()) as { encr_resp: string }).encr_resp,
  );
  return body.access_token;
}

/** /healthz asked every 100 ms while `work` runs: the slowest answer and the failures. */
async function whileWatchingHealth<T>(work: () => Promise<T>) {
  let slowest = 0;
  let failures = 0;
  let running = true;
  const watch = (async () => {
    while (running) {
      const started = Date.now();
      try {
        const res = await fetch(`${base}/healthz`, { signal: AbortSignal.timeout(5_000) });
        if (res.status !== 200) failures += 1;
        await res.arrayBuffer();
      } catch {
        failures += 1;
      }
      slowest = Math.max(slowest, Date.now() - started);
      await new Promise((r) => setTimeout(r, 100));
    }
  })();
  try {
    const result = await work();
    return { result, slowest, failures };
  } finally {
    running = false;
    await watch;
  }
}

function importFile(tag: string, rows: number): string {
  const lines = [HEADER];
  for (let i = 0; i < rows; i++)
    lines.push(
      `Falla,${tag} ${i},${tag}.${i}@ejemplo.mx,,${tag.toUpperCase()}${i},${position},${store},,`,
    );
  return lines.join('\r\n');
}

async function postImport(csv: string) {
  const res = await fetch(`${base}/admin/v2/people/import?security_id=2`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'text/csv' },
    body: csv,
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** The exact number of people the list finds for `search` (the server counts up to 100,000). */
async function peopleTotal(search: string): Promise<number> {
  const res = await fetch(
    `${base}/admin/v2/people?security_id=2&page_size=5&search=${encodeURIComponent(search)}`,
    { headers },
  );
  expect(res.status).toBe(200);
  return ((await res.json()) as { payload: { total: number } }).payload.total;
}

/** Starts the server on a new small seed in `dataDir` and signs in. */
/** What the running server wrote to stderr, for a failure's message. */
let serverOutput = '';

async function startServer() {
  const { DATABASE_URL: _pg, ...env } = process.env;
  server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...env,
      DATA_DIR: dataDir,
      SEED_SCALE: 'small',
      PORT: String(port),
      STATIC_DIR: '',
      // The checks count what a file registered (5,000 people): exactly, never the estimate.
      PEOPLE_COUNT_EXACT_MAX: '100000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  exited = new Promise((r) => server.once('exit', (code) => r(code)));
  serverOutput = '';
  let output = '';
  await new Promise<void>((resolve, reject) => {
    server.stdout?.on('data', (d: Buffer) => {
      output += d.toString();
      if (output.includes('ready at')) resolve();
    });
    server.stderr?.on('data', (d: Buffer) => {
      output += d.toString();
      serverOutput += d.toString();
    });
    void exited.then((code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
  headers = { authorization: `Bearer ${await signIn()}` };
}

beforeAll(async () => {
  if (testEngine() !== 'pglite') return;
  // Room for the seeded directory and a 120,000-row import's WAL with space to spare: the SIGTERM
  // case is about stopping, not about a full disk (the first case fills it on purpose).
  sh('mount', '-t', 'tmpfs', '-o', 'size=1g', 'tmpfs', mountPoint);
  await startServer();
  const positions = (await (
    await fetch(`${base}/admin/v2/positions?security_id=2`, { headers })
  ).json()) as { payload: { name: string }[] };
  position = positions.payload[0]?.name ?? '';
  const someone = (await (
    await fetch(`${base}/admin/v2/people?security_id=2&store_id=${STORE}&page_size=5`, { headers })
  ).json()) as { payload: { items: { store: { name: string } }[] } };
  store = someone.payload.items[0]?.store.name ?? '';
}, 240_000);

afterAll(async () => {
  if (testEngine() !== 'pglite') return;
  if (server && server.exitCode === null) {
    server.kill('SIGKILL');
    await exited;
  }
  if (readOnly) sh('umount', mountPoint);
  sh('umount', mountPoint);
  rmSync(mountPoint, { recursive: true, force: true });
});

describe.runIf(testEngine() === 'pglite')('the embedded database when its storage fails', () => {
  it('a full disk: the import answers 503 storage_full and keeps nothing; reads and /healthz go on; the same file registers once space is freed', async () => {
    expect(position).not.toBe('');
    expect(store).not.toBe('');
    const csv = importFile('lleno', 5_000);
    const filler = join(mountPoint, 'filler');
    try {
      sh('dd', 'if=/dev/zero', `of=${filler}`, 'bs=1M', 'status=none');
    } catch {
      // dd stops with "No space left on device": the disk is full, as wanted.
    }
    try {
      const watched = await whileWatchingHealth(() => postImport(csv));
      expect(watched.result.status, JSON.stringify(watched.result.body)).toBe(503);
      expect(watched.result.body.reason).toBe('storage_full');
      expect(watched.result.body.message).toContain('nothing of this request was saved');
      expect(watched.failures).toBe(0);
      expect(watched.slowest).toBeLessThan(3_000);
      const health = await fetch(`${base}/healthz`);
      expect(health.status).toBe(200);
      expect(await health.json()).toMatchObject({ ok: true, storage: { fault: 'storage_full' } });
      expect(await peopleTotal('lleno.')).toBe(0);
    } finally {
      rmSync(filler, { force: true });
    }
    const again = await postImport(csv);
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.payload).toMatchObject({ registered: 5_000, failed: 0 });
    expect(await peopleTotal('lleno.')).toBe(5_000);
  }, 180_000);

  it('a read-only disk: a new person answers 503 storage_read_only; reads go on; the same person is created once it is writable', async () => {
    const person = {
      first_name: 'Solo',
      last_name: 'Lectura',
      email: 'solo.lectura@ejemplo.mx',
      country: 'MX',
      position_id: undefined as number | undefined,
      store_id: STORE,
    };
    const positions = (await (
      await fetch(`${base}/admin/v2/positions?security_id=2`, { headers })
    ).json()) as { payload: { id: number }[] };
    person.position_id = positions.payload[0]?.id;
    const create = () =>
      fetch(`${base}/admin/v2/people?security_id=2`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify(person),
      });
    // A read-only bind mount over the directory: files the engine opens from now on cannot be
    // written, as after `chmod -R a-w` or a remount by the host.
    sh('mount', '--bind', mountPoint, mountPoint);
    readOnly = true;
    sh('mount', '-o', 'remount,bind,ro', mountPoint);
    // A few writes: the engine keeps some files open, the next file it opens fails.
    let refused: Response | undefined;
    for (let i = 0; i < 5 && !refused; i++) {
      const csv = importFile(`ro${i}`, 2_000);
      const res = await fetch(`${base}/admin/v2/people/import?security_id=2`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'text/csv' },
        body: csv,
      });
      if (res.status !== 200) refused = res;
      else await res.text();
    }
    expect(refused?.status, await refused?.clone().text()).toBe(503);
    const body = (await refused?.json()) as { reason: string; message: string };
    expect(body.reason).toBe('storage_read_only');
    expect(body.message).toContain('read-only');
    expect(refused?.headers.get('retry-after')).toBe('60');
    const health = await fetch(`${base}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ storage: { fault: 'storage_read_only' } });
    expect(await peopleTotal('lleno.')).toBe(5_000);

    sh('umount', mountPoint);
    readOnly = false;
    const created = await create();
    expect(created.status, await created.clone().text()).toBe(201);
    expect(await peopleTotal('solo.lectura')).toBe(1);
  }, 180_000);

  it('SIGTERM during a 120,000-row import: the process exits within 10 s and keeps nothing of the file', async () => {
    // On a directory of its own: what a read-only episode leaves behind in the engine is not
    // what this case is about.
    server.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
    await startServer();
    const csv = importFile('grande', 120_000);
    const sent = postImport(csv).catch(() => undefined);
    // The file is checked in memory first; SIGTERM lands while its batches are being written.
    await new Promise((r) => setTimeout(r, 4_000));
    const asked = Date.now();
    server.kill('SIGTERM');
    expect(await exited).toBe(0);
    const took = Date.now() - asked;
    const answer = await sent;
    expect(took).toBeLessThan(10_000);
    if (answer) expect(answer.status, `${JSON.stringify(answer.body)}\n${serverOutput}`).toBe(503);
    const db = await PgliteDb.open({ dataDir });
    try {
      const n = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM people WHERE email LIKE 'grande.%'`,
      );
      expect(n.rows[0]?.n).toBe(0);
      // Nor its entry in the activity log: the file and its log entry are one transaction.
      const entries = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM activity_log
          WHERE action = 'import_people' AND (details->>'bytes')::int = $1`,
        [Buffer.byteLength(csv)],
      );
      expect(entries.rows[0]?.n).toBe(0);
      // The seed's people are all there after the stop.
      const seeded = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM people');
      expect(seeded.rows[0]?.n).toBeGreaterThan(0);
    } finally {
      await db.close();
    }
  }, 180_000);
});
