// Row selection kept outside React state: toggling one row must re-render that row and the header
// checkbox only, not all 500 rows of a page. Rows read it through useSyncExternalStore, whose
// snapshot (checked or not) only changes for the row that was toggled.

export type Key = string | number;

/** 'all' when every key of `keys` is selected, 'some' when some are, else 'none'. */
type HeaderState = 'all' | 'some' | 'none';

export interface SelectionStore {
  has(key: Key): boolean;
  toggle(key: Key): void;
  /** Selects (`on`) or unselects every key of `keys`. */
  setMany(keys: readonly Key[], on: boolean): void;
  clear(): void;
  /** Selected keys, in the order they were selected. */
  keys(): Key[];
  size(): number;
  /** How many of `keys` are selected, as the header checkbox shows it. */
  headerState(keys: readonly Key[]): HeaderState;
  subscribe(listener: () => void): () => void;
}

/** A fresh, empty selection. */
export function createSelectionStore(): SelectionStore {
  const selected = new Set<Key>();
  const listeners = new Set<() => void>();
  const emit = () => {
    for (const l of listeners) l();
  };
  return {
    has: (key) => selected.has(key),
    toggle(key) {
      if (!selected.delete(key)) selected.add(key);
      emit();
    },
    setMany(keys, on) {
      let changed = false;
      for (const k of keys) {
        if (on && !selected.has(k)) {
          selected.add(k);
          changed = true;
        } else if (!on && selected.delete(k)) changed = true;
      }
      if (changed) emit();
    },
    clear() {
      if (selected.size === 0) return;
      selected.clear();
      emit();
    },
    keys: () => [...selected],
    size: () => selected.size,
    headerState(keys) {
      let n = 0;
      for (const k of keys) if (selected.has(k)) n++;
      if (n === 0) return 'none';
      return n === keys.length ? 'all' : 'some';
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
