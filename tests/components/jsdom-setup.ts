// Browser APIs jsdom does not implement, which the console's widgets call on mount. jsdom lays
// nothing out, so no element ever changes size: an observer that never reports is exact here.
class InertResizeObserver implements ResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}

globalThis.ResizeObserver ??= InertResizeObserver;
