import { Field, makeStyles, Select, Text, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { type IntlShape, useIntl } from 'react-intl';
import type { components } from '../../../openapi/schema';
import { useApiQueries } from '../../api/api-queries';
import { Chart } from '../../ui/chart/chart';
import type { ChartData } from '../../ui/chart/chart-types';
import { panelRead, reportReadOptions } from '../../ui/report/panel-read';
import { ReadPanel } from '../../ui/report/read-panel';
import { dashboardDefinitions as d } from './dashboard-definitions';
import { dashboardMessages as m } from './dashboard-messages';
import {
  type DashboardQuery,
  formatDay,
  formatHour,
  formatMonth,
  formatYear,
} from './dashboard-query';
import { effectiveGroup, type UsageGroup, usageGrouping } from './usage-grouping';

type UsageSeries = components['schemas']['UsageSeries'];

const useStyles = makeStyles({
  group: { minWidth: '160px' },
  totals: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
});

const CATEGORY: Record<UsageGroup, (intl: IntlShape, key: string) => string> = {
  hour: formatHour,
  day: (intl, key) => formatDay(intl, key),
  week: (intl, key) => formatDay(intl, key),
  month: formatMonth,
  year: formatYear,
};

/** The usage series as the chart adapter's data, labels in the reader's locale. */
function chartOf(intl: IntlShape, usage: UsageSeries): ChartData {
  const label = CATEGORY[usage.group];
  return {
    // Hours of the day and years are separate totals; days, weeks and months a time line.
    kind: usage.group === 'hour' || usage.group === 'year' ? 'bar' : 'area',
    categories: usage.buckets.map((b) => label(intl, b.key)),
    series: [
      { name: intl.formatMessage(m.sessions), data: usage.buckets.map((b) => b.sessions) },
      { name: intl.formatMessage(m.users), data: usage.buckets.map((b) => b.users) },
    ],
    unit: 'number',
  };
}

/**
 * App usage in the period (cut off at yesterday by the server), grouped as the period suggests;
 * the admin may pick another grouping the period offers.
 */
export function UsagePanel({ query, period }: { query: DashboardQuery; period: string }) {
  const styles = useStyles();
  const intl = useIntl();
  // The admin's pick is UI state; a period that does not offer it falls back to its preference.
  const [chosen, setChosen] = useState<UsageGroup | null>(null);
  const group = effectiveGroup(period, chosen);
  const { offered } = usageGrouping(period);
  const read = panelRead(
    useApiQueries().admin.useQuery(
      'get',
      '/admin/v2/dashboard/usage',
      { params: { query: { ...query, group } } },
      reportReadOptions,
    ),
  );
  return (
    <ReadPanel
      title={intl.formatMessage(m.usage)}
      name="usage"
      read={read}
      loadingText={intl.formatMessage(m.loadingUsage)}
      errorText={intl.formatMessage(m.errorUsage)}
      skeletonRows={5}
      actions={
        <Field label={intl.formatMessage(m.usageGroup)} size="small" orientation="horizontal">
          <Select
            size="small"
            className={styles.group}
            value={group}
            disabled={offered.length < 2}
            data-testid="usage-group"
            onChange={(_, d) => setChosen(d.value as UsageGroup)}
          >
            {offered.map((g) => (
              <option key={g} value={g}>
                {intl.formatMessage(m[`group.${g}`])}
              </option>
            ))}
          </Select>
        </Field>
      }
    >
      {(usage) => (
        <>
          <Chart
            title={intl.formatMessage(m.usageChart)}
            definition={intl.formatMessage(d.usageChart)}
            data={chartOf(intl, usage)}
          />
          {usage.total_sessions > 0 && (
            <Text className={styles.totals} data-testid="usage-totals">
              {intl.formatMessage(m.usageTotals, {
                sessions: intl.formatNumber(usage.total_sessions),
                users: intl.formatNumber(usage.total_users),
              })}
            </Text>
          )}
        </>
      )}
    </ReadPanel>
  );
}
