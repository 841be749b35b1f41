import type { SecureStore } from './types/domain';

/** The part of `openapi/wire.ts` `createWire(keyHex)` that the domain machine needs. */
export interface JsonCipher {
  encryptJson(value: unknown): string | Promise<string>;
  decryptJson(cipher: string): unknown;
}

/** Adapts a wire cipher (`createWire(keyHex)`) to the domain machine's `SecureStore`. */
export function secureStoreFromWire(wire: JsonCipher): SecureStore {
  return {
    encrypt: async (value) => wire.encryptJson(value),
    decrypt: async (cipher) => wire.decryptJson(cipher),
  };
}

const PLAIN_PREFIX = 'plain:';

/** A SecureStore that does not encrypt: for tests and for builds without a key. */
export const plainSecureStore: SecureStore = {
  encrypt: async (value) => PLAIN_PREFIX + JSON.stringify(value),
  decrypt: async (cipher) => {
    if (!cipher.startsWith(PLAIN_PREFIX)) throw new Error('not a plain envelope');
    return JSON.parse(cipher.slice(PLAIN_PREFIX.length));
  },
};
