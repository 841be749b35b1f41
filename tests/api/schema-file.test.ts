import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { dumpMigratedSchema, normaliseSchemaDump } from '../../server/platform/db/schema-dump';
import { testDbSource, testEngine } from './harness/test-db';

// server/platform/db/schema.sql is what a reader opens to see every table, trigger and function at
// once; it must be what the migrations build today, or it misleads.
describe.runIf(testEngine() === 'postgres')('server/platform/db/schema.sql', () => {
  it('is the schema the migrations build (npm run schema:dump rewrites it)', async () => {
    const source = testDbSource();
    if (source.engine !== 'postgres') throw new Error('PostgreSQL pass only');
    const committed = await readFile(
      new URL('../../server/platform/db/schema.sql', import.meta.url),
      'utf8',
    );
    const fresh = await dumpMigratedSchema(source.url);
    expect(fresh.length).toBeGreaterThan(10_000);
    expect(committed, 'server/platform/db/schema.sql is stale: run npm run schema:dump').toBe(
      fresh,
    );
  }, 120_000);
});

describe('normaliseSchemaDump', () => {
  it('drops version lines and restrict keys, keeps the schema', () => {
    const dump = [
      '-- Dumped from database version 15.19',
      '-- Dumped by pg_dump version 15.19',
      '\\restrict AbC123',
      '',
      '',
      '',
      'CREATE TABLE t (id integer);',
      '\\unrestrict AbC123',
      '',
    ].join('\n');
    expect(normaliseSchemaDump(dump)).toBe('CREATE TABLE t (id integer);\n');
  });
});
