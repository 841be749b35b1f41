import { type QueryKey, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/api/api-error';
import { createQueryClient } from '../../src/api/query-client';
import { type PanelRead, panelRead, reportReadOptions } from '../../src/ui/report/panel-read';

// What a report panel shows of a real query's states (src/ui/report/panel-read.ts): the
// skeleton while the scope is unknown and after Retry, the error with Retry, old figures dimmed
// while the next ones load.

interface Gate {
  answer(value: number): void;
  fail(error: ApiError): void;
}

/** A query whose answers the test gives one by one, and what the panel saw after each change. */
function observe(enabled: boolean) {
  const client = createQueryClient();
  const gates: Gate[] = [];
  const queryFn = () =>
    new Promise<number>((resolve, reject) => {
      gates.push({ answer: resolve, fail: reject });
    });
  const options = (key: QueryKey, on: boolean) => ({
    queryKey: key,
    queryFn,
    enabled: on,
    ...reportReadOptions,
  });
  const observer = new QueryObserver<number, ApiError, number, number, QueryKey>(
    client,
    options(['figures', 1], enabled),
  );
  const unsubscribe = observer.subscribe(() => undefined);
  const now = () => panelRead(observer.getCurrentResult());
  /** Waits until the panel's read looks like `shown`. */
  const shows = (shown: Partial<PanelRead<number>>) =>
    vi.waitFor(() => expect(now()).toMatchObject(shown));
  return { observer, options, gates, now, shows, unsubscribe };
}

const failure = new ApiError(503, 'storage_full', 'nothing of this request was saved');

describe('panelRead', () => {
  it('keeps the skeleton (loading, no data, no error) while the scope is unknown', () => {
    const q = observe(false);
    expect(q.now()).toMatchObject({ data: undefined, loading: true, error: null });
    expect(q.gates).toHaveLength(0);
    q.unsubscribe();
  });

  it('shows the failure, then the skeleton again while Retry asks anew', async () => {
    const q = observe(true);
    expect(q.now()).toMatchObject({ data: undefined, loading: true, error: null });
    q.gates[0]?.fail(failure);
    await q.shows({ data: undefined, loading: false, error: failure });

    q.now().refetch();
    await vi.waitFor(() => expect(q.gates).toHaveLength(2));
    expect(q.now()).toMatchObject({ data: undefined, loading: true, error: null });
    q.gates[1]?.answer(42);
    await q.shows({ data: 42, loading: false, error: null });
    q.unsubscribe();
  });

  it('after figures, a failed reread shows the failure, and Retry the skeleton', async () => {
    const q = observe(true);
    q.gates[0]?.answer(1);
    await q.shows({ data: 1, loading: false });
    q.now().refetch();
    await vi.waitFor(() => expect(q.gates).toHaveLength(2));
    q.gates[1]?.fail(failure);
    await q.shows({ data: undefined, loading: false, error: failure });

    q.now().refetch();
    await vi.waitFor(() => expect(q.gates).toHaveLength(3));
    expect(q.now()).toMatchObject({ data: undefined, loading: true, error: null });
    q.gates[2]?.answer(2);
    await q.shows({ data: 2, loading: false, error: null });
    q.unsubscribe();
  });

  it('dims the last figures while the next scope is not known yet', async () => {
    const q = observe(true);
    q.gates[0]?.answer(1);
    await q.shows({ data: 1, loading: false });
    q.observer.setOptions(q.options(['figures', 2], false));
    expect(q.now()).toMatchObject({ data: 1, loading: true, error: null });
    expect(q.gates).toHaveLength(1);
    q.unsubscribe();
  });

  it('dims the last figures while other parameters load, and drops them when those fail', async () => {
    const q = observe(true);
    q.gates[0]?.answer(1);
    await q.shows({ data: 1, loading: false });

    q.observer.setOptions(q.options(['figures', 2], true));
    await vi.waitFor(() => expect(q.gates).toHaveLength(2));
    expect(q.now()).toMatchObject({ data: 1, loading: true, error: null });
    q.gates[1]?.fail(failure);
    await q.shows({ data: undefined, loading: false, error: failure });
    q.unsubscribe();
  });
});
