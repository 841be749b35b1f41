import { makeStyles, Spinner, Title2 } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import type { PageViewProps } from '../../app-kit/page-view-props';
import { useDashboardAddress } from '../../app-kit/use-dashboard-address';
import { useMenuTitle } from '../../app-kit/use-menu-title';
import { usePageStyles } from '../../ui/page-styles';
import { dashboardMessages as m } from './dashboard-messages';
import { useDashboardQuery, useTimeScopeLabel } from './dashboard-query';
import { ExamsPanel } from './exams-panel';
import { KeyMetricsPanel } from './key-metrics-panel';
import { ProgressPanel } from './progress-panel';
import { UsagePanel } from './usage-panel';

const useStyles = makeStyles({
  // Progress and exams side by side where there is room for both, stacked otherwise.
  pair: {
    display: 'grid',
    gap: '16px',
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 420px), 1fr))',
    alignItems: 'start',
  },
});

/**
 * /dashboard: key metrics, app usage, progress and exams of the scope filter over the dashboard
 * time scope (the action bar's period pickers). Each panel reads and fails on its own; the period
 * and the scope live in the address (useDashboardAddress).
 */
export function DashboardPage({ page }: PageViewProps) {
  const styles = useStyles();
  const pageStyles = usePageStyles();
  const intl = useIntl();
  const title = useMenuTitle();
  const addressRead = useDashboardAddress();
  const query = useDashboardQuery(addressRead);
  const period = useTimeScopeLabel();

  return (
    <div className={pageStyles.page}>
      <Title2 as="h1">{title(page.title)}</Title2>
      {query === null ? (
        <Spinner label={intl.formatMessage(m.loadingKeyMetrics)} />
      ) : (
        <>
          <KeyMetricsPanel query={query} />
          <UsagePanel query={query} period={period} />
          <div className={styles.pair}>
            <ProgressPanel query={query} />
            <ExamsPanel query={query} />
          </div>
        </>
      )}
    </div>
  );
}
