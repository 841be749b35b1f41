import { createCipheriv, createDecipheriv } from 'node:crypto';
import type { CipherEngine } from '../../../openapi/wire';

// Synchronous OpenSSL calls: the fastest engine, and no promise per request on the server.

/** AES-256-CTR through node:crypto (OpenSSL); its counter is the full 128-bit IV block. */
export const nodeCryptoEngine: CipherEngine = {
  name: 'node',
  encrypt(key, iv, data) {
    const cipher = createCipheriv('aes-256-ctr', key, iv);
    return Buffer.concat([cipher.update(data), cipher.final()]);
  },
  decrypt(key, iv, data) {
    const decipher = createDecipheriv('aes-256-ctr', key, iv);
    return Buffer.concat([decipher.update(data), decipher.final()]);
  },
};
