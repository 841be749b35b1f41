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
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { parseTargetInput } from '../../../openapi/rules/content-target';
import { useApiClients } from '../../api/api-context';
import type { ScopeQuery } from '../../app-kit/scope-query';
import { useNotify } from '../../app-kit/use-notify';
import { type ContentTargetRow, deleteContentTarget, setContentTarget } from './targets-api';
import { targetsMessages as t } from './targets-messages';

const useStyles = makeStyles({ form: { display: 'grid', gap: '12px' } });

export interface TargetDialogProps {
  /** The course and position whose target is edited; null: closed. */
  row: ContentTargetRow | null;
  scope: ScopeQuery | null;
  onClose(saved: boolean): void;
}

/**
 * Sets a course's target for a position: the completion target (%) and, for a mandatory
 * course, the days after registration to complete it; or removes the target. Checked here with
 * the rule the contract states, and again by the server.
 */
export function TargetDialog({ row, scope, onClose }: TargetDialogProps) {
  const styles = useStyles();
  const intl = useIntl();
  const notify = useNotify();
  const { admin } = useApiClients();
  const [target, setTarget] = useState('');
  const [due, setDue] = useState('');
  const [problem, setProblem] = useState<'target' | 'due_days' | 'other' | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    setTarget(row?.target == null ? '' : String(row.target));
    setDue(row?.due_days == null ? '' : String(row.due_days));
    setProblem(null);
  }, [row]);

  const run = async (call: () => Promise<{ error?: unknown }>, done: typeof t.saved) => {
    setBusy(true);
    try {
      const r = await call();
      if (r.error !== undefined) {
        setProblem('other');
        return;
      }
      notify({ kind: 'success', title: done });
      onClose(true);
    } catch {
      setProblem('other');
    } finally {
      setBusy(false);
    }
  };
  const submit = () => {
    if (!row || !scope) return;
    const read = parseTargetInput(target, due);
    if (!read.ok) {
      setProblem(read.field);
      return;
    }
    void run(
      () => setContentTarget(admin, scope, row.course.id, row.position.id, read.value),
      t.saved,
    );
  };
  const remove = () => {
    if (!row || !scope) return;
    void run(() => deleteContentTarget(admin, scope, row.course.id, row.position.id), t.removed);
  };

  return (
    <Dialog open={row !== null} onOpenChange={(_, d) => !d.open && !busy && onClose(false)}>
      <DialogSurface>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <DialogBody>
            <DialogTitle>
              {row ? intl.formatMessage(t.dialogTitle, { course: row.course.name }) : null}
            </DialogTitle>
            <DialogContent className={styles.form}>
              {row && (
                <Body1>{intl.formatMessage(t.dialogFor, { position: row.position.name })}</Body1>
              )}
              <Field
                label={intl.formatMessage(t.targetLabel)}
                hint={intl.formatMessage(t.targetHint)}
                required
                validationMessage={
                  problem === 'target' ? intl.formatMessage(t.targetInvalid) : undefined
                }
              >
                <Input
                  name="target"
                  inputMode="numeric"
                  value={target}
                  maxLength={3}
                  onChange={(_, d) => {
                    setTarget(d.value);
                    setProblem(null);
                  }}
                />
              </Field>
              <Field
                label={intl.formatMessage(t.dueLabel)}
                hint={intl.formatMessage(t.dueHint)}
                validationMessage={
                  problem === 'due_days' ? intl.formatMessage(t.dueInvalid) : undefined
                }
              >
                <Input
                  name="due_days"
                  inputMode="numeric"
                  value={due}
                  maxLength={3}
                  placeholder={intl.formatMessage(t.optional)}
                  onChange={(_, d) => {
                    setDue(d.value);
                    setProblem(null);
                  }}
                />
              </Field>
              {problem === 'other' && (
                <Body1 role="alert">{intl.formatMessage(t.saveFailed)}</Body1>
              )}
            </DialogContent>
            {row?.target != null && (
              <DialogActions position="start">
                <Button
                  appearance="subtle"
                  onClick={remove}
                  disabled={busy}
                  data-testid="target-remove"
                >
                  {intl.formatMessage(t.remove)}
                </Button>
              </DialogActions>
            )}
            <DialogActions position="end">
              <Button appearance="secondary" onClick={() => onClose(false)} disabled={busy}>
                {intl.formatMessage(t.cancel)}
              </Button>
              <Button
                appearance="primary"
                type="submit"
                disabled={busy}
                icon={busy ? <Spinner size="tiny" /> : undefined}
                data-testid="target-save"
              >
                {intl.formatMessage(t.save)}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
