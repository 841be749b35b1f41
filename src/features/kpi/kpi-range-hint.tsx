import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { CalendarRegular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import { useAppActor } from '../../app-kit/system-context';
import { kpiMessages as m } from './kpi-messages';

const useStyles = makeStyles({
  hint: { display: 'flex', flexWrap: 'wrap', gap: '8px 12px', alignItems: 'center' },
  text: { color: tokens.colorNeutralForeground2 },
});

/** Key of "last 12 months" among the range picker's presets (machines/rules/dates.ts). */
const LAST_12_MONTHS = 7;

/**
 * KPIs are posted per closed month, so a short range (the picker's default week) often holds
 * none: when a KPI page finds nothing, it says why and offers the last 12 months in one click.
 */
export function KpiRangeHint() {
  const intl = useIntl();
  const styles = useStyles();
  const dateScope = useAppActor('dateScope');
  return (
    <div className={styles.hint} role="note">
      <Text className={styles.text}>{intl.formatMessage(m.monthly)}</Text>
      <Button
        icon={<CalendarRegular />}
        onClick={() => dateScope.send({ type: 'dateScope.range.preset', key: LAST_12_MONTHS })}
        data-testid="kpi-last-12-months"
      >
        {intl.formatMessage(m.last12)}
      </Button>
    </div>
  );
}
