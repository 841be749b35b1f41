import { normalisePath } from '../../../machines/rules/onboarding';

/** The viewer's address of a machine: `<base>/<machine id>` (/dev/machines/onboarding). */
export const machinePath = (base: string, machineId: string): string =>
  `${base}/${encodeURIComponent(machineId)}`;

/**
 * The machine id a viewer path names (`/dev/machines/onboarding` → 'onboarding'), or null for
 * the page itself; `base` is the page's path.
 */
export function machineIdOf(base: string, path: string): string | null {
  const clean = normalisePath(path);
  if (!clean.startsWith(`${base}/`)) return null;
  const rest = clean.slice(base.length + 1).split('/')[0] ?? '';
  if (rest === '') return null;
  try {
    return decodeURIComponent(rest);
  } catch {
    return rest;
  }
}
