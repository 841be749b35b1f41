import {
  Button,
  makeStyles,
  Skeleton,
  SkeletonItem,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useSelector } from '@xstate/react';
import { lazy, Suspense, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { selectTheme } from '../../../machines/settings';
import { useAppActor } from '../../app-kit/system-context';
import { DefinitionButton } from '../definition/definition-button';
import { tableMessages } from '../table-messages';
import { chartMessages } from './chart-messages';
import { type ChartData, isEmptyChart } from './chart-types';

// The one chart component pages use. The drawing (apexcharts) is a lazy chunk; until it arrives
// a skeleton holds its place, and the same numbers are always one click away as a table, which
// is also what a screen reader gets.

const ApexChart = lazy(() => import('./apex-chart'));
// The table view too: Fluent's table is not needed until the reader asks for it.
const ChartTable = lazy(() => import('./chart-table'));

const useStyles = makeStyles({
  figure: { margin: 0, display: 'grid', gap: '8px' },
  head: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '8px' },
  empty: {
    display: 'grid',
    placeItems: 'center',
    color: tokens.colorNeutralForeground3,
    border: `1px dashed ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
});

export interface ChartProps {
  /** The chart's title, shown and used as its accessible name. */
  title: string;
  /** What the chart counts, over which people and period, and its unit (shown by an info button). */
  definition?: string;
  data: ChartData;
  height?: number;
}

/** A titled chart with its empty state and a "view as table" toggle. */
export function Chart({ title, definition, data, height = 280 }: ChartProps) {
  const intl = useIntl();
  const styles = useStyles();
  const settings = useAppActor('settings');
  const dark = useSelector(settings, selectTheme) === 'dark';
  const [asTable, setAsTable] = useState(false);
  const titleId = useId();
  const formatValue = (v: number) =>
    data.unit === 'percent'
      ? intl.formatNumber(v / 100, { style: 'percent', maximumFractionDigits: 1 })
      : intl.formatNumber(v, { maximumFractionDigits: 1 });
  const empty = isEmptyChart(data);

  return (
    <figure className={styles.figure} aria-labelledby={titleId}>
      <div className={styles.head}>
        <span style={{ display: 'flex', alignItems: 'center', gap: '4px' }}>
          <Text as="h3" weight="semibold" id={titleId}>
            {title}
          </Text>
          {definition !== undefined && <DefinitionButton name={title} text={definition} />}
        </span>
        {!empty && (
          <Button
            appearance="subtle"
            size="small"
            onClick={() => setAsTable((v) => !v)}
            aria-pressed={asTable}
          >
            {intl.formatMessage(asTable ? chartMessages.showChart : chartMessages.showTable)}
          </Button>
        )}
      </div>
      {empty ? (
        <div className={styles.empty} style={{ height }} role="status">
          {intl.formatMessage(chartMessages.empty)}
        </div>
      ) : asTable ? (
        <Suspense
          fallback={<Spinner size="tiny" label={intl.formatMessage(tableMessages.loading)} />}
        >
          <ChartTable data={data} titleId={titleId} formatValue={formatValue} />
        </Suspense>
      ) : (
        <Suspense
          fallback={
            <Skeleton aria-label={intl.formatMessage(chartMessages.loading)}>
              <SkeletonItem style={{ height }} />
            </Skeleton>
          }
        >
          <ApexChart data={data} look={{ dark, formatValue, height }} />
        </Suspense>
      )}
    </figure>
  );
}
