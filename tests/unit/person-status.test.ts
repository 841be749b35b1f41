import { describe, expect, it } from 'vitest';
import { PERSON_STATUSES, raisedStatus } from '../../server/platform/ingest/person-status';

describe('raisedStatus', () => {
  it('takes a person up to what their loaded activity shows', () => {
    expect(raisedStatus('preregistered', 'registeredWNAct')).toBe('registeredWNAct');
    expect(raisedStatus('registeredWNAct', 'registered')).toBe('registered');
    expect(raisedStatus('registered', 'active')).toBe('active');
    expect(raisedStatus('preregistered', 'active')).toBe('active');
  });

  it('never takes anybody down', () => {
    for (const [i, current] of PERSON_STATUSES.entries()) {
      for (const target of PERSON_STATUSES.slice(0, i + 1)) {
        expect(raisedStatus(current, target)).toBe(current);
      }
    }
  });
});
