import { describe, expect, it } from 'vitest';
import { plainFirstLine } from '../e2e/flaky-reporter';

describe('the flaky list', () => {
  it("keeps the first line of Playwright's error without its colour codes", () => {
    const message =
      '\u001b[31mTimed out 5000ms waiting for \u001b[39m\u001b[2mexpect(\u001b[22mlocator\u001b[2m).\u001b[22mtoBeVisible\u001b[2m()\u001b[22m\n\nCall log:\n  - waiting';
    expect(plainFirstLine(message)).toBe(
      'Timed out 5000ms waiting for expect(locator).toBeVisible()',
    );
  });

  it('names a status when there was no error message', () => {
    expect(plainFirstLine('timedOut')).toBe('timedOut');
  });
});
