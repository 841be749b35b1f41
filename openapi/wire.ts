// The encrypted wire shared by the browser and the server. An envelope is
// base64(16-byte IV ‖ AES-256-CTR(key, IV, UTF-8 JSON)), with the whole IV block used as a
// 128-bit big-endian counter. Nothing here may import Node-only modules at the top level.

/** Development default key (sha256 of "admin-console-dev-key"); never use it in production. */
export const DEV_CIPHER_KEY = '040e92752af5dcbf72cb4c3be8986c30f7b7f58a358b1860c50fea4e8a5b64a0';

const IV_BYTES = 16;
const KEY_HEX = /^[0-9a-fA-F]{64}$/;

export type WireErrorReason = 'malformed' | 'not_json' | 'bad_key';

/** Failure to open or seal an envelope; `reason` says which kind. */
export class WireError extends Error {
  override readonly name = 'WireError';
  readonly reason: WireErrorReason;

  constructor(reason: WireErrorReason, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.reason = reason;
  }
}

/** One AES-256-CTR implementation; CTR is symmetric, so decrypt is encrypt under another name. */
export interface CipherEngine {
  name: string;
  encrypt(key: Uint8Array, iv: Uint8Array, data: Uint8Array): Promise<Uint8Array> | Uint8Array;
  decrypt(key: Uint8Array, iv: Uint8Array, data: Uint8Array): Promise<Uint8Array> | Uint8Array;
}

/** An object that seals values into envelopes and opens them again with one key. */
export interface Wire {
  encryptJson(value: unknown): Promise<string>;
  decryptJson<T = unknown>(envelope: string): Promise<T>;
}

// ---------------------------------------------------------------------------------------------
// Bytes, hex, base64, UTF-8 (no Buffer: this file runs in browsers too)

/** Parses a 64-hex-character key into 32 bytes; throws WireError 'bad_key' otherwise. */
function parseKeyHex(keyHex: string): Uint8Array<ArrayBuffer> {
  if (typeof keyHex !== 'string' || !KEY_HEX.test(keyHex)) {
    throw new WireError('bad_key', 'cipher key must be 64 hexadecimal characters (32 bytes)');
  }
  return hexToBytes(keyHex);
}

/** Decodes an even-length hex string into bytes (no validation beyond what parseInt does). */
export function hexToBytes(hex: string): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(hex.length >>> 1);
  for (let i = 0; i < out.length; i++) out[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return out;
}

/** Encodes bytes as lowercase hex. */
export function bytesToHex(bytes: Uint8Array): string {
  let s = '';
  for (const b of bytes) s += b.toString(16).padStart(2, '0');
  return s;
}

const B64_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const B64_ENCODE = new Uint8Array(64);
// 255 marks "not in the alphabet" so decoding can validate with one lookup per character.
const B64_DECODE = new Uint8Array(256).fill(255);
for (let i = 0; i < 64; i++) {
  const c = B64_ALPHABET.charCodeAt(i);
  B64_ENCODE[i] = c;
  B64_DECODE[c] = i;
}
const EQUALS = 61;
const asciiDecoder = new TextDecoder();

/** Encodes bytes as standard padded base64. */
export function bytesToBase64(bytes: Uint8Array): string {
  const len = bytes.length;
  const out = new Uint8Array(Math.ceil(len / 3) * 4);
  const enc = B64_ENCODE;
  let o = 0;
  let i = 0;
  // Indexed access is safe by construction; the `as number` casts only satisfy
  // noUncheckedIndexedAccess in this hot loop without per-byte checks.
  for (; i + 2 < len; i += 3) {
    const n =
      ((bytes[i] as number) << 16) | ((bytes[i + 1] as number) << 8) | (bytes[i + 2] as number);
    out[o++] = enc[n >>> 18] as number;
    out[o++] = enc[(n >>> 12) & 63] as number;
    out[o++] = enc[(n >>> 6) & 63] as number;
    out[o++] = enc[n & 63] as number;
  }
  const rest = len - i;
  if (rest > 0) {
    const n = ((bytes[i] as number) << 16) | (rest === 2 ? (bytes[i + 1] as number) << 8 : 0);
    out[o++] = enc[n >>> 18] as number;
    out[o++] = enc[(n >>> 12) & 63] as number;
    out[o++] = rest === 2 ? (enc[(n >>> 6) & 63] as number) : EQUALS;
    out[o++] = EQUALS;
  }
  return asciiDecoder.decode(out);
}

