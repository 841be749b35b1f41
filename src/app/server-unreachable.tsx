import { Body1, Button, makeStyles, Title2 } from '@fluentui/react-components';
import { useSelector } from '@xstate/react';
import { defineMessages, useIntl } from 'react-intl';
import { selectLoadingAccount, selectRetryGaveUp } from '../../machines/session';
import { useAppActor } from '../app-kit/system-context';

const messages = defineMessages({
  title: {
    id: 'session.unreachable.title',
    defaultMessage: 'No se puede conectar con el servidor',
  },
  waiting: {
    id: 'session.unreachable.waiting',
    defaultMessage: 'Tu sesión sigue abierta. Volveremos a intentarlo en unos segundos.',
  },
  trying: { id: 'session.unreachable.trying', defaultMessage: 'Conectando con el servidor…' },
  gaveUp: {
    id: 'session.unreachable.gaveUp',
    defaultMessage: 'Tu sesión sigue abierta. Revisa tu conexión y pulsa «Reintentar».',
  },
  retry: { id: 'common.retry', defaultMessage: 'Reintentar' },
});

const useStyles = makeStyles({
  box: { display: 'grid', gap: '12px', justifyItems: 'start' },
});

/**
 * What a signed-in user sees while the server cannot be reached for their account: the session
 * is kept (token and address), the session machine tries again on its own, and "Reintentar"
 * tries at once. Loaded with the app, not as a chunk: a chunk could not arrive while the server
 * is unreachable.
 */
export function ServerUnreachable() {
  const intl = useIntl();
  const styles = useStyles();
  const session = useAppActor('session');
  const trying = useSelector(session, selectLoadingAccount);
  const gaveUp = useSelector(session, selectRetryGaveUp);
  const detail = trying ? messages.trying : gaveUp ? messages.gaveUp : messages.waiting;
  return (
    <section className={styles.box} data-testid="server-unreachable" aria-labelledby="unreachable">
      <Title2 as="h1" id="unreachable">
        {intl.formatMessage(messages.title)}
      </Title2>
      <Body1 role="status">{intl.formatMessage(detail)}</Body1>
      <Button
        appearance="primary"
        disabledFocusable={trying}
        onClick={() => session.send({ type: 'session.retry' })}
      >
        {intl.formatMessage(messages.retry)}
      </Button>
    </section>
  );
}
