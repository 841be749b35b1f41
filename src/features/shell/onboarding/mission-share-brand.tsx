import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { CopyRegular, OpenRegular } from '@fluentui/react-icons';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import type { shareBrandMachine } from '../../../../machines/onboarding/share-brand';
import { useNotify } from '../../../app-kit/use-notify';
import { openExternal } from '../menus/help-centre';
import { onboardingMessages as m } from './mission-messages';
import { REGISTRATION_WAYS, type RegistrationWay, tutorialUrl } from './mission-tutorial-links';

const WAY_NAMES: Record<RegistrationWay, MessageDescriptor> = {
  phone: m.wayPhone,
  email: m.wayEmail,
  employeeNumber: m.wayEmployeeNumber,
};

const useStyles = makeStyles({
  panel: { display: 'grid', gap: '12px' },
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'grid', gap: '8px' },
  row: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: '8px',
    padding: '8px 12px',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  actions: { display: 'flex', gap: '4px' },
  footer: { display: 'flex', justifyContent: 'flex-end' },
});

type ShareBrandActor = ActorRefFrom<typeof shareBrandMachine>;

/**
 * The share-brand mission in the missions centre (SPEC §4): the registration tutorial of each
 * way to register, to open or copy. Copying reports 'Enlace copiado' and completes
 * shareBrandOnboarding (the machine); Next goes on to the next incomplete mission.
 */
export function ShareBrandPanel({ actor }: { actor: ShareBrandActor }) {
  const styles = useStyles();
  const intl = useIntl();
  const notify = useNotify();
  const copied = useSelector(actor, (s) => s.matches('copied'));

  useEffect(() => {
    const sub = actor.on('shareBrand.notice', ({ notice }) => notify(notice, 'share-brand-link'));
    return () => sub.unsubscribe();
  }, [actor, notify]);

  const copy = async (way: RegistrationWay) => {
    try {
      await navigator.clipboard.writeText(tutorialUrl(way));
      actor.send({ type: 'shareBrand.copy' });
    } catch (error) {
      // SPEC §8: a clipboard failure is logged only.
      console.warn('clipboard', error);
    }
  };
  return (
    <section
      className={styles.panel}
      aria-label={intl.formatMessage(m.shareTitle)}
      data-testid="mission-share-brand"
      data-state={copied ? 'copied' : 'offering'}
    >
      <Text weight="semibold" size={400}>
        {intl.formatMessage(m.shareTitle)}
      </Text>
      <Text>{intl.formatMessage(m.shareIntro)}</Text>
      <ul className={styles.list}>
        {REGISTRATION_WAYS.map((way) => {
          const name = intl.formatMessage(WAY_NAMES[way]);
          return (
            <li key={way} className={styles.row} data-way={way}>
              <Text weight="semibold">{name}</Text>
              <span className={styles.actions}>
                <Button
                  appearance="subtle"
                  icon={<OpenRegular />}
                  aria-label={`${intl.formatMessage(m.open)}: ${name}`}
                  onClick={() => openExternal(tutorialUrl(way))}
                >
                  {intl.formatMessage(m.open)}
                </Button>
                <Button
                  icon={<CopyRegular />}
                  aria-label={`${intl.formatMessage(m.copy)}: ${name}`}
                  onClick={() => void copy(way)}
                >
                  {intl.formatMessage(m.copy)}
                </Button>
              </span>
            </li>
          );
        })}
      </ul>
      <div className={styles.footer}>
        <Button appearance="primary" onClick={() => actor.send({ type: 'shareBrand.next' })}>
          {intl.formatMessage(m.next)}
        </Button>
      </div>
    </section>
  );
}
