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
  Select,
  Spinner,
} from '@fluentui/react-components';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { isValidCurp, normaliseCurp } from '../../../openapi/rules/curp';
import { OCCUPATION_AREAS } from '../../../openapi/rules/dc3-catalogues';
import { useApiClients } from '../../api/api-context';
import { toApiError } from '../../api/api-error';
import type { ScopeQuery } from '../../app-kit/scope-query';
import { useNotify } from '../../app-kit/use-notify';
import { type Dc3Row, updateDc3 } from './training-api';
import { trainingMessages as m } from './training-messages';

const useStyles = makeStyles({ form: { display: 'grid', gap: '12px' } });

export interface Dc3FillDialogProps {
  /** The form whose missing data is filled; null: closed. */
  row: Dc3Row | null;
  scope: ScopeQuery | null;
  onClose(saved: boolean): void;
}

/**
 * Fills what keeps a DC-3 form incomplete (SPEC §4): the worker's CURP (checked with its check
 * digit before sending; the server checks again) and the STPS occupation from the national
 * catalogue, grouped by area. Only the missing fields are asked for.
 */
export function Dc3FillDialog({ row, scope, onClose }: Dc3FillDialogProps) {
  const styles = useStyles();
  const intl = useIntl();
  const notify = useNotify();
  const { admin } = useApiClients();
  const [curp, setCurp] = useState('');
  const [occupation, setOccupation] = useState('');
  const [problem, setProblem] = useState<{
    field: 'curp' | 'occupation' | 'other';
    text: string;
  } | null>(null);
  const [busy, setBusy] = useState(false);

  const close = (saved: boolean) => {
    setCurp('');
    setOccupation('');
    setProblem(null);
    onClose(saved);
  };

  const submit = async () => {
    if (!row || !scope) return;
    const body: { curp?: string; occupation?: string } = {};
    if (row.no_curp) {
      const value = normaliseCurp(curp);
      if (!isValidCurp(value)) {
        setProblem({ field: 'curp', text: intl.formatMessage(m.dc3CurpInvalid) });
        return;
      }
      body.curp = value;
    }
    if (row.no_occupation) {
      if (occupation === '') {
        setProblem({ field: 'occupation', text: intl.formatMessage(m.dc3ChooseOccupation) });
        return;
      }
      body.occupation = occupation;
    }
    setBusy(true);
    try {
      const r = await updateDc3(admin, scope, row.id, body);
      if (r.error !== undefined) {
        const error = toApiError(r.error, r.response);
        const field =
          error.field === 'curp' || error.field === 'occupation' ? error.field : 'other';
        setProblem({
          field,
          text: intl.formatMessage(field === 'curp' ? m.dc3CurpInvalid : m.dc3SaveFailed),
        });
        return;
      }
      notify({ kind: 'success', title: m.dc3Saved });
      close(true);
    } catch {
      setProblem({ field: 'other', text: intl.formatMessage(m.dc3SaveFailed) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={row !== null} onOpenChange={(_, d) => !d.open && !busy && close(false)}>
      <DialogSurface>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <DialogBody>
            <DialogTitle>{intl.formatMessage(m.dc3FillTitle)}</DialogTitle>
            <DialogContent className={styles.form}>
              {row && (
                <Body1>
                  {intl.formatMessage(m.dc3FillHint, {
                    user: row.person.name,
                    course: row.course.name,
                  })}
                </Body1>
              )}
              {row?.no_curp && (
                <Field
                  label={intl.formatMessage(m.dc3Curp)}
                  required
                  validationMessage={problem?.field === 'curp' ? problem.text : undefined}
                >
                  <Input
                    name="dc3-curp"
                    value={curp}
                    maxLength={18}
                    onChange={(_, d) => setCurp(d.value.toUpperCase())}
                  />
                </Field>
              )}
              {row?.no_occupation && (
                <Field
                  label={intl.formatMessage(m.dc3Occupation)}
                  required
                  validationMessage={problem?.field === 'occupation' ? problem.text : undefined}
                >
                  <Select
                    name="dc3-occupation"
                    value={occupation}
                    onChange={(_, d) => setOccupation(d.value)}
                  >
                    <option value="">{intl.formatMessage(m.dc3ChooseOccupation)}</option>
                    {OCCUPATION_AREAS.map((a) => (
                      <optgroup key={a.code} label={`${a.code} ${a.name}`}>
                        {a.subareas.map((s) => (
                          <option key={s.code} value={s.code}>
                            {`${s.code} ${s.name}`}
                          </option>
                        ))}
                      </optgroup>
                    ))}
                  </Select>
                </Field>
              )}
              {problem?.field === 'other' && <Body1 role="alert">{problem.text}</Body1>}
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={() => close(false)} disabled={busy}>
                {intl.formatMessage(m.cancel)}
              </Button>
              <Button
                appearance="primary"
                type="submit"
                disabled={busy}
                icon={busy ? <Spinner size="tiny" /> : undefined}
                data-testid="dc3-save"
              >
                {intl.formatMessage(m.save)}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
