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

/**
 * What a signed-in user sees while the server cannot be reached for their account: the session
 * is kept (token and address), the session machine tries again on its own, and "Reintentar"
 * tries at once. Loaded with the app, not as a chunk: a chunk could not arrive while the server
 * is unreachable. Drawn in the sign-in screens' plain CSS (it shows in their shell).
 */
export function ServerUnreachable() {
  const intl = useIntl();
  const session = useAppActor('session');
  const trying = useSelector(session, selectLoadingAccount);
  const gaveUp = useSelector(session, selectRetryGaveUp);
  const detail = trying ? messages.trying : gaveUp ? messages.gaveUp : messages.waiting;
  return (
    <section
      className="auth-unreachable"
      data-testid="server-unreachable"
      aria-labelledby="unreachable"
    >
      <h1 className="auth-title" id="unreachable">
        {intl.formatMessage(messages.title)}
      </h1>
      <span role="status">{intl.formatMessage(detail)}</span>
      {/* Focusable while disabled (Fluent's disabledFocusable): focus stays where it was. */}
      <button
        type="button"
        className="auth-button"
        aria-disabled={trying}
        onClick={() => {
          if (!trying) session.send({ type: 'session.retry' });
        }}
      >
        {intl.formatMessage(messages.retry)}
      </button>
    </section>
  );
}
