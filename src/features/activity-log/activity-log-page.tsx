import { Field, makeStyles, Select, tokens } from '@fluentui/react-components';
import { useMemo } from 'react';
import { type IntlShape, useIntl } from 'react-intl';
import type { components } from '../../../openapi/schema';
import type { PageViewProps } from '../../app-kit/page-view-props';
import { useMenuTitle } from '../../app-kit/use-menu-title';
import { useStoreText } from '../../app-kit/use-store-text';
import type { Column } from '../../ui/data-table';
import { pageMessages } from '../../ui/page-messages';
import { IdNameField } from '../../ui/report/id-name-field';
import { ReportPage } from '../../ui/report/report-page';
import { activeFilterCount } from '../../ui/report/report-query';
import { useReport } from '../../ui/report/use-report';
import { useDateFormat } from '../../ui/use-date-format';
import { activityLog } from './activity-api';
import { activityMessages as m } from './activity-messages';
import { actionKey, entrySentence, KNOWN_ACTIONS, targetText } from './activity-rules';

type Entry = components['schemas']['ActivityEntry'];
type ActivityPage = components['schemas']['ActivityPage'];

const useStyles = makeStyles({
  filter: { minWidth: '200px' },
  details: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
});

const entryKey = (e: Entry) => e.id;
const entryLabel = (e: Entry) => `${e.action} ${e.id}`;

// A YYYY-MM-DD day as §9 shows dates (DD MMM); noon UTC keeps the day whatever the zone.
const dayFormatter = (intl: IntlShape) => (iso: string) =>
  intl.formatDate(`${iso}T12:00:00Z`, { day: '2-digit', month: 'short', timeZone: 'UTC' });

function useColumns(
  intl: IntlShape,
  detailsClass: string,
  format: ReturnType<typeof useStoreText>,
): readonly Column<Entry>[] {
  const { instant } = useDateFormat();
  return useMemo(
    () => [
      {
        key: 'date',
        width: '15%',
        sortKey: 'created_at',
        header: intl.formatMessage(m.colDate),
        // In the admin's time zone (from /me), not the browser's.
        render: (e: Entry) => instant(e.created_at),
      },
      {
        key: 'actor',
        width: '24%',
        sortKey: 'actor',
        header: intl.formatMessage(m.colActor),
        render: (e: Entry) =>
          e.actor
            ? `${e.actor.name || e.actor.email} <${e.actor.email}>`
            : intl.formatMessage(m.system),
      },
      {
        key: 'action',
        width: '17%',
        sortKey: 'action',
        header: intl.formatMessage(m.colAction),
        render: (e: Entry) => {
          const key = actionKey(e.action);
          return key ? intl.formatMessage(m[`action.${key}`]) : e.action;
        },
      },
      {
        key: 'target',
        width: '12%',
        header: intl.formatMessage(m.colTarget),
        render: (e: Entry) =>
          e.target_type === 'person' && !e.target_name && e.target_id
            ? intl.formatMessage(m['target.person'], { id: e.target_id })
            : targetText(e),
      },
      {
        key: 'details',
        header: intl.formatMessage(m.colDetails),
        render: (e: Entry) => {
          const { key, values } = entrySentence(e, dayFormatter(intl));
          return (
            <span className={detailsClass} data-testid="activity-sentence">
              {format(m[`sentence.${key}`], values)}
            </span>
          );
        },
      },
    ],
    [intl, detailsClass, format, instant],
  );
}

/**
 * /admin/log: the admin actions of the scope filter and the date range, newest first unless a
 * column is sorted, with search, the action and actor filters, rows shown and CSV (SPEC §2, §6);
 * the range and scope live in the address (useReport).
 */
export function ActivityLogPage({ page }: PageViewProps) {
  const styles = useStyles();
  const intl = useIntl();
  const title = useMenuTitle();
  const report = useReport(activityLog);
  const { state, update, list } = report;
  const format = useStoreText();
  const columns = useColumns(intl, styles.details, format);
  const actors = (list.first as { actors?: ActivityPage['actors'] } | undefined)?.actors ?? [];
  const actions = useMemo(
    () =>
      KNOWN_ACTIONS.map((a) => ({ key: a, name: intl.formatMessage(m[`action.${a}`]) })).sort(
        (a, b) => a.name.localeCompare(b.name, intl.locale),
      ),
    [intl],
  );
  const onFilter = (filters: Record<string, string>) => update({ filters });
  return (
    <ReportPage
      title={title(page.title)}
      report={report}
      label={intl.formatMessage(m.table)}
      columns={columns}
      rowKey={entryKey}
      rowLabel={entryLabel}
      search={{ label: intl.formatMessage(m.search), tour: 'activity-search' }}
      filters={
        <>
          <Field className={styles.filter} label={intl.formatMessage(m.filterAction)}>
            <Select
              value={state.filters.action ?? ''}
              onChange={(_, d) => onFilter({ action: d.value })}
              data-testid="filter-activity-action"
            >
              <option value="">{intl.formatMessage(m.anyAction)}</option>
              {actions.map((a) => (
                <option key={a.key} value={a.key}>
                  {a.name}
                </option>
              ))}
            </Select>
          </Field>
          <IdNameField
            className={styles.filter}
            label={intl.formatMessage(m.filterActor)}
            anyLabel={intl.formatMessage(m.anyActor)}
            options={actors.map((a) => ({ id: a.id, name: a.name || a.email }))}
            value={state.filters.actor}
            onChange={(actor) => onFilter({ actor })}
            testId="filter-activity-actor"
          />
        </>
      }
      activeFilters={activeFilterCount(state, activityLog.table)}
      emptyText={intl.formatMessage(pageMessages.emptyState)}
      errorText={intl.formatMessage(m.loadFailed)}
      forbiddenText={intl.formatMessage(m.forbidden)}
      exportTour="activity-export"
      minWidth="960px"
    />
  );
}
