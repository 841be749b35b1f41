import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import { todayIn } from '../../../machines/rules/dates';
import type { components } from '../../../openapi/schema';
import { useApiQueries } from '../../api/api-queries';
import { useAppActor } from '../../app-kit/system-context';
import { Chart } from '../../ui/chart/chart';
import { FigureCard } from '../../ui/figure/figure-card';
import { panelRead, reportReadOptions } from '../../ui/report/panel-read';
import { ReadPanel } from '../../ui/report/read-panel';
import { dashboardDefinitions as d } from './dashboard-definitions';
import { dashboardMessages as m } from './dashboard-messages';
import type { DashboardQuery } from './dashboard-query';

type ExamsPanelData = components['schemas']['ExamsPanel'];

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gap: '12px',
    gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
    '@media (max-width: 480px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: '8px' },
  },
  note: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
});

/**
 * Exams completed in the period: approved, failed, attempts and score, and per course. A period
 * that reaches today is compared by the server up to the same time of day; the panel says so.
 */
export function ExamsPanel({ query }: { query: DashboardQuery }) {
  const styles = useStyles();
  const intl = useIntl();
  const today = useSelector(useAppActor('dateScope'), (s) =>
    todayIn(s.context.now(), s.context.timeZone).toString(),
  );
  const ongoing = query.start <= today && today <= query.end;
  const read = panelRead(
    useApiQueries().admin.useQuery(
      'get',
      '/admin/v2/dashboard/exams',
      { params: { query } },
      reportReadOptions,
    ),
  );
  return (
    <ReadPanel
      title={intl.formatMessage(m.examsPanel)}
      name="exams"
      read={read}
      loadingText={intl.formatMessage(m.loadingExams)}
      errorText={intl.formatMessage(m.errorExams)}
      skeletonRows={5}
    >
      {(e: ExamsPanelData) => (
        <>
          {ongoing && (
            <Text className={styles.note} data-testid="exams-same-time">
              {intl.formatMessage(m.examsSameTime)}
            </Text>
          )}
          <div className={styles.grid}>
            <FigureCard
              name="attempts"
              label={intl.formatMessage(m.attempts)}
              definition={intl.formatMessage(d.attempts)}
              figure={e.attempts}
            />
            <FigureCard
              name="approved"
              label={intl.formatMessage(m.approved)}
              definition={intl.formatMessage(d.approved)}
              figure={e.approved}
            />
            <FigureCard
              name="failed"
              label={intl.formatMessage(m.failed)}
              definition={intl.formatMessage(d.failed)}
              figure={e.failed}
              better="down"
            />
            <FigureCard
              name="score"
              label={intl.formatMessage(m.score)}
              definition={intl.formatMessage(d.score)}
              figure={e.score}
              unit="score"
            />
          </div>
          <Chart
            title={intl.formatMessage(m.examsChart)}
            definition={intl.formatMessage(d.examsChart)}
            data={{
              kind: 'bar',
              categories: e.courses.map((c) => c.name),
              series: [
                { name: intl.formatMessage(m.approved), data: e.courses.map((c) => c.approved) },
                { name: intl.formatMessage(m.failed), data: e.courses.map((c) => c.failed) },
              ],
              unit: 'number',
            }}
          />
        </>
      )}
    </ReadPanel>
  );
}
