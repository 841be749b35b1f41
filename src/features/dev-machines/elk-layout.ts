import type { ElkNode } from 'elkjs/lib/elk-api';
// The worker script as elkjs ships it (a classic worker from this origin, so the CSP's
// script-src 'self' admits it): ~460 KB gzip that only this page ever fetches, and the layout
// runs off the main thread.
import elkWorkerUrl from 'elkjs/lib/elk-worker.min.js?url';
import type { Statechart } from './statechart';
import { elkGraphOf, type Measure, type PlacedChart, placedChartOf } from './statechart-layout';

// elkjs's own client (elk-api.js) is CommonJS, which would add the bundler's CommonJS helpers to
// the runtime chunk every visit loads; its protocol is three fields, so it is spoken here:
// `{ id, cmd }` in, `{ id, data }` or `{ id, error }` out.

const TIMEOUT_MS = 30_000;

interface Pending {
  resolve(data: unknown): void;
  reject(error: Error): void;
}

let worker: { post(message: Record<string, unknown>): Promise<unknown> } | null = null;

function errorOf(error: unknown): Error {
  if (error instanceof Error) return error;
  const message = (error as { message?: unknown } | null)?.message;
  return new Error(typeof message === 'string' ? message : 'the layout failed');
}

function layoutWorker() {
  if (worker) return worker;
  const pending = new Map<number, Pending>();
  let next = 0;
  const w = new Worker(elkWorkerUrl);
  const failAll = (error: Error) => {
    worker = null;
    w.terminate();
    for (const p of pending.values()) p.reject(error);
    pending.clear();
  };
  w.addEventListener('message', (event: MessageEvent) => {
    const { id, data, error } = event.data as { id: number; data?: unknown; error?: unknown };
    const p = pending.get(id);
    if (!p) return;
    pending.delete(id);
    if (error) p.reject(errorOf(error));
    else p.resolve(data);
  });
  w.addEventListener('error', () => failAll(new Error('the layout worker failed to start')));
  const post = (message: Record<string, unknown>) =>
    new Promise<unknown>((resolve, reject) => {
      const id = next++;
      const timer = setTimeout(() => {
        pending.delete(id);
        reject(new Error('the layout took too long'));
      }, TIMEOUT_MS);
      pending.set(id, {
        resolve: (data) => {
          clearTimeout(timer);
          resolve(data);
        },
        reject: (error) => {
          clearTimeout(timer);
          reject(error);
        },
      });
      w.postMessage({ ...message, id });
    });
  void post({ cmd: 'register', algorithms: ['layered'] }).catch(() => {});
  worker = { post };
  return worker;
}

const cache = new Map<string, Promise<PlacedChart>>();

/** The laid-out chart (one layout per machine and text measure, kept for the visit). */
export function layoutChart(
  chart: Statechart,
  measure: Measure,
  measureKey: string,
): Promise<PlacedChart> {
  const key = `${chart.machineId}|${measureKey}`;
  const known = cache.get(key);
  if (known) return known;
  const placed = layoutWorker()
    .post({ cmd: 'layout', graph: elkGraphOf(chart, measure), layoutOptions: {}, options: {} })
    .then((graph) => placedChartOf(graph as ElkNode));
  placed.catch(() => cache.delete(key));
  cache.set(key, placed);
  return placed;
}
