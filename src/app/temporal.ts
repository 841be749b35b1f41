// The build resolves `temporal-polyfill` here (vite.config.ts). The package itself prefers a
// native Temporal when the browser has one, yet its ~18 KB gzip sit in the sign-in bundle anyway;
// this module gives the same choice while fetching the implementation only when it is needed.
// Top-level await: modules that use Temporal at load time wait for it.
import type { Temporal as TemporalNamespace } from 'temporal-polyfill';

type TemporalApi = typeof TemporalNamespace;

const native = (globalThis as { Temporal?: TemporalApi }).Temporal;

/** Temporal: the browser's own when present, else the polyfill's implementation. */
export const Temporal: TemporalApi =
  native ?? (await import('temporal-polyfill/implementation')).Temporal;
