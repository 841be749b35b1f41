import { Button, makeStyles, Text, Tooltip, tokens } from '@fluentui/react-components';
import { BuildingRegular, ChevronDownRegular } from '@fluentui/react-icons';
import { useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import { domainOptions, selectSelectedDomain } from '../../../../machines/domain';
import { useAppActor } from '../../../app-kit/system-context';
import { shellMessages } from '../layout/shell-messages';

const useStyles = makeStyles({
  name: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '8px',
    padding: '0 8px',
    color: tokens.colorNeutralForeground1,
    maxWidth: '100%',
  },
  // A long name ends in an ellipsis where the top bar is short (a phone) instead of wrapping it.
  label: { minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  button: { maxWidth: '100%', minWidth: 0 },
});

/** The selected domain's name; opens the domain modal when there is another to switch to. */
export function DomainSwitcher() {
  const intl = useIntl();
  const domain = useAppActor('domain');
  const selected = useSelector(domain, selectSelectedDomain);
  const canSwitch = useSelector(domain, (s) => domainOptions(s.context).length > 1);
  const styles = useStyles();
  const name = selected?.name ?? intl.formatMessage(shellMessages.domainPending);
  // With a single domain there is nothing to switch to: a plain label, not a dead button.
  if (!canSwitch) {
    return (
      <Text
        weight="semibold"
        className={styles.name}
        data-testid="domain-switcher"
        data-tour="domain-switcher"
      >
        <BuildingRegular fontSize={20} aria-hidden="true" />
        <span className={styles.label}>{name}</span>
      </Text>
    );
  }
  return (
    <Tooltip content={intl.formatMessage(shellMessages.domainSwitch)} relationship="description">
      <Button
        appearance="subtle"
        className={styles.button}
        icon={<BuildingRegular />}
        data-testid="domain-switcher"
        data-tour="domain-switcher"
        onClick={() => domain.send({ type: 'domain.modal.open' })}
      >
        <span className={styles.label}>{name}</span>
        <ChevronDownRegular aria-hidden="true" style={{ marginLeft: 4 }} />
      </Button>
    </Tooltip>
  );
}
