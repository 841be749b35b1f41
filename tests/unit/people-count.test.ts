import { describe, expect, it } from 'vitest';
import { estimateWithin, totalOfPage } from '../../server/people/people-count';

// What a page of the people list proves about its total, and how an estimate is kept within it.

describe('totalOfPage', () => {
  it('is exact when the page ends the list', () => {
    expect(totalOfPage({ offset: 100, rows: 7, more: false })).toBe(107);
    expect(totalOfPage({ offset: 0, rows: 0, more: false })).toBe(0);
  });

  it('is unknown when a row follows, or when a page past the end came back empty', () => {
    expect(totalOfPage({ offset: 100, rows: 50, more: true })).toBeNull();
    expect(totalOfPage({ offset: 500, rows: 0, more: false })).toBeNull();
  });
});

describe('estimateWithin', () => {
  it('keeps an estimate that fits what the page shows', () => {
    expect(estimateWithin(4905, { offset: 100, rows: 50, more: true })).toBe(4905);
  });

  it('raises a low estimate above the rows shown, one more when a row follows', () => {
    expect(estimateWithin(120, { offset: 100, rows: 50, more: true })).toBe(151);
  });

  it('lowers an estimate to the offset of a page past the end', () => {
    expect(estimateWithin(4905, { offset: 1200, rows: 0, more: false })).toBe(1200);
    expect(estimateWithin(900, { offset: 1200, rows: 0, more: false })).toBe(900);
  });
});
