import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// ARCHITECTURE.md: arrows point one way only. src → machines, src → openapi, server → openapi;
// machines never reach src or server; server never reaches src or machines; openapi (shared by
// browser and server) reaches none of them.

const ROOT = resolve(import.meta.dirname, '../..');
const FORBIDDEN: Record<string, string[]> = {
  machines: ['src', 'server'],
  server: ['src', 'machines'],
  openapi: ['src', 'machines', 'server'],
};

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) return files(p);
    return /\.(ts|tsx)$/.test(name) && !name.endsWith('.d.ts') ? [p] : [];
  });
}

const IMPORT =
  /(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** Every (file, top-level folder it imports from) pair that breaks the arrows. */
function wrongWay(): string[] {
  const out: string[] = [];
  for (const [from, banned] of Object.entries(FORBIDDEN)) {
    for (const file of files(join(ROOT, from))) {
      for (const m of readFileSync(file, 'utf8').matchAll(IMPORT)) {
        const spec = m[1] ?? m[2] ?? '';
        if (!spec.startsWith('.')) continue;
        const target = relative(ROOT, resolve(dirname(file), spec)).split('/')[0] ?? '';
        if (banned.includes(target)) out.push(`${relative(ROOT, file)} → ${spec}`);
      }
    }
  }
  return out;
}

describe('import graph', () => {
  it('has no wrong-way arrow between src, machines, server and openapi', () => {
    expect(wrongWay()).toEqual([]);
  });

  it('would notice one (the scanner reads real imports)', () => {
    const sample = 'import { x } from \'../src/app\';\nexport { y } from "../server/app";';
    const specs = [...sample.matchAll(IMPORT)].map((m) => m[1] ?? m[2]);
    expect(specs).toEqual(['../src/app', '../server/app']);
  });
});
