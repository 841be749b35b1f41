// The payload a main route's handler answered with, kept beside its Response, so the envelope
// seals that value instead of reading back and parsing the JSON it was just serialised to.
const payloads = new WeakMap<Response, unknown>();

/** Records the payload a JSON response carries. */
export function keepPayload(res: Response, payload: unknown): void {
  payloads.set(res, payload);
}

/** The payload recorded for this very response, if any. */
export function keptPayload(res: Response): { value: unknown } | undefined {
  return payloads.has(res) ? { value: payloads.get(res) } : undefined;
}