/** Decodes strict standard padded base64; anything else throws WireError 'malformed'. */
export function base64ToBytes(text: string): Uint8Array<ArrayBuffer> {
  if (typeof text !== 'string' || text.length % 4 !== 0) {
    throw new WireError('malformed', 'envelope is not base64');
  }
  let pad = 0;
  if (text.length > 0 && text.charCodeAt(text.length - 1) === EQUALS) pad++;
  if (text.length > 1 && text.charCodeAt(text.length - 2) === EQUALS) pad++;
  const out = new Uint8Array((text.length / 4) * 3 - pad);
  const dec = B64_DECODE;
  let o = 0;
  for (let i = 0; i < text.length; i += 4) {
    const last = i + 4 === text.length;
    const ca = text.charCodeAt(i);
    const cb = text.charCodeAt(i + 1);
    // 65 ('A') stands in for padding so the lookup below yields 0 for it.
    const cc = last && pad === 2 ? 65 : text.charCodeAt(i + 2);
    const cd = last && pad >= 1 ? 65 : text.charCodeAt(i + 3);
    // Characters above 255 would index past the table; the table marks the rest with 255.
    if ((ca | cb | cc | cd) > 255) throw new WireError('malformed', 'envelope is not base64');
    const a = dec[ca] as number;
    const b = dec[cb] as number;
    const c = dec[cc] as number;
    const d = dec[cd] as number;
    if ((a | b | c | d) > 63) throw new WireError('malformed', 'envelope is not base64');
    const n = (a << 18) | (b << 12) | (c << 6) | d;
    out[o++] = n >>> 16;
    if (o < out.length) out[o++] = (n >>> 8) & 0xff;
    if (o < out.length) out[o++] = n & 0xff;
  }
  return out;
}

const utf8Encoder = new TextEncoder();
// fatal: a wrong key yields random bytes, which must fail loudly rather than decode to U+FFFD.
const utf8Decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

// WebCrypto's BufferSource excludes SharedArrayBuffer-backed views; copy only in that rare case.
function ownBuffer(bytes: Uint8Array): Uint8Array<ArrayBuffer> {
  return bytes.buffer instanceof ArrayBuffer
    ? (bytes as Uint8Array<ArrayBuffer>)
    : new Uint8Array(bytes);
}

// ---------------------------------------------------------------------------------------------
// Engines

const webCryptoKeys = new WeakMap<Uint8Array, Promise<CryptoKey>>();

function webCryptoKey(key: Uint8Array): Promise<CryptoKey> {
  let pending = webCryptoKeys.get(key);
  if (!pending) {
    pending = globalThis.crypto.subtle.importKey(
      'raw',
      ownBuffer(key),
      { name: 'AES-CTR' },
      false,
      ['encrypt', 'decrypt'],
    );
    // A failed import must not poison the cache for later calls.
    pending.catch(() => webCryptoKeys.delete(key));
    webCryptoKeys.set(key, pending);
  }
  return pending;
}

async function webCryptoCtr(key: Uint8Array, iv: Uint8Array, data: Uint8Array) {
  const cryptoKey = await webCryptoKey(key);
  // length 128: the whole IV block is the counter, matching node:crypto's aes-256-ctr.
  const params: AesCtrParams = { name: 'AES-CTR', counter: ownBuffer(iv), length: 128 };
  return new Uint8Array(await globalThis.crypto.subtle.encrypt(params, cryptoKey, ownBuffer(data)));
}

/** AES-256-CTR through WebCrypto; imported keys are cached per key array (treat keys as immutable). */
export const webCryptoEngine: CipherEngine = {
  name: 'webcrypto',
  encrypt: webCryptoCtr,
  decrypt: webCryptoCtr,
};

type Forge = typeof import('node-forge');
let forgeModule: Promise<Forge> | undefined;

// Lazy so bundlers split node-forge into its own chunk, fetched only on pages without
// crypto.subtle. Node's CJS interop exposes it as `default`; bundlers may expose either shape.
function loadForge(): Promise<Forge> {
  forgeModule ??= import('node-forge').then(
    (mod) => (mod as unknown as { default?: Forge }).default ?? mod,
  );
  return forgeModule;
}

function bytesToBinary(bytes: Uint8Array): string {
  let s = '';
  const chunk = 0x2000;
  for (let i = 0; i < bytes.length; i += chunk) {
    s += String.fromCharCode.apply(null, bytes.subarray(i, i + chunk) as unknown as number[]);
  }
  return s;
}

function binaryToBytes(binary: string, out: Uint8Array, offset: number): void {
  for (let i = 0; i < binary.length; i++) out[offset + i] = binary.charCodeAt(i);
}

// Adds n (< 2^32) to a 16-byte big-endian counter in place, wrapping at 2^128.
function addToCounter(counter: Uint8Array, n: number): void {
  let carry = n;
  for (let i = counter.length - 1; i >= 0 && carry > 0; i--) {
    const sum = (counter[i] as number) + (carry % 256);
    counter[i] = sum & 0xff;
    carry = Math.floor(carry / 256) + (sum > 0xff ? 1 : 0);
  }
}

