import type { Notice } from '../../machines/types/messages';

/** A notice to show, with an optional id that keeps it from showing twice. */
interface NoticeEntry {
  notice: Notice;
  id?: string;
}

type Sink = (entry: NoticeEntry) => void;

/**
 * Hands notices to the toaster, which is its own chunk fetched on the first notice; notices
 * raised before it is mounted wait here, in order. One console per page, hence module state.
 */
function createNoticeBus() {
  const waiting: NoticeEntry[] = [];
  let sink: Sink | null = null;
  let onFirst: (() => void) | null = null;
  return {
    post(entry: NoticeEntry): void {
      if (sink) {
        sink(entry);
        return;
      }
      waiting.push(entry);
      onFirst?.();
    },
    /** True when a notice waits for the toaster. */
    hasWaiting: (): boolean => waiting.length > 0,
    /** Called once a notice waits and no toaster is attached (to fetch the toaster). */
    whenWaiting(callback: (() => void) | null): void {
      onFirst = callback;
      if (callback && waiting.length > 0) callback();
    },
    /** The toaster attaches itself; waiting notices are delivered at once. Returns the detach. */
    attach(next: Sink): () => void {
      sink = next;
      for (const entry of waiting.splice(0)) next(entry);
      return () => {
        if (sink === next) sink = null;
      };
    },
  };
}

/** The console's notice bus. */
export const noticeBus = createNoticeBus();
