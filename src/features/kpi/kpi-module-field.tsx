import { makeStyles } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { IdNameField } from '../../ui/report/id-name-field';
import { kpiMessages as m } from './kpi-messages';

const useStyles = makeStyles({ field: { minWidth: '200px' } });

interface Props {
  /** The brand's KPI modules, as the report's answer lists them. */
  modules: readonly { id: number; name: string }[];
  value: string | undefined;
  onChange(module: string): void;
}

/** The KPI module filter of the module report and the monthly summary. */
export function KpiModuleField({ modules, value, onChange }: Props) {
  const intl = useIntl();
  return (
    <IdNameField
      className={useStyles().field}
      label={intl.formatMessage(m.filterModule)}
      anyLabel={intl.formatMessage(m.allModules)}
      options={modules}
      value={value}
      onChange={onChange}
      testId="filter-module"
    />
  );
}
