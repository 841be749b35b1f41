import {
  Button,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  Title2,
} from '@fluentui/react-components';
import { type FormEvent, useMemo, useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { isValidEmail } from '../../openapi/rules/recipients';
import { createApiClients } from '../api/clients';

const m = defineMessages({
  title: { id: 'login.title', defaultMessage: 'Admin' },
  email: { id: 'login.email', defaultMessage: 'Correo electrónico' },
  password: { id: 'login.password', defaultMessage: 'Contraseña' },
  submit: { id: 'login.submit', defaultMessage: 'Iniciar sesión' },
  invalidEmail: { id: 'validation.email', defaultMessage: 'Por favor ingresa un correo válido' },
  noPassword: { id: 'validation.password', defaultMessage: 'Por favor ingresa tu contraseña' },
  code1Title: { id: 'login.code1.title', defaultMessage: 'Error al iniciar sesión' },
  code1: {
    id: 'login.code1',
    defaultMessage: 'Correo o contraseña inválidos. Por favor intenta de nuevo.',
  },
  code2: {
    id: 'login.code2',
    defaultMessage:
      '¡Lo sentimos! No tenemos ninguna cuenta de administrador asociada a este correo',
  },
  otherTitle: { id: 'login.other.title', defaultMessage: '¡Ups!' },
  other: { id: 'login.other', defaultMessage: 'Ocurrió un error al iniciar sesión.' },
  okTitle: { id: 'login.ok.title', defaultMessage: 'Sesión iniciada' },
  ok: { id: 'login.ok', defaultMessage: '¡Has iniciado sesión correctamente!' },
  noDomains: {
    id: 'login.noDomains',
    defaultMessage: '¡Ups! No tienes dominios asignados. Por favor, contáctanos.',
  },
});

const signedInAs = defineMessage<{ email: string; count: number }>({
  id: 'login.signedInAs',
  defaultMessage: '{email}: {count, plural, one {# dominio} other {# dominios}}',
});

type Outcome =
  | { kind: 'idle' }
  | { kind: 'error'; title: string; text: string }
  | { kind: 'ok'; email: string; domains: number };

/** Sign-in with the spec's validation and error texts, against the real API. */
export function SignIn() {
  const intl = useIntl();
  const api = useMemo(() => createApiClients(), []);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const emailError = touched && !isValidEmail(email) ? intl.formatMessage(m.invalidEmail) : '';
  const passwordError = touched && password === '' ? intl.formatMessage(m.noPassword) : '';

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (!isValidEmail(email) || password === '') return;
    setBusy(true);
    try {
      const { data, error } = await api.main.POST('/token', {
        body: { username: email, password, client_id: 'admin-console', grant_type: 'password' },
      });
      if (!data) {
        const code = (error as { code?: number } | undefined)?.code;
        setOutcome(
          code === 1
            ? {
                kind: 'error',
                title: intl.formatMessage(m.code1Title),
                text: intl.formatMessage(m.code1),
              }
            : code === 2
              ? {
                  kind: 'error',
                  title: intl.formatMessage(m.otherTitle),
                  text: intl.formatMessage(m.code2),
                }
              : {
                  kind: 'error',
                  title: intl.formatMessage(m.otherTitle),
                  text: intl.formatMessage(m.other),
                },
        );
        return;
      }
      api.tokens.set(data.access_token);
      const me = await api.main.GET('/api/v2/me');
      if (!me.data) throw new Error('account');
      api.tokens.set(me.data.accessToken);
      setOutcome({ kind: 'ok', email: me.data.user.email, domains: me.data.user.domains.length });
    } catch {
      setOutcome({
        kind: 'error',
        title: intl.formatMessage(m.otherTitle),
        text: intl.formatMessage(m.other),
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <main style={{ maxWidth: 360, margin: '0 auto', paddingTop: '12vh' }}>
      <form onSubmit={submit} noValidate style={{ display: 'grid', gap: 16 }}>
        <Title2 as="h1">{intl.formatMessage(m.title)}</Title2>
        <Field label={intl.formatMessage(m.email)} validationMessage={emailError} required>
          <Input
            type="email"
            value={email}
            onChange={(_, d) => setEmail(d.value)}
            autoComplete="username"
          />
        </Field>
        <Field label={intl.formatMessage(m.password)} validationMessage={passwordError} required>
          <Input
            type="password"
            value={password}
            onChange={(_, d) => setPassword(d.value)}
            autoComplete="current-password"
          />
        </Field>
        <Button appearance="primary" type="submit" disabled={busy}>
          {intl.formatMessage(m.submit)}
        </Button>
        {outcome.kind === 'error' && (
          <MessageBar intent="error">
            <MessageBarBody>
              <MessageBarTitle>{outcome.title}</MessageBarTitle>
              {outcome.text}
            </MessageBarBody>
          </MessageBar>
        )}
        {outcome.kind === 'ok' && (
          <MessageBar intent={outcome.domains > 0 ? 'success' : 'warning'}>
            <MessageBarBody>
              <MessageBarTitle>{intl.formatMessage(m.okTitle)}</MessageBarTitle>
              {outcome.domains > 0
                ? intl.formatMessage(signedInAs, { email: outcome.email, count: outcome.domains })
                : intl.formatMessage(m.noDomains)}
            </MessageBarBody>
          </MessageBar>
        )}
      </form>
    </main>
  );
}
