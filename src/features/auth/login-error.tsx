import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { Message } from '../../../machines/types/messages';

// Fluent's DiamondDismiss20Filled, the icon of an error MessageBar.
const ERROR_ICON =
  'M7.88 1.88a3 3 0 0 1 4.24 0l6 6a3 3 0 0 1 0 4.24l-6 6a3 3 0 0 1-4.24 0l-6-6a3 3 0 0 1 0-4.24zM13.1 6.9a.5.5 0 0 0-.7 0L10 9.3 7.6 6.9a.5.5 0 0 0-.7.7L9.3 10l-2.4 2.4a.5.5 0 0 0 .7.7l2.4-2.4 2.4 2.4a.5.5 0 0 0 .7-.7L10.7 10l2.4-2.4a.5.5 0 0 0 0-.7';

/**
 * The sign-in failure box, drawn like Fluent's error MessageBar in its multiline layout (auth.css)
 * without Fluent: a failed sign-in shows it at once instead of fetching Fluent first. A lazy
 * chunk all the same, requested when the form is sent. An alert: read out as it appears.
 */
export default function LoginError({ error }: { error: { title: Message; description: Message } }) {
  const intl = useIntl();
  const titleId = useId();
  return (
    <div className="auth-error" role="alert" aria-labelledby={titleId} data-testid="login-error">
      <svg viewBox="0 0 20 20" aria-hidden="true">
        <path d={ERROR_ICON} />
      </svg>
      <div className="auth-error-body">
        <span className="auth-error-title" id={titleId}>
          {intl.formatMessage(error.title)}
        </span>
        {intl.formatMessage(error.description)}
      </div>
    </div>
  );
}
