import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import {
  eventLabel,
  expectedLabel,
  planFileName,
  stateLabel,
  testPlan,
} from '../machines/test-plan';

const snap = (value: unknown) => ({ value }) as unknown as AnyMachineSnapshot;

describe('machine test plans', () => {
  it('labels plain, nested and parallel states', () => {
    expect(stateLabel('playing')).toBe('playing');
    expect(stateLabel({ form: 'open' })).toBe('form.open');
    expect(stateLabel({ welcome: 'on', completion: { done: 'shown' } })).toBe(
      'welcome.on · completion.done.shown',
    );
  });

  it('a step of a parallel machine names only the regions that changed', () => {
    const before = { welcome: 'on', addEmployees: 'off' };
    expect(expectedLabel(before, { welcome: 'off', addEmployees: 'on' })).toBe(
      '`welcome.off`, `addEmployees.on`',
    );
    expect(expectedLabel(before, before)).toBe('the same state');
    expect(expectedLabel('a', 'b')).toBe('`b`');
  });

  it('labels events with their payload, cut when long, and delays as waits', () => {
    expect(eventLabel({ type: 'welcome.skip' })).toBe('`welcome.skip`');
    expect(eventLabel({ type: 'x.set', value: true })).toBe('`x.set` {"value":true}');
    expect(eventLabel({ type: 'xstate.after.onboardingStep.welcome.completing' })).toBe(
      '`wait (onboardingStep)`',
    );
    const long = eventLabel({ type: 'domain.load', domains: 'd'.repeat(300) });
    expect(long.endsWith('…')).toBe(true);
    expect(long.length).toBeLessThan(130);
  });

  it('names files as docs/machines does', () => {
    expect(planFileName('onboarding.addEmployees')).toBe('onboarding-add-employees.paths.md');
    expect(planFileName('dateScope')).toBe('date-scope.paths.md');
  });

  it('writes every path as a numbered script from its start', () => {
    const md = testPlan('onboarding.welcome', [
      {
        scenario: 'video',
        initial: snap('playing'),
        steps: [
          { event: { type: 'welcome.video.ended' }, expected: snap('completing') },
          {
            event: { type: 'xstate.after.onboardingStep.welcome.completing' },
            expected: snap('watched'),
          },
        ],
      },
    ]);
    expect(md).toContain('# onboarding.welcome: test plan');
    expect(md).toContain('## Path 1 — video');
    expect(md).toContain('Start: `playing`');
    expect(md).toContain('1. `welcome.video.ended` → `completing`');
    expect(md).toContain('2. `wait (onboardingStep)` → `watched`');
  });

  it('lists the paths the browser replays after the machine paths, when there are some', () => {
    const path = {
      scenario: 'video',
      initial: snap('playing'),
      steps: [{ event: { type: 'welcome.skip' }, expected: snap('dismissed') }],
    };
    expect(testPlan('onboarding.welcome', [path])).not.toContain('In the browser');
    const md = testPlan('onboarding.welcome', [path], [path]);
    expect(md.indexOf('## In the browser')).toBeGreaterThan(md.indexOf('## Path 1'));
    expect(md).toContain('### Browser path 1 — video');
    expect(md.split('1. `welcome.skip` → `dismissed`')).toHaveLength(3);
  });
});
