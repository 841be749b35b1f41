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
import { AppThemeProvider } from '../app-kit/theme-provider';

// One toaster for the whole console, so any view can raise a notice that survives a navigation.
const TOASTER_ID = 'app-notices';

/** Sends each notice of the bus to the toaster. */
function NoticeDispatcher() {
  const { dispatchToast } = useToastController(TOASTER_ID);
  const intl = useIntl();

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
  return null;
}

/** The toaster (a lazy chunk: the sign-in bundle carries no toast code until a notice is raised). */
export default function NoticeToaster() {
  // Its own theme: the toaster also shows on the sign-in screens, which have none. The theme
  // renders nothing until the dark theme's chunk has come, so the bus is attached only then, by
  // a sibling after the Toaster: its effects run after the Toaster's, which then listens already.
  return (
    <AppThemeProvider inline>
      <Toaster toasterId={TOASTER_ID} position="top-end" />
      <NoticeDispatcher />
    </AppThemeProvider>
  );
}
