import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadContract } from '../../server/platform/http/contract';

describe('the contract', () => {
  it('generated openapi/schema.d.ts is up to date with admin.yaml (npm run gen:api)', () => {
    const out = join(mkdtempSync(join(tmpdir(), 'schema-')), 'schema.d.ts');
    execFileSync('npx', ['openapi-typescript', 'openapi/admin.yaml', '-o', out], { stdio: 'pipe' });
    expect(readFileSync(out, 'utf8')).toBe(readFileSync('openapi/schema.d.ts', 'utf8'));
  });

  it('declares every call of SPEC §7 exactly as written', () => {
    const ops = [...loadContract().operations.values()].map((o) => `${o.method} ${o.path}`);
    for (const call of [
      'POST /token',
      'GET /api/v2/me',
      'POST /logout',
      'POST /api/v2/setLastActivity',
      'GET /api/v2/organizations',
      'GET /api/v2/fetchScopes/{level}/{id}',
      'POST /api/v2/shareBrandKey',
    ]) {
      expect(ops).toContain(call);
    }
  });

  it('puts designed operations under /admin/v2 (ingestion: /ingest/v1) and gives each an error response', () => {
    const contract = loadContract();
    for (const op of contract.operations.values()) {
      const main = op.tags.includes('main');
      const ingest = op.tags.includes('ingest') && op.path.startsWith('/ingest/v1/');
      expect(main || ingest || op.path.startsWith('/admin/v2/'), op.id).toBe(true);
      expect(
        contract.responseValidator(op.id, 400) ?? contract.responseValidator(op.id, 401),
        op.id,
      ).toBeDefined();
    }
  });
});
