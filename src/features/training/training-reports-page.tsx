import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import type { PageViewProps } from '../../app-kit/page-view-props';
import { useMenuTitle } from '../../app-kit/use-menu-title';
import { useStoreWord } from '../../app-kit/use-store-word';
import { useBrandOptions } from '../../ui/report/brand-options';
import { ReportPage } from '../../ui/report/report-page';
import { activeFilterCount } from '../../ui/report/report-query';
import { useReport } from '../../ui/report/use-report';
import { TimeExportButton } from './time-export-button';
import { type TrainingReportRow, trainingReports } from './training-api';
import { RoleFilter, TopicFilter } from './training-filters';
import { trainingMessages as m } from './training-messages';
import { useTrainingReportColumns } from './training-reports-columns';

const rowKey = (r: TrainingReportRow) => r.attempt_id;
const rowLabel = (r: TrainingReportRow) => `${r.course.name} · ${r.person.name}`;

/** /training/reports: every exam taken in the scope over the range (SPEC §2, §3). */
export function TrainingReportsPage({ page }: PageViewProps) {
  const intl = useIntl();
  const title = useMenuTitle()(page.title);
  const [, navigate] = useLocation();
  const report = useReport(trainingReports);
  const { query, state, update } = report;
  const { header } = useStoreWord();
  const columns = useTrainingReportColumns(intl, header, navigate);
  const { positions, topics } = useBrandOptions(query);
  const onChange = (filters: Record<string, string>) => update({ filters });
  return (
    <ReportPage
      title={title}
      report={report}
      label={title}
      columns={columns}
      rowKey={rowKey}
      rowLabel={rowLabel}
      search={{ label: intl.formatMessage(m.searchUser), tour: 'training-reports-user' }}
      filters={
        <>
          <TopicFilter
            filters={state.filters}
            topics={topics}
            onChange={onChange}
            tour="training-reports-topic"
          />
          <RoleFilter
            filters={state.filters}
            positions={positions}
            onChange={onChange}
            tour="training-reports-role"
          />
        </>
      }
      activeFilters={activeFilterCount(state, trainingReports.table)}
      actions={<TimeExportButton query={query} />}
      emptyText={intl.formatMessage(m.empty)}
      errorText={intl.formatMessage(m.reportsFailed)}
      forbiddenText={intl.formatMessage(m.forbidden)}
      exportTour="training-reports-export"
      minWidth="1040px"
    />
  );
}
