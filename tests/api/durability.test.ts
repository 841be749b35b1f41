import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createWire, DEV_CIPHER_KEY } from '../../openapi/wire';
import { BRAND_ID, storeId } from '../../server/platform/db/seed/seed-fixtures';
import { nodeCryptoEngine } from '../../server/platform/http/wire-node';

// The brand manager's domain is security_id 2 in the deterministic seed.
// The real server process on the embedded database: write through the API, stop the process,
// start it again on the same DATA_DIR, and the write is still there.

const wire = createWire(DEV_CIPHER_KEY, nodeCryptoEngine);
const dataDir = mkdtempSync(join(tmpdir(), 'durability-'));
let port = 19400 + (process.pid % 500);

function spawnServer(): ChildProcess {
  port += 1;
  const { DATABASE_URL: _pg, ...env } = process.env;
  return spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...env, DATA_DIR: dataDir, SEED_SCALE: 'small', PORT: String(port), STATIC_DIR: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** A server that must not start: its exit code and everything it printed. */
async function refusedStart(): Promise<{ code: number | null; output: string }> {
  const child = spawnServer();
  let output = '';
  child.stdout?.on('data', (d: Buffer) => {
    output += d.toString();
  });
  child.stderr?.on('data', (d: Buffer) => {
    output += d.toString();
  });
  const code = await new Promise<number | null>((r) => child.once('exit', (c) => r(c)));
  return { code, output };
}

async function startServer(): Promise<{ child: ChildProcess; base: string }> {
  const child = spawnServer();
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const onData = (d: Buffer) => {
      output += d.toString();
      if (output.includes('ready at')) resolve();
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (d: Buffer) => {
      output += d.toString();
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
  return { child, base: `http://127.0.0.1:${port}` };
}

async function stop(child: ChildProcess): Promise<number | null> {
  const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
  child.kill('SIGTERM');
  return exited;
}

async function signIn(base: string): Promise<string> {
  const res = await fetch(`${base}/token`, {
    method: 'POST',
    body: JSON.stringify({
      encr_data: await wire.encryptJson({
        username: 'brand@demo.test',
        password: 'Demo1234!',
        client_id: 'durability',
        grant_type: 'password',
      }),
    }),
  });
  const body = await wire.decryptJson<{ access_token: string }>(
    ((await res.json()) as { encr_resp: string }).encr_resp,
  );
  return body.access_token;
}

afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

// Always on PGlite, whichever engine the other API tests use: DATA_DIR is what is proven here.
describe('durability on the embedded database', () => {
  it("keeps what was written across a stop and a restart; one server per directory; a dead one's lock is taken over", async () => {
    const first = await startServer();
    let person: { id: number; email: string };
    let body: Record<string, unknown> = {};
    try {
      const token = await signIn(first.base);
      const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
      const positions = (await (
        await fetch(`${first.base}/admin/v2/positions?security_id=2`, { headers })
      ).json()) as { payload: { id: number }[] };
      body = {
        first_name: 'Durable',
        last_name: 'Persona',
        email: 'durable.persona@ejemplo.mx',
        country: 'MX',
        position_id: positions.payload[0]?.id,
        store_id: storeId(BRAND_ID.restaurants, 1),
      };
      const created = await fetch(`${first.base}/admin/v2/people?security_id=2`, {
        method: 'POST',
        headers,
        body: JSON.stringify(body),
      });
      expect(created.status).toBe(201);
      person = ((await created.json()) as { payload: { id: number; email: string } }).payload;
      // A second server on the same directory (a double start, an overlapping deploy) would hand
      // out the same ids and lose the first one's commits: it stops at once and says why.
      const second = await refusedStart();
      expect(second.code).toBe(1);
      expect(second.output).toContain(`is already open by process ${first.child.pid}`);
      expect(second.output).not.toContain('ready at');
      const still = await fetch(`${first.base}/admin/v2/people/${person.id}?security_id=2`, {
        headers,
      });
      expect(still.status).toBe(200);
    } finally {
      expect(await stop(first.child)).toBe(0);
    }
    const second = await startServer();
    try {
      const token = await signIn(second.base);
      const res = await fetch(`${second.base}/admin/v2/people/${person.id}?security_id=2`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.status).toBe(200);
      const again = ((await res.json()) as { payload: { email: string } }).payload;
      expect(again.email).toBe('durable.persona@ejemplo.mx');
      // Acknowledged, then the process is killed at once: the rename must survive it.
      const renamed = await fetch(`${second.base}/admin/v2/people/${person.id}?security_id=2`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ ...body, first_name: 'Superviviente' }),
      });
      expect(renamed.status, await renamed.clone().text()).toBe(200);
    } finally {
      // Killed without a chance to close the database or remove its lock.
      const killed = new Promise((r) => second.child.once('exit', r));
      second.child.kill('SIGKILL');
      await killed;
    }
    // The next start finds the dead owner's lock, takes it over and has the acknowledged write.
    const third = await startServer();
    try {
      const token = await signIn(third.base);
      const res = await fetch(`${third.base}/admin/v2/people/${person.id}?security_id=2`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const after = ((await res.json()) as { payload: { first_name: string } }).payload;
      expect(after.first_name).toBe('Superviviente');
    } finally {
      expect(await stop(third.child)).toBe(0);
    }
    // Seeds a whole database: minutes on a busy shared machine, not a timing assertion.
  }, 240_000);
});
