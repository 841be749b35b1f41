import { Button, Text } from '@fluentui/react-components';
import { useSelector } from '@xstate/react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import type { individualUploadMachine } from '../../../../machines/onboarding/individual-upload';
import { onboardingMessages as m } from './mission-messages';
import { MissionStep } from './mission-step';

type IndividualUploadActor = ActorRefFrom<typeof individualUploadMachine>;

/** The form steps (index 1–5): the control each points at and what it says (SPEC §2). */
const FORM_STEPS: Record<
  number,
  { target: string; title: MessageDescriptor; text: MessageDescriptor }
> = {
  1: { target: 'individual-identifier', title: m.idTitle, text: m.idText },
  2: { target: 'individual-country', title: m.countryTitle, text: m.countryText },
  3: { target: 'individual-role', title: m.roleTitle, text: m.roleText },
  4: { target: 'individual-store', title: m.storeTitle, text: m.storeText },
  5: { target: 'individual-submit', title: m.submitTitle, text: m.submitText },
};

const LAST_FORM_STEP = 5;

/**
 * The individual upload tour (SPEC §2's eight steps, §4's rules) as its machine says: the add
 * button on /admin/people, the form's controls on /admin/people/add, then the success screen
 * (which offers the bulk tour) and the invitation to the next mission.
 */
export function IndividualUploadTour({
  actor,
  onForm,
}: {
  actor: IndividualUploadActor;
  /** Whether the person form is on screen (/admin/people/add). */
  onForm: boolean;
}) {
  const intl = useIntl();
  const state = useSelector(actor, (s) => (typeof s.value === 'string' ? s.value : ''));
  const step = useSelector(actor, (s) => s.context.step);
  const send = (
    type: 'individualUpload.next' | 'individualUpload.close' | 'individualUpload.massive',
  ) => actor.send({ type });
  const t = (d: MessageDescriptor) => intl.formatMessage(d);
  const common = {
    onClose: () => send('individualUpload.close'),
    testId: 'mission-individual-upload',
    state: `${state}:${step}`,
  };
  const next = (label: MessageDescriptor = m.next) => (
    <Button appearance="primary" onClick={() => send('individualUpload.next')}>
      {t(label)}
    </Button>
  );
  if (state === 'onPeople') {
    return (
      <MissionStep
        {...common}
        target='[data-tour="people-add"]'
        title={t(m.addTitleStep)}
        actions={null}
      >
        <Text>{t(m.addText)}</Text>
      </MissionStep>
    );
  }
  if (state === 'form') {
    const def = FORM_STEPS[step];
    if (!def) return null;
    return (
      <MissionStep
        {...common}
        key={step}
        // Closing step 1 on the list moves to step 2 before the form is open (SPEC §4): until it
        // opens, the step speaks beside the button that opens it, and the page stays usable.
        target={onForm ? `[data-tour="${def.target}"]` : '[data-tour="people-add"]'}
        title={t(def.title)}
        actions={step < LAST_FORM_STEP ? next() : null}
      >
        <Text>{t(def.text)}</Text>
      </MissionStep>
    );
  }
  if (state === 'created' || state === 'success') {
    return (
      <MissionStep
        {...common}
        title={t(m.createdTitle)}
        actions={
          state === 'success' ? (
            <>
              <Button onClick={() => send('individualUpload.massive')}>{t(m.seeMassive)}</Button>
              {next()}
            </>
          ) : null
        }
      >
        <Text>{t(m.createdText)}</Text>
      </MissionStep>
    );
  }
  if (state === 'invitation') {
    return (
      <MissionStep {...common} title={t(m.inviteTitle)} actions={next(m.goToMission)}>
        <Text>{t(m.inviteText)}</Text>
      </MissionStep>
    );
  }
  return null;
}
