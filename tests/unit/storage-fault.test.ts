import { describe, expect, it } from 'vitest';
import { StorageHealth, storageFaultOf } from '../../server/platform/db/storage-fault';

const pgError = (code: string, message: string) => Object.assign(new Error(message), { code });

describe('storageFaultOf', () => {
  it('reads the engine’s file failures as storage faults', () => {
    expect(
      storageFaultOf(
        pgError('53100', 'could not extend file "base/5/16385": No space left on device'),
      ),
    ).toMatchObject({ kind: 'storage_full' });
    expect(
      storageFaultOf(
        pgError('42501', 'could not open file "base/5/17475_fsm": Read-only file system'),
      ),
    ).toMatchObject({ kind: 'storage_read_only' });
    expect(
      storageFaultOf(
        pgError('42501', 'could not create file "base/5/16385_fsm": Permission denied'),
      ),
    ).toEqual({
      kind: 'storage_read_only',
      detail: 'could not create file "base/5/16385_fsm": Permission denied',
    });
    expect(
      storageFaultOf(pgError('58030', 'could not write to file "pg_wal/x": I/O error')),
    ).toMatchObject({
      kind: 'storage_failure',
    });
    expect(
      storageFaultOf(pgError('ENOSPC', 'ENOSPC: no space left on device, write')),
    ).toMatchObject({
      kind: 'storage_full',
    });
    expect(storageFaultOf(pgError('EROFS', 'EROFS: read-only file system, open'))).toMatchObject({
      kind: 'storage_read_only',
    });
  });

  it('leaves the request’s own faults alone', () => {
    // A refused privilege is 42501 too, but not a file the engine could not write.
    expect(storageFaultOf(pgError('42501', 'permission denied for table people'))).toBeUndefined();
    expect(
      storageFaultOf(pgError('23505', 'duplicate key value violates unique constraint')),
    ).toBeUndefined();
    expect(storageFaultOf(new Error('boom'))).toBeUndefined();
    expect(storageFaultOf('No space left on device')).toBeUndefined();
    expect(storageFaultOf(null)).toBeUndefined();
  });
});

describe('StorageHealth', () => {
  it('reports the last fault for a minute and logs it once a minute', () => {
    const lines: string[] = [];
    const health = new StorageHealth((line) => lines.push(line));
    expect(health.recent(0)).toBeUndefined();
    const full = { kind: 'storage_full' as const, detail: 'No space left on device' };
    health.record(full, 1_000);
    health.record(full, 2_000);
    health.record(full, 30_000);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('the disk holding the database is full');
    expect(health.recent(60_000)).toMatchObject({ kind: 'storage_full' });
    expect(health.recent(91_000)).toBeUndefined();
    health.record(full, 95_000);
    expect(lines).toHaveLength(2);
  });
});
