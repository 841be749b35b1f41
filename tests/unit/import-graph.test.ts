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

// Inside src/: a feature folder (src/features/<area>/) reaches shared code (src/api, src/ui,
// src/app-kit, src/i18n) and machines, never another feature and never src/app (the app composes
// features, not the other way round). Shared code reaches neither features nor the app.
const SHARED = ['src/api', 'src/ui', 'src/app-kit', 'src/i18n'];

/** `src/features/<area>` of a repository-relative path, or null outside the features. */
function featureOf(path: string): string | null {
  const m = /^src\/features\/([^/]+)\//.exec(path);
  return m ? `src/features/${m[1]}` : null;
}

const under = (path: string, folder: string) => path.startsWith(`${folder}/`);

/** Why an import from `from` to `to` (both repository-relative) breaks the src rules, or null. */
function srcRuleBroken(from: string, to: string): string | null {
  const fromFeature = featureOf(from);
  const toFeature = featureOf(to);
  if (fromFeature) {
    if (toFeature && toFeature !== fromFeature) return 'feature → other feature';
    if (under(to, 'src/app')) return 'feature → app';
    return null;
  }
  if (SHARED.some((folder) => under(from, folder))) {
    if (toFeature) return 'shared → feature';
    if (under(to, 'src/app')) return 'shared → app';
  }
  return null;
}

/** Every src import that breaks the feature rules, as `file → specifier (rule)`. */
function srcWrongWay(): string[] {
  const out: string[] = [];
  for (const file of files(join(ROOT, 'src'))) {
    const from = relative(ROOT, file);
    for (const m of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const spec = m[1] ?? m[2] ?? '';
      if (!spec.startsWith('.')) continue;
      const broken = srcRuleBroken(from, relative(ROOT, resolve(dirname(file), spec)));
      if (broken) out.push(`${from} → ${spec} (${broken})`);
    }
  }
  return out;
}

// Inside server/: feature folders (server/<feature>/) sit on server/platform, which imports no
// feature, and no feature imports another: what two features share belongs in platform, and what
// one feature contributes to another (the ingestion loaders) is composed by server/app.ts
// (docs/architecture.md).

/** `server/<feature>` (or `server/platform`) of a repository-relative path; null for app/main. */
function serverFolderOf(path: string): string | null {
  const m = /^server\/([^/]+)\//.exec(path);
  return m ? `server/${m[1]}` : null;
}

/** The arrows between server folders: from → the set of folders it imports. */
function serverArrows(): Map<string, Set<string>> {
  const arrows = new Map<string, Set<string>>();
  for (const file of files(join(ROOT, 'server'))) {
    const from = serverFolderOf(relative(ROOT, file));
    if (!from) continue;
    for (const m of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const spec = m[1] ?? m[2] ?? '';
      if (!spec.startsWith('.')) continue;
      const to = serverFolderOf(relative(ROOT, resolve(dirname(file), spec)));
      if (!to || to === from) continue;
      arrows.set(from, (arrows.get(from) ?? new Set()).add(to));
    }
  }
  return arrows;
}

/** What breaks the server rules: platform → feature and feature → other feature arrows. */
function serverRulesBroken(arrows: Map<string, Set<string>>): string[] {
  const out: string[] = [];
  for (const [from, tos] of arrows) {
    for (const to of tos) {
      if (from === 'server/platform') out.push(`server/platform → ${to}`);
      else if (to !== 'server/platform') out.push(`feature → other feature: ${from} → ${to}`);
    }
  }
  return out;
}

describe('import graph', () => {
  it('has no wrong-way arrow between src, machines, server and openapi', () => {
    expect(wrongWay()).toEqual([]);
  });

  it('has no feature importing another feature or the app, and shared code importing neither', () => {
    expect(srcWrongWay()).toEqual([]);
  });

  it('would notice a cross-feature, feature → app or shared → feature import', () => {
    const page = 'src/features/activity-log/activity-log-page.tsx';
    expect(srcRuleBroken(page, 'src/features/people/admin-client')).toBe('feature → other feature');
    expect(srcRuleBroken(page, 'src/app/page-views')).toBe('feature → app');
    expect(srcRuleBroken('src/ui/data-table.tsx', 'src/features/shell/menus/menu-icon')).toBe(
      'shared → feature',
    );
    expect(srcRuleBroken('src/app-kit/use-scope.ts', 'src/app/pages')).toBe('shared → app');
    // Allowed arrows stay allowed: own folder, shared code, machines, and the app composing features.
    expect(srcRuleBroken(page, 'src/features/activity-log/activity-rules')).toBeNull();
    expect(srcRuleBroken(page, 'src/app-kit/use-scope')).toBeNull();
    expect(srcRuleBroken(page, 'machines/rules/page-registry')).toBeNull();
    expect(
      srcRuleBroken('src/app/page-views.tsx', 'src/features/pages/placeholder-page'),
    ).toBeNull();
  });

  it('has server/platform importing no feature, and no feature importing another', () => {
    expect(serverArrows().get('server/platform')).toBeUndefined();
    expect(serverRulesBroken(serverArrows())).toEqual([]);
  });

  it('would notice a platform → feature or a feature → feature arrow', () => {
    const arrows = new Map([
      ['server/platform', new Set(['server/people'])],
      ['server/people', new Set(['server/platform'])],
      ['server/rankings', new Set(['server/people', 'server/platform'])],
    ]);
    expect(serverRulesBroken(arrows)).toEqual([
      'server/platform → server/people',
      'feature → other feature: server/rankings → server/people',
    ]);
    arrows.delete('server/platform');
    arrows.set('server/rankings', new Set(['server/platform']));
    expect(serverRulesBroken(arrows)).toEqual([]);
  });

  it('would notice one (the scanner reads real imports)', () => {
    const sample = 'import { x } from \'../src/app\';\nexport { y } from "../server/app";';
    const specs = [...sample.matchAll(IMPORT)].map((m) => m[1] ?? m[2]);
    expect(specs).toEqual(['../src/app', '../server/app']);
  });
});
