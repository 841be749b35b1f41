// Positional parameters for SQL built from parts: each part asks for a placeholder and the
// values line up, so no value is ever spliced into the text.

export class SqlParams {
  readonly values: unknown[] = [];

  /** The placeholder ($n) of a new parameter holding `value`. */
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}
