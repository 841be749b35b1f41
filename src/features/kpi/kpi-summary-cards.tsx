import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import type { KpiSummaryPage } from './kpi-api';
import { AttainmentBadge, targetText, valueText } from './kpi-cells';
import { kpiMessages as m } from './kpi-messages';

const useStyles = makeStyles({
  cards: {
    display: 'grid',
    gap: '12px',
    gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
  },
  card: {
    display: 'grid',
    gap: '6px',
    alignContent: 'start',
    padding: '12px 14px',
    borderRadius: tokens.borderRadiusMedium,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  name: { margin: 0, fontSize: tokens.fontSizeBase300, fontWeight: tokens.fontWeightSemibold },
  detail: { color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
});

/** Per KPI module: the month's attainment of the scope's sums, stores with a figure, means. */
export function KpiSummaryCards({ modules }: { modules: KpiSummaryPage['modules'] }) {
  const intl = useIntl();
  const styles = useStyles();
  return (
    <section className={styles.cards} aria-label={intl.formatMessage(m.cardsLabel)}>
      {modules.map((k) => (
        <div key={k.module.id} className={styles.card} data-testid="kpi-module-card">
          <Text as="h3" className={styles.name}>
            {k.module.name}
          </Text>
          <div>
            <AttainmentBadge intl={intl} value={k.attainment} />
          </div>
          <Text className={styles.detail}>
            {intl.formatMessage(m.cardStores, {
              count: intl.formatNumber(k.stores),
              value: valueText(intl, k.value, k.unit),
              target: targetText(intl, k.target, k.unit, k.better),
            })}
          </Text>
        </div>
      ))}
    </section>
  );
}
