import { Badge, Button, Link, makeStyles } from '@fluentui/react-components';
import { DeleteRegular, EditRegular } from '@fluentui/react-icons';
import { useMemo } from 'react';
import type { IntlShape } from 'react-intl';
import type { Column } from '../../ui/data-table';
import type { Person } from './people-api';
import { peopleMessages as m } from './people-messages';

const useStyles = makeStyles({
  actions: { display: 'flex', gap: '4px' },
  badge: { whiteSpace: 'nowrap' },
});

const STATUS_COLOR = {
  preregistered: 'informative',
  registeredWNAct: 'warning',
  registered: 'brand',
  active: 'success',
} as const;

export interface PeopleColumnActions {
  onEdit(person: Person): void;
  onDelete(person: Person): void;
}

/** The list's columns (SPEC §3); `actions` must be stable so rows stay memoised. */
export function usePeopleColumns(
  intl: IntlShape,
  storeWord: string,
  actions: PeopleColumnActions,
): readonly Column<Person>[] {
  const styles = useStyles();
  return useMemo(() => {
    const date = (iso: string | null) =>
      iso ? intl.formatDate(iso, { day: '2-digit', month: 'short', year: 'numeric' }) : '';
    const columns: Column<Person>[] = [
      {
        key: 'name',
        width: '15%',
        header: intl.formatMessage(m.colName),
        sortKey: 'name',
        render: (p) => (
          <Link
            href={`/admin/people/edit/${p.id}`}
            onClick={(e) => {
              e.preventDefault();
              actions.onEdit(p);
            }}
          >
            {p.displayName}
          </Link>
        ),
      },
      {
        key: 'email',
        width: '17%',
        header: intl.formatMessage(m.colEmail),
        sortKey: 'email',
        render: (p) => p.email ?? '',
      },
      {
        key: 'phone',
        width: '11%',
        header: intl.formatMessage(m.colPhone),
        render: (p) => (p.phone ? `${p.calling_code} ${p.phone}` : ''),
      },
      {
        key: 'employee_number',
        width: '9%',
        header: intl.formatMessage(m.colEmployeeNumber),
        sortKey: 'employee_number',
        render: (p) => p.employee_number ?? '',
      },
      {
        key: 'position',
        width: '9%',
        header: intl.formatMessage(m.colPosition),
        render: (p) => p.position?.name ?? '',
      },
      {
        key: 'store',
        width: '10%',
        header: storeWord,
        sortKey: 'store',
        render: (p) => p.store?.name ?? '',
      },
      {
        key: 'status',
        width: '10%',
        header: intl.formatMessage(m.colStatus),
        sortKey: 'status',
        render: (p) => (
          <Badge appearance="tint" color={STATUS_COLOR[p.status]} className={styles.badge}>
            {intl.formatMessage(m[`status.${p.status}`])}
          </Badge>
        ),
      },
      {
        key: 'created_at',
        width: '8%',
        header: intl.formatMessage(m.colCreated),
        sortKey: 'created_at',
        render: (p) => date(p.created_at),
      },
      {
        key: 'last_activity_at',
        width: '8%',
        header: intl.formatMessage(m.colLastActivity),
        sortKey: 'last_activity_at',
        render: (p) => date(p.last_activity_at) || intl.formatMessage(m.never),
      },
      {
        key: 'actions',
        width: '88px',
        header: intl.formatMessage(m.colActions),
        render: (p) => (
          <div className={styles.actions}>
            <Button
              appearance="subtle"
              size="small"
              icon={<EditRegular />}
              aria-label={intl.formatMessage(m.edit, { name: p.displayName })}
              onClick={() => actions.onEdit(p)}
            />
            <Button
              appearance="subtle"
              size="small"
              icon={<DeleteRegular />}
              aria-label={intl.formatMessage(m.delete, { name: p.displayName })}
              onClick={() => actions.onDelete(p)}
            />
          </div>
        ),
      },
    ];
    return columns;
  }, [intl, storeWord, actions, styles.actions, styles.badge]);
}
