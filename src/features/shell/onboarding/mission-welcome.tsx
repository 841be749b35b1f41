import { Button, makeStyles, Text } from '@fluentui/react-components';
import { useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import type { welcomeMachine } from '../../../../machines/onboarding/welcome';
import { onboardingMessages as m } from './mission-messages';
import { MissionVideo } from './mission-video';

const useStyles = makeStyles({
  panel: { display: 'grid', gap: '12px' },
  footer: { display: 'flex', justifyContent: 'flex-end' },
});

/**
 * The welcome mission in the missions centre (600 wide, the onboarding modal of SPEC §9): its
 * video with captions; when it ends the machine opens the centre and marks welcomeVideo 500 ms
 * later; Skip (or closing the centre) ends it.
 */
export function WelcomePanel({
  actor,
  autoPlay = false,
}: {
  actor: ActorRefFrom<typeof welcomeMachine>;
  /** Play at once (the admin just asked for it; the click allows sound). */
  autoPlay?: boolean;
}) {
  const styles = useStyles();
  const intl = useIntl();
  const playing = useSelector(actor, (s) => s.matches('playing'));
  if (!playing) return null;
  const title = intl.formatMessage(m.welcomeTitle);
  return (
    <section
      className={styles.panel}
      aria-label={title}
      data-testid="mission-welcome"
      data-state="playing"
    >
      <Text weight="semibold" size={400}>
        {title}
      </Text>
      <MissionVideo
        clip="welcome"
        title={title}
        autoPlay={autoPlay}
        onEnded={() => actor.send({ type: 'welcome.video.ended' })}
      />
      <div className={styles.footer}>
        <Button onClick={() => actor.send({ type: 'welcome.skip' })}>
          {intl.formatMessage(m.skip)}
        </Button>
      </div>
    </section>
  );
}
