// Waits on what the page shows instead of on the clock: a fixed pause is either too short on a
// busy machine (a flake) or longer than needed everywhere else. Free of the test runner, so
// the screenshot script (scripts/screens.ts) uses them too.
import type { Page, Request } from 'playwright-core';

/**
 * Resolves once the page has stopped moving: its fonts loaded, no CSS transition or animation
 * with an end still running (a spinner's endless one and a toast's timer do not count; none at
 * all with `animations: false`), and the layout (page size, number of elements, each chart's
 * size, the viewport) the same over `frames` animation frames, so a re-render a resize, a theme
 * switch or a late answer started has been painted.
 */
export async function settled(
  page: Page,
  { frames = 3, timeout = 15_000, animations = true } = {},
) {
  await page.evaluate(() => {
    delete (window as unknown as { __e2eSettle?: unknown }).__e2eSettle;
  });
  await page.waitForFunction(
    ({ needed, animations }) => {
      const w = window as unknown as { __e2eSettle?: { key: string; same: number } };
      const moving =
        animations &&
        document.getAnimations().some((a) => {
          if (a.playState !== 'running') return false;
          // A toast's timer is an animation as long as the toast stays: not movement.
          const target = a.effect instanceof KeyframeEffect ? a.effect.target : null;
          if (target?.hasAttribute('data-timer-status')) return false;
          const end = a.effect?.getComputedTiming().endTime;
          return typeof end === 'number' && Number.isFinite(end);
        });
      const root = document.documentElement;
      const key = [
        document.fonts.status,
        moving,
        innerWidth,
        innerHeight,
        root.scrollWidth,
        root.scrollHeight,
        document.body.getElementsByTagName('*').length,
        ...[...document.querySelectorAll('svg')].map((s) => {
          const r = s.getBoundingClientRect();
          return `${Math.round(r.width)}x${Math.round(r.height)}`;
        }),
      ].join();
      const same = w.__e2eSettle?.key === key ? w.__e2eSettle.same + 1 : 0;
      w.__e2eSettle = { key, same };
      return document.fonts.status === 'loaded' && !moving && same >= needed;
    },
    { needed: frames, animations },
    { polling: 'raf', timeout },
  );
}

/** Resolves when `read` gives the same answer twice in a row, `frames` animation frames apart. */
export async function stableValue<T>(
  page: Page,
  read: () => Promise<T>,
  { frames = 2, timeout = 15_000 } = {},
): Promise<T> {
  const until = Date.now() + timeout;
  let before = JSON.stringify(await read());
  for (;;) {
    await nextFrames(page, frames);
    const value = await read();
    const now = JSON.stringify(value);
    if (now === before) return value;
    if (Date.now() > until) throw new Error(`still changing after ${timeout} ms: ${now}`);
    before = now;
  }
}

/** Resolves after `count` animation frames of the page (what a render in flight needs). */
async function nextFrames(page: Page, count = 2) {
  await page.evaluate(
    (n) =>
      new Promise<void>((resolve) => {
        const step = (left: number) =>
          left === 0 ? resolve() : requestAnimationFrame(() => step(left - 1));
        step(n);
      }),
    count,
  );
}

/**
 * Runs `act` (a reload, a click, a navigation) and resolves once every request the page made
 * since has been answered and the page has settled on what they brought, with nothing new asked
 * for meanwhile: a lazy chunk or a call the answers led to has come and been rendered. A check
 * that something does NOT show waits on this first, so it runs when the thing would have shown.
 * `animations: false` for what shows only while it animates (it would be gone once they end).
 * Returns the requests made since `act` began, in the order they were asked for.
 */
export async function quietAfter(
  page: Page,
  act: () => Promise<unknown>,
  { timeout = 30_000, animations = true } = {},
): Promise<Request[]> {
  const inFlight = new Set<Request>();
  const asked: Request[] = [];
  const start = (r: Request) => {
    inFlight.add(r);
    asked.push(r);
  };
  const end = (r: Request) => inFlight.delete(r);
  page.on('request', start);
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  const until = Date.now() + timeout;
  try {
    await act();
    for (;;) {
      const seen = asked.length;
      // Polled, as the answers come in on their own; each turn is one frame of the page.
      while (inFlight.size > 0) {
        if (Date.now() > until) {
          throw new Error(
            `requests still unanswered after ${timeout} ms: ${[...inFlight].map((r) => r.url()).join(' ')}`,
          );
        }
        await nextFrames(page, 1);
      }
      await settled(page, { timeout: Math.max(1000, until - Date.now()), animations });
      if (inFlight.size === 0 && asked.length === seen) return asked;
    }
  } finally {
    page.off('request', start);
    page.off('requestfinished', end);
    page.off('requestfailed', end);
  }
}

/**
 * After a resize to a phone's width: resolves once the console has switched to its phone layout
 * (the settings machine hears a resize only when the window stops changing), its charts have
 * been redrawn for that width (apexcharts redraws on a window resize of its own, debounced, after
 * the one the layout sends) and the page has settled, so what is measured is the phone layout,
 * not the desktop one squeezed. A chart that never fits is left to the caller's check, which
 * names what sticks out.
 */
export async function phoneLayout(page: Page) {
  await page.waitForFunction(
    () =>
      document.querySelector('[data-testid="main-layout"]')?.getAttribute('data-layout') ===
      'mobile',
  );
  await page
    .waitForFunction(
      () =>
        [...document.querySelectorAll('svg.apexcharts-svg')].every(
          (svg) => svg.getBoundingClientRect().right <= document.documentElement.clientWidth + 1,
        ),
      undefined,
      { timeout: 10_000 },
    )
    .catch(() => {});
  await settled(page);
}
