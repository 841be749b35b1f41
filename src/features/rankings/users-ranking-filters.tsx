import { makeStyles } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import type { OptionsRead } from '../../ui/report/brand-options';
import { IdNameField } from '../../ui/report/id-name-field';
import type { TableState } from '../../ui/table-state';
import { TimeInProductField } from '../../ui/time-in-product-field';
import { rankingsMessages as m } from './rankings-messages';

const useStyles = makeStyles({ field: { minWidth: '180px' } });

export interface UsersRankingFiltersProps {
  filters: TableState['filters'];
  positions: OptionsRead;
  topics: OptionsRead;
  onChange(filters: Record<string, string>): void;
}

/** Role (position), topic and time-in-product filters of the user ranking (SPEC §2, §9). */
export function UsersRankingFilters(props: UsersRankingFiltersProps) {
  const { filters, onChange } = props;
  const styles = useStyles();
  const intl = useIntl();
  return (
    <>
      <IdNameField
        className={styles.field}
        label={intl.formatMessage(m.filterPosition)}
        anyLabel={intl.formatMessage(m.allPositions)}
        options={props.positions.options}
        failedText={props.positions.failed ? intl.formatMessage(m.positionsFailed) : undefined}
        value={filters.position}
        onChange={(position) => onChange({ position })}
        tour="rankings-users-role-filter"
        testId="filter-position"
      />
      <IdNameField
        className={styles.field}
        label={intl.formatMessage(m.filterTopic)}
        anyLabel={intl.formatMessage(m.allTopics)}
        options={props.topics.options}
        failedText={props.topics.failed ? intl.formatMessage(m.topicsFailed) : undefined}
        value={filters.topic}
        onChange={(topic) => onChange({ topic })}
        tour="rankings-users-topic-filter"
        testId="filter-topic"
      />
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
