import { describe, expect, it } from 'vitest';
import { planFacts, settleFacts } from '../../server/platform/ingest/fact-batch';
import { acceptedInstant } from '../../server/platform/ingest/instant-rules';
import { Rejection } from '../../server/platform/ingest/load';

// The pure steps of the set-based fact loads: which instants are accepted, which items go into
// the insert (one per identity, the first), and each item's outcome once the insert answered.

const NOW = new Date('2026-03-10T12:00:00Z');

describe('acceptedInstant', () => {
  it('reads an RFC 3339 instant with its offset as UTC', () => {
    expect(acceptedInstant('2026-03-01T12:00:00-06:00', NOW)).toBe('2026-03-01T18:00:00.000Z');
    expect(acceptedInstant('2026-03-01T12:00:00.5Z', NOW)).toBe('2026-03-01T12:00:00.500Z');
    expect(acceptedInstant('2026-03-01t12:00:00z', NOW)).toBe('2026-03-01T12:00:00.000Z');
    expect(acceptedInstant('2026-03-01T12:00:00-0600', NOW)).toBe('2026-03-01T18:00:00.000Z');
    expect(acceptedInstant('2026-03-01T12:00:00+05', NOW)).toBe('2026-03-01T07:00:00.000Z');
  });

  it('refuses what is no moment a guest lived: before 2000, over a day ahead, unreadable', () => {
    expect(acceptedInstant('1999-12-31T23:59:59Z', NOW)).toBeNull();
    expect(acceptedInstant('0000-01-01T00:00:00Z', NOW)).toBeNull();
    expect(acceptedInstant('2026-03-11T12:00:00Z', NOW)).toBe('2026-03-11T12:00:00.000Z');
    expect(acceptedInstant('2026-03-11T12:00:01Z', NOW)).toBeNull();
    expect(acceptedInstant('2026-03-01T23:59:60Z', NOW)).toBeNull();
    expect(acceptedInstant('ayer', NOW)).toBeNull();
  });
});

describe('planFacts and settleFacts', () => {
  const item = (externalId: string, at = '2026-03-01T12:00:00Z') => ({ externalId, at });
  const instant = (i: { at: string }) => ({
    field: 'answeredAt',
    value: acceptedInstant(i.at, NOW),
  });

  it('inserts the first of each identity; rejections and later copies are settled at once', () => {
    const unknown = new Rejection('storeExternalId', 'unknown_reference', 'no store');
    const items = [item('A'), item('B'), item('A'), item('C', 'ayer'), item('D'), item('B')];
    const targets = [1, unknown, 3, 4, 5, 6];
    const { outcomes, planned } = planFacts(items, targets, instant);
    expect(planned.map((p) => [p.index, p.externalId, p.target])).toEqual([
      [0, 'A', 1],
      [4, 'D', 5],
      [5, 'B', 6],
    ]);
    expect(outcomes[1]).toBe(unknown);
    expect(outcomes[2]).toBe('unchanged');
    expect(outcomes[3]).toMatchObject({ field: 'answeredAt', reason: 'invalid_instant' });
    // A and B were new, D existed already.
    const all = settleFacts(outcomes, planned, new Set(['A', 'B']));
    expect(all.map((o) => (o instanceof Rejection ? o.reason : o))).toEqual([
      'created',
      'unknown_reference',
      'unchanged',
      'invalid_instant',
      'unchanged',
      'created',
    ]);
  });
});
