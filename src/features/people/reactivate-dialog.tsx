import {
  Body1,
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  makeStyles,
  Spinner,
} from '@fluentui/react-components';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { ScopeQuery } from '../../app-kit/scope-query';
import { useNotify } from '../../app-kit/use-notify';
import { peopleMessages as m } from './people-messages';
import { useReactivatePerson } from './people-queries';
import { lookupOf } from './person-form';
import { personMessages as f } from './person-messages';

const useStyles = makeStyles({ form: { display: 'grid', gap: '12px' } });

export interface ReactivateDialogProps {
  open: boolean;
  scope: ScopeQuery | null;
  /** The list follows by itself: a reactivation marks the people reads stale. */
  onClose(): void;
}

/** Reactivates a deleted person by employee number, e-mail or phone (SPEC §5). */
export function ReactivateDialog({ open, scope, onClose }: ReactivateDialogProps) {
  const styles = useStyles();
  const intl = useIntl();
  const notify = useNotify();
  const reactivatePerson = useReactivatePerson(scope);
  const [values, setValues] = useState({ employee_number: '', email: '', phone: '' });
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);

  const close = () => {
    setValues({ employee_number: '', email: '', phone: '' });
    setProblem('');
    onClose();
  };

  const submit = async () => {
    const lookup = lookupOf(values);
    if (!lookup) {
      setProblem(intl.formatMessage(m.reactivateNeedsOne));
      return;
    }
    if (!scope) return;
    setBusy(true);
    try {
      await reactivatePerson(lookup);
      notify({ kind: 'success', title: m.userReactivated });
      close();
    } catch {
      setProblem(intl.formatMessage(m.reactivateFailed));
      notify({ kind: 'error', title: m.reactivateFailed });
    } finally {
      setBusy(false);
    }
  };

  const field = (key: keyof typeof values, label: string, type: 'text' | 'email' | 'tel') => (
    <Field label={label}>
      <Input
        name={`reactivate-${key}`}
        type={type}
        value={values[key]}
        onChange={(_, d) => setValues((v) => ({ ...v, [key]: d.value }))}
      />
    </Field>
  );

  return (
    <Dialog open={open} onOpenChange={(_, d) => !d.open && !busy && close()}>
      <DialogSurface>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <DialogBody>
            <DialogTitle>{intl.formatMessage(m.reactivateTitle)}</DialogTitle>
            <DialogContent className={styles.form}>
              <Body1>{intl.formatMessage(m.reactivateHint)}</Body1>
              {field('employee_number', intl.formatMessage(f.employeeNumber), 'text')}
              {field('email', intl.formatMessage(f.email), 'email')}
              {field('phone', intl.formatMessage(f.phone), 'tel')}
              {problem !== '' && (
                <Body1 role="alert" data-testid="reactivate-error">
                  {problem}
                </Body1>
              )}
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={close} disabled={busy}>
                {intl.formatMessage(m.cancel)}
              </Button>
              <Button
                appearance="primary"
                type="submit"
                disabled={busy}
                icon={busy ? <Spinner size="tiny" /> : undefined}
                data-testid="confirm-reactivate"
              >
                {intl.formatMessage(m.reactivate)}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
