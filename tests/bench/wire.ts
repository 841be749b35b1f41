// Throughput of one encrypt + decrypt round trip of a ~1 MiB JSON value per engine.
// Run: npx tsx tests/bench/wire.ts
import { type CipherEngine, createWire, forgeEngine, webCryptoEngine } from '../../openapi/wire';
import { nodeCryptoEngine } from '../../server/platform/http/wire-node';

const KEY_BYTES = new Uint8Array(32).map((_, i) => i);
const KEY = '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f';
const MIB = 1024 * 1024;

function valueOfAboutOneMiB(): unknown {
  const rows: unknown[] = [];
  let size = 2;
  for (let i = 0; size < MIB; i++) {
    const row = { id: i, email: `user${i}@example.com`, name: `Usuario ñ ${i}`, active: i % 3 > 0 };
    size += JSON.stringify(row).length + 1;
    rows.push(row);
  }
  return rows;
}

// The cipher alone (no JSON, UTF-8 or base64), to show where a round trip's time goes.
async function benchCipher(engine: CipherEngine, data: Uint8Array): Promise<string> {
  const iv = new Uint8Array(16);
  await engine.encrypt(KEY_BYTES, iv, data);
  const deadline = performance.now() + 1000;
  let rounds = 0;
  const start = performance.now();
  while (rounds < 3 || performance.now() < deadline) {
    await engine.decrypt(KEY_BYTES, iv, await engine.encrypt(KEY_BYTES, iv, data));
    rounds++;
  }
  const seconds = (performance.now() - start) / 1000;
  return `${((rounds * data.length) / MIB / seconds).toFixed(1)} MiB/s cipher only`;
}

async function bench(engine: CipherEngine, value: unknown, bytes: number): Promise<void> {
  const wire = createWire(KEY, engine);
  await wire.decryptJson(await wire.encryptJson(value)); // warm-up (JIT, key import, lazy forge)
  const deadline = performance.now() + 2000;
  let rounds = 0;
  const start = performance.now();
  while (rounds < 3 || performance.now() < deadline) {
    await wire.decryptJson(await wire.encryptJson(value));
    rounds++;
  }
  const seconds = (performance.now() - start) / 1000;
  const mibs = (rounds * bytes) / MIB / seconds;
  console.log(
    `${engine.name.padEnd(10)} ${mibs.toFixed(1).padStart(7)} MiB/s  (${rounds} round trips, ` +
      `${((seconds / rounds) * 1000).toFixed(1)} ms each); ` +
      (await benchCipher(engine, new TextEncoder().encode(JSON.stringify(value)))),
  );
}

const value = valueOfAboutOneMiB();
const bytes = new TextEncoder().encode(JSON.stringify(value)).length;
console.log(
  `payload ${(bytes / MIB).toFixed(2)} MiB of JSON; MiB/s of encrypt+decrypt round trips`,
);
for (const engine of [nodeCryptoEngine, webCryptoEngine, forgeEngine]) {
  await bench(engine, value, bytes);
}
