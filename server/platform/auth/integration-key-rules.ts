import { createHash, randomBytes } from 'node:crypto';
import type { components } from '../../../openapi/schema';

// The integration key's own rules, free of the database: its format, how it is kept (a hash)
// and how the rate limit's window answers.

/** `ik_` and 32 random bytes in base64url (43 characters, no padding). */
const KEY_FORMAT = /^ik_[A-Za-z0-9_-]{43}$/;

/** A fresh integration key; `bytes` is a seam for tests. */
export function newIntegrationKey(bytes: Uint8Array = randomBytes(32)): string {
  if (bytes.length !== 32) throw new Error('an integration key takes 32 random bytes');
  return `ik_${Buffer.from(bytes).toString('base64url')}`;
}

/** Whether a bearer token is shaped like an integration key at all. */
export const isIntegrationKey = (token: string): boolean => KEY_FORMAT.test(token);

/** Keys are kept only as their SHA-256 (hex), so a database leak yields no usable key. */
export const hashIntegrationKey = (key: string): string =>
  createHash('sha256').update(key).digest('hex');

/** The first characters shown in lists so an admin can tell keys apart (never enough to use). */
export const keyPrefix = (key: string): string => key.slice(0, 10);

/** How long a rate limit's window lasts. */
export const RATE_WINDOW_MS = 60_000;

/** Whole seconds until the window that started at `windowStart` ends (at least 1). */
export function retryAfterSeconds(windowStart: Date, now: Date): number {
  return Math.max(1, Math.ceil((windowStart.getTime() + RATE_WINDOW_MS - now.getTime()) / 1000));
}

/** The kinds the ingestion routes load so far, as the contract names them. */
export type IntegrationKind = components['schemas']['IntegrationKind'];
