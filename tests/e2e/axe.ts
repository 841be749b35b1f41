// axe-core in the page under test: the serious and critical violations, readable in a failure.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';

const AXE = join(process.cwd(), 'node_modules/axe-core/axe.min.js');

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; html: string; failureSummary?: string }[];
}

/** Serious and critical axe violations of the page as it is now, readable in a failure. */
export async function seriousViolations(page: Page): Promise<string[]> {
  // Evaluated, not added as a <script>: the page's CSP (no inline script) would block the tag.
  await page.evaluate(`${await readFile(AXE, 'utf8')}\n;0`);
  // Colours are judged at rest: a toast fading in or out, or a theme switch's transitions, would
  // be measured half-way (grey on grey). A toast can start moving during the scan (its lazy
  // toaster arrives late, or its timeout ends), so the scan runs with reduced motion: Fluent's
  // motions then take 1 ms. Finite animations already running are awaited; spinners loop for ever.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  try {
    await page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((a) => a.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
          .map((a) => a.finished.catch(() => undefined)),
      ),
    );
    const violations = await page.evaluate(async () => {
      const axe = (window as unknown as { axe: { run(ctx: unknown): Promise<unknown> } }).axe;
      // Fluent's focus manager (tabster) adds aria-hidden <i tabindex=0> sentinels that hand
      // focus on; they are never announced and axe cannot see that, so they are left out.
      const result = (await axe.run({ exclude: [['[data-tabster-dummy]']] })) as {
        violations: Violation[];
      };
      return result.violations;
    });
    return readable(violations);
  } finally {
    await page.emulateMedia({ reducedMotion: null });
  }
}

/** The serious and critical violations, each with its first nodes, as a failure prints them. */
function readable(violations: Violation[]): string[] {
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help}\n${v.nodes
          .slice(0, 5)
          .map((n) => `  ${n.target.join(' ')} ${n.html}\n    ${n.failureSummary ?? ''}`)
          .join('\n')}`,
    );
}
