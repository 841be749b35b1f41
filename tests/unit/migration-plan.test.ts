import { describe, expect, it } from 'vitest';
import { planMigrations } from '../../server/platform/db/migration-plan';

const files = [
  { name: '001_a.sql', checksum: 'a1' },
  { name: '002_b.sql', checksum: 'b2' },
  { name: '003_c.sql', checksum: 'c1' },
];
const earlierB = { migration: '002_b.sql', checksum: 'b1', repair: '002_b.repair.sql' };

describe('planMigrations', () => {
  it('applies what is missing, in order, to a database with the current texts', () => {
    expect(planMigrations(files, [{ name: '001_a.sql', checksum: 'a1' }], [earlierB])).toEqual({
      repairs: [],
      pending: ['002_b.sql', '003_c.sql'],
      problems: [],
    });
  });

  it('repairs a known earlier text before the pending ones', () => {
    const plan = planMigrations(
      files,
      [
        { name: '002_b.sql', checksum: 'b1' },
        { name: '001_a.sql', checksum: 'a1' },
      ],
      [earlierB],
    );
    expect(plan).toEqual({ repairs: [earlierB], pending: ['003_c.sql'], problems: [] });
  });

  it('refuses an unknown checksum of an applied migration, naming the file', () => {
    const plan = planMigrations(files, [{ name: '002_b.sql', checksum: 'zz' }], [earlierB]);
    expect(plan.problems).toHaveLength(1);
    expect(plan.problems[0]).toMatch(/^Migration 002_b\.sql was changed after this database/);
    expect(plan.repairs).toEqual([]);
  });

  it('refuses a database that has a migration the code lacks', () => {
    const plan = planMigrations(files, [{ name: '004_d.sql', checksum: 'd1' }], []);
    expect(plan.problems[0]).toMatch(/004_d\.sql, which this version does not have/);
  });

  it('does not take an earlier text of another migration', () => {
    const plan = planMigrations(files, [{ name: '003_c.sql', checksum: 'b1' }], [earlierB]);
    expect(plan.problems).toHaveLength(1);
  });
});
