import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Spinner,
} from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { integrationsMessages as m } from './integrations-messages';
import type { IntegrationKey } from './key-rules';

export interface RevokeKeyDialogProps {
  /** The key to revoke; null: closed. */
  target: IntegrationKey | null;
  busy: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/** Confirmation naming the key before it is revoked (its apps stop at once). */
export function RevokeKeyDialog({ target, busy, onConfirm, onCancel }: RevokeKeyDialogProps) {
  const intl = useIntl();
  const values = { name: target?.name ?? '', prefix: target?.prefix ?? '' };
  return (
    <Dialog open={target !== null} onOpenChange={(_, d) => !d.open && !busy && onCancel()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{intl.formatMessage(m.revokeTitle, values)}</DialogTitle>
          <DialogContent>{intl.formatMessage(m.revokeBody, values)}</DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onCancel} disabled={busy}>
              {intl.formatMessage(m.cancel)}
            </Button>
            <Button
              appearance="primary"
              onClick={onConfirm}
              disabled={busy}
              icon={busy ? <Spinner size="tiny" /> : undefined}
              data-testid="confirm-revoke"
            >
              {intl.formatMessage(m.revokeConfirm)}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
