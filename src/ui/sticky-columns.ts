/** The column whose cells hold a row's buttons; on a phone they go to the card's foot. */
export const ACTIONS_KEY = 'actions';

/** The edge a cell sticks to while its table scrolls sideways, if any. */
export type StickyPart = 'start' | 'end';

/**
 * Which edge a column sticks to when the table scrolls sideways: the first column (the row's
 * name, which says what the other cells are about) and the actions (what a row is opened for);
 * the others scroll between them.
 */
export function stickyPart(index: number, key: string): StickyPart | undefined {
  if (index === 0) return 'start';
  return key === ACTIONS_KEY ? 'end' : undefined;
}
