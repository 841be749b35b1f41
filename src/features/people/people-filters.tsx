import { Field, makeStyles, Select } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import type { TableState } from '../../ui/table-state';
import { TimeInProductField } from '../../ui/time-in-product-field';
import type { Position } from './people-api';
import { peopleMessages as m } from './people-messages';
import { STATUS_OPTIONS } from './people-query';

const useStyles = makeStyles({
  row: { display: 'flex', flexWrap: 'wrap', gap: '12px', alignItems: 'end' },
  field: { minWidth: '180px' },
});

export interface PeopleFiltersProps {
  filters: TableState['filters'];
  positions: readonly Position[];
  positionsFailed: boolean;
  onChange(filters: Record<string, string>): void;
}

/** Role/position, status and time-in-product filters of the people list. */
export function PeopleFilters({
  filters,
  positions,
  positionsFailed,
  onChange,
}: PeopleFiltersProps) {
  const styles = useStyles();
  const intl = useIntl();
  return (
    <div className={styles.row}>
      <Field
        className={styles.field}
        label={intl.formatMessage(m.filterPosition)}
        validationMessage={positionsFailed ? intl.formatMessage(m.positionsFailed) : undefined}
        data-tour="people-role-filter"
      >
        <Select
          value={filters.position ?? ''}
          onChange={(_, d) => onChange({ position: d.value })}
          data-testid="filter-position"
        >
          <option value="">{intl.formatMessage(m.allPositions)}</option>
          {positions.map((p) => (
            <option key={p.id} value={String(p.id)}>
              {p.name}
            </option>
          ))}
        </Select>
      </Field>
      <Field
        className={styles.field}
        label={intl.formatMessage(m.filterStatus)}
        data-tour="people-status-filter"
      >
        <Select
          value={filters.status ?? 'all'}
          onChange={(_, d) => onChange({ status: d.value === 'all' ? '' : d.value })}
          data-testid="filter-status"
        >
          {STATUS_OPTIONS.map((s) => (
            <option key={s} value={s}>
              {intl.formatMessage(m[`status.${s}`])}
            </option>
          ))}
        </Select>
      </Field>
      <TimeInProductField
        className={styles.field}
        label={intl.formatMessage(m.filterTime)}
        anyLabel={intl.formatMessage(m.anyTime)}
        value={filters.time}
        onChange={(time) => onChange({ time })}
      />
    </div>
  );
}
