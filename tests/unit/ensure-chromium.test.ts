import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script (no types); its one export is checked by these tests.
import { CHROMIUM, ensureChromium } from '../../scripts/ensure-chromium.mjs';

type Deps = Parameters<typeof ensureChromium>[0];

function fake(over: Partial<Record<string, unknown>> & { present?: boolean; installs?: boolean }) {
  const calls: string[] = [];
  let present = over.present ?? false;
  const deps = {
    exists: (p: string) => p === CHROMIUM && present,
    isRoot: () => true,
    hasApt: () => true,
    run: (cmd: string, args: string[]) => {
      calls.push([cmd, ...args].join(' '));
      if (args[0] === 'install' && over.installs !== false) present = true;
      return args[0] === 'install' && over.installs === false ? 100 : 0;
    },
    log: () => {},
    ...over,
  } as Deps;
  return { deps, calls };
}

describe('npm test finds the browser before running anything', () => {
  it('does nothing when Chromium is there', () => {
    const { deps, calls } = fake({ present: true });
    expect(ensureChromium(deps)).toBeNull();
    expect(calls).toEqual([]);
  });

  it('installs Debian chromium as root with apt', () => {
    const { deps, calls } = fake({});
    expect(ensureChromium(deps)).toBeNull();
    expect(calls).toEqual(['apt-get update -qq', 'apt-get install -y -qq chromium']);
  });

  it('says so when apt fails', () => {
    const { deps } = fake({ installs: false });
    expect(ensureChromium(deps)).toMatch(/failed \(exit 100\).*apt-get install -y chromium/);
  });

  it('stops with the one command to run when it cannot install', () => {
    const { deps, calls } = fake({ isRoot: () => false });
    expect(ensureChromium(deps)).toMatch(/Install it.*sudo apt-get install -y chromium/);
    expect(calls).toEqual([]);
  });
});
