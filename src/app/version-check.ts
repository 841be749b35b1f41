// The build id compiled in by vite.config.ts (absent in tests and unbuilt runs).
const env = (import.meta.env ?? {}) as { VITE_BUILD_ID?: string };

/** This bundle's build id, or null when the bundle was not stamped. */
export const BUILD_ID: string | null = env.VITE_BUILD_ID ?? null;

/** Where the server publishes the deployed build id. */
export const VERSION_URL = '/version.json';

/** How often the SPA asks for the deployed build id. */
export const VERSION_POLL_MS = 5 * 60 * 1000;

/** The build id in a version.json body, or null when it is not one. */
export function servedBuildId(body: unknown): string | null {
  if (body === null || typeof body !== 'object' || !('buildId' in body)) return null;
  const id = (body as { buildId: unknown }).buildId;
  return typeof id === 'string' && id !== '' ? id : null;
}

/** True when the server holds another build than the one running (SPEC §8 new-version notice). */
export function isNewBuild(running: string | null, served: string | null): boolean {
  return running !== null && served !== null && running !== served;
}
