import { MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import type { Message } from '../../../machines/types/messages';

/** The sign-in failure box (a lazy chunk: message bars are not needed until a login fails). */
export default function LoginError({ error }: { error: { title: Message; description: Message } }) {
  const intl = useIntl();
  return (
    <MessageBar intent="error" data-testid="login-error">
      <MessageBarBody>
        <MessageBarTitle>{intl.formatMessage(error.title)}</MessageBarTitle>
        {intl.formatMessage(error.description)}
      </MessageBarBody>
    </MessageBar>
  );
}
