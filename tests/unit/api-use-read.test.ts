// @vitest-environment jsdom
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type RefetchableReadState, useRead, useRefetchableRead } from '../../src/api/use-read';

// React only flushes effects inside act() when it knows it runs in a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

interface Item {
  id: number;
}
type Result = { data: Item; error?: undefined; response: Response };

// A fake call per id whose completion the test controls, honouring the abort signal.
function controllableFetcher() {
  const pending: { id: number; signal: AbortSignal; resolve: (r: Result) => void }[] = [];
  function fetchItem(id: number, signal: AbortSignal): Promise<Result> {
    return new Promise((resolve, reject) => {
      pending.push({ id, signal, resolve });
      signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
    });
  }
  function answer(index: number, status = 200) {
    const call = pending[index];
    if (!call) throw new Error(`no call #${index}`);
    call.resolve({ data: { id: call.id }, response: new Response(null, { status }) });
  }
  return { fetchItem, pending, answer };
}

let container: HTMLElement;
let root: Root;

beforeEach(() => {
  container = document.createElement('div');
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  vi.restoreAllMocks();
});

type FetchItem = (id: number, signal: AbortSignal) => Promise<Result>;

function Probe(props: { id: number; fetchItem: FetchItem; states: RefetchableReadState<Item>[] }) {
  const { id, fetchItem } = props;
  props.states.push(useRefetchableRead((signal) => fetchItem(id, signal), [id]));
  return null;
}

function ReadProbe(props: { fetchItem: FetchItem; seen: object[] }) {
  props.seen.push(useRead((signal) => props.fetchItem(3, signal), []));
  return null;
}

// Re-rendering the same component type with new props updates it instead of remounting.
function probe(fetchItem: FetchItem, states: RefetchableReadState<Item>[]) {
  return (id: number) => act(() => root.render(createElement(Probe, { id, fetchItem, states })));
}

const flush = () => act(async () => {});

describe('useRefetchableRead', () => {
  it('loads, then shows data', async () => {
    const f = controllableFetcher();
    const states: RefetchableReadState<Item>[] = [];
    probe(f.fetchItem, states)(1);
    expect(states.at(-1)).toMatchObject({ data: undefined, loading: true, error: null });
    f.answer(0);
    await flush();
    expect(states.at(-1)).toMatchObject({ data: { id: 1 }, loading: false, error: null });
  });

  it('aborts the previous read when deps change and ignores its late answer', async () => {
    const f = controllableFetcher();
    const states: RefetchableReadState<Item>[] = [];
    const render = probe(f.fetchItem, states);
    render(1);
    render(2);
    expect(f.pending.map((p) => p.id)).toEqual([1, 2]);
    expect(f.pending[0]?.signal.aborted).toBe(true);
    expect(f.pending[1]?.signal.aborted).toBe(false);
    f.answer(0); // too late: already aborted
    f.answer(1);
    await flush();
    expect(states.at(-1)).toMatchObject({ data: { id: 2 }, loading: false, error: null });
    expect(states.some((s) => s.data?.id === 1)).toBe(false);
  });

  it('does not restart when only the closure changes', async () => {
    const f = controllableFetcher();
    const states: RefetchableReadState<Item>[] = [];
    const render = probe(f.fetchItem, states);
    render(1);
    render(1);
    expect(f.pending).toHaveLength(1);
  });

  it('aborts on unmount, without warnings', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const f = controllableFetcher();
    probe(f.fetchItem, [])(1);
    act(() => root.unmount());
    expect(f.pending[0]?.signal.aborted).toBe(true);
    await flush();
    expect(warn).not.toHaveBeenCalled();
    root = createRoot(container); // afterEach unmounts again
  });

  it('reports an error as {code, message}', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const f = controllableFetcher();
    const states: RefetchableReadState<Item>[] = [];
    probe(f.fetchItem, states)(1);
    f.answer(0, 503);
    await flush();
    expect(states.at(-1)).toMatchObject({ data: undefined, loading: false });
    expect(states.at(-1)?.error?.code).toBe(503);
  });

  it('refetch() runs the read again', async () => {
    const f = controllableFetcher();
    const states: RefetchableReadState<Item>[] = [];
    probe(f.fetchItem, states)(7);
    f.answer(0);
    await flush();
    act(() => states.at(-1)?.refetch());
    expect(f.pending).toHaveLength(2);
    expect(states.at(-1)).toMatchObject({ data: { id: 7 }, loading: true });
    f.answer(1);
    await flush();
    expect(states.at(-1)).toMatchObject({ data: { id: 7 }, loading: false });
  });
});

describe('useRead', () => {
  it('returns data, loading and error only', async () => {
    const f = controllableFetcher();
    const seen: object[] = [];
    act(() => root.render(createElement(ReadProbe, { fetchItem: f.fetchItem, seen })));
    f.answer(0);
    await flush();
    expect(seen.at(-1)).toEqual({ data: { id: 3 }, loading: false, error: null });
  });
});
