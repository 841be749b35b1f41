import { Field, makeStyles, Select } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { monthText } from './kpi-cells';
import { kpiMessages as m } from './kpi-messages';

const useStyles = makeStyles({ field: { minWidth: '200px' } });

interface Props {
  /** YYYY-MM months, newest first. */
  months: readonly string[];
  value: string;
  onChange(month: string): void;
}

/** The month of the monthly summary (the page's own period: the range picker does not apply). */
export function KpiMonthField({ months, value, onChange }: Props) {
  const intl = useIntl();
  return (
    <Field className={useStyles().field} label={intl.formatMessage(m.filterMonth)}>
      <Select value={value} onChange={(_, d) => onChange(d.value)} data-testid="kpi-month">
        {months.map((month) => (
          <option key={month} value={month}>
            {monthText(intl, month)}
          </option>
        ))}
      </Select>
    </Field>
  );
}
