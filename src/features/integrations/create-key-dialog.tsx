import {
  Body1Strong,
  Button,
  Caption1,
  Checkbox,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Spinner,
  tokens,
} from '@fluentui/react-components';
import { DatePicker } from '@fluentui/react-datepicker-compat';
import { type FormEvent, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { toApiError } from '../../api/api-error';
import { useStoreText } from '../../app-kit/use-store-text';
import { dateOfDay, dayOfDate } from '../../ui/date-format';
import { useDateFormat } from '../../ui/use-date-format';
import { kindMessages, integrationsMessages as m } from './integrations-messages';
import {
  checkKeyForm,
  DEFAULT_RATE,
  INTEGRATION_KINDS,
  type IntegrationKeyInput,
  type IntegrationKind,
  type KeyField,
  type KeyFormError,
  keyFieldOf,
} from './key-rules';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: '16px' },
  kinds: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
    columnGap: '8px',
  },
  // On a phone the dialog keeps the screen's width, with room for the fields.
  fieldset: { border: 'none', margin: 0, padding: 0, minWidth: 0 },
  legend: { padding: 0, marginBottom: '4px' },
  error: { color: tokens.colorPaletteRedForeground1 },
  required: { color: tokens.colorPaletteRedForeground3 },
  surface: { maxWidth: 'min(640px, calc(100vw - 24px))' },
});

export interface CreateKeyDialogProps {
  open: boolean;
  /** The admin's calendar day (YYYY-MM-DD) in their time zone: the earliest expiry day. */
  today: string;
  create(input: IntegrationKeyInput): Promise<unknown>;
  onClose(): void;
}

const EMPTY = {
  name: '',
  kinds: [] as IntegrationKind[],
  expiresOn: '',
  rate: String(DEFAULT_RATE),
};

/** "Crear clave": name, the kinds it may write, an optional expiry day and its rate limit. */
export function CreateKeyDialog({ open, today, create, onClose }: CreateKeyDialogProps) {
  const intl = useIntl();
  const styles = useStyles();
  const text = useStoreText();
  const dates = useDateFormat();
  const kindsError = useId();
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<KeyField, KeyFormError>>>({});
  const [failure, setFailure] = useState<'forbidden' | 'failed' | null>(null);
  const [busy, setBusy] = useState(false);

  const reset = () => {
    setForm(EMPTY);
    setErrors({});
    setFailure(null);
  };
  const close = () => {
    if (busy) return;
    reset();
    onClose();
  };
  const set = <K extends keyof typeof EMPTY>(field: K, value: (typeof EMPTY)[K]) =>
    setForm((f) => ({ ...f, [field]: value }));
  const toggle = (kind: IntegrationKind, on: boolean) =>
    set('kinds', on ? [...form.kinds, kind] : form.kinds.filter((k) => k !== kind));
  const all = form.kinds.length === INTEGRATION_KINDS.length;
  const some = form.kinds.length > 0 && !all;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const checked = checkKeyForm(form, today, dates.timeZone);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setFailure(null);
    setBusy(true);
    try {
      await create(checked.input);
      reset();
    } catch (error) {
      const failed = toApiError(error);
      const field = failed.status === 400 ? keyFieldOf(failed.field) : null;
      if (field) setErrors({ [field]: field });
      else setFailure(failed.status === 403 ? 'forbidden' : 'failed');
    } finally {
      setBusy(false);
    }
  };

  const message = (field: KeyField) => {
    const code = errors[field];
    return code ? intl.formatMessage(m[`error.${code}`]) : undefined;
  };

  return (
    <Dialog open={open} onOpenChange={(_, d) => !d.open && close()}>
      <DialogSurface className={styles.surface}>
        <form onSubmit={(e) => void submit(e)} noValidate>
          <DialogBody>
            <DialogTitle>{intl.formatMessage(m.createTitle)}</DialogTitle>
            <DialogContent className={styles.form}>
              {failure && (
                <MessageBar intent="error" data-testid="create-key-failure">
                  <MessageBarBody>
                    {intl.formatMessage(failure === 'forbidden' ? m.forbidden : m.createFailed)}
                  </MessageBarBody>
                </MessageBar>
              )}
              <Field
                label={intl.formatMessage(m.name)}
                hint={intl.formatMessage(m.nameHint)}
                required
                validationMessage={message('name')}
              >
                <Input
                  name="name"
                  value={form.name}
                  maxLength={120}
                  onChange={(_, d) => set('name', d.value)}
                />
              </Field>
              {/* A group of checkboxes: a fieldset names them (Field labels one control). */}
              <fieldset
                className={styles.fieldset}
                aria-describedby={errors.kinds ? kindsError : undefined}
              >
                <legend className={styles.legend}>
                  <Body1Strong>{intl.formatMessage(m.kinds)}</Body1Strong>
                  <span aria-hidden="true" className={styles.required}>
                    {' *'}
                  </span>
                </legend>
                <Checkbox
                  label={intl.formatMessage(m.allKinds)}
                  checked={all ? true : some ? 'mixed' : false}
                  onChange={(_, d) => set('kinds', d.checked ? [...INTEGRATION_KINDS] : [])}
                  data-testid="kinds-all"
                />
                <div className={styles.kinds}>
                  {INTEGRATION_KINDS.map((kind) => (
                    <Checkbox
                      key={kind}
                      name="kinds"
                      value={kind}
                      label={text(kindMessages[kind])}
                      checked={form.kinds.includes(kind)}
                      onChange={(_, d) => toggle(kind, d.checked === true)}
                    />
                  ))}
                </div>
                {errors.kinds && (
                  <Caption1 id={kindsError} className={styles.error}>
                    {message('kinds')}
                  </Caption1>
                )}
              </fieldset>
              <Field
                label={intl.formatMessage(m.expires)}
                hint={intl.formatMessage(m.expiresHint)}
                validationMessage={message('expires_at')}
              >
                <DatePicker
                  name="expires"
                  allowTextInput
                  openOnClick={false}
                  disableAutoFocus
                  value={form.expiresOn ? dateOfDay(form.expiresOn) : null}
                  minDate={dateOfDay(today)}
                  today={dateOfDay(today)}
                  strings={dates.picker.strings}
                  formatDate={dates.picker.formatDateWithYear}
                  parseDateFromString={dates.picker.parseDateFromString}
                  contentAfter={dates.picker.contentAfter}
                  onSelectDate={(d) => set('expiresOn', d ? dayOfDate(d) : '')}
                />
              </Field>
              <Field
                label={intl.formatMessage(m.rate)}
                hint={intl.formatMessage(m.rateHint)}
                required
                validationMessage={message('requests_per_minute')}
              >
                <Input
                  name="rate"
                  inputMode="numeric"
                  value={form.rate}
                  onChange={(_, d) => set('rate', d.value)}
                />
              </Field>
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
                data-testid="create-key-submit"
              >
                {intl.formatMessage(m.submit)}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
