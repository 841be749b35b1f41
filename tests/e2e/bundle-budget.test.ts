// The production build the browser tests serve (global-setup.ts builds it with its manifest),
// weighed as a cold visit downloads it: gzip JavaScript (level 9) of the sign-in screen and of the
// dashboard before its charts. Budgets in KB, a little above what the build weighs now
// (docs/benchmarks/bundle.md): a change that makes a cold visit heavier fails here and has to
// lower something else or raise the budget on purpose.
// @ts-expect-error: a plain .mjs script (no types), shared with `npm run bench:bundle`.
import { measureBundle } from '../../scripts/bundle-sizes.mjs';
import { describe, expect, it } from './runner';

const SIGN_IN_BUDGET_KB = 115;
const DASHBOARD_BEFORE_CHARTS_BUDGET_KB = 300;

interface Sizes {
  login: { kb: number; files: number; packages: string[] };
  dashboard: { kb: number; files: number; packages: string[] };
  charts: { kb: number } | null;
}

const sizes = (): Sizes => {
  const dir = process.env.E2E_BUILD_DIR;
  if (!dir) throw new Error('E2E_BUILD_DIR is not set: run through playwright.config.ts');
  return measureBundle(dir) as Sizes;
};

describe('bundle budget', () => {
  it('a cold /auth/login downloads no more JavaScript than its budget', () => {
    const { login } = sizes();
    expect(login.kb).toBeGreaterThan(0);
    expect(login.kb).toBeLessThanOrEqual(SIGN_IN_BUDGET_KB);
  });

  it('a cold /auth/login carries no Fluent UI (the sign-in screens are plain CSS)', () => {
    const { packages } = sizes().login;
    expect(packages).toContain('react-dom');
    expect(packages.filter((name) => /^@(fluentui|griffel)\//.test(name))).toEqual([]);
  });

  it('a cold /dashboard before its charts stays within its budget', () => {
    expect(sizes().dashboard.kb).toBeLessThanOrEqual(DASHBOARD_BEFORE_CHARTS_BUDGET_KB);
  });

  it('a cold /dashboard carries no menu or dialog until one is opened', () => {
    // The top bar's menus, the domain modal and the brand key's form are chunks of their own
    // (features/shell/menus/lazy-menu.tsx, layout/on-demand.tsx).
    const { packages } = sizes().dashboard;
    expect(packages).toContain('@fluentui/react-button');
    expect(packages.filter((name) => /^@fluentui\/react-(menu|dialog)$/.test(name))).toEqual([]);
  });

  it('the chart library is a chunk of its own, fetched after the figures', () => {
    // apexcharts alone is well over 100 KB gzip: were it in the visit above, this would be small.
    expect(sizes().charts?.kb ?? 0).toBeGreaterThan(100);
  });
});
