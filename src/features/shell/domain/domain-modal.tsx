import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  SearchBox,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import {
  selectDomainOptions,
  selectSelectedDomain,
  selectShowDomainOptions,
} from '../../../../machines/domain';
import { useAppActor } from '../../../app-kit/system-context';
import { shellMessages } from '../layout/shell-messages';

const useStyles = makeStyles({
  // SPEC §9: domain modal 800 wide, its list at most 300 px high.
  surface: { width: '800px', maxWidth: 'calc(100vw - 32px)' },
  list: {
    display: 'flex',
    flexDirection: 'column',
    gap: '2px',
    maxHeight: '300px',
    overflowY: 'auto',
    marginTop: '12px',
    padding: 0,
    listStyleType: 'none',
  },
  option: { width: '100%', justifyContent: 'flex-start' },
  empty: { color: tokens.colorNeutralForeground3, padding: '8px' },
});

/** The domain-selection modal: searchable list of the domain options. */
export function DomainModal() {
  const styles = useStyles();
  const intl = useIntl();
  const domain = useAppActor('domain');
  const open = useSelector(domain, selectShowDomainOptions);
  const options = useSelector(domain, selectDomainOptions);
  const query = useSelector(domain, (s) => s.context.query);
  const canClose = useSelector(domain, (s) => selectSelectedDomain(s) !== null);

  return (
    <Dialog
      open={open}
      modalType={canClose ? 'modal' : 'alert'}
      onOpenChange={(_, data) => !data.open && domain.send({ type: 'domain.modal.close' })}
    >
      <DialogSurface className={styles.surface} aria-describedby={undefined}>
        <DialogBody>
          <DialogTitle>{intl.formatMessage(shellMessages.domainModalTitle)}</DialogTitle>
          <DialogContent>
            <SearchBox
              value={query}
              placeholder={intl.formatMessage(shellMessages.domainSearch)}
              aria-label={intl.formatMessage(shellMessages.domainSearch)}
              onChange={(_, d) => domain.send({ type: 'domain.search', query: d.value })}
              style={{ width: '100%', maxWidth: 'none' }}
            />
            <ul className={styles.list} data-testid="domain-options">
              {options.map((option) => (
                <li key={option.key}>
                  <Button
                    appearance="subtle"
                    className={styles.option}
                    onClick={() => domain.send({ type: 'domain.select', key: option.key })}
                  >
                    {option.name}
                  </Button>
                </li>
              ))}
              {options.length === 0 && (
                <li>
                  <Text className={styles.empty}>
                    {intl.formatMessage(shellMessages.domainNone)}
                  </Text>
                </li>
              )}
            </ul>
          </DialogContent>
          {canClose && (
            <DialogActions>
              <Button onClick={() => domain.send({ type: 'domain.modal.close' })}>
                {intl.formatMessage(shellMessages.close)}
              </Button>
            </DialogActions>
          )}
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
