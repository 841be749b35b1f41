import {
  Toast,
  ToastBody,
  Toaster,
  ToastTitle,
  useToastController,
} from '@fluentui/react-components';
import { useCallback, useEffect } from 'react';
import { useIntl } from 'react-intl';
import type { Notice } from '../../machines/types/messages';
import { useAppActor } from './system/system-context';

// One toaster for the whole console, so any view can raise a notice that survives a navigation.
const TOASTER_ID = 'app-notices';

/** A function that shows a notice as a toast (`id` keeps a notice from showing twice). */
export function useNotify(): (notice: Notice, id?: string) => void {
  const { dispatchToast } = useToastController(TOASTER_ID);
  const intl = useIntl();
  return useCallback(
    (notice: Notice, id?: string) => {
      dispatchToast(
        <Toast>
          <ToastTitle>{intl.formatMessage(notice.title)}</ToastTitle>
          {notice.description && <ToastBody>{intl.formatMessage(notice.description)}</ToastBody>}
        </Toast>,
        { intent: notice.kind, timeout: 5000, ...(id ? { toastId: id } : {}) },
      );
    },
    [dispatchToast, intl],
  );
}

/** Shows the notices the session emits (e.g. 'Session started') and the views raise, as toasts. */
export function Notices() {
  const session = useAppActor('session');
  const notify = useNotify();

  useEffect(() => {
    const subscription = session.on('session.notice', ({ notice }) => notify(notice));
    return () => subscription.unsubscribe();
  }, [session, notify]);

  return <Toaster toasterId={TOASTER_ID} position="top-end" />;
}
