// lazyReady (src/app-kit/lazy-ready.tsx) in jsdom: a view rendered before its chunk is here
// suspends (its boundary's fallback shows, then the view); one rendered after `preload()` has
// resolved shows at once, without the fallback, which is what spares the console's route, layout
// and page React's throttled reveal of a suspended boundary.
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { lazyReady } from '../../src/app-kit/lazy-ready';

afterEach(cleanup);

/** A chunk whose download ends when the test says so, and how many times it was asked for. */
function chunk() {
  let arrive: () => void = () => {};
  let asked = 0;
  const load = () => {
    asked += 1;
    return new Promise<(props: { name: string }) => string>((resolve) => {
      arrive = () => resolve(({ name }) => `hello ${name}`);
    });
  };
  return { load, arrive: () => arrive(), asked: () => asked };
}

const view = (View: (props: { name: string }) => React.ReactNode) => (
  <Suspense fallback="waiting">
    <View name="Ana" />
  </Suspense>
);

describe('lazyReady', () => {
  it('suspends while its chunk downloads, then shows the view', async () => {
    const c = chunk();
    const { View } = lazyReady(c.load);
    render(view(View));
    expect(screen.getByText('waiting')).toBeTruthy();
    await act(async () => c.arrive());
    expect(await screen.findByText('hello Ana')).toBeTruthy();
  });

  it('shows the view at once, without its fallback, once preload has resolved', async () => {
    const c = chunk();
    const { View, preload } = lazyReady(c.load);
    const loaded = preload();
    c.arrive();
    await loaded;
    render(view(View));
    expect(screen.queryByText('waiting')).toBeNull();
    expect(screen.getByText('hello Ana')).toBeTruthy();
  });

  it('downloads once however many times it is preloaded and rendered', async () => {
    const c = chunk();
    const { View, preload } = lazyReady(c.load);
    const first = preload();
    const second = preload();
    c.arrive();
    await Promise.all([first, second]);
    render(view(View));
    expect(c.asked()).toBe(1);
  });

  it('asks again after a failed download', async () => {
    let asked = 0;
    const { preload } = lazyReady(() => {
      asked += 1;
      return asked === 1
        ? Promise.reject(new Error('offline'))
        : Promise.resolve(() => 'back online');
    });
    await expect(preload()).rejects.toThrow('offline');
    await expect(preload()).resolves.toBeTypeOf('function');
    expect(asked).toBe(2);
  });
});
