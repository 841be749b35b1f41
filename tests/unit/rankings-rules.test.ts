import { describe, expect, it } from 'vitest';
import { capitalised } from '../../machines/rules/store-type';
import { LEVEL_THRESHOLDS, levelOf, MEDAL_THRESHOLDS, medalOf } from '../../openapi/rules/ranking';
import {
  managersRanking,
  STORE_SORTS,
  storesRanking,
  usersRanking,
} from '../../src/features/rankings/rankings-api';
import { levelRuleValues, medalRuleValues } from '../../src/features/rankings/rankings-rules';
import { defaultTableState, parseTableState } from '../../src/ui/table-state';

// The rankings' declarations: the URL state each turns into its operation's parameters, and the
// bounds the medal and level tooltips quote (the contract's, not a copy).

describe('medal and level tooltips', () => {
  it('quote bounds that give the medal they describe', () => {
    for (const medal of ['gold', 'silver', 'bronze'] as const) {
      const { min, max } = medalRuleValues(medal);
      expect(min).toBe(MEDAL_THRESHOLDS[medal]);
      const at = (performance: number) =>
        medalOf({ activeInPeriod: true, completedExams: 1, approvedExams: 1, performance });
      expect(at(min as number)).toBe(medal);
      if (max !== undefined) expect(at(max - 0.1)).toBe(medal);
    }
    const none = medalRuleValues('none').max as number;
    expect(
      medalOf({
        activeInPeriod: true,
        completedExams: 0,
        approvedExams: 0,
        performance: none - 0.1,
      }),
    ).toBeNull();
    const exams = medalRuleValues('destroyer').min as number;
    expect(
      medalOf({ activeInPeriod: true, completedExams: exams, approvedExams: 1, performance: 95 }),
    ).toBe('destroyer');
    expect(medalRuleValues('sleepy')).toEqual({});
  });

  it('levels', () => {
    expect(levelRuleValues('high')).toEqual({ min: LEVEL_THRESHOLDS.high });
    const { min, max } = levelRuleValues('medium');
    expect([levelOf(min as number), levelOf((max as number) - 0.1)]).toEqual(['medium', 'medium']);
    expect(levelOf((levelRuleValues('low').max as number) - 0.1)).toBe('low');
  });
});

describe('ranking parameters from the address', () => {
  it('users: search, position, topic, time in product and a column sort', () => {
    const state = parseTableState(
      '?search=ana&position=4&topic=9&time=1to3&sort=-score&page=2&pageSize=50',
      usersRanking.table,
    );
    expect(usersRanking.params(state)).toEqual({
      search: 'ana',
      position_id: 4,
      course_id: 9,
      time_in_product: '1to3',
      sort: '-score',
    });
    expect([state.page, state.pageSize]).toEqual([2, 50]);
  });

  it('users: unknown values and the default sort are left out', () => {
    const state = parseTableState('?position=x&time=forever&sort=rank', usersRanking.table);
    expect(usersRanking.params(state)).toEqual({});
  });

  it('stores: every one of the six sorts goes through; the default is left to the server', () => {
    for (const sort of STORE_SORTS) {
      const state = parseTableState(`?sort=${sort}`, storesRanking.table);
      expect(storesRanking.params(state)).toEqual(sort === 'top' ? {} : { sort });
    }
    expect(storesRanking.params(parseTableState('?sort=-top', storesRanking.table))).toEqual({});
  });

  it('managers: the search only', () => {
    expect(
      managersRanking.params({ ...defaultTableState(managersRanking.table), search: ' x ' }),
    ).toEqual({
      search: 'x',
    });
  });
});

describe('capitalised', () => {
  it('puts the first letter in capitals', () => {
    expect(capitalised('sucursal', 'es-ES')).toBe('Sucursal');
    expect(capitalised('', 'es-ES')).toBe('');
  });
});
