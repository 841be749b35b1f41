import { createSeedContext } from './server/db/seed-context';
import { seedPeople } from './server/db/seed-people';
const ctx = createSeedContext('demo', '2025-06-15', 'x');
const out: string[] = [];
const fake = { engine: 'postgres', query: async (s: string) => { out.push(s); return { rows: [], rowCount: 0 }; }, exec: async (s: string) => { out.push(s); }, transaction: async () => { throw 1; }, close: async () => {} };
await seedPeople(fake as never, ctx);
const s = out[1]!;
const j = s.indexOf('WITH base');
console.log('BEGIN;\nEXPLAIN ANALYZE ' + s.slice(j) + ';\nROLLBACK;\nBEGIN; CREATE TEMP TABLE tp AS ' + s.slice(j) + ';\n\\timing on\n INSERT INTO people SELECT * FROM people WHERE false;\nROLLBACK;');
