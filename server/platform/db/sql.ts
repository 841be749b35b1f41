// The one way SQL is built from parts on the server: each part asks SqlParams for a placeholder
// and the values line up, so no value is ever spliced into the text and no part depends on the
// order in which others were written.

export class SqlParams {
  readonly values: unknown[] = [];

  /** The placeholder ($n) of a new parameter holding `value`. */
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** A LIKE pattern matching `s` anywhere, its %, _ and \\ taken literally. */
export const likePattern = (s: string) => `%${s.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
