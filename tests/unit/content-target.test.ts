import { describe, expect, it } from 'vitest';
import { parseTargetInput } from '../../openapi/rules/content-target';

describe('parseTargetInput', () => {
  it('reads a target with or without a deadline', () => {
    expect(parseTargetInput('80', '')).toEqual({ ok: true, value: { target: 80, due_days: null } });
    expect(parseTargetInput(' 100 ', ' 30 ')).toEqual({
      ok: true,
      value: { target: 100, due_days: 30 },
    });
    expect(parseTargetInput('1', '365')).toEqual({ ok: true, value: { target: 1, due_days: 365 } });
  });

  it.each([['0'], ['101'], [''], ['7.5'], ['-3'], ['abc'], ['1e2']])(
    'refuses the target %j',
    (target) => {
      expect(parseTargetInput(target, '')).toEqual({ ok: false, field: 'target' });
    },
  );

  it.each([['0'], ['366'], ['2.5'], ['x']])('refuses the deadline %j', (due) => {
    expect(parseTargetInput('50', due)).toEqual({ ok: false, field: 'due_days' });
  });
});
