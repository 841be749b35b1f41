import { Badge, Button, makeStyles, tokens } from '@fluentui/react-components';
import { ShieldDismissRegular } from '@fluentui/react-icons';
import { useMemo } from 'react';
import type { IntlShape, MessageDescriptor } from 'react-intl';
import type { Column } from '../../ui/data-table';
import { kindMessages, integrationsMessages as m } from './integrations-messages';
import { type IntegrationKey, type KeyState, keyState } from './key-rules';

const useStyles = makeStyles({
  prefix: { fontFamily: tokens.fontFamilyMonospace, whiteSpace: 'nowrap' },
  kinds: { color: tokens.colorNeutralForeground2 },
  badge: { whiteSpace: 'nowrap' },
});

const STATE_COLOR = {
  active: 'success',
  expired: 'warning',
  revoked: 'danger',
} as const satisfies Record<KeyState, string>;

export interface KeyColumnsInput {
  intl: IntlShape;
  /** Formats a message with the domain's store word (the `stores` kind). */
  text(message: MessageDescriptor): string;
  /** An instant in the admin's time zone. */
  instant(iso: string): string;
  /** Epoch ms the states are judged at. */
  now: number;
  /** Stable: rows stay memoised. */
  onRevoke(key: IntegrationKey): void;
}

/** The keys table's columns: what a key is, who made it, when it was used, and its state. */
export function useKeyColumns({
  intl,
  text,
  instant,
  now,
  onRevoke,
}: KeyColumnsInput): readonly Column<IntegrationKey>[] {
  const styles = useStyles();
  return useMemo(
    (): Column<IntegrationKey>[] => [
      {
        key: 'name',
        width: '14%',
        header: intl.formatMessage(m.colName),
        render: (k) => k.name,
      },
      {
        key: 'kinds',
        width: '20%',
        header: intl.formatMessage(m.colKinds),
        render: (k) => (
          <span className={styles.kinds}>
            {intl.formatList(
              k.kinds.map((kind) => text(kindMessages[kind])),
              { type: 'conjunction', style: 'narrow' },
            )}
          </span>
        ),
      },
      {
        key: 'prefix',
        width: '11%',
        header: intl.formatMessage(m.colPrefix),
        // The prefix only: the key itself was shown once, when it was made.
        render: (k) => (
          <span className={styles.prefix} data-testid="key-prefix">
            {`${k.prefix}…`}
          </span>
        ),
      },
      {
        key: 'created_by',
        width: '13%',
        header: intl.formatMessage(m.colCreatedBy),
        render: (k) => k.created_by?.name || k.created_by?.email || '',
      },
      {
        key: 'created_at',
        width: '10%',
        header: intl.formatMessage(m.colCreated),
        render: (k) => instant(k.created_at),
      },
      {
        key: 'last_used_at',
        width: '10%',
        header: intl.formatMessage(m.colLastUsed),
        render: (k) => (k.last_used_at ? instant(k.last_used_at) : intl.formatMessage(m.never)),
      },
      {
        key: 'expires_at',
        width: '10%',
        header: intl.formatMessage(m.colExpires),
        render: (k) => (k.expires_at ? instant(k.expires_at) : intl.formatMessage(m.noExpiry)),
      },
      {
        key: 'state',
        width: '8%',
        header: intl.formatMessage(m.colState),
        render: (k) => {
          const state = keyState(k, now);
          return (
            <Badge
              appearance="tint"
              color={STATE_COLOR[state]}
              className={styles.badge}
              data-testid="key-state"
            >
              {intl.formatMessage(m[`state.${state}`])}
            </Badge>
          );
        },
      },
      {
        key: 'actions',
        width: '112px',
        header: intl.formatMessage(m.colActions),
        render: (k) =>
          keyState(k, now) !== 'active' ? null : (
            <Button
              appearance="subtle"
              size="small"
              icon={<ShieldDismissRegular />}
              aria-label={intl.formatMessage(m.revokeLabel, { name: k.name })}
              onClick={() => onRevoke(k)}
            >
              {intl.formatMessage(m.revoke)}
            </Button>
          ),
      },
    ],
    [intl, text, instant, now, onRevoke, styles],
  );
}
