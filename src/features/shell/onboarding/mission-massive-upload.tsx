import { Button, Text } from '@fluentui/react-components';
import { useSelector } from '@xstate/react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import type { massiveUploadMachine } from '../../../../machines/onboarding/massive-upload';
import { onboardingMessages as m } from './mission-messages';
import { MissionStep } from './mission-step';
import { MissionVideo } from './mission-video';

type MassiveUploadActor = ActorRefFrom<typeof massiveUploadMachine>;

/**
 * The bulk upload tour on /admin/people (SPEC §4), step by step as its machine says: the import
 * button, a video, 'Genial' (skipped when employees were already added), 'expert'. Closing ends
 * it; the centre then starts share brand 500 ms later.
 */
export function MassiveUploadTour({ actor }: { actor: MassiveUploadActor }) {
  const intl = useIntl();
  const state = useSelector(actor, (s) => (typeof s.value === 'string' ? s.value : ''));
  const next = () => actor.send({ type: 'massiveUpload.next' });
  const end = () => actor.send({ type: 'massiveUpload.end' });
  const nextButton = (label: MessageDescriptor = m.next) => (
    <Button appearance="primary" onClick={next}>
      {intl.formatMessage(label)}
    </Button>
  );
  const common = { onClose: end, testId: 'mission-massive-upload', state };
  switch (state) {
    case 'importButton':
      return (
        <MissionStep
          {...common}
          target='[data-tour="people-import"]'
          title={intl.formatMessage(m.massiveImportTitle)}
          actions={
            <>
              <Button onClick={() => actor.send({ type: 'massiveUpload.individual' })}>
                {intl.formatMessage(m.preferIndividual)}
              </Button>
              {nextButton()}
            </>
          }
        >
          <Text>{intl.formatMessage(m.massiveImportText)}</Text>
        </MissionStep>
      );
    case 'video':
      return (
        <MissionStep
          {...common}
          title={intl.formatMessage(m.massiveVideoTitle)}
          actions={nextButton()}
        >
          <MissionVideo clip="massive-upload" title={intl.formatMessage(m.massiveVideoTitle)} />
        </MissionStep>
      );
    case 'great':
      return (
        <MissionStep {...common} title={intl.formatMessage(m.greatTitle)} actions={nextButton()}>
          <Text>{intl.formatMessage(m.greatText)}</Text>
        </MissionStep>
      );
    case 'expert':
      return (
        <MissionStep
          {...common}
          title={intl.formatMessage(m.expertTitle)}
          actions={nextButton(m.finish)}
        >
          <Text>{intl.formatMessage(m.expertText)}</Text>
        </MissionStep>
      );
    default:
      return null;
  }
}
