// A database that cannot write (its disk full, its directory read-only, an I/O error) is a fault
// of the machine, not of the request: the caller is told what happened and that nothing of the
// request was kept, the operator is told once what to fix, and the process stays up to answer
// reads and /healthz until the storage is back.

export type StorageFaultKind = 'storage_full' | 'storage_read_only' | 'storage_failure';

export interface StorageFault {
  kind: StorageFaultKind;
  /** The engine's own words (file name and OS error), for the operator's log. */
  detail: string;
}

const FILE_ACCESS = /^could not (?:open|create|write|extend|fsync|truncate|rename|link)\b/i;

/**
 * Which storage fault `error` is, if any. PostgreSQL (and PGlite, the same code in WebAssembly)
 * maps a failed file call to an SQLSTATE: ENOSPC to 53100 disk_full, EIO to 58030 io_error, and
 * EACCES / EPERM / EROFS to 42501, the privilege code that a refused GRANT also uses, told apart
 * here by its "could not … file" message. Node's own file calls carry the errno name.
 */
export function storageFaultOf(error: unknown): StorageFault | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, message } = error as { code?: unknown; message?: unknown };
  const text = typeof message === 'string' ? message : '';
  if (code === '53100' || code === 'ENOSPC' || /No space left on device/i.test(text))
    return { kind: 'storage_full', detail: text };
  if (code === 'EROFS' || /Read-only file system/i.test(text))
    return { kind: 'storage_read_only', detail: text };
  if (code === '42501' && FILE_ACCESS.test(text))
    return { kind: 'storage_read_only', detail: text };
  if (code === '58030' || code === 'EIO') return { kind: 'storage_failure', detail: text };
  return undefined;
}

const ANSWERS: Record<StorageFaultKind, string> = {
  storage_full:
    "The server's disk is full: nothing of this request was saved. Try again once the operator has freed space.",
  storage_read_only:
    "The server's storage is read-only: nothing of this request was saved. Try again once the operator has fixed it.",
  storage_failure:
    'The server could not write to its storage: nothing of this request was saved. Try again later.',
};

/** The message the caller gets (the console translates by `reason`). */
export const storageFaultAnswer = (kind: StorageFaultKind): string => ANSWERS[kind];

const OPERATOR: Record<StorageFaultKind, string> = {
  storage_full: 'the disk holding the database is full: free space',
  storage_read_only: 'the database files cannot be written (read-only mount or permissions)',
  storage_failure: 'the disk holding the database fails to write (I/O error)',
};

/**
 * What the process knows about its storage: the last fault and when. /healthz reports it, and the
 * log names it once a minute rather than once per failed request.
 */
export class StorageHealth {
  #last: { fault: StorageFault; at: number } | undefined;
  #loggedAt = Number.NEGATIVE_INFINITY;
  readonly #log: (line: string) => void;

  constructor(log: (line: string) => void = (line) => console.error(line)) {
    this.#log = log;
  }

  record(fault: StorageFault, now = Date.now()): void {
    this.#last = { fault, at: now };
    if (now - this.#loggedAt < 60_000) return;
    this.#loggedAt = now;
    this.#log(`Storage fault: ${OPERATOR[fault.kind]}. Writes fail until then. (${fault.detail})`);
  }

  /** The fault seen in the last minute, if any: a write since then may well have worked. */
  recent(now = Date.now()): (StorageFault & { at: string }) | undefined {
    if (!this.#last || now - this.#last.at > 60_000) return undefined;
    return { ...this.#last.fault, at: new Date(this.#last.at).toISOString() };
  }
}
