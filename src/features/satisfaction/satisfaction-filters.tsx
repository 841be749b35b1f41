import { Field, makeStyles, Select } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { useApiQueries } from '../../api/api-queries';
import { NOT_YET } from '../../api/not-yet';
import type { DateRangeQuery } from '../../app-kit/date-range-query';
import type { ScopeQuery } from '../../app-kit/scope-query';
import { CountedSelect } from '../../ui/report/counted-select';
import { reportReadOptions } from '../../ui/report/panel-read';
import { scopeAndRange } from '../../ui/report/report-query';
import type { TableState } from '../../ui/table-state';
import { NPS_GROUPS, type SurveyOption } from './satisfaction-api';
import { satisfactionMessages as m } from './satisfaction-messages';

const useStyles = makeStyles({
  field: { minWidth: '200px', maxWidth: '340px' },
  // The survey's long names must not widen a phone's page: the field shrinks with its card.
  surveyField: { minWidth: 0, flexGrow: 1, flexBasis: '240px', maxWidth: '420px' },
  select: { minWidth: 0, '& select': { minWidth: 0, textOverflow: 'ellipsis' } },
});

/** The brand's surveys with their answers over the report's scope and range (null until known). */
export function useSurveyOptions(query: (ScopeQuery & DateRangeQuery) | null) {
  const base = query ? scopeAndRange(query) : null;
  // Keyed by value: another filter chosen (same scope and range) does not reread.
  const read = useApiQueries().admin.useQuery(
    'get',
    '/admin/v2/satisfaction/surveys',
    { params: { query: base ?? NOT_YET } },
    { enabled: base !== null, ...reportReadOptions },
  );
  return { surveys: read.data?.surveys ?? null, failed: read.error !== null };
}

export interface SurveyFieldProps {
  surveys: readonly SurveyOption[] | null;
  failed: boolean;
  value: string | undefined;
  onChange(value: string): void;
  tour: string;
}

/** The survey filter: every survey of the brand by its number, with its answers in range. */
export function SurveyField({ surveys, failed, value = '', onChange, tour }: SurveyFieldProps) {
  const intl = useIntl();
  const styles = useStyles();
  // A survey of a shared link stays selected while the list loads (its name comes with it).
  const known = surveys?.some((s) => String(s.id) === value) ?? false;
  return (
    <Field
      className={styles.surveyField}
      label={intl.formatMessage(m.filterSurvey)}
      validationMessage={failed ? intl.formatMessage(m.surveysFailed) : undefined}
      data-tour={tour}
    >
      <Select
        className={styles.select}
        value={value}
        onChange={(_, d) => onChange(d.value)}
        data-testid="survey-filter"
      >
        <option value="">{intl.formatMessage(m.allSurveys)}</option>
        {value !== '' && !known && <option value={value}>{value}</option>}
        {(surveys ?? []).map((s) => (
          <option key={s.id} value={String(s.id)}>
            {intl.formatMessage(m.surveyOption, {
              number: s.survey_number,
              name: s.name,
              count: intl.formatNumber(s.count),
            })}
          </option>
        ))}
      </Select>
    </Field>
  );
}

export interface ResponseFiltersProps {
  filters: TableState['filters'];
  onChange(filters: TableState['filters']): void;
  /** Whether to offer "only with a comment" (the comments page lists only those). */
  commented?: boolean;
}

/** The answers' own filters: the NPS group and "only with a comment". */
export function ResponseFilters({ filters, onChange, commented = true }: ResponseFiltersProps) {
  const intl = useIntl();
  const styles = useStyles();
  return (
    <>
      <CountedSelect
        className={styles.field}
        label={intl.formatMessage(m.filterGroup)}
        allLabel={intl.formatMessage(m.allGroups)}
        value={filters.group ?? ''}
        options={NPS_GROUPS}
        optionText={(g) => intl.formatMessage(m[g])}
        onChange={(group) => onChange({ group })}
        testId="group-filter"
      />
      {commented && (
        <CountedSelect
          className={styles.field}
          label={intl.formatMessage(m.filterCommented)}
          allLabel={intl.formatMessage(m.commentedAll)}
          value={filters.commented ?? ''}
          options={['yes'] as const}
          optionText={() => intl.formatMessage(m.commentedYes)}
          onChange={(commented) => onChange({ commented })}
          testId="commented-filter"
        />
      )}
    </>
  );
}