async function forgeCtr(key: Uint8Array, iv: Uint8Array, data: Uint8Array) {
  const forge = await loadForge();
  const keyBinary = bytesToBinary(key);
  const out = new Uint8Array(data.length);
  const counter = new Uint8Array(iv);
  // node-forge's AES-CTR increments only the low 32 bits of the counter (inc32), so at a 2^32
  // boundary it diverges from WebCrypto/node:crypto. Restart it with the carried 128-bit counter
  // at each such boundary; a message crosses at most one.
  let offset = 0;
  while (offset < data.length) {
    const low32 =
      (((counter[12] as number) << 24) |
        ((counter[13] as number) << 16) |
        ((counter[14] as number) << 8) |
        (counter[15] as number)) >>>
      0;
    const blocksBeforeWrap = 2 ** 32 - low32;
    const length = Math.min(data.length - offset, blocksBeforeWrap * 16);
    const cipher = forge.cipher.createCipher('AES-CTR', keyBinary);
    cipher.start({ iv: bytesToBinary(counter) });
    cipher.update(forge.util.createBuffer(bytesToBinary(data.subarray(offset, offset + length))));
    cipher.finish();
    binaryToBytes(cipher.output.getBytes(), out, offset);
    offset += length;
    addToCounter(counter, length / 16);
  }
  return out;
}

/** AES-256-CTR through node-forge (pure JS), for pages where crypto.subtle is missing. */
export const forgeEngine: CipherEngine = {
  name: 'forge',
  encrypt: forgeCtr,
  decrypt: forgeCtr,
};

/** WebCrypto when available (secure contexts, Node), else node-forge (plain-HTTP pages). */
export function defaultEngine(): CipherEngine {
  return globalThis.crypto?.subtle ? webCryptoEngine : forgeEngine;
}

// ---------------------------------------------------------------------------------------------
// Envelopes

async function randomIv(): Promise<Uint8Array<ArrayBuffer>> {
  const iv = new Uint8Array(IV_BYTES);
  if (typeof globalThis.crypto?.getRandomValues === 'function') {
    globalThis.crypto.getRandomValues(iv);
    return iv;
  }
  const forge = await loadForge();
  binaryToBytes(forge.random.getBytesSync(IV_BYTES), iv, 0);
  return iv;
}

async function seal(engine: CipherEngine, key: Uint8Array, iv: Uint8Array, value: unknown) {
  const json = JSON.stringify(value);
  if (json === undefined) throw new TypeError('value has no JSON representation');
  const ciphertext = await engine.encrypt(key, iv, utf8Encoder.encode(json));
  const envelope = new Uint8Array(IV_BYTES + ciphertext.length);
  envelope.set(iv, 0);
  envelope.set(ciphertext, IV_BYTES);
  return bytesToBase64(envelope);
}

async function open<T>(engine: CipherEngine, key: Uint8Array, envelope: string): Promise<T> {
  const bytes = base64ToBytes(envelope);
  if (bytes.length <= IV_BYTES) {
    throw new WireError('malformed', 'envelope is shorter than an IV plus one byte');
  }
  const plain = await engine.decrypt(key, bytes.subarray(0, IV_BYTES), bytes.subarray(IV_BYTES));
  let text: string;
  try {
    text = utf8Decoder.decode(plain);
  } catch (cause) {
    throw new WireError('not_json', 'envelope does not decrypt to UTF-8 (wrong key?)', { cause });
  }
  try {
    return JSON.parse(text) as T;
  } catch (cause) {
    throw new WireError('not_json', 'envelope does not decrypt to JSON (wrong key?)', { cause });
  }
}

/** Builds a wire for one key (validated once; throws WireError 'bad_key') and one engine. */
export function createWire(keyHex: string, engine: CipherEngine = defaultEngine()): Wire {
  const key = parseKeyHex(keyHex);
  return {
    async encryptJson(value) {
      return seal(engine, key, await randomIv(), value);
    },
    decryptJson<T = unknown>(envelope: string) {
      return open<T>(engine, key, envelope);
    },
  };
}

/** TESTS ONLY: seals with a caller-chosen IV; reusing an IV with one key breaks CTR secrecy. */
export function encryptJsonWithFixedIvForTests(
  keyHex: string,
  iv: Uint8Array,
  value: unknown,
  engine: CipherEngine = defaultEngine(),
): Promise<string> {
  if (iv.length !== IV_BYTES) throw new RangeError('IV must be 16 bytes');
  return seal(engine, parseKeyHex(keyHex), iv, value);
}
