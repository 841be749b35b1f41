import {
  Body1,
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  MessageBarTitle,
  makeStyles,
  ProgressBar,
  Select,
  Subtitle2,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { useActorRef, useSelector } from '@xstate/react';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { fromPromise } from 'xstate';
import {
  integrationFileLoadMachine,
  selectCanApply,
  selectCanValidate,
  selectFailure,
  selectIsBusy,
  selectPreview,
  selectResult,
} from '../../../machines/integration-file-load';
import type { FileLoadKind, FileLoadResult } from '../../../machines/types/integration-file-load';
import { useApiClients } from '../../api/api-context';
import type { AdminClient } from '../../api/clients';
import { useNotify } from '../../app-kit/use-notify';
import { useStoreText } from '../../app-kit/use-store-text';
import { saveBlob, saveCsvText } from '../../ui/download';
import { FilePicker } from '../../ui/file-picker';
import { cardClasses, usePageStyles } from '../../ui/page-styles';
import type { ExportFormat } from '../../ui/report/export-request';
import { useBrandQuery } from './brand-query';
import { fileErrorCsv, fileErrorName } from './file-error-file';
import { integrationFileTemplate, loadIntegrationFile, useFileKinds } from './file-load-api';
import {
  fileFailureMessage,
  fileReasonMessages,
  fileLoadMessages as m,
} from './file-load-messages';
import { kindMessages } from './integrations-messages';

const useStyles = makeStyles({
  body: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: '12px' },
  row: { display: 'flex', flexWrap: 'wrap', gap: '8px', alignItems: 'end' },
  intro: { color: tokens.colorNeutralForeground2 },
  // A long value wraps inside its cell instead of widening the page past a phone's screen.
  cell: { overflowWrap: 'anywhere' },
});

/** Rejected rows shown on the page; the error file has them all. */
const SHOWN_REJECTIONS = 50;

/** The file-load machine with its calls going through `admin`. */
function fileLoadMachineFor(admin: AdminClient) {
  return integrationFileLoadMachine.provide({
    actors: { load: fromPromise(({ input }) => loadIntegrationFile(admin, input)) },
  });
}

/**
 * The file loads of Admin › Integraciones: pick a kind (its template in CSV or Excel), upload a
 * file, see what it would create, update, leave unchanged and reject (the rejected rows with
 * their reasons, and the error file), then apply it on confirmation.
 */
