import {
  type DependencyList,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { type DataOf, type FetchResultLike, type ReadError, read } from './read';

export interface ReadState<T> {
  data: T | undefined;
  loading: boolean;
  error: ReadError | null;
}

export interface RefetchableReadState<T> extends ReadState<T> {
  refetch(): void;
}

/**
 * Runs `fn` on mount and whenever `deps` change (or refetch() is called), aborting the
 * previous request; cancellations are ignored. Data from the last success is kept while the
 * next read loads, and cleared when a read fails.
 */
export function useRefetchableRead<R extends FetchResultLike>(
  fn: (signal: AbortSignal) => Promise<R>,
  deps: DependencyList,
): RefetchableReadState<DataOf<R>> {
  const [state, setState] = useState<ReadState<DataOf<R>>>({
    data: undefined,
    loading: true,
    error: null,
  });
  const [generation, setGeneration] = useState(0);
  // The latest fn, so a new closure each render does not restart the read; deps decide that.
  const fnRef = useRef(fn);
  useLayoutEffect(() => {
    fnRef.current = fn;
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: deps are the caller's, like useEffect's own; generation is the refetch trigger.
  useEffect(() => {
    const controller = new AbortController();
    setState((s) => (s.loading && s.error === null ? s : { ...s, loading: true, error: null }));
    void read(fnRef.current, controller.signal).then((outcome) => {
      if ('cancelled' in outcome || controller.signal.aborted) return;
      setState(
        outcome.error === null
          ? { data: outcome.data, loading: false, error: null }
          : { data: undefined, loading: false, error: outcome.error },
      );
    });
    return () => controller.abort();
  }, [...deps, generation]);

  const refetch = useCallback(() => setGeneration((g) => g + 1), []);
  return { ...state, refetch };
}

/** `{data, loading, error}` of a cancellable read that reruns when `deps` change. */
export function useRead<R extends FetchResultLike>(
  fn: (signal: AbortSignal) => Promise<R>,
  deps: DependencyList,
): ReadState<DataOf<R>> {
  const { data, loading, error } = useRefetchableRead(fn, deps);
  return { data, loading, error };
}
