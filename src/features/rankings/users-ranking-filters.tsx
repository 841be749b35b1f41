import { Field, makeStyles, Select } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import type { TableState } from '../../ui/table-state';
import { TimeInProductField } from '../../ui/time-in-product-field';
import { rankingsMessages as m } from './rankings-messages';

const useStyles = makeStyles({ field: { minWidth: '180px' } });

export interface UsersRankingFiltersProps {
  filters: TableState['filters'];
  positions: readonly { id: number; name: string }[];
  positionsFailed: boolean;
  topics: readonly { id: number; name: string }[];
  topicsFailed: boolean;
  onChange(filters: Record<string, string>): void;
}

/** Role (position), topic and time-in-product filters of the user ranking (SPEC §2, §9). */
export function UsersRankingFilters(props: UsersRankingFiltersProps) {
  const { filters, onChange } = props;
  const styles = useStyles();
  const intl = useIntl();
  return (
    <>
      <Field
        className={styles.field}
        label={intl.formatMessage(m.filterPosition)}
        validationMessage={
          props.positionsFailed ? intl.formatMessage(m.positionsFailed) : undefined
        }
        data-tour="rankings-users-role-filter"
      >
        <Select
          value={filters.position ?? ''}
          onChange={(_, d) => onChange({ position: d.value })}
          data-testid="filter-position"
        >
          <option value="">{intl.formatMessage(m.allPositions)}</option>
          {props.positions.map((p) => (
            <option key={p.id} value={String(p.id)}>
              {p.name}
            </option>
          ))}
        </Select>
      </Field>
      <Field
        className={styles.field}
        label={intl.formatMessage(m.filterTopic)}
        validationMessage={props.topicsFailed ? intl.formatMessage(m.topicsFailed) : undefined}
        data-tour="rankings-users-topic-filter"
      >
        <Select
          value={filters.topic ?? ''}
          onChange={(_, d) => onChange({ topic: d.value })}
          data-testid="filter-topic"
        >
          <option value="">{intl.formatMessage(m.allTopics)}</option>
          {props.topics.map((t) => (
            <option key={t.id} value={String(t.id)}>
              {t.name}
            </option>
          ))}
        </Select>
      </Field>
      <TimeInProductField
        className={styles.field}
        label={intl.formatMessage(m.filterTime)}
        anyLabel={intl.formatMessage(m.anyTime)}
        tour="rankings-users-time-filter"
        value={filters.time}
        onChange={(time) => onChange({ time })}
      />
    </>
  );
}
