import {
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
} from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { chartMessages } from './chart-messages';
import type { ChartData } from './chart-types';

// The chart's numbers as a table ("view as table"). A lazy chunk of its own (chart.tsx): a page
// paints its figures without Fluent's table code, which arrives when the reader asks for it.

const useStyles = makeStyles({
  table: { overflowX: 'auto' },
});

export interface ChartTableProps {
  data: ChartData;
  /** The id of the chart's title, the table's accessible name. */
  titleId: string;
  formatValue: (value: number) => string;
}

/** One row per category, one column per series (and one for the goal). */
/** A value of the table view; a gap reads as a dash, not as a zero that was never measured. */
const cellText = (v: number | null, format: (value: number) => string) =>
  v === null ? '—' : format(v);

export default function ChartTable({ data, titleId, formatValue }: ChartTableProps) {
  const intl = useIntl();
  const styles = useStyles();
  return (
    <div className={styles.table}>
      <Table size="small" aria-labelledby={titleId}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{intl.formatMessage(chartMessages.category)}</TableHeaderCell>
            {data.series.map((s) => (
              <TableHeaderCell key={s.name}>{s.name}</TableHeaderCell>
            ))}
            {data.goal && <TableHeaderCell>{data.goal.name}</TableHeaderCell>}
          </TableRow>
        </TableHeader>
        <TableBody>
          {data.categories.map((c, i) => (
            <TableRow key={c}>
              <TableCell>{c}</TableCell>
              {data.series.map((s) => (
                <TableCell key={s.name}>{cellText(s.data[i] ?? null, formatValue)}</TableCell>
              ))}
              {data.goal && <TableCell>{formatValue(data.goal.data[i] ?? 0)}</TableCell>}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
