// `npm run schema:dump`: writes server/platform/db/schema.sql, the schema all migrations build, from a
// throwaway database on the PostgreSQL at DATABASE_URL (default: this machine's test server).
import { writeFile } from 'node:fs/promises';
import { dumpMigratedSchema } from '../server/platform/db/schema-dump';

const url = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const text = await dumpMigratedSchema(url);
const target = new URL('../server/platform/db/schema.sql', import.meta.url);
await writeFile(target, text);
console.log(`server/platform/db/schema.sql: ${text.split('\n').length} lines`);
