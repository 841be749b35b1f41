import { Field, makeStyles, Select } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { STORE_SORTS } from './rankings-api';
import { rankingsMessages as m } from './rankings-messages';

const useStyles = makeStyles({ field: { minWidth: '220px' } });

/** "Ordenar por": the six store orders of SPEC §9. */
export function StoresRankingSort({
  sort,
  onChange,
}: {
  sort: string;
  onChange(sort: string): void;
}) {
  const styles = useStyles();
  const intl = useIntl();
  return (
    <Field
      className={styles.field}
      label={intl.formatMessage(m.sortBy)}
      data-tour="rankings-stores-sort"
    >
      <Select value={sort} onChange={(_, d) => onChange(d.value)} data-testid="ranking-sort">
        {STORE_SORTS.map((s) => (
          <option key={s} value={s}>
            {intl.formatMessage(m[`sort.${s}`])}
          </option>
        ))}
      </Select>
    </Field>
  );
}
