import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import type { components } from '../../../openapi/schema';
import { useApiQueries } from '../../api/api-queries';
import { FigureCard } from '../../ui/figure/figure-card';
import { panelRead, reportReadOptions } from '../../ui/report/panel-read';
import { ReadPanel } from '../../ui/report/read-panel';
import { keyMetricDefinitions } from './dashboard-definitions';
import { dashboardMessages as m } from './dashboard-messages';
import { type DashboardQuery, formatDay } from './dashboard-query';
import { failuresOf, TILES } from './key-metrics-tiles';

type KeyMetrics = components['schemas']['KeyMetrics'];

// Every failure once, in reading order (the read brings all the figures at once).
const FAILURES = failuresOf(TILES);

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gap: '12px',
    gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
    '@media (max-width: 480px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: '8px' },
  },
  since: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
});

/** Nothing to count: nobody registered and no activity in the scope. */
const isEmpty = (k: KeyMetrics) => k.first_activity === null && !k.registered.value;

/** The key metrics (§9 definitions), counted from the first day of activity, with their deltas. */
export function KeyMetricsPanel({ query }: { query: DashboardQuery }) {
  const styles = useStyles();
  const intl = useIntl();
  const read = panelRead(
    useApiQueries().admin.useQuery(
      'get',
      '/admin/v2/dashboard/key-metrics',
      { params: { query } },
      reportReadOptions,
    ),
  );
  return (
    <ReadPanel
      title={intl.formatMessage(m.keyMetrics)}
      name="key-metrics"
      read={read}
      loadingText={intl.formatMessage(m.loadingKeyMetrics)}
      errorText={FAILURES.map((f) => intl.formatMessage(m[f]))}
      isEmpty={isEmpty}
      skeletonRows={4}
    >
      {(k) => (
        <>
          {k.first_activity !== null && (
            <Text className={styles.since}>
              {intl.formatMessage(m.keyMetricsSince, {
                day: formatDay(intl, k.first_activity, true),
                end: formatDay(intl, k.range.end, true),
              })}
            </Text>
          )}
          <div className={styles.grid}>
            {TILES.map((t) => (
              <FigureCard
                key={t.key}
                name={t.key}
                label={intl.formatMessage(m[t.label])}
                definition={intl.formatMessage(keyMetricDefinitions[t.key])}
                figure={k[t.key]}
                unit={t.unit}
                better={t.better}
              />
            ))}
          </div>
        </>
      )}
    </ReadPanel>
  );
}
