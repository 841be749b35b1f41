import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import {
  selectConfirmingMissions,
  selectPageTour,
  selectTipsRunning,
} from '../../../machines/tour';
import { useAppActor } from '../../app-kit/system-context';
import { useStoreText } from '../../app-kit/use-store-text';
import { builtTourPageOfPath } from './built-tour-page';

// shepherd.js and the steps are a chunk of their own, downloaded when a tour is due.
const loadRunner = () => import('./run-page-tour');

// A tour that cannot download is not worth an error screen: the page works without it, and the
// flag stays on so it shows on a later visit.
const reportLoadFailure = (error: unknown) => console.warn('guided tour unavailable', error);

/**
 * Starts the guided tour of the page at `path` (SPEC §2 "Guided tours") when the tour machine
 * says it is due and the page is built (a placeholder has none): the page's flag with tours on, or the general tips running. Finishing or
 * closing it turns the page's flag off (and ends the general tips); "No volver a mostrar
 * consejos" also turns tips off for the admin in every browser; leaving the page removes it and
 * leaves the flag, so it shows on the next visit.
 */
export function PageTour({ path }: { path: string }) {
  const page = builtTourPageOfPath(path);
  const tour = useAppActor('tour');
  const flagged = useSelector(tour, (s) => page !== null && selectPageTour(s, page));
  const tips = useSelector(tour, selectTipsRunning);
  const confirming = useSelector(tour, selectConfirmingMissions);
  const due = page !== null && !confirming && (flagged || tips);

  const format = useStoreText();
  // The tour reads texts when it starts; a later change of them does not restart it.
  const texts = useRef({ format });
  texts.current = { format };

  useEffect(() => {
    if (!due || page === null) return;
    let stop: (() => void) | undefined;
    let left = false;
    loadRunner().then(({ runPageTour }) => {
      if (left) return;
      stop = runPageTour({
        page,
        ...texts.current,
        onStep: (index) => tour.send({ type: 'tour.step', index }),
        onEnd: (how) => {
          tour.send({ type: 'tour.page.set', page, value: false });
          if (how === 'never') {
            tour.send({ type: 'tour.never' });
          } else if (tour.getSnapshot().hasTag('running')) {
            tour.send({ type: how === 'complete' ? 'tour.tips.end' : 'tour.close' });
          }
        },
      });
    }, reportLoadFailure);
    return () => {
      left = true;
      stop?.();
    };
  }, [due, page, tour]);

  return null;
}
