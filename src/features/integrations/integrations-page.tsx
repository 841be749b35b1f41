import {
  Body1,
  Button,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Subtitle2,
  Title2,
  tokens,
} from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { useCallback, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Temporal } from 'temporal-polyfill';
import { todayIn } from '../../../machines/rules/dates';
import { toApiError } from '../../api/api-error';
import type { PageViewProps } from '../../app-kit/page-view-props';
import { useMenuTitle } from '../../app-kit/use-menu-title';
import { useNotify } from '../../app-kit/use-notify';
import { useStoreText } from '../../app-kit/use-store-text';
import { DataTable } from '../../ui/data-table';
import { cardClasses, usePageStyles } from '../../ui/page-styles';
import { useDateFormat } from '../../ui/use-date-format';
import { useBrandQuery } from './brand-query';
import { CreateKeyDialog } from './create-key-dialog';
import { CreatedKeyDialog } from './created-key-dialog';
import { FileLoadPanel } from './file-load-panel';
import { useCreateKey, useIntegrationKeys, useRevokeKey } from './integration-keys-queries';
import { integrationsMessages as m } from './integrations-messages';
import { useKeyColumns } from './key-columns';
import type { IntegrationKey, IntegrationKeyInput } from './key-rules';
import { RevokeKeyDialog } from './revoke-key-dialog';

const useStyles = makeStyles({
  head: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: '12px',
    alignItems: 'center',
    justifyContent: 'space-between',
  },
  intro: { color: tokens.colorNeutralForeground2 },
});

const keyId = (k: IntegrationKey) => k.id;
const keyLabel = (k: IntegrationKey) => k.name;

/**
 * /admin/integrations: the brand's integration keys (create, shown once, revoke) and, below them,
 * the file loads for admins without an integration.
 */
export function IntegrationsPage({ page }: PageViewProps) {
  const styles = useStyles();
  const pageStyles = usePageStyles();
  const intl = useIntl();
  const title = useMenuTitle();
  const text = useStoreText();
  const notify = useNotify();
  const dates = useDateFormat();
  const scope = useBrandQuery();
  const keys = useIntegrationKeys(scope);
  const createKey = useCreateKey(scope);
  const revokeKey = useRevokeKey(scope);

  const [creating, setCreating] = useState(false);
  // The new key's secret lives here only until Done; the list keeps its prefix alone.
  const [created, setCreated] = useState<{ name: string; key: string } | null>(null);
  const [toRevoke, setToRevoke] = useState<IntegrationKey | null>(null);
  const [revoking, setRevoking] = useState(false);

  // States (expired) are judged when the list was read.
  const now = useMemo(() => (keys.dataUpdatedAt > 0 ? keys.dataUpdatedAt : Date.now()), [keys]);
  const today = todayIn(Temporal.Now.instant(), dates.timeZone).toString();
  const columns = useKeyColumns({
    intl,
    text,
    instant: dates.instant,
    now,
    onRevoke: useCallback((k: IntegrationKey) => setToRevoke(k), []),
  });

  const create = async (input: IntegrationKeyInput) => {
    const answer = await createKey(input);
    setCreating(false);
    setCreated({ name: answer.name, key: answer.key });
  };

  const confirmRevoke = async () => {
    if (!toRevoke) return;
    setRevoking(true);
    try {
      await revokeKey(toRevoke.id);
      notify({ kind: 'success', title: m.revoked });
    } catch (error) {
      const forbidden = toApiError(error).status === 403;
      notify({ kind: 'error', title: forbidden ? m.forbidden : m.revokeFailed });
    } finally {
      setRevoking(false);
      setToRevoke(null);
    }
  };

  const forbidden = keys.isError && toApiError(keys.error).status === 403;

  return (
    <div className={pageStyles.page}>
      <div className={styles.head}>
        <Title2 as="h1">{title(page.title)}</Title2>
        <Button
          appearance="primary"
          icon={<AddRegular />}
          onClick={() => setCreating(true)}
          disabled={forbidden || scope === null}
          data-tour="integrations-create"
        >
          {intl.formatMessage(m.create)}
        </Button>
      </div>
      <section
        className={cardClasses(pageStyles.card)}
        aria-labelledby="integration-keys-title"
        data-tour="integrations-keys"
      >
        <Subtitle2 as="h2" id="integration-keys-title">
          {intl.formatMessage(m.keysTitle)}
        </Subtitle2>
        <Body1 className={styles.intro}>{intl.formatMessage(m.keysIntro)}</Body1>
        {forbidden ? (
          <MessageBar intent="warning" data-testid="keys-forbidden">
            <MessageBarBody>{intl.formatMessage(m.forbidden)}</MessageBarBody>
          </MessageBar>
        ) : (
          <DataTable
            label={intl.formatMessage(m.keysTable)}
            columns={columns}
            rows={keys.data ?? []}
            rowKey={keyId}
            rowLabel={keyLabel}
            loading={keys.isPending && scope !== null}
            error={keys.isError ? intl.formatMessage(m.keysFailed) : null}
            onRetry={() => void keys.refetch()}
            emptyText={intl.formatMessage(m.keysEmpty)}
            minWidth="1000px"
          />
        )}
      </section>
      <FileLoadPanel />
      <CreateKeyDialog
        open={creating}
        today={today}
        create={create}
        onClose={() => setCreating(false)}
      />
      <CreatedKeyDialog created={created} onDone={() => setCreated(null)} />
      <RevokeKeyDialog
        target={toRevoke}
        busy={revoking}
        onConfirm={() => void confirmRevoke()}
        onCancel={() => setToRevoke(null)}
      />
    </div>
  );
}
