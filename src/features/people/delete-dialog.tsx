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
import { peopleMessages as m } from './people-messages';

export interface DeleteDialogProps {
  /** How many people would be deleted; 0 closes the dialog. */
  count: number;
  busy: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/** Confirmation before deleting one or several people. */
export function DeleteDialog({ count, busy, onConfirm, onCancel }: DeleteDialogProps) {
  const intl = useIntl();
  return (
    <Dialog open={count > 0} onOpenChange={(_, d) => !d.open && !busy && onCancel()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{intl.formatMessage(m.deleteTitle, { count })}</DialogTitle>
          <DialogContent data-testid="delete-body">
            {intl.formatMessage(m.deleteBody, { count })}
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onCancel} disabled={busy}>
              {intl.formatMessage(m.cancel)}
            </Button>
            <Button
              appearance="primary"
              onClick={onConfirm}
              disabled={busy}
              icon={busy ? <Spinner size="tiny" /> : undefined}
              data-testid="confirm-delete"
            >
              {intl.formatMessage(m.confirm)}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