export function FileLoadPanel() {
  const styles = useStyles();
  const pageStyles = usePageStyles();
  const intl = useIntl();
  const text = useStoreText();
  const notify = useNotify();
  const { admin } = useApiClients();
  const kindId = useId();
  const fileId = useId();
  const scope = useBrandQuery();
  const kinds = useFileKinds(scope);
  const flow = useActorRef(fileLoadMachineFor(admin));
  const kind = useSelector(flow, (s) => s.context.kind);
  const file = useSelector(flow, (s) => s.context.file);
  const busy = useSelector(flow, selectIsBusy);
  const applying = useSelector(flow, (s) => s.matches('applying'));
  const canValidate = useSelector(flow, selectCanValidate);
  const canApply = useSelector(flow, selectCanApply);
  const preview = useSelector(flow, selectPreview);
  const result = useSelector(flow, selectResult);
  const failure = useSelector(flow, selectFailure);
  const [confirming, setConfirming] = useState(false);

  const kindName = (k: FileLoadKind) => text(kindMessages[k] ?? { id: k, defaultMessage: k });

  const template = async (format: ExportFormat) => {
    if (!scope || !kind) return;
    try {
      const t = await integrationFileTemplate(admin, kind, scope, format, intl.locale);
      saveBlob(t.blob, t.name);
    } catch {
      notify({ kind: 'error', title: m.templateFailed });
    }
  };

  const apply = () => {
    setConfirming(false);
    flow.send({ type: 'file.apply' });
  };

  const shown = result ?? preview;

  return (
    <section
      className={cardClasses(pageStyles.card)}
      aria-labelledby="integration-files-title"
      data-tour="integrations-files"
      data-testid="file-load-panel"
    >
      <Subtitle2 as="h2" id="integration-files-title">
        {intl.formatMessage(m.title)}
      </Subtitle2>
      <Body1 className={styles.intro}>{intl.formatMessage(m.intro)}</Body1>
      <div className={styles.body}>
        {kinds.isError && (
          <MessageBar intent="warning">
            <MessageBarBody>{intl.formatMessage(m.kindsFailed)}</MessageBarBody>
          </MessageBar>
        )}
        <div className={styles.row}>
          <Field label={intl.formatMessage(m.kind)}>
            <Select
              id={kindId}
              value={kind ?? ''}
              disabled={busy || !kinds.data}
              data-testid="file-kind"
              onChange={(_, d) =>
                d.value !== '' && flow.send({ type: 'file.kind', kind: d.value as FileLoadKind })
              }
            >
              <option value="" disabled>
                {intl.formatMessage(m.kindPlaceholder)}
              </option>
              {(kinds.data ?? []).map((k) => (
                <option key={k.kind} value={k.kind}>
                  {kindName(k.kind)}
                </option>
              ))}
            </Select>
          </Field>
          <Button
            icon={<ArrowDownloadRegular />}
            disabled={!kind}
            onClick={() => void template('csv')}
            data-testid="file-template-csv"
          >
            {intl.formatMessage(m.templateCsv)}
          </Button>
          <Button
            icon={<ArrowDownloadRegular />}
            disabled={!kind}
            onClick={() => void template('xlsx')}
            data-testid="file-template-xlsx"
          >
            {intl.formatMessage(m.templateXlsx)}
          </Button>
        </div>
        <div className={styles.row}>
          <Field label={intl.formatMessage(m.chooseFile)}>
            <FilePicker
              id={fileId}
              label={intl.formatMessage(m.chooseFile)}
              accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              testId="file-input"
              chosen={file?.name ?? null}
              disabled={busy}
              onChoose={(file) => flow.send({ type: 'file.choose', file })}
            />
          </Field>
          <Button
            appearance="primary"
            disabled={!canValidate || !scope}
            onClick={() => scope && flow.send({ type: 'file.validate', scope })}
            data-testid="file-validate"
          >
            {intl.formatMessage(m.validate)}
          </Button>
        </div>
        {busy && (
          <div className={styles.row}>
            <Field
              validationMessage={intl.formatMessage(applying ? m.applying : m.validating)}
              validationState="none"
            >
              <ProgressBar aria-label={intl.formatMessage(applying ? m.applying : m.validating)} />
            </Field>
            {!applying && (
              <Button onClick={() => flow.send({ type: 'file.cancel' })}>
                {intl.formatMessage(m.cancel)}
              </Button>
            )}
          </div>
        )}
        {failure && (
          <MessageBar intent="error" layout="multiline" data-testid="file-failure">
            <MessageBarBody>
              <MessageBarTitle>
                {intl.formatMessage(failure.stage === 'apply' ? m.failedApply : m.failedPreview)}
              </MessageBarTitle>
              {intl.formatMessage(fileFailureMessage(failure.reason), {
                field: failure.field ?? '',
              })}
            </MessageBarBody>
            <MessageBarActions>
              <Button onClick={() => flow.send({ type: 'file.retry' })} data-testid="file-retry">
                {intl.formatMessage(m.retry)}
              </Button>
              <Button onClick={() => flow.send({ type: 'file.cancel' })}>
                {intl.formatMessage(m.cancel)}
              </Button>
            </MessageBarActions>
          </MessageBar>
        )}
        {shown && (
          <Outcome
            outcome={shown}
            applied={result !== null}
            source={file?.name ?? ''}
            actions={
              preview ? (
                <>
                  <Button
                    appearance="primary"
                    disabled={!canApply}
                    onClick={() => setConfirming(true)}
                    data-testid="file-apply"
                  >
                    {intl.formatMessage(m.apply)}
                  </Button>
                  <Button onClick={() => flow.send({ type: 'file.cancel' })}>
                    {intl.formatMessage(m.cancel)}
                  </Button>
                </>
              ) : null
            }
          />
        )}
      </div>
      <Dialog open={confirming} onOpenChange={(_, d) => setConfirming(d.open)}>
        <DialogSurface>
          <DialogBody>
            <DialogTitle>{intl.formatMessage(m.confirmTitle)}</DialogTitle>
            <DialogContent>
              {preview &&
                intl.formatMessage(m.confirmBody, {
                  created: preview.created,
                  updated: preview.updated,
                  kind: kindName(preview.kind),
                })}
            </DialogContent>
            <DialogActions>
              <Button onClick={() => setConfirming(false)}>{intl.formatMessage(m.cancel)}</Button>
              <Button appearance="primary" onClick={apply} data-testid="file-apply-confirm">
                {intl.formatMessage(m.apply)}
              </Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
    </section>
  );
}

