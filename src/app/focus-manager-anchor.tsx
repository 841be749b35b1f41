import { useFocusFinders } from '@fluentui/react-components';

/**
 * Fluent's focus manager (tabster) lives while some component uses it and is disposed with the
 * last one. A modal hides the rest of the page (aria-hidden on the app root) and lifts that 250 ms
 * after it closes; a manager disposed in between drops that pending clean-up, and the page stays
 * hidden from assistive technology for good (microsoft/tabster#530). Choosing a domain does just
 * that about once in ten: the domain modal closes while the gate gives way to the shell, and for a
 * moment nothing else used the manager. This anchor keeps one use for the app's whole life.
 */
export function FocusManagerAnchor() {
  useFocusFinders();
  return null;
}
