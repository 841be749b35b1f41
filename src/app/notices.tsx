import {
  Toast,
  ToastBody,
  Toaster,
  ToastTitle,
  useId,
  useToastController,
} from '@fluentui/react-components';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useAppActor } from './system/system-context';

/** Shows the notices the session emits (e.g. 'Session started') as toasts. */
export function Notices() {
  const session = useAppActor('session');
  const toasterId = useId('notices');
  const { dispatchToast } = useToastController(toasterId);
  const intl = useIntl();

  useEffect(() => {
    const subscription = session.on('session.notice', ({ notice }) => {
      dispatchToast(
        <Toast>
          <ToastTitle>{intl.formatMessage(notice.title)}</ToastTitle>
          {notice.description && <ToastBody>{intl.formatMessage(notice.description)}</ToastBody>}
        </Toast>,
        { intent: notice.kind, timeout: 5000 },
      );
    });
    return () => subscription.unsubscribe();
  }, [session, dispatchToast, intl]);

  return <Toaster toasterId={toasterId} position="top-end" />;
}
