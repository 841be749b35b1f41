// @vitest-environment jsdom
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from '../../src/app/route-error-boundary';

// React only flushes effects inside act() when it knows it runs in a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLElement;
let root: Root;

beforeEach(() => {
  container = document.createElement('div');
  root = createRoot(container);
  // React and the boundary report the caught error on the console; the test reads onError.
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  act(() => root.unmount());
  vi.restoreAllMocks();
});

function Page({ crash }: { crash: boolean }) {
  if (crash) throw new Error('broken page');
  return createElement('p', null, 'page');
}

const show = (path: string, crash: boolean, onError: (e: unknown, p: string) => void) =>
  act(() =>
    root.render(
      createElement(RouteErrorBoundary, { path, onError }, createElement(Page, { crash })),
    ),
  );

it('renders the page while it works', () => {
  const onError = vi.fn();
  show('/admin/people', false, onError);
  expect(container.textContent).toBe('page');
  expect(onError).not.toHaveBeenCalled();
});

it('reports a page that throws once, with its path, and renders nothing for it', () => {
  const onError = vi.fn();
  show('/admin/people', true, onError);
  expect(container.textContent).toBe('');
  expect(onError).toHaveBeenCalledTimes(1);
  const [error, path] = onError.mock.calls[0] ?? [];
  expect(path).toBe('/admin/people');
  expect(error).toBeInstanceOf(Error);
  expect((error as Error).message).toBe('broken page');
});

it('a new route clears the failure', () => {
  const onError = vi.fn();
  show('/admin/people', true, onError);
  show('/auth/500', false, onError);
  expect(container.textContent).toBe('page');
  show('/admin/people', false, onError);
  expect(container.textContent).toBe('page');
  expect(onError).toHaveBeenCalledTimes(1);
});

it('the same route stays blank until the path changes', () => {
  const onError = vi.fn();
  show('/admin/people', true, onError);
  show('/admin/people', false, onError);
  expect(container.textContent).toBe('');
});
