import { Badge, Button, makeStyles, Text } from '@fluentui/react-components';
import { EditRegular } from '@fluentui/react-icons';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import type { PageViewProps } from '../../app-kit/page-view-props';
import { useMenuTitle } from '../../app-kit/use-menu-title';
import type { Column } from '../../ui/data-table';
import { useBrandOptions } from '../../ui/report/brand-options';
import { CountedSelect } from '../../ui/report/counted-select';
import { ReportPage } from '../../ui/report/report-page';
import { activeFilterCount } from '../../ui/report/report-query';
import { useReport } from '../../ui/report/use-report';
import { useDateFormat } from '../../ui/use-date-format';
import { TargetDialog } from './target-dialog';
import { type ContentTargetRow, contentTargets } from './targets-api';
import { targetsMessages as t } from './targets-messages';
import { RoleFilter, TopicFilter } from './training-filters';
import { trainingMessages as m } from './training-messages';

const useStyles = makeStyles({ field: { minWidth: '160px' } });

const SETS = ['with', 'without'] as const;
const rowKey = (r: ContentTargetRow) => `${r.course.id}/${r.position.id}`;
const rowLabel = (r: ContentTargetRow) => `${r.course.name} · ${r.position.name}`;

/**
 * /training/content-target: per active course and position it is for, the completion target and
 * the deadline of a mandatory course. Brand-level administrators edit them; the others read.
 */
export function ContentTargetPage({ page }: PageViewProps) {
  const intl = useIntl();
  const styles = useStyles();
  const title = useMenuTitle()(page.title);
  const report = useReport(contentTargets);
  const { query, state, update, list } = report;
  const dates = useDateFormat();
  const { topics, positions } = useBrandOptions(query);
  const [editing, setEditing] = useState<ContentTargetRow | null>(null);
  const canEdit = (list.first as { can_edit?: boolean } | undefined)?.can_edit === true;
  const columns = useMemo<readonly Column<ContentTargetRow>[]>(
    () => [
      {
        key: 'course',
        header: intl.formatMessage(m.colCourse),
        sortKey: 'course',
        render: (r) => r.course.name,
      },
      {
        key: 'type',
        header: intl.formatMessage(t.colType),
        render: (r) => intl.formatMessage(m[`type.${r.type}`]),
      },
      {
        key: 'position',
        header: intl.formatMessage(t.colPosition),
        sortKey: 'position',
        render: (r) => r.position.name,
      },
      {
        key: 'target',
        header: intl.formatMessage(t.colTarget),
        sortKey: 'target',
        render: (r) =>
          r.target === null ? (
            <Badge appearance="outline" color="informative" data-target="none">
              {intl.formatMessage(t.noTarget)}
            </Badge>
          ) : (
            <Text weight="semibold" data-target={r.target}>
              {intl.formatMessage(t.targetValue, { target: r.target })}
            </Text>
          ),
      },
      {
        key: 'due',
        header: intl.formatMessage(t.colDue),
        render: (r) =>
          r.due_days === null ? '—' : intl.formatMessage(t.dueValue, { days: r.due_days }),
      },
      {
        key: 'updated',
        header: intl.formatMessage(t.colUpdated),
        render: (r) =>
          r.updated_at === null
            ? '—'
            : r.updated_by
              ? intl.formatMessage(t.updatedBy, {
                  date: dates.instant(r.updated_at),
                  name: r.updated_by,
                })
              : dates.instant(r.updated_at),
      },
      ...(canEdit
        ? [
            {
              key: 'actions',
              header: intl.formatMessage(t.colActions),
              render: (r: ContentTargetRow) => (
                <Button
                  size="small"
                  icon={<EditRegular />}
                  onClick={() => setEditing(r)}
                  aria-label={intl.formatMessage(t.editFor, {
                    course: r.course.name,
                    position: r.position.name,
                  })}
                  data-testid="target-edit"
                >
                  {intl.formatMessage(t.edit)}
                </Button>
              ),
            },
          ]
        : []),
    ],
    [intl, dates, canEdit],
  );
  const onChange = (filters: Record<string, string>) => update({ filters });
  return (
    <>
      <ReportPage
        title={title}
        report={report}
        label={title}
        columns={columns}
        rowKey={rowKey}
        rowLabel={rowLabel}
        search={{ label: intl.formatMessage(m.searchCourse), tour: 'content-target-search' }}
        filters={
          <>
            <TopicFilter filters={state.filters} topics={topics} onChange={onChange} />
            <RoleFilter filters={state.filters} positions={positions} onChange={onChange} />
            <CountedSelect
              className={styles.field}
              label={intl.formatMessage(t.filterSet)}
              allLabel={intl.formatMessage(t.allSets)}
              value={state.filters.set ?? ''}
              options={SETS}
              optionText={(s) => intl.formatMessage(t[`set.${s}`])}
              onChange={(set) => onChange({ set })}
              testId="filter-target-set"
            />
          </>
        }
        figures={
          list.first && !canEdit ? (
            <Text data-testid="targets-read-only">{intl.formatMessage(t.readOnly)}</Text>
          ) : null
        }
        activeFilters={activeFilterCount(state, contentTargets.table)}
        emptyText={intl.formatMessage(m.empty)}
        errorText={intl.formatMessage(t.failed)}
        forbiddenText={intl.formatMessage(m.forbidden)}
        exportTour="content-target-export"
        minWidth="900px"
      />
      <TargetDialog
        row={editing}
        scope={query}
        onClose={(saved) => {
          setEditing(null);
          if (saved) list.refetch();
        }}
      />
    </>
  );
}
