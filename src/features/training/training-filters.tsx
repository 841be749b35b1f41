import { Field, makeStyles, Select } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import type { OptionsRead } from '../../ui/report/brand-options';
import { IdNameField } from '../../ui/report/id-name-field';
import type { TableState } from '../../ui/table-state';
import { PRACTICAL_STATUSES } from './training-api';
import { trainingMessages as m } from './training-messages';

const useStyles = makeStyles({ field: { minWidth: '180px' } });

interface Props {
  filters: TableState['filters'];
  onChange(filters: Record<string, string>): void;
}

/** The topic filter of the training pages. */
export function TopicFilter(props: Props & { topics: OptionsRead; tour?: string }) {
  const intl = useIntl();
  return (
    <IdNameField
      className={useStyles().field}
      label={intl.formatMessage(m.filterTopic)}
      anyLabel={intl.formatMessage(m.allTopics)}
      options={props.topics.options}
      failedText={props.topics.failed ? intl.formatMessage(m.topicsFailed) : undefined}
      value={props.filters.topic}
      onChange={(topic) => props.onChange({ topic })}
      tour={props.tour}
      testId="filter-topic"
    />
  );
}

/** The role (position) filter of the training report. */
export function RoleFilter(props: Props & { positions: OptionsRead; tour?: string }) {
  const intl = useIntl();
  return (
    <IdNameField
      className={useStyles().field}
      label={intl.formatMessage(m.filterRole)}
      anyLabel={intl.formatMessage(m.allRoles)}
      options={props.positions.options}
      failedText={props.positions.failed ? intl.formatMessage(m.rolesFailed) : undefined}
      value={props.filters.position}
      onChange={(position) => props.onChange({ position })}
      tour={props.tour}
      testId="filter-position"
    />
  );
}

/** The practical exams' status filter (SPEC §4). */
export function StatusFilter(props: Props) {
  const intl = useIntl();
  return (
    <Field className={useStyles().field} label={intl.formatMessage(m.filterStatus)}>
      <Select
        value={props.filters.status ?? ''}
        onChange={(_, d) => props.onChange({ status: d.value })}
        data-testid="filter-status"
      >
        <option value="">{intl.formatMessage(m.allStatuses)}</option>
        {PRACTICAL_STATUSES.map((s) => (
          <option key={s} value={s}>
            {intl.formatMessage(m[`status.${s}`])}
          </option>
        ))}
      </Select>
    </Field>
  );
}
