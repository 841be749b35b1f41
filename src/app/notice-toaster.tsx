import {
  Toast,
  ToastBody,
  Toaster,
  ToastTitle,
  useToastController,
} from '@fluentui/react-components';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { noticeBus } from '../app-kit/notice-bus';

// One toaster for the whole console, so any view can raise a notice that survives a navigation.
const TOASTER_ID = 'app-notices';

/** The toaster (a lazy chunk: the sign-in bundle carries no toast code until a notice is raised). */
export default function NoticeToaster() {
  const { dispatchToast } = useToastController(TOASTER_ID);
  const intl = useIntl();

  // Child effects run first, so the Toaster listens before waiting notices are dispatched.
  useEffect(
    () =>
      noticeBus.attach(({ notice, id }) => {
        dispatchToast(
          <Toast>
            <ToastTitle>{intl.formatMessage(notice.title, notice.values)}</ToastTitle>
            {notice.description && (
              <ToastBody>{intl.formatMessage(notice.description, notice.values)}</ToastBody>
            )}
          </Toast>,
          { intent: notice.kind, timeout: 5000, ...(id ? { toastId: id } : {}) },
        );
      }),
    [dispatchToast, intl],
  );

  return <Toaster toasterId={TOASTER_ID} position="top-end" />;
}
