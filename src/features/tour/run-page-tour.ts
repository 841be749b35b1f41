import type { MessageDescriptor } from 'react-intl';
import Shepherd, { type StepOptions, type StepOptionsButton, type Tour } from 'shepherd.js';
import 'shepherd.js/dist/css/shepherd.css';
import type { TourPage } from '../../../machines/rules/tour';
import { tourMessages as m } from './tour-messages';
import { TOUR_STEPS, type TourStepDef, tourTarget } from './tour-steps';
import { installTourStyle } from './tour-style';

/** What a page tour needs from the console. */
export interface PageTourOptions {
  page: TourPage;
  /** Formats a step's message, with the domain's store word in place of `{store}`/`{stores}`. */
  format: (message: MessageDescriptor) => string;
  /** A step showed (its index among the page's steps). */
  onStep: (index: number) => void;
  /**
   * The user finished the tour, closed it, or chose "No volver a mostrar consejos" (`never`);
   * never called for `stop`.
   */
  onEnd: (how: 'complete' | 'close' | 'never') => void;
}

// How long a page may take to show its first step's element (lazy chunk, first data).
const WAIT_FOR_PAGE_MS = 10_000;

// Shepherd writes titles and button labels as HTML; texts are ours, but store words come from
// the organisation's data, so everything is escaped or passed as a text node.
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function paragraph(text: string): HTMLElement {
  const p = document.createElement('p');
  p.textContent = text;
  return p;
}

/** Resolves when `selector` matches (true) or after `ms` (false); `signal` stops waiting. */
function waitForElement(selector: string, ms: number, signal: AbortSignal): Promise<boolean> {
  return new Promise((resolve) => {
    if (document.querySelector(selector)) return resolve(true);
    const done = (found: boolean) => {
      observer.disconnect();
      clearTimeout(timer);
      resolve(found);
    };
    const observer = new MutationObserver(() => {
      if (document.querySelector(selector)) done(true);
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const timer = setTimeout(() => done(false), ms);
    signal.addEventListener('abort', () => done(false), { once: true });
  });
}

function stepOptions(
  def: TourStepDef,
  index: number,
  count: number,
  o: PageTourOptions,
  never: () => void,
): StepOptions {
  const t = (d: MessageDescriptor) => escapeHtml(o.format(d));
  const buttons: StepOptionsButton[] = [];
  if (index > 0) {
    buttons.push({
      text: t(m.back),
      secondary: true,
      action(this: Tour) {
        this.back();
      },
    });
  }
  buttons.push({
    text: t(index === count - 1 ? m.done : m.next),
    action(this: Tour) {
      this.next();
    },
  });
  // On every step of every tour: whichever tour the admin meets first, and at any step, the
  // way out of all of them is one click away.
  buttons.push({
    text: t(m.never),
    classes: 'app-tour-never',
    action(this: Tour) {
      never();
      void this.cancel();
    },
  });
  const selector = def.target ? tourTarget(def.target) : null;
  return {
    id: `${o.page}-${index}`,
    title: t(def.title),
    text: paragraph(o.format(def.text)),
    attachTo: selector ? { element: selector, on: 'bottom' } : undefined,
    // A step whose element this page does not show (a role's missing filter) is skipped.
    showOn: () => selector === null || document.querySelector(selector) !== null,
    buttons,
    cancelIcon: { enabled: true, label: o.format(m.close) },
    scrollTo: { behavior: 'auto', block: 'center' },
    when: { show: () => o.onStep(index) },
  };
}

/**
 * Runs the tour of `page` (shepherd.js) once its first element shows. Returns `stop`, which
 * removes the tour without reporting an end (the page changed, the tour is no longer due).
 */
export function runPageTour(o: PageTourOptions): () => void {
  const defs = TOUR_STEPS[o.page] ?? [];
  const aborted = new AbortController();
  if (defs.length === 0) return () => aborted.abort();
  installTourStyle();
  const tour = new Shepherd.Tour({
    useModalOverlay: true,
    exitOnEsc: true,
    keyboardNavigation: true,
    tourName: `page-${o.page}`,
    defaultStepOptions: { modalOverlayOpeningPadding: 6, modalOverlayOpeningRadius: 6 },
    steps: defs.map((def, i) =>
      stepOptions(def, i, defs.length, o, () => {
        neverAgain = true;
      }),
    ),
  });
  let stopped = false;
  let neverAgain = false;
  // Shepherd hears Esc only while focus is inside the step; the console closes the tour on Esc
  // wherever focus went (a toast, the page behind).
  const onKey = (event: KeyboardEvent) => {
    const inStep =
      event.target instanceof Node && tour.getCurrentStep()?.el?.contains(event.target);
    if (event.key === 'Escape' && tour.isActive() && !inStep) void tour.cancel();
  };
  const unlisten = () => document.removeEventListener('keydown', onKey);
  document.addEventListener('keydown', onKey);
  tour.on('complete', () => {
    unlisten();
    if (!stopped) o.onEnd('complete');
  });
  tour.on('cancel', () => {
    unlisten();
    if (!stopped) o.onEnd(neverAgain ? 'never' : 'close');
  });

  const first = defs[0]?.target;
  void waitForElement(first ? tourTarget(first) : 'body', WAIT_FOR_PAGE_MS, aborted.signal).then(
    (found) => {
      if (found && !aborted.signal.aborted) void tour.start();
    },
  );
  return () => {
    stopped = true;
    unlisten();
    aborted.abort();
    if (tour.isActive()) void tour.cancel();
  };
}
