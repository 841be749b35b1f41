import {
  Button,
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
  tokens,
} from '@fluentui/react-components';
import { CheckmarkRegular, CopyRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNotify } from '../../app-kit/use-notify';
import { visuallyHidden } from '../../ui/visually-hidden';
import { integrationsMessages as m } from './integrations-messages';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: '16px' },
  row: { display: 'flex', flexWrap: 'wrap', gap: '8px', alignItems: 'end' },
  key: { flex: '1 1 240px', minWidth: 0 },
  mono: { fontFamily: tokens.fontFamilyMonospace },
  surface: { maxWidth: 'min(600px, calc(100vw - 24px))' },
  hidden: visuallyHidden,
});

export interface CreatedKeyDialogProps {
  /** The key just created, shown this once; null: closed. */
  created: { name: string; key: string } | null;
  /** Done: the caller forgets the key, so it is nowhere on the page after this. */
  onDone(): void;
}

/** The new key, once: copy it now, it will not be shown again. */
export function CreatedKeyDialog({ created, onDone }: CreatedKeyDialogProps) {
  const intl = useIntl();
  const styles = useStyles();
  const notify = useNotify();
  const [copied, setCopied] = useState(false);

  const done = () => {
    setCopied(false);
    onDone();
  };
  const copy = async () => {
    if (!created) return;
    try {
      await navigator.clipboard.writeText(created.key);
      setCopied(true);
    } catch (error) {
      // A refused clipboard is logged; the key stays selectable in its read-only box.
      console.warn('integration key: copy failed', error);
      notify({ kind: 'error', title: m.copyFailed });
    }
  };

  return (
    // Only Done closes it (no Escape, no click outside): a key lost by a stray key press is gone.
    <Dialog open={created !== null} modalType="alert">
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>{intl.formatMessage(m.createdTitle)}</DialogTitle>
          <DialogContent className={styles.content}>
            <MessageBar intent="warning">
              <MessageBarBody>{intl.formatMessage(m.createdWarning)}</MessageBarBody>
            </MessageBar>
            <div className={styles.row}>
              <Field
                className={styles.key}
                label={intl.formatMessage(m.createdKey, { name: created?.name ?? '' })}
              >
                <Input
                  readOnly
                  value={created?.key ?? ''}
                  input={{ className: styles.mono }}
                  onFocus={(e) => e.currentTarget.select()}
                  data-testid="created-key"
                />
              </Field>
              <Button
                icon={copied ? <CheckmarkRegular /> : <CopyRegular />}
                onClick={() => void copy()}
                data-testid="copy-key"
              >
                {intl.formatMessage(copied ? m.copied : m.copy)}
              </Button>
              {/* The button's new word is not announced by itself. */}
              <span role="status" className={styles.hidden}>
                {copied ? intl.formatMessage(m.copied) : ''}
              </span>
            </div>
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={done} data-testid="created-key-done">
              {intl.formatMessage(m.done)}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
