/** A small busy ring for a button that is waiting (decorative: the button says what waits). */
export function BusySpinner() {
  return <span className="auth-spinner" aria-hidden="true" data-testid="busy-spinner" />;
}
