import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TOUR_PAGES } from '../../machines/rules/tour';
import { TOUR_STEPS } from '../../src/features/tour/tour-steps';

// Every `data-tour` name the views render: the attribute itself, or a name handed to a component
// that renders it (`tour: 'x'` of a table column, `tour="x"` of a shared field, `exportTour="x"` of the report page).
function renderedTargets(dir: string, found = new Set<string>()): Set<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) renderedTargets(path, found);
    else if (entry.name.endsWith('.tsx')) {
      for (const match of readFileSync(path, 'utf8').matchAll(
        /(?:data-tour=|\btour: |\btour=|Tour=)["']([^"']+)["']/g,
      )) {
        if (match[1]) found.add(match[1]);
      }
    }
  }
  return found;
}

describe('tour steps', () => {
  const rendered = renderedTargets(join(process.cwd(), 'src'));

  it('point only at elements some view renders', () => {
    const targets = Object.values(TOUR_STEPS).flatMap((steps) =>
      (steps ?? []).flatMap((s) => (s.target ? [s.target] : [])),
    );
    expect(targets.length).toBeGreaterThan(10);
    expect(targets.filter((t) => !rendered.has(t))).toEqual([]);
  });

  it('belong to known tour pages, each with a first step', () => {
    for (const [page, steps] of Object.entries(TOUR_STEPS)) {
      expect(TOUR_PAGES).toContain(page);
      expect(steps?.length).toBeGreaterThan(0);
    }
  });

  it('the dashboard tour follows SPEC §2: welcome first, then the shell controls', () => {
    expect(TOUR_STEPS.dashboard?.map((s) => s.target)).toEqual([
      null,
      'theme-switch',
      'language-switcher',
      'scope-filter',
      'date-picker',
      'domain-switcher',
      'profile-menu',
    ]);
  });
});
