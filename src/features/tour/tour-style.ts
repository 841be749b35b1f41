import { TOUR_Z_INDEX } from '../../../machines/rules/tour';

// Shepherd's own sheet styles a white card; this puts the layer at SPEC §9's stacking order and
// dresses the card in the console's colours (primary colour, dark theme through data-theme).
const CSS = `
.shepherd-modal-overlay-container, .shepherd-element { z-index: ${TOUR_Z_INDEX}; }
.shepherd-element { border-radius: 8px; font-family: 'Segoe UI', 'Segoe UI Web (West European)',
  -apple-system, BlinkMacSystemFont, Roboto, 'Helvetica Neue', sans-serif; }
.shepherd-element.shepherd-has-title .shepherd-content .shepherd-header {
  background: transparent; padding: 16px 16px 0; }
.shepherd-element .shepherd-title { font-size: 16px; font-weight: 600; font-family: inherit; }
.shepherd-element .shepherd-text { font-size: 14px; line-height: 20px; padding: 8px 16px; }
.shepherd-element .shepherd-text p { margin: 0; }
.shepherd-element .shepherd-footer { padding: 0 16px 16px; gap: 8px; flex-wrap: wrap; }
.shepherd-element .shepherd-button { margin: 0; font-family: inherit; }
.shepherd-element .shepherd-button { background: var(--app-color-primary, #184a7b); border-radius: 4px; }
.shepherd-element .shepherd-button-secondary { background: transparent; color: inherit;
  box-shadow: inset 0 0 0 1px currentColor; }
.shepherd-element .shepherd-button:focus-visible { outline: 2px solid currentColor; outline-offset: 2px; }
/* Shepherd's own hover greys the label to 75 % white on a lighter blue (contrast 3.8 : 1): the
   hover darkens the button instead and keeps the label white. */
.shepherd-element .shepherd-button:not(:disabled):hover { background: var(--app-color-primary, #184a7b);
  color: #fff; filter: brightness(0.85); }
.shepherd-element .shepherd-button.shepherd-button-secondary:not(:disabled):hover {
  background: rgba(127, 127, 127, 0.15); color: inherit; filter: none; }
/* "No volver a mostrar consejos": a quiet link on its own row under Back and Next, so it is
   always there without competing with them, and never squeezes them on a phone. */
.shepherd-element .shepherd-button.app-tour-never { order: 1; flex-basis: 100%; padding: 4px 0;
  background: transparent; color: inherit; text-align: start; text-decoration: underline;
  font-size: 13px; }
.shepherd-element .shepherd-button.app-tour-never:not(:disabled):hover { background: transparent;
  color: inherit; filter: none; text-decoration-thickness: 2px; }
[data-theme='dark'] .shepherd-element, [data-theme='dark'] .shepherd-arrow:before {
  background: #292929; color: #fff; }
[data-theme='dark'] .shepherd-element .shepherd-title,
[data-theme='dark'] .shepherd-element .shepherd-text,
[data-theme='dark'] .shepherd-element .shepherd-cancel-icon { color: #fff; }
`;

/** Adds the tour's sheet once. */
export function installTourStyle() {
  if (document.getElementById('app-tour-style')) return;
  const style = document.createElement('style');
  style.id = 'app-tour-style';
  style.textContent = CSS;
  document.head.append(style);
}
