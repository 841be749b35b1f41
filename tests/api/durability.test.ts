import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createWire, DEV_CIPHER_KEY } from '../../openapi/wire';
import { BRAND_ID, storeId } from '../../server/db/seed-fixtures';
import { nodeCryptoEngine } from '../../server/wire-node';

// The brand manager's domain is security_id 2 in the deterministic seed.
// The real server process on the embedded database: write through the API, stop the process,
// start it again on the same DATA_DIR, and the write is still there.

const wire = createWire(DEV_CIPHER_KEY, nodeCryptoEngine);
const dataDir = mkdtempSync(join(tmpdir(), 'durability-'));
let port = 19400 + (process.pid % 500);

async function startServer(): Promise<{ child: ChildProcess; base: string }> {
  port += 1;
  const { DATABASE_URL: _pg, ...env } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...env, DATA_DIR: dataDir, SEED_SCALE: 'small', PORT: String(port), STATIC_DIR: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
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
  it('keeps what was written across a stop and a restart of the server', async () => {
    const first = await startServer();
    let person: { id: number; email: string };
    try {
      const token = await signIn(first.base);
      const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
      const positions = (await (
        await fetch(`${first.base}/admin/v2/positions?security_id=2`, { headers })
      ).json()) as { payload: { id: number }[] };
      const created = await fetch(`${first.base}/admin/v2/people?security_id=2`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          first_name: 'Durable',
          last_name: 'Persona',
          email: 'durable.persona@ejemplo.mx',
          country: 'MX',
          position_id: positions.payload[0]?.id,
          store_id: storeId(BRAND_ID.restaurants, 1),
        }),
      });
      expect(created.status).toBe(201);
      person = ((await created.json()) as { payload: { id: number; email: string } }).payload;
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
    } finally {
      expect(await stop(second.child)).toBe(0);
    }
    // Seeds a whole database: minutes on a busy shared machine, not a timing assertion.
  }, 240_000);
});
