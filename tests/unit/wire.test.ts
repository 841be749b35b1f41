import { createCipheriv, randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  base64ToBytes,
  bytesToBase64,
  bytesToHex,
  type CipherEngine,
  createWire,
  DEV_CIPHER_KEY,
  defaultEngine,
  encryptJsonWithFixedIvForTests,
  forgeEngine,
  hexToBytes,
  WireError,
  webCryptoEngine,
} from '../../openapi/wire';
import { nodeCryptoEngine } from '../../server/platform/http/wire-node';

const ENGINES: CipherEngine[] = [webCryptoEngine, forgeEngine, nodeCryptoEngine];

const KEY = '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f';
const IV = hexToBytes('a0a1a2a3a4a5a6a7a8a9aaabacadaeaf');
const VALUE = { user: 'ana@example.com', brands: [1, 2, 3], note: 'Llave compartida ñ €' };

// Independent reference: AES-256-ECB over explicit 128-bit counters computed with BigInt, so
// the counter arithmetic under test is not reused to produce the expected bytes.
function referenceCtr(keyHex: string, iv: Uint8Array, data: Uint8Array): Uint8Array {
  const ecb = createCipheriv('aes-256-ecb', Buffer.from(keyHex, 'hex'), null);
  ecb.setAutoPadding(false);
  const blocks = Math.ceil(data.length / 16);
  const counters = Buffer.alloc(blocks * 16);
  const start = BigInt(`0x${bytesToHex(iv)}`);
  for (let i = 0; i < blocks; i++) {
    const c = (start + BigInt(i)) % 2n ** 128n;
    counters.write(c.toString(16).padStart(32, '0'), i * 16, 'hex');
  }
  const stream = Buffer.concat([ecb.update(counters), ecb.final()]);
  return data.map((b, i) => b ^ (stream[i] as number));
}

