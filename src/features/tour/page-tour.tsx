import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { selectStoreWord } from '../../../machines/domain';
import {
  selectConfirmingMissions,
  selectPageTour,
  selectTipsRunning,
} from '../../../machines/tour';
import { useAppActor } from '../../app-kit/system-context';
import { builtTourPageOfPath } from './built-tour-page';

// shepherd.js and the steps are a chunk of their own, downloaded when a tour is due.
const loadRunner = () => import('./run-page-tour');

// A tour that cannot download is not worth an error screen: the page works without it, and the
// flag stays on so it shows on a later visit.
const reportLoadFailure = (error: unknown) => console.warn('guided tour unavailable', error);

/**
 * Starts the guided tour of the page at `path` (SPEC §2 "Guided tours") when the tour machine
 * says it is due and the page is built (a placeholder has none): the page's flag with tours on, or the general tips running. Finishing or
 * closing it turns the page's flag off (and ends the general tips); leaving the page removes it
 * and leaves the flag, so it shows on the next visit.
 */
export function PageTour({ path }: { path: string }) {
  const page = builtTourPageOfPath(path);
  const tour = useAppActor('tour');
  const flagged = useSelector(tour, (s) => page !== null && selectPageTour(s, page));
  const tips = useSelector(tour, selectTipsRunning);
  const confirming = useSelector(tour, selectConfirmingMissions);
  const due = page !== null && !confirming && (flagged || tips);

  const intl = useIntl();
  const domain = useAppActor('domain');
  const store = useSelector(domain, (s) => selectStoreWord(s, intl.locale));
  const stores = useSelector(domain, (s) => selectStoreWord(s, intl.locale, true));
  // The tour reads texts when it starts; a later change of them does not restart it.
  const texts = useRef({ intl, values: { store, stores } });
  texts.current = { intl, values: { store, stores } };

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
          if (tour.getSnapshot().hasTag('running')) {
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
