import {
  Body1,
  Button,
  Caption1,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { tableMessages } from '../../ui/table-messages';
import type { Dc3Missing, Dc3Skipped } from './dc3-download-split';
import type { Dc3Row } from './training-api';
import { trainingMessages as m } from './training-messages';

const useStyles = makeStyles({
  content: { display: 'grid', gap: '12px', minWidth: 0 },
  list: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gap: '8px',
    maxHeight: '50vh',
    overflowY: 'auto',
  },
  item: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: '8px',
    alignItems: 'center',
    justifyContent: 'space-between',
    padding: '8px 0',
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  who: { display: 'grid', minWidth: 0, flex: '1 1 200px' },
  reason: { color: tokens.colorPaletteDarkOrangeForeground1 },
});

const MISSING_LABEL = { curp: m.dc3Curp, occupation: m.dc3Occupation } as const satisfies Record<
  Dc3Missing,
  unknown
>;

export interface Dc3SkippedDialogProps {
  /** The forms left out of the last bulk download; empty: closed. */
  skipped: readonly Dc3Skipped[];
  /** How many forms that download did print (0: nothing was downloaded). */
  downloaded: number;
  /** Hidden while the fill dialog of one of them is open. */
  hidden: boolean;
  onFill(row: Dc3Row): void;
  onClose(): void;
}

/**
 * After a bulk DC-3 download: which forms were left out and what each lacks, with the way to
 * complete each one. A toast alone went unnoticed and named nobody.
 */
export function Dc3SkippedDialog({
  skipped,
  downloaded,
  hidden,
  onFill,
  onClose,
}: Dc3SkippedDialogProps) {
  const styles = useStyles();
  const intl = useIntl();
  const nothing = downloaded === 0;
  return (
    <Dialog open={skipped.length > 0 && !hidden} onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface data-testid="dc3-skipped" aria-describedby="dc3-skipped-hint">
        <DialogBody>
          <DialogTitle>
            {nothing
              ? intl.formatMessage(m.dc3NothingTitle)
              : intl.formatMessage(m.dc3SkippedTitle, { skipped: skipped.length })}
          </DialogTitle>
          <DialogContent className={styles.content}>
            <MessageBar intent={nothing ? 'error' : 'warning'} layout="multiline">
              <MessageBarBody id="dc3-skipped-hint">
                {intl.formatMessage(nothing ? m.dc3ChooseComplete : m.dc3SkippedHint)}
              </MessageBarBody>
            </MessageBar>
            <ul className={styles.list}>
              {skipped.map(({ row, missing }) => (
                <li key={row.id} className={styles.item} data-testid="dc3-skipped-item">
                  <div className={styles.who}>
                    <Text weight="semibold">{row.person.name}</Text>
                    <Body1>{row.course.name}</Body1>
                    <Caption1 className={styles.reason} data-missing={missing.join(' ')}>
                      {intl.formatMessage(m.dc3Missing, {
                        missing: intl.formatList(
                          missing.map((k) => intl.formatMessage(MISSING_LABEL[k])),
                          { type: 'conjunction' },
                        ),
                      })}
                    </Caption1>
                  </div>
                  <Button
                    size="small"
                    onClick={() => onFill(row)}
                    aria-label={intl.formatMessage(m.dc3FillFor, { user: row.person.name })}
                    data-testid="dc3-skipped-fill"
                  >
                    {intl.formatMessage(m.dc3Fill)}
                  </Button>
                </li>
              ))}
            </ul>
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onClose}>
              {intl.formatMessage(tableMessages.close)}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
