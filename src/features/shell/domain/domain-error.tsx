import { Button, MessageBar, MessageBarActions, MessageBarBody } from '@fluentui/react-components';
import { useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import { selectDomainError } from '../../../../machines/domain';
import { useAppActor } from '../../../app-kit/system-context';
import { shellMessages } from '../layout/shell-messages';

/** The domain actor's error (e.g. organisations failed to load), with a retry. */
export function DomainError() {
  const intl = useIntl();
  const domain = useAppActor('domain');
  const error = useSelector(domain, selectDomainError);
  const canRetry = useSelector(domain, (s) => s.matches('organisationsFailed'));
  if (!error) return null;
  return (
    <MessageBar intent="error">
      <MessageBarBody>{intl.formatMessage(error)}</MessageBarBody>
      {canRetry && (
        <MessageBarActions>
          <Button onClick={() => domain.send({ type: 'domain.retry' })}>
            {intl.formatMessage(shellMessages.retry)}
          </Button>
        </MessageBarActions>
      )}
    </MessageBar>
  );
}