/** The counts, the rejected rows with their reasons, and the error file. */
function Outcome({
  outcome,
  applied,
  source,
  actions,
}: {
  outcome: FileLoadResult;
  applied: boolean;
  source: string;
  actions: React.ReactNode;
}) {
  const styles = useStyles();
  const intl = useIntl();
  const rejected = outcome.results.filter((r) => r.status === 'rejected');
  const explain = (code: string, message: string | null) => {
    const known = fileReasonMessages[code];
    return known ? intl.formatMessage(known) : (message ?? code);
  };
  const saveErrors = () =>
    saveCsvText(
      fileErrorCsv(outcome.results, intl.formatMessage(m.colReason), explain),
      fileErrorName(source, intl.formatMessage(m.errorsSuffix)),
    );
  const writes = outcome.created + outcome.updated > 0;
  return (
    <div className={styles.body} data-testid={applied ? 'file-result' : 'file-preview'}>
      <MessageBar intent={applied ? 'success' : writes ? 'info' : 'warning'} layout="multiline">
        <MessageBarBody>
          <MessageBarTitle>
            {intl.formatMessage(applied ? m.doneTitle : m.previewTitle)}
          </MessageBarTitle>
          <span data-testid="file-counts">
            {intl.formatMessage(m.counts, {
              created: outcome.created,
              updated: outcome.updated,
              unchanged: outcome.unchanged,
              rejected: outcome.rejected,
            })}
          </span>
          {!applied && !writes && <> {intl.formatMessage(m.nothingToApply)}</>}
        </MessageBarBody>
        {actions && <MessageBarActions>{actions}</MessageBarActions>}
      </MessageBar>
      {rejected.length > 0 && (
        <>
          <div className={styles.row}>
            <Subtitle2 as="h3">{intl.formatMessage(m.rejectedTitle)}</Subtitle2>
            <Button
              size="small"
              icon={<ArrowDownloadRegular />}
              onClick={saveErrors}
              data-testid="file-errors"
            >
              {intl.formatMessage(m.downloadErrors)}
            </Button>
          </div>
          <Table size="small" aria-label={intl.formatMessage(m.rejectedTitle)}>
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{intl.formatMessage(m.colRow)}</TableHeaderCell>
                <TableHeaderCell>{intl.formatMessage(m.colColumn)}</TableHeaderCell>
                <TableHeaderCell>{intl.formatMessage(m.colValue)}</TableHeaderCell>
                <TableHeaderCell>{intl.formatMessage(m.colReason)}</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {rejected.slice(0, SHOWN_REJECTIONS).map((r) => (
                <TableRow key={`${r.row}-${r.rows.join('.')}`} data-testid="file-rejected-row">
                  <TableCell>{r.row}</TableCell>
                  <TableCell className={styles.cell}>{r.column ?? ''}</TableCell>
                  <TableCell className={styles.cell}>{r.value ?? ''}</TableCell>
                  <TableCell>{explain(r.reason ?? '', r.message)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          {rejected.length > SHOWN_REJECTIONS && (
            <Body1>
              {intl.formatMessage(m.rejectedMore, {
                shown: SHOWN_REJECTIONS,
                total: rejected.length,
              })}
            </Body1>
          )}
        </>
      )}
    </div>
  );
}
