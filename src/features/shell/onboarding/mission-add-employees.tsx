import { CompoundButton, makeStyles, Text } from '@fluentui/react-components';
import { DocumentArrowUpRegular, PersonAddRegular } from '@fluentui/react-icons';
import { useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import type { ActorRefFrom } from 'xstate';
import type { addEmployeesMachine } from '../../../../machines/onboarding/add-employees';
import { PEOPLE_PATH } from '../../../../machines/rules/onboarding';
import { useAppActor } from '../../../app-kit/system-context';
import { onboardingMessages as m } from './mission-messages';

const useStyles = makeStyles({
  panel: { display: 'grid', gap: '12px' },
  options: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
    gap: '8px',
  },
});

/**
 * The add-employees mission in the missions centre (SPEC §4): Individual starts the individual
 * upload tour, Masiva the bulk one at step 0; both happen on the people page, so the centre
 * closes and the console goes there.
 */
export function AddEmployeesPanel({ actor }: { actor: ActorRefFrom<typeof addEmployeesMachine> }) {
  const styles = useStyles();
  const intl = useIntl();
  const onboarding = useAppActor('onboarding');
  const [, navigate] = useLocation();
  const choosing = useSelector(actor, (s) => s.matches('choosing'));
  if (!choosing) return null;
  const choose = (type: 'addEmployees.individual' | 'addEmployees.massive') => {
    actor.send({ type });
    onboarding.send({ type: 'onboarding.dropdown.close' });
    navigate(PEOPLE_PATH);
  };
  return (
    <section
      className={styles.panel}
      aria-label={intl.formatMessage(m.addTitle)}
      data-testid="mission-add-employees"
      data-state="choosing"
    >
      <Text weight="semibold" size={400}>
        {intl.formatMessage(m.addTitle)}
      </Text>
      <Text>{intl.formatMessage(m.addIntro)}</Text>
      <div className={styles.options}>
        <CompoundButton
          icon={<PersonAddRegular />}
          secondaryContent={intl.formatMessage(m.individualText)}
          onClick={() => choose('addEmployees.individual')}
        >
          {intl.formatMessage(m.individual)}
        </CompoundButton>
        <CompoundButton
          icon={<DocumentArrowUpRegular />}
          secondaryContent={intl.formatMessage(m.massiveText)}
          onClick={() => choose('addEmployees.massive')}
        >
          {intl.formatMessage(m.massive)}
        </CompoundButton>
      </div>
    </section>
  );
}
