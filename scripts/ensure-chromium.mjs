// The browser tests drive Debian's Chromium at /usr/bin/chromium (a test tool's own browser
// download cannot work where only package registries are reachable). `npm test` calls this first,
// so a fresh machine either gets the browser installed (root with apt) or stops at once with the
// one command to run, before minutes of other suites.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM = '/usr/bin/chromium';
const INSTALL_HINT = 'sudo apt-get update && sudo apt-get install -y chromium';

/**
 * Ensures Chromium is present. Returns null when it is (or was just installed), else the sentence
 * to print. `deps` lets a test stand in for the file system and the package manager.
 */
export function ensureChromium(deps = {}) {
  const {
    exists = existsSync,
    isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0,
    hasApt = () => existsSync('/usr/bin/apt-get'),
    run = (cmd, args) =>
      spawnSync(cmd, args, {
        stdio: 'inherit',
        env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      }).status,
    log = (line) => console.log(line),
  } = deps;
  if (exists(CHROMIUM)) return null;
  if (isRoot() && hasApt()) {
    log(`${CHROMIUM} is missing: installing Debian's chromium with apt-get…`);
    const updated = run('apt-get', ['update', '-qq']);
    const installed =
      updated === 0 ? run('apt-get', ['install', '-y', '-qq', 'chromium']) : updated;
    if (installed === 0 && exists(CHROMIUM)) return null;
    return `Installing chromium with apt-get failed (exit ${installed}). Install it and run npm test again: ${INSTALL_HINT}`;
  }
  return `The browser tests need Debian's Chromium at ${CHROMIUM}. Install it, then run npm test again: ${INSTALL_HINT}`;
}
