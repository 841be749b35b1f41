import { Button, CounterBadge, makeStyles } from '@fluentui/react-components';
import { TargetArrowRegular } from '@fluentui/react-icons';
import { useSelector } from '@xstate/react';
import { defineMessages, useIntl } from 'react-intl';
import { selectBadgeCount } from '../../../../machines/onboarding/onboarding';
import type { Message } from '../../../../machines/types/messages';
import { useAppActor } from '../../../app-kit/system-context';

// The button lives in the top bar of every page; the centre it opens is a lazy chunk.
const messages = defineMessages({
  button: { id: 'missions.button', defaultMessage: 'Conoce el admin' },
  badge: { id: 'missions.badge', defaultMessage: '{count} pendientes' },
});

const useStyles = makeStyles({
  trigger: { position: 'relative' },
  badge: { position: 'absolute', top: '-2px', right: '-2px' },
});

/** 'Conoce el admin' with the red badge of incomplete progress flags (SPEC §4). */
export function MissionsButton() {
  const styles = useStyles();
  const intl = useIntl();
  const tour = useAppActor('tour');
  const count = useSelector(useAppActor('onboarding'), selectBadgeCount);
  return (
    <span className={styles.trigger}>
      <Button
        appearance="subtle"
        icon={<TargetArrowRegular />}
        aria-label={`${intl.formatMessage(messages.button)} (${intl.formatMessage(messages.badge as Message, { count })})`}
        data-testid="missions-button"
        onClick={() => tour.send({ type: 'tour.missions.open' })}
      />
      {count > 0 && (
        <CounterBadge
          className={styles.badge}
          count={count}
          color="danger"
          size="small"
          aria-hidden="true"
        />
      )}
    </span>
  );
}
