import { describe, expect, it } from 'vitest';
import { breakdownCsv, modulesCsv } from '../../src/features/supervision/global-score-csv';

describe('global score CSV files', () => {
  it('names the breakdown level in its file and first column', () => {
    const file = breakdownCsv('store', [
      {
        id: 1,
        name: 'Centro, Norte',
        score: 90.5,
        previous_score: null,
        delta: null,
        supervisions: 4,
        incidents: 1,
      },
    ]);
    expect(file.name).toBe('global-score-stores.csv');
    expect(file.text).toBe(
      '\uFEFFstore,score,previous_score,delta,supervisions,incidents\r\n"Centro, Norte",90.5,,,4,1\r\n',
    );
    const modules = modulesCsv([
      {
        module: { id: 1, name: 'Cocina' },
        supervisions: 2,
        score: 70,
        failing: 3,
        failing_rate: 12.5,
        incidents: 0,
      },
    ]);
    expect(modules.name).toBe('global-score-modules.csv');
    expect(modules.text.split('\r\n')).toEqual([
      '\uFEFFmodule,supervisions,score,failing,failing_rate,incidents',
      'Cocina,2,70,3,12.5,0',
      '',
    ]);
  });
});
