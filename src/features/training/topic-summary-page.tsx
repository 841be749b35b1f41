import { Tab, TabList } from '@fluentui/react-components';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { PageViewProps } from '../../app-kit/page-view-props';
import { useMenuTitle } from '../../app-kit/use-menu-title';
import type { Column } from '../../ui/data-table';
import { ReportPage } from '../../ui/report/report-page';
import { useReport } from '../../ui/report/use-report';
import { COURSE_TYPES, type CourseType, type TopicSummaryRow, topicSummary } from './training-api';
import { percentText, scoreText } from './training-cells';
import { trainingDefinitions as d } from './training-definitions';
import { trainingMessages as m } from './training-messages';

const rowKey = (r: TopicSummaryRow) => r.course.id;
const rowLabel = (r: TopicSummaryRow) => r.course.name;
const isCourseType = (v: string | undefined): v is CourseType =>
  (COURSE_TYPES as readonly string[]).includes(v ?? '');

/** /training/topic-summary: the courses of each type with who completed them (SPEC §2, §4). */
export function TopicSummaryPage({ page }: PageViewProps) {
  const intl = useIntl();
  const title = useMenuTitle()(page.title);
  const report = useReport(topicSummary);
  const { state, update, list } = report;
  const type: CourseType = isCourseType(state.filters.type) ? state.filters.type : 'serial';
  // The tab counts come with each page (kept while the next one loads).
  const counts = (list.first as { counts?: Record<CourseType, number> } | undefined)?.counts;
  const columns = useMemo<readonly Column<TopicSummaryRow>[]>(
    () => [
      {
        key: 'course',
        header: intl.formatMessage(m.colCourse),
        sortKey: 'name',
        render: (r) => r.course.name,
      },
      {
        key: 'people',
        header: intl.formatMessage(m.colPeople),
        definition: intl.formatMessage(d.topicPeople),
        render: (r) => intl.formatNumber(r.people),
      },
      {
        key: 'completed',
        header: intl.formatMessage(m.colCompleted),
        sortKey: 'completed',
        render: (r) => intl.formatNumber(r.completed),
      },
      {
        key: 'inProgress',
        header: intl.formatMessage(m.colInProgress),
        render: (r) => intl.formatNumber(r.in_progress),
      },
      {
        key: 'notStarted',
        header: intl.formatMessage(m.colNotStarted),
        render: (r) => intl.formatNumber(r.not_started),
      },
      {
        key: 'completion',
        header: intl.formatMessage(m.colCompletion),
        definition: intl.formatMessage(d.topicCompletion),
        sortKey: 'completion',
        render: (r) => percentText(intl, r.completion),
      },
      {
        key: 'score',
        header: intl.formatMessage(m.colAverage),
        definition: intl.formatMessage(d.averageScore),
        sortKey: 'score',
        render: (r) => scoreText(intl, r.score),
      },
    ],
    [intl],
  );
  return (
    <ReportPage
      title={title}
      report={report}
      label={title}
      columns={columns}
      rowKey={rowKey}
      rowLabel={rowLabel}
      search={{ label: intl.formatMessage(m.searchCourse), tour: 'topic-summary-search' }}
      tabs={
        <TabList
          selectedValue={type}
          onTabSelect={(_, d) =>
            update({ filters: { type: d.value === 'serial' ? '' : String(d.value) } })
          }
          aria-label={intl.formatMessage(m.typesLabel)}
          data-tour="topic-summary-tabs"
        >
          {COURSE_TYPES.map((t) => (
            <Tab key={t} value={t} data-testid={`tab-${t}`}>
              {counts
                ? intl.formatMessage(m.typeTab, {
                    type: intl.formatMessage(m[`type.${t}`]),
                    count: counts[t] ?? 0,
                  })
                : intl.formatMessage(m[`type.${t}`])}
            </Tab>
          ))}
        </TabList>
      }
      emptyText={intl.formatMessage(m.empty)}
      errorText={intl.formatMessage(m.summaryFailed)}
      forbiddenText={intl.formatMessage(m.forbidden)}
      exportTour="topic-summary-export"
      minWidth="900px"
    />
  );
}
