import { describe, expect, it } from 'vitest';
import { ACTIONS_KEY, stickyPart } from '../../src/ui/sticky-columns';

describe('stickyPart', () => {
  it('keeps the first column at the start', () => {
    expect(stickyPart(0, 'name')).toBe('start');
  });

  it('keeps the actions at the end, wherever they are', () => {
    expect(stickyPart(9, ACTIONS_KEY)).toBe('end');
    expect(stickyPart(3, 'actions')).toBe('end');
  });

  it('a table whose only column is the actions keeps it at the start', () => {
    expect(stickyPart(0, ACTIONS_KEY)).toBe('start');
  });

  it('lets the other columns scroll', () => {
    expect(stickyPart(1, 'email')).toBeUndefined();
    expect(stickyPart(5, 'status')).toBeUndefined();
  });
});
