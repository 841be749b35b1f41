import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { PageViewProps } from '../../app-kit/page-view-props';
import { useMenuTitle } from '../../app-kit/use-menu-title';
import { useStoreWord } from '../../app-kit/use-store-word';
import type { Column } from '../../ui/data-table';
import { useBrandOptions } from '../../ui/report/brand-options';
import { ReportPage } from '../../ui/report/report-page';
import { activeFilterCount } from '../../ui/report/report-query';
import { useReport } from '../../ui/report/use-report';
import { useDateFormat } from '../../ui/use-date-format';
import { type PracticalExamRow, practicalExams } from './training-api';
import { StatusBadge, scoreText } from './training-cells';
import { trainingDefinitions as d } from './training-definitions';
import { StatusFilter, TopicFilter } from './training-filters';
import { trainingMessages as m } from './training-messages';

const rowKey = (r: PracticalExamRow) => r.id;
const rowLabel = (r: PracticalExamRow) => `${r.evaluation} · ${r.person.name}`;

/** /training/practical-exams: practical assessments assigned over the range (SPEC §2, §3, §4). */
export function PracticalExamsPage({ page }: PageViewProps) {
  const intl = useIntl();
  const title = useMenuTitle()(page.title);
  const report = useReport(practicalExams);
  const { query, state, update } = report;
  const { header } = useStoreWord();
  const dates = useDateFormat();
  const { topics } = useBrandOptions(query);
  const onChange = (filters: Record<string, string>) => update({ filters });
  const columns = useMemo<readonly Column<PracticalExamRow>[]>(
    () => [
      {
        key: 'course',
        header: intl.formatMessage(m.colCourse),
        sortKey: 'course',
        render: (r) => r.course.name,
      },
      {
        key: 'evaluation',
        header: intl.formatMessage(m.colEvaluation),
        render: (r) => r.evaluation,
      },
      {
        key: 'user',
        header: intl.formatMessage(m.colUser),
        sortKey: 'name',
        render: (r) => r.person.name,
      },
      { key: 'store', header, render: (r) => r.store.name },
      { key: 'evaluator', header: intl.formatMessage(m.colEvaluator), render: (r) => r.evaluator },
      {
        key: 'assigned',
        header: intl.formatMessage(m.colAssigned),
        sortKey: 'assigned_on',
        render: (r) => dates.dayWithYear(r.assigned_on),
      },
      {
        key: 'status',
        header: intl.formatMessage(m.colStatus),
        sortKey: 'status',
        render: (r) => <StatusBadge intl={intl} status={r.status} />,
      },
      {
        key: 'score',
        header: intl.formatMessage(m.colScore),
        definition: intl.formatMessage(d.practicalScore),
        render: (r) => (r.status === 'assigned' ? '' : scoreText(intl, r.score)),
      },
    ],
    [intl, header, dates],
  );
  return (
    <ReportPage
      title={title}
      report={report}
      label={title}
      columns={columns}
      rowKey={rowKey}
      rowLabel={rowLabel}
      search={{ label: intl.formatMessage(m.searchPractical), tour: 'practical-exams-search' }}
      filters={
        <>
          <StatusFilter filters={state.filters} onChange={onChange} />
          <TopicFilter filters={state.filters} topics={topics} onChange={onChange} />
        </>
      }
      activeFilters={activeFilterCount(state, practicalExams.table)}
      emptyText={intl.formatMessage(m.empty)}
      errorText={intl.formatMessage(m.practicalFailed)}
      forbiddenText={intl.formatMessage(m.forbidden)}
      exportTour="practical-exams-export"
      minWidth="1000px"
    />
  );
}
