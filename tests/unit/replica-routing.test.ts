import { describe, expect, it } from 'vitest';
import { replicaFailureOf } from '../../server/platform/db/replica-failure';
import { lsnBytes } from '../../server/platform/db/replica-lag';
import { readsOnReplica } from '../../server/platform/db/replica-reads';
import { loadContract } from '../../server/platform/http/contract';

// Which operations may read on a replica, and which failures of a replica the primary absorbs.

const operations = [...loadContract().operations.values()];
const onReplica = operations.filter(readsOnReplica).map((op) => op.id);

describe('the operations read on a replica', () => {
  it('are GETs of the report features and their exports only', () => {
    for (const op of operations.filter(readsOnReplica)) expect(op.method, op.id).toBe('GET');
    expect(onReplica).toEqual(
      expect.arrayContaining([
        'listUserRanking',
        'exportUserRanking',
        'getDashboardUsage',
        'listTrainingReports',
        'exportSupervisionReports',
        'getSatisfactionNps',
        'exportSatisfactionFull',
        'getReportDetail',
      ]),
    );
  });

  it('never the session, people, settings, a GET that writes or a status of one’s own request', () => {
    for (const id of [
      'getMe',
      'createToken',
      'listOrganizations',
      'listDomains',
      'listPeople',
      'getPerson',
      'exportPeople',
      'listActivityLog',
      'listIntegrationKeys',
      'downloadDc3',
      'getTrainingTimeExport',
      'setContentTarget',
      'requestTrainingTimeExport',
      'ingestAttempts',
    ]) {
      expect(onReplica, id).not.toContain(id);
    }
  });
});

describe('a replica failure', () => {
  const failure = (message: string, code?: string) =>
    Object.assign(new Error(message), code ? { code } : {});

  it('is "down" when the replica cannot be reached or went away', () => {
    expect(replicaFailureOf(failure('connect ECONNREFUSED 127.0.0.1:5433', 'ECONNREFUSED'))).toBe(
      'down',
    );
    expect(replicaFailureOf(failure('Connection terminated unexpectedly'))).toBe('down');
    expect(
      replicaFailureOf(failure('terminating connection due to administrator command', '57P01')),
    ).toBe('down');
    expect(replicaFailureOf(failure('the database system is starting up', '57P03'))).toBe('down');
    expect(replicaFailureOf(failure('database "x" does not exist', '3D000'))).toBe('down');
  });

  it('is "standby" for what a hot standby cannot run, and none for the statement’s own error', () => {
    expect(
      replicaFailureOf(failure('cannot execute INSERT in a read-only transaction', '25006')),
    ).toBe('standby');
    expect(
      replicaFailureOf(failure('canceling statement due to conflict with recovery', '40001')),
    ).toBe('standby');
    expect(replicaFailureOf(failure('syntax error at or near "SELEC"', '42601'))).toBeUndefined();
    expect(replicaFailureOf(failure('division by zero', '22012'))).toBeUndefined();
    expect(replicaFailureOf('not an error')).toBeUndefined();
  });
});

describe('a WAL position', () => {
  it('compares as bytes across its two halves', () => {
    expect(lsnBytes('0/10')).toBe(16n);
    expect(lsnBytes('1/0') - lsnBytes('0/FFFFFFFF')).toBe(1n);
    expect(lsnBytes('16/B374D848') > lsnBytes('9/FFFFFFFF')).toBe(true);
  });
});
