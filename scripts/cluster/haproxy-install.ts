import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Debian's haproxy binary, on PATH or where its package puts it. */
function found(): string | null {
  for (const candidate of ['haproxy', '/usr/sbin/haproxy']) {
    if (spawnSync(candidate, ['-v'], { stdio: 'ignore' }).status === 0) return candidate;
  }
  return null;
}

/**
 * The path of HAProxy, installed from the Debian archive when it is missing (as `.ci/run`
 * installs Chromium): a real balancer, not one written here.
 */
export function ensureHaproxy(): string {
  const present = found();
  if (present) return present;
  const root = process.getuid?.() === 0;
  if (!root || !existsSync('/usr/bin/apt-get')) {
    throw new Error('HAProxy is missing: install it (Debian/Ubuntu: sudo apt-get install haproxy)');
  }
  console.log('Installing HAProxy from the Debian archive…');
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', 'haproxy'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  const installed = found();
  if (!installed) throw new Error('HAProxy was installed but cannot be run');
  return installed;
}
