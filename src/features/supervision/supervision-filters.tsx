import { Field, makeStyles, Select } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { useApiQueries } from '../../api/api-queries';
import { NOT_YET } from '../../api/not-yet';
import type { DateRangeQuery } from '../../app-kit/date-range-query';
import type { ScopeQuery } from '../../app-kit/scope-query';
import { reportReadOptions } from '../../ui/report/panel-read';
import { scopeAndRange } from '../../ui/report/report-query';
import type { TableState } from '../../ui/table-state';
import type { SupervisionOptions } from './supervision-api';
import { supervisionMessages as m } from './supervision-messages';

const useStyles = makeStyles({ field: { minWidth: '200px', maxWidth: '320px' } });

/** The options of the three filters over the report's scope and range (null until known). */
export function useSupervisionOptions(query: (ScopeQuery & DateRangeQuery) | null) {
  const base = query ? scopeAndRange(query) : null;
  // Keyed by value: another filter chosen (same scope and range) does not reread.
  const read = useApiQueries().admin.useQuery(
    'get',
    '/admin/v2/supervision/reports/options',
    { params: { query: base ?? NOT_YET } },
    { enabled: base !== null, ...reportReadOptions },
  );
  return { options: read.data ?? null, failed: read.error !== null };
}

interface Choice {
  value: string;
  name: string;
  count: number | null;
}

interface FieldProps {
  label: string;
  anyLabel: string;
  choices: readonly Choice[];
  value: string | undefined;
  failed: boolean;
  onChange(value: string): void;
  tour: string;
  testId: string;
}

/** One filter: a labelled Select whose options say how many supervisions each has. */
function OptionField(props: FieldProps) {
  const intl = useIntl();
  const value = props.value ?? '';
  // A value from a shared link that the range no longer lists stays selectable (count unknown).
  const choices =
    value === '' || props.choices.some((c) => c.value === value)
      ? props.choices
      : [{ value, name: value, count: null }, ...props.choices];
  return (
    <Field
      className={useStyles().field}
      label={props.label}
      validationMessage={props.failed ? intl.formatMessage(m.optionsFailed) : undefined}
      data-tour={props.tour}
    >
      <Select value={value} onChange={(_, d) => props.onChange(d.value)} data-testid={props.testId}>
        <option value="">{props.anyLabel}</option>
        {choices.map((c) => (
          <option key={c.value} value={c.value}>
            {c.count === null
              ? c.name
              : intl.formatMessage(m.optionCount, {
                  name: c.name,
                  count: intl.formatNumber(c.count),
                })}
          </option>
        ))}
      </Select>
    </Field>
  );
}

interface FiltersProps {
  options: SupervisionOptions | null;
  failed: boolean;
  filters: TableState['filters'];
  onChange(filters: Record<string, string>): void;
}

/** The supervisor, module and checklist filters of the supervision reports (SPEC §2 tour). */
export function SupervisionFilters({ options, failed, filters, onChange }: FiltersProps) {
  const intl = useIntl();
  const named = (list: readonly { name: string; count: number }[] | undefined) =>
    (list ?? []).map((o) => ({ value: o.name, name: o.name, count: o.count }));
  return (
    <>
      <OptionField
        label={intl.formatMessage(m.filterUser)}
        anyLabel={intl.formatMessage(m.allUsers)}
        choices={named(options?.supervisors)}
        value={filters.supervisor}
        failed={failed}
        onChange={(supervisor) => onChange({ supervisor })}
        tour="supervision-reports-user"
        testId="filter-supervisor"
      />
      <OptionField
        label={intl.formatMessage(m.filterModule)}
        anyLabel={intl.formatMessage(m.allModules)}
        choices={(options?.modules ?? []).map((o) => ({
          value: String(o.id),
          name: o.name,
          count: o.count,
        }))}
        value={filters.module}
        failed={failed}
        onChange={(module) => onChange({ module })}
        tour="supervision-reports-module"
        testId="filter-module"
      />
      <OptionField
        label={intl.formatMessage(m.filterSupervision)}
        anyLabel={intl.formatMessage(m.allSupervisions)}
        choices={named(options?.supervisions)}
        value={filters.supervision}
        failed={failed}
        onChange={(supervision) => onChange({ supervision })}
        tour="supervision-reports-supervision"
        testId="filter-supervision"
      />
    </>
  );
}
