// axe-core in real Chromium: no serious or critical violation on the login page and the shell.
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { type Browser, launch, openPage, reportFailure, signIn, waitForPath } from './browser';

const baseUrl = inject('e2eBaseUrl');
const AXE = join(process.cwd(), 'node_modules/axe-core/axe.min.js');

let browser: Browser;
let page: Page;

beforeEach(async () => {
  browser = await launch();
  page = await openPage(browser);
});

afterEach(async (ctx) => {
  await reportFailure(ctx, page);
  await browser.close();
});

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; html: string; failureSummary?: string }[];
}

/** Serious and critical axe violations of the page as it is now, readable in a failure. */
async function seriousViolations(): Promise<string[]> {
  await page.addScriptTag({ path: AXE });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(ctx: unknown): Promise<unknown> } }).axe;
    // Fluent's focus manager (tabster) adds aria-hidden <i tabindex=0> sentinels that hand focus
    // on; they are never announced and axe cannot see that, so they are left out.
    const result = (await axe.run({ exclude: [['[data-tabster-dummy]']] })) as {
      violations: Violation[];
    };
    return result.violations;
  });
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

async function brandShell() {
  await signIn(page, baseUrl, 'brand@demo.test');
  await waitForPath(page, '/dashboard');
  await page.getByTestId('main-layout').waitFor();
  // Let the route animation and the sign-in toast settle.
  await page.locator('.fui-Toast').first().waitFor({ state: 'detached', timeout: 10_000 });
}

describe('accessibility (axe-core)', () => {
  it('the login page', async () => {
    await page.goto(`${baseUrl}/auth/login`);
    await page.locator('input[name="email"]').waitFor();
    await expect(seriousViolations()).resolves.toEqual([]);
  });

  it('the shell, light and dark', async () => {
    await brandShell();
    await expect(seriousViolations()).resolves.toEqual([]);
    await page.getByRole('switch', { name: 'Modo oscuro' }).click();
    await page.waitForTimeout(400);
    await expect(seriousViolations()).resolves.toEqual([]);
  });

  it('the settings drawer and the brand-key panel', async () => {
    await brandShell();
    await page.getByTestId('settings-button').click();
    await page.getByTestId('settings-drawer').waitFor();
    await page.waitForTimeout(400);
    await expect(seriousViolations()).resolves.toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByTestId('settings-drawer').waitFor({ state: 'hidden' });
    await page.getByTestId('brand-key').click();
    await page.getByTestId('brand-key-panel').waitFor();
    await page.waitForTimeout(400);
    await expect(seriousViolations()).resolves.toEqual([]);
  });
});
