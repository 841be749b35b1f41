// What the missions' screens showed, in order and timed, recorded inside the page: every change
// of a mission element's `data-state` (its machine state, SPEC §4), its removal, and every write
// of the onboarding settings. Transient states (a step that lives 500 ms) are caught however slow
// the test is, and delays are measured on the page's own clock.

import type { Page } from 'playwright-core';
import { expect } from './runner';

/**
 * One entry: a screen (`mission-…` test id → data-state, null once gone), a settings write, a
 * navigation of the app (pathname) or a video that ended: the last two are the moments events
 * happen, before anything is painted.
 */
export interface TrailEntry {
  kind: 'screen' | 'store' | 'path' | 'ended';
  key: string;
  value: string | null;
  t: number;
}

declare global {
  interface Window {
    __missionTrail?: TrailEntry[];
  }
}

/** Installs the recorder in every document the page opens from now on. */
export async function recordMissionTrail(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const trail: TrailEntry[] = [];
    window.__missionTrail = trail;
    const record = (kind: TrailEntry['kind'], key: string, value: string | null) =>
      trail.push({ kind, key, value, t: performance.now() });
    let shown = new Map<string, string>();
    const scan = () => {
      const now = new Map<string, string>();
      for (const el of document.querySelectorAll<HTMLElement>(
        '[data-testid^="mission-"][data-state]',
      )) {
        now.set(el.dataset.testid ?? '', el.dataset.state ?? '');
      }
      for (const [key, value] of now) if (shown.get(key) !== value) record('screen', key, value);
      for (const key of shown.keys()) if (!now.has(key)) record('screen', key, null);
      shown = now;
    };
    new MutationObserver(scan).observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['data-state'],
    });
    for (const name of ['pushState', 'replaceState'] as const) {
      const original = history[name];
      history[name] = function (this: History, ...args: Parameters<History['pushState']>) {
        const result = original.apply(this, args);
        record('path', 'path', location.pathname);
        return result;
      };
    }
    document.addEventListener(
      'ended',
      (e) => record('ended', (e.target as HTMLElement).dataset.clip ?? 'video', null),
      true,
    );
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (key: string, value: string) {
      if (key.startsWith('app.settings.')) record('store', key.slice(13), value);
      return setItem.call(this, key, value);
    };
  });
}

/** The page's clock (the trail's time base). */
export const pageNow = (page: Page): Promise<number> => page.evaluate(() => performance.now());

const readTrail = (page: Page): Promise<TrailEntry[]> =>
  page.evaluate(() => window.__missionTrail ?? []);

/**
 * Reads the trail forward: each expectation looks after the entry the previous one matched, so
 * the screens must appear in the order the machine's path gives.
 */
export class TrailReader {
  private cursor = 0;

  constructor(private readonly page: Page) {}

  /** After a full navigation the page starts a new trail. */
  restart(): void {
    this.cursor = 0;
  }

  /** Waits until `testId` shows `state` (its data-state); returns that entry. */
  async screen(testId: string, state: string): Promise<TrailEntry> {
    let found: TrailEntry | undefined;
    await expect
      .poll(
        async () => {
          const trail = await readTrail(this.page);
          const i = trail.findIndex(
            (e, k) =>
              k >= this.cursor && e.kind === 'screen' && e.key === testId && e.value === state,
          );
          if (i < 0) return `${testId} shows: ${this.describe(trail, testId)}`;
          found = trail[i];
          this.cursor = i + 1;
          return 'shown';
        },
        { timeout: 15_000, message: `${testId} = ${state}` },
      )
      .toBe('shown');
    return found as TrailEntry;
  }

  /** Waits until `testId` is no longer on screen; returns when it went (null: never shown). */
  async gone(testId: string): Promise<TrailEntry | null> {
    await this.page.getByTestId(testId).waitFor({ state: 'detached', timeout: 15_000 });
    const trail = await readTrail(this.page);
    const i = trail.findLastIndex((e) => e.kind === 'screen' && e.key === testId);
    if (i < 0 || trail[i]?.value !== null) return null;
    this.cursor = Math.max(this.cursor, i + 1);
    return trail[i] ?? null;
  }

  /** Entries of `testId` recorded since `since` (the page's clock). */
  async screensSince(testId: string, since: number): Promise<TrailEntry[]> {
    const trail = await readTrail(this.page);
    return trail.filter((e) => e.kind === 'screen' && e.key === testId && e.t >= since);
  }

  /** The first entry of `kind` (and `key`) recorded since `since`, once there is one. */
  event(kind: 'path' | 'ended', key: string, since: number): Promise<TrailEntry> {
    return this.first(
      (e) => e.kind === kind && e.t >= since && (kind === 'ended' || e.value === key),
      `${kind} ${key}`,
    );
  }

  /** Every write of the setting `key` so far, parsed. */
  async writes(key: string): Promise<{ value: unknown; t: number }[]> {
    const trail = await readTrail(this.page);
    return trail
      .filter((e) => e.kind === 'store' && e.key === key)
      .map((e) => ({ value: JSON.parse(e.value ?? 'null'), t: e.t }));
  }

  /** The first write of the setting `key` (app.settings.<key>) whose JSON matches `match`. */
  write(key: string, match: (value: unknown) => boolean): Promise<TrailEntry> {
    return this.first(
      (e) => e.kind === 'store' && e.key === key && match(JSON.parse(e.value ?? 'null')),
      `a write of ${key}`,
    );
  }

  /** The first entry that `test` accepts, once there is one. */
  private async first(test: (e: TrailEntry) => boolean, what: string): Promise<TrailEntry> {
    let found: TrailEntry | undefined;
    await expect
      .poll(
        async () => {
          found = (await readTrail(this.page)).find(test);
          return found !== undefined;
        },
        { timeout: 15_000, message: what },
      )
      .toBe(true);
    return found as TrailEntry;
  }

  private describe(trail: TrailEntry[], testId: string): string {
    const mine = trail.slice(this.cursor).filter((e) => e.key === testId);
    return mine.map((e) => e.value ?? '(gone)').join(' → ') || '(nothing yet)';
  }
}
