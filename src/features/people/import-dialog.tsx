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
  MessageBarBody,
  MessageBarTitle,
  makeStyles,
  ProgressBar,
} from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useApiClients } from '../../api/api-context';
import type { ScopeQuery } from '../../app-kit/scope-query';
import { useAppActor } from '../../app-kit/system-context';
import { useNotify } from '../../app-kit/use-notify';
import { useStoreWordGender } from '../../app-kit/use-store-word-gender';
import { saveBlob, saveCsvText } from '../../ui/download';
import { tableMessages } from '../../ui/table-messages';
import { localiseErrorCsv } from './import-error-file';
import { type ImportFailure, importFailureOf } from './import-failure';
import { errorFileName, type ImportOutcome, importOutcome } from './import-outcome';
import { errorFileMessages, importReasonMessages } from './import-reason-messages';
import { importPeople, importTemplate } from './people-api';
import { peopleMessages as m } from './people-messages';

const useStyles = makeStyles({ body: { display: 'grid', gap: '12px' } });

export interface ImportDialogProps {
  open: boolean;
  scope: ScopeQuery | null;
  /** Name of the scope filter's entity when it narrows the domain (the SPEC §5 warning). */
  filteredTo: string | null;
  storeWord: string;
  onClose(imported: boolean): void;
}

type Phase =
  | { kind: 'idle' }
  | { kind: 'running' }
  | { kind: 'done'; outcome: ImportOutcome }
  | { kind: 'rejected'; failure: ImportFailure };

/** Template download, CSV upload with a progress bar, and the result with the error file. */
export function ImportDialog({ open, scope, filteredTo, storeWord, onClose }: ImportDialogProps) {
  const styles = useStyles();
  const intl = useIntl();
  const notify = useNotify();
  const { admin } = useApiClients();
  const onboarding = useAppActor('onboarding');
  const fileId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const store = storeWord.toLocaleLowerCase(intl.locale);

  const close = () => {
    const imported = phase.kind === 'done' && phase.outcome.registered > 0;
    setFile(null);
    setPhase({ kind: 'idle' });
    onClose(imported);
  };

  const template = async () => {
    if (!scope) return;
    try {
      const csv = await importTemplate(admin, scope);
      saveBlob(csv.blob, csv.name);
    } catch {
      notify({ kind: 'error', title: m.templateFailed });
    }
  };

  const run = async () => {
    if (!scope || !file) return;
    setPhase({ kind: 'running' });
    try {
      const outcome = importOutcome(await importPeople(admin, scope, file));
      setPhase({ kind: 'done', outcome });
      // People imported count for the 'Agrega colaboradores' mission as well (SPEC §4).
      if (outcome.registered > 0) onboarding.send({ type: 'onboarding.people.added' });
    } catch (error) {
      setPhase({ kind: 'rejected', failure: importFailureOf(error) });
    }
  };

  const outcome = phase.kind === 'done' ? phase.outcome : null;
  return (
    <Dialog open={open} onOpenChange={(_, d) => !d.open && phase.kind !== 'running' && close()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{intl.formatMessage(m.importTitle)}</DialogTitle>
          <DialogContent className={styles.body}>
            <Body1>{intl.formatMessage(m.importHint, { store })}</Body1>
            {filteredTo !== null && (
              <MessageBar intent="warning" data-testid="import-scope-warning">
                <MessageBarBody>
                  {intl.formatMessage(m.importScoped, { name: filteredTo })}
                </MessageBarBody>
              </MessageBar>
            )}
            <div>
              <Button icon={<ArrowDownloadRegular />} onClick={() => void template()}>
                {intl.formatMessage(m.downloadTemplate)}
              </Button>
            </div>
            <Field label={intl.formatMessage(m.chooseFile)}>
              <input
                id={fileId}
                ref={input}
                type="file"
                accept=".csv,text/csv"
                data-testid="import-file"
                onChange={(e) => {
                  setFile(e.target.files?.[0] ?? null);
                  setPhase({ kind: 'idle' });
                }}
              />
            </Field>
            {phase.kind === 'running' && (
              <Field validationMessage={intl.formatMessage(m.importing)} validationState="none">
                <ProgressBar aria-label={intl.formatMessage(m.importing)} />
              </Field>
            )}
            {phase.kind === 'rejected' && (
              <MessageBar intent="error" data-testid="import-result">
                <MessageBarBody>
                  <MessageBarTitle>{intl.formatMessage(m.importFailed)}</MessageBarTitle>
                  {intl.formatMessage(
                    phase.failure === 'notStored' ? m.importNotStored : m.importRejected,
                  )}
                </MessageBarBody>
              </MessageBar>
            )}
            {outcome && <Outcome outcome={outcome} store={store} source={file?.name ?? ''} />}
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={close} disabled={phase.kind === 'running'}>
              {intl.formatMessage(tableMessages.close)}
            </Button>
            <Button
              appearance="primary"
              disabled={!file || phase.kind === 'running'}
              onClick={() => void run()}
              data-testid="import-run"
            >
              {intl.formatMessage(m.upload)}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

function Outcome({
  outcome,
  store,
  source,
}: {
  outcome: ImportOutcome;
  store: string;
  source: string;
}) {
  const intl = useIntl();
  const gender = useStoreWordGender();
  const errors = outcome.errorsCsv;
  const download = errors ? (
    <Button
      size="small"
      icon={<ArrowDownloadRegular />}
      onClick={() => {
        // Codes stay for machines; the added column and the file name follow the console's
        // language (an unknown code reads as itself).
        const explain = (code: string) => {
          const message = importReasonMessages[code];
          // The store word opens its reasons' sentences ('Sucursal: …').
          const storeTitle = store.charAt(0).toLocaleUpperCase(intl.locale) + store.slice(1);
          return message ? intl.formatMessage(message, { store: storeTitle }) : code;
        };
        const header = intl.formatMessage(errorFileMessages.explanation);
        saveCsvText(
          localiseErrorCsv(errors, header, explain),
          errorFileName(source, intl.formatMessage(errorFileMessages.fileSuffix)),
        );
      }}
      data-testid="import-errors"
    >
      {intl.formatMessage(m.downloadErrors)}
    </Button>
  ) : null;
  if (outcome.kind === 'failed') {
    return (
      <MessageBar intent="error" data-testid="import-result" layout="multiline">
        <MessageBarBody>
          <MessageBarTitle>{intl.formatMessage(m.importFailed)}</MessageBarTitle>
          {intl.formatMessage(m.importSeeErrors)} {download}
        </MessageBarBody>
      </MessageBar>
    );
  }
  return (
    <>
      <MessageBar intent="success" data-testid="import-result">
        <MessageBarBody>
          {intl.formatMessage(m.importRegistered, { count: outcome.registered })}
        </MessageBarBody>
      </MessageBar>
      {outcome.kind === 'partial' && (
        <MessageBar intent="warning" data-testid="import-failed-rows" layout="multiline">
          <MessageBarBody>
            {intl.formatMessage(m.importFailedRows, { count: outcome.failed, store, gender })}{' '}
            {download}
          </MessageBarBody>
        </MessageBar>
      )}
    </>
  );
}