function referenceEnvelope(keyHex: string, iv: Uint8Array, value: unknown): string {
  const plain = new TextEncoder().encode(JSON.stringify(value));
  return Buffer.concat([iv, referenceCtr(keyHex, iv, plain)]).toString('base64');
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('DEV_CIPHER_KEY', () => {
  it('is the documented sha256 of "admin-console-dev-key"', async () => {
    const digest = await crypto.subtle.digest(
      'SHA-256',
      new TextEncoder().encode('admin-console-dev-key'),
    );
    expect(bytesToHex(new Uint8Array(digest))).toBe(DEV_CIPHER_KEY);
  });
});

describe('NIST SP 800-38A F.5.5 CTR-AES256.Encrypt', () => {
  const key = hexToBytes('603deb1015ca71be2b73aef0857d77811f352c073b6108d72d9810a30914dff4');
  const counter = hexToBytes('f0f1f2f3f4f5f6f7f8f9fafbfcfdfeff');
  const plaintext = hexToBytes(
    '6bc1bee22e409f96e93d7e117393172a' +
      'ae2d8a571e03ac9c9eb76fac45af8e51' +
      '30c81c46a35ce411e5fbc1191a0a52ef' +
      'f69f2445df4f9b17ad2b417be66c3710',
  );
  const ciphertext =
    '601ec313775789a5b7a7f504bbf3d228' +
    'f443e3ca4d62b59aca84e990cacaf5c5' +
    '2b0930daa23de94ce87017ba2d84988d' +
    'dfc9c58db67aada613c2dd08457941a6';

  for (const engine of ENGINES) {
    it(`${engine.name} encrypts the four blocks to the published ciphertext`, async () => {
      expect(bytesToHex(await engine.encrypt(key, counter, plaintext))).toBe(ciphertext);
    });
    it(`${engine.name} decrypts the published ciphertext`, async () => {
      const plain = await engine.decrypt(key, counter, hexToBytes(ciphertext));
      expect(bytesToHex(plain)).toBe(bytesToHex(plaintext));
    });
  }
});

describe('fixed vectors across engines', () => {
  // Pinned once from node:crypto; guards against a change of the envelope layout itself.
  const PINNED =
    'oKGio6SlpqeoqaqrrK2ur6e9dI4Tyl43LSqG5EtulIGMoYd0UiL6Rc6m2ugVUb376sne+dlLqyZG8yyiw4D3FO0YHwezwHK/S4oVpWAiHje4c2eYg9yBeGpJxd8=';

  it('the reference envelope matches the pinned bytes', () => {
    expect(referenceEnvelope(KEY, IV, VALUE)).toBe(PINNED);
  });

  for (const engine of ENGINES) {
    it(`${engine.name} produces the byte-identical envelope`, async () => {
      expect(await encryptJsonWithFixedIvForTests(KEY, IV, VALUE, engine)).toBe(PINNED);
    });
  }

  for (const sealer of ENGINES) {
    for (const opener of ENGINES) {
      it(`${opener.name} opens what ${sealer.name} sealed`, async () => {
        const envelope = await createWire(KEY, sealer).encryptJson(VALUE);
        expect(await createWire(KEY, opener).decryptJson(envelope)).toEqual(VALUE);
      });
    }
  }
});

describe('counter behaviour', () => {
  const long = {
    rows: Array.from({ length: 40 }, (_, i) => ({ id: i, name: `Tienda ${i}`, ok: i % 2 === 0 })),
  };

  for (const engine of ENGINES) {
    it(`${engine.name} handles a message of many blocks (not a multiple of 16)`, async () => {
      const envelope = await encryptJsonWithFixedIvForTests(KEY, IV, long, engine);
      expect(base64ToBytes(envelope).length - 16).toBeGreaterThan(16 * 50);
      expect((base64ToBytes(envelope).length - 16) % 16).not.toBe(0);
      expect(envelope).toBe(referenceEnvelope(KEY, IV, long));
      expect(await createWire(KEY, engine).decryptJson(envelope)).toEqual(long);
    });

    it(`${engine.name} wraps the full 128-bit counter at ff…fe`, async () => {
      const iv = hexToBytes('fffffffffffffffffffffffffffffffe');
      const data = randomBytes(16 * 5 + 7);
      const out = await engine.encrypt(hexToBytes(KEY), iv, data);
      expect(bytesToHex(out)).toBe(bytesToHex(referenceCtr(KEY, iv, data)));
    });

    // node-forge's own CTR mode increments only the low 32 bits; this is where it would diverge.
    it(`${engine.name} carries out of the low 32 bits of the counter`, async () => {
      const iv = hexToBytes('000102030405060708090a0bfffffffe');
      const data = randomBytes(16 * 6 + 3);
      const out = await engine.encrypt(hexToBytes(KEY), iv, data);
      expect(bytesToHex(out)).toBe(bytesToHex(referenceCtr(KEY, iv, data)));
    });
  }

  it('a 32-bit counter would indeed differ after the wrap (the test above can fail)', () => {
    const iv = hexToBytes('000102030405060708090a0bfffffffe');
    const data = new Uint8Array(16 * 3);
    const inc32Iv = hexToBytes('000102030405060708090a0c00000000');
    const right = referenceCtr(KEY, iv, data).subarray(32, 48);
    const wrongIv = hexToBytes('000102030405060708090a0b00000000');
    expect(bytesToHex(right)).toBe(bytesToHex(referenceCtr(KEY, inc32Iv, new Uint8Array(16))));
    expect(bytesToHex(right)).not.toBe(bytesToHex(referenceCtr(KEY, wrongIv, new Uint8Array(16))));
  });
});

describe('envelope failures', () => {
  const wire = createWire(KEY, nodeCryptoEngine);

  async function reasonOf(promise: Promise<unknown>): Promise<string> {
    try {
      await promise;
    } catch (error) {
      if (error instanceof WireError) return error.reason;
      throw error;
    }
    return 'resolved';
  }

  for (const engine of ENGINES) {
    it(`${engine.name}: a flipped ciphertext bit gives not_json or a different value, never a crash`, async () => {
      const w = createWire(KEY, engine);
      const value = { amount: 12345, who: 'ana' };
      const bytes = base64ToBytes(await w.encryptJson(value));
      for (let i = 16; i < bytes.length; i++) {
        for (const bit of [0x01, 0x80]) {
          const tampered = bytes.slice();
          tampered[i] = (tampered[i] as number) ^ bit;
          try {
            expect(await w.decryptJson(bytesToBase64(tampered))).not.toEqual(value);
          } catch (error) {
            expect(error).toBeInstanceOf(WireError);
            expect((error as WireError).reason).toBe('not_json');
          }
        }
      }
    });
  }

  it('an envelope of 16 bytes or fewer is malformed', async () => {
    expect(await reasonOf(wire.decryptJson(bytesToBase64(new Uint8Array(16))))).toBe('malformed');
    expect(await reasonOf(wire.decryptJson(''))).toBe('malformed');
    const ok = base64ToBytes(await wire.encryptJson(1));
    expect(ok.length).toBe(17);
    expect(await wire.decryptJson(bytesToBase64(ok))).toBe(1);
  });

  it.each([
    ['not base64 at all', '!!!!not base64!!!!!!'],
    ['length not a multiple of 4', 'oKGio6SlpqeoqaqrrK2ur2NGhw'],
    ['padding in the middle', 'oKGi=6SlpqeoqaqrrK2ur2NGhwWh'],
    ['url-safe alphabet', 'oKGio6Slpqeoqaqr-K2ur2NGhwWh'],
    ['whitespace', 'oKGio6SlpqeoqaqrrK2u r2NGhwWh'],
    ['non-Latin characters', 'oKGio6SlpqeoqaqrrK2uŁ2NGhwWh'],
    ['a character that folds onto "A" under & 0xff', `oKGio6SlpqeoqaqrrK2u${'\u0141'}2NGhwWh`],
  ])('%s is malformed', async (_label, envelope) => {
    expect(await reasonOf(wire.decryptJson(envelope))).toBe('malformed');
  });

  for (const engine of ENGINES) {
    it(`${engine.name}: a wrong key gives WireError not_json`, async () => {
      const envelope = await encryptJsonWithFixedIvForTests(KEY, IV, VALUE, engine);
      const other = createWire(DEV_CIPHER_KEY, engine);
      expect(await reasonOf(other.decryptJson(envelope))).toBe('not_json');
    });
  }

  it.each([
    ['empty', ''],
    ['63 characters', KEY.slice(1)],
    ['65 characters', `${KEY}0`],
    ['non-hex', `${KEY.slice(0, 62)}zz`],
    ['128 characters', KEY + KEY],
  ])('a key that is %s is bad_key', (_label, key) => {
    expect(() => createWire(key)).toThrow(WireError);
    try {
      createWire(key);
    } catch (error) {
      expect((error as WireError).reason).toBe('bad_key');
    }
  });

  it('accepts upper-case hex keys as the same key', async () => {
    const envelope = await createWire(KEY.toUpperCase()).encryptJson(VALUE);
    expect(await wire.decryptJson(envelope)).toEqual(VALUE);
  });

  it('refuses values without a JSON form', async () => {
    await expect(wire.encryptJson(undefined)).rejects.toThrow(TypeError);
  });
});

describe('fresh IVs and defaults', () => {
  for (const engine of ENGINES) {
    it(`${engine.name}: two encryptions of the same value differ and both open`, async () => {
      const w = createWire(KEY, engine);
      const a = await w.encryptJson(VALUE);
      const b = await w.encryptJson(VALUE);
      expect(a).not.toBe(b);
      expect(base64ToBytes(a).subarray(0, 16)).not.toEqual(base64ToBytes(b).subarray(0, 16));
      expect(await w.decryptJson(a)).toEqual(VALUE);
      expect(await w.decryptJson(b)).toEqual(VALUE);
    });
  }

  it('defaults to WebCrypto where crypto.subtle exists', () => {
    expect(defaultEngine()).toBe(webCryptoEngine);
  });

  it('falls back to node-forge (engine and random IV) without crypto', async () => {
    vi.stubGlobal('crypto', undefined);
    expect(defaultEngine()).toBe(forgeEngine);
    const w = createWire(KEY);
    const a = await w.encryptJson(VALUE);
    const b = await w.encryptJson(VALUE);
    expect(a).not.toBe(b);
    vi.unstubAllGlobals();
    expect(await createWire(KEY, nodeCryptoEngine).decryptJson(a)).toEqual(VALUE);
  });

  it('round-trips non-ASCII text and nested values', async () => {
    const value = { s: 'ñandú 🦤 漢字 "quoted" \\ \u0000', n: [null, true, 1.5, { x: [] }] };
    for (const engine of ENGINES) {
      const w = createWire(KEY, engine);
      expect(await w.decryptJson(await w.encryptJson(value))).toEqual(value);
    }
  });
});

describe('base64 helpers', () => {
  it('match Buffer for every length from 0 to 70', () => {
    for (let n = 0; n <= 70; n++) {
      const bytes = new Uint8Array(randomBytes(n));
      const b64 = Buffer.from(bytes).toString('base64');
      expect(bytesToBase64(bytes)).toBe(b64);
      expect(bytesToHex(base64ToBytes(b64))).toBe(bytesToHex(bytes));
    }
  });
});
