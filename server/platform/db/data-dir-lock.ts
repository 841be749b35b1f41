import { closeSync, openSync, readFileSync, unlinkSync, writeFileSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

/**
 * PGlite is PostgreSQL compiled to WebAssembly inside one process: nothing stops a second process
 * (a double start, an overlapping deploy, `npm run seed` while serving) from opening the same data
 * directory, and two writers on one directory hand out the same ids and lose each other's commits.
 * This lock file gives the data directory one opener at a time.
 *
 * The file is created with O_EXCL, so of two processes starting together exactly one gets it. It
 * holds the owner's pid and host: a lock left by a process that no longer runs on this host (a
 * crash, kill -9, a container restart) is stale and taken over; a lock from another host (a shared
 * volume) cannot be checked and is refused with the file to remove by hand.
 */
export const LOCK_FILE = 'admin-console.lock';

export class DataDirLockedError extends Error {
  constructor(dataDir: string, owner: LockOwner, lockPath: string) {
    const who =
      owner.host === hostname()
        ? `process ${owner.pid}`
        : `process ${owner.pid} on host ${owner.host}`;
    super(
      `The data directory ${dataDir} is already open by ${who} (since ${owner.since}). ` +
        'Only one server (or seed) may use an embedded database at a time: stop the other one ' +
        `first. If it is certainly not running, delete ${lockPath}.`,
    );
    this.name = 'DataDirLockedError';
  }
}

interface LockOwner {
  pid: number;
  host: string;
  since: string;
}

// Directories this process holds: a second open from the same process is refused as well (the pid
// check alone would call its own lock stale after a restart reused the pid).
const held = new Set<string>();

function readOwner(path: string): LockOwner | null {
  try {
    const owner = JSON.parse(readFileSync(path, 'utf8')) as Partial<LockOwner>;
    if (typeof owner.pid !== 'number' || typeof owner.host !== 'string') return null;
    return { pid: owner.pid, host: owner.host, since: String(owner.since ?? '?') };
  } catch {
    // Missing, or half-written by a process killed between create and write: not a live owner.
    return null;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function isStale(owner: LockOwner | null): boolean {
  if (owner === null) return true;
  if (owner.host !== hostname()) return false;
  // Our own pid in a lock this process does not hold: left by an earlier life of a container
  // whose process got the same pid again.
  if (owner.pid === process.pid) return true;
  return !isRunning(owner.pid);
}

function create(path: string): boolean {
  let fd: number;
  try {
    fd = openSync(path, 'wx');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    const owner: LockOwner = {
      pid: process.pid,
      host: hostname(),
      since: new Date().toISOString(),
    };
    writeSync(fd, JSON.stringify(owner));
  } finally {
    closeSync(fd);
  }
  return true;
}

/**
 * Writes this process back as the owner of a lock it holds, after something replaced the file (a
 * restored tarball carries the lock file of the process that made it).
 */
export function reassertLock(dataDir: string): void {
  const path = join(dataDir, LOCK_FILE);
  if (!held.has(path)) throw new Error(`${path} is not held by this process`);
  const owner: LockOwner = { pid: process.pid, host: hostname(), since: new Date().toISOString() };
  writeFileSync(path, JSON.stringify(owner));
}

/**
 * Takes the data directory's lock or throws DataDirLockedError. Returns the release function
 * (idempotent), to call once the database is closed.
 */
export function lockDataDir(dataDir: string): () => void {
  const path = join(dataDir, LOCK_FILE);
  const refuse = (owner: LockOwner) => new DataDirLockedError(dataDir, owner, path);
  if (held.has(path)) {
    throw refuse({ pid: process.pid, host: hostname(), since: 'earlier in this process' });
  }
  if (!create(path)) {
    const owner = readOwner(path);
    if (owner && !isStale(owner)) throw refuse(owner);
    try {
      unlinkSync(path);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    // Another process may have taken it over between our read and our create: then it is theirs.
    if (!create(path)) {
      const winner = readOwner(path);
      throw refuse(winner ?? { pid: -1, host: hostname(), since: 'just now' });
    }
  }
  held.add(path);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    held.delete(path);
    try {
      const owner = readOwner(path);
      if (owner?.pid === process.pid && owner.host === hostname()) unlinkSync(path);
    } catch {
      // Already gone (the directory was removed): nothing to release.
    }
  };
}
