import { makeStyles, ProgressBar, Text, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import type { components } from '../../../openapi/schema';
import { useApiQueries } from '../../api/api-queries';
import { Delta } from '../../ui/figure/delta';
import { FigureCard } from '../../ui/figure/figure-card';
import { formatFigure } from '../../ui/figure/figure-format';
import { panelRead, reportReadOptions } from '../../ui/report/panel-read';
import { ReadPanel } from '../../ui/report/read-panel';
import { dashboardDefinitions as d } from './dashboard-definitions';
import { dashboardMessages as m } from './dashboard-messages';
import type { DashboardQuery } from './dashboard-query';

type ProgressPanelData = components['schemas']['ProgressPanel'];

const useStyles = makeStyles({
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '12px' },
  row: { display: 'grid', gap: '4px', minWidth: 0 },
  line: {
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'space-between',
    alignItems: 'baseline',
    gap: '4px 12px',
  },
  name: { fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere' },
  value: { fontVariantNumeric: 'tabular-nums' },
  detail: {
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'space-between',
    gap: '4px 12px',
    color: tokens.colorNeutralForeground3,
    fontSize: tokens.fontSizeBase200,
  },
});

const isEmpty = (p: ProgressPanelData) => p.courses.length === 0;

/** Topic progress per course at the end of the period, each with its previous-period change. */
export function ProgressPanel({ query }: { query: DashboardQuery }) {
  const styles = useStyles();
  const intl = useIntl();
  const read = panelRead(
    useApiQueries().admin.useQuery(
      'get',
      '/admin/v2/dashboard/progress',
      { params: { query } },
      reportReadOptions,
    ),
  );
  return (
    <ReadPanel
      title={intl.formatMessage(m.progressPanel)}
      name="progress"
      read={read}
      loadingText={intl.formatMessage(m.loadingProgress)}
      errorText={intl.formatMessage(m.errorProgress)}
      isEmpty={isEmpty}
      skeletonRows={5}
    >
      {(p) => (
        <>
          <FigureCard
            name="progress"
            label={intl.formatMessage(m.progress)}
            definition={intl.formatMessage(d.progress)}
            figure={p.progress}
            unit="percent"
          />
          <ul className={styles.list}>
            {p.courses.map((c) => {
              const value = c.progress.value ?? 0;
              return (
                <li key={c.id} className={styles.row} data-testid="course-progress">
                  <div className={styles.line}>
                    <Text className={styles.name}>{c.name}</Text>
                    <Text className={styles.value}>{formatFigure(intl, value, 'percent')}</Text>
                  </div>
                  <ProgressBar
                    value={value / 100}
                    thickness="large"
                    aria-label={`${c.name}: ${formatFigure(intl, value, 'percent')}`}
                  />
                  <div className={styles.detail}>
                    <span>
                      {intl.formatMessage(m.courseProgress, {
                        completed: intl.formatNumber(c.completed),
                        available: intl.formatNumber(c.available),
                      })}
                    </span>
                    <Delta delta={c.progress.delta} unit="percent" />
                  </div>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </ReadPanel>
  );
}
