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
import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useId } from 'react';
import { useIntl } from 'react-intl';
import { fromPromise } from 'xstate';
import {
  peopleImportMachine,
  selectCanUpload,
  selectFailure,
  selectFile,
  selectIsUploading,
  selectOutcome,
} from '../../../machines/people-import';
import type { ImportOutcome } from '../../../machines/types/people-import';
import { useApiClients } from '../../api/api-context';
import type { AdminClient } from '../../api/clients';
import type { ScopeQuery } from '../../app-kit/scope-query';
import { useAppActor } from '../../app-kit/system-context';
import { useNotify } from '../../app-kit/use-notify';
import { useStoreWordGender } from '../../app-kit/use-store-word-gender';
import { saveBlob, saveCsvText } from '../../ui/download';
import { FilePicker } from '../../ui/file-picker';
import { tableMessages } from '../../ui/table-messages';
import { errorFileName, localiseErrorCsv } from './import-error-file';
import { errorFileMessages, importReasonMessages } from './import-reason-messages';
import { importPeople, importTemplate } from './people-api';
import { peopleMessages as m } from './people-messages';
import { peopleChanged } from './people-queries';

const useStyles = makeStyles({
  // One column as wide as the dialog: a long failure text wraps instead of widening it past a
  // phone's screen.
  body: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: '12px' },
});

export interface ImportDialogProps {
  open: boolean;
  scope: ScopeQuery | null;
  /** Name of the scope filter's entity when it narrows the domain (the SPEC §5 warning). */
  filteredTo: string | null;
  storeWord: string;
  onClose(imported: boolean): void;
}

/** The import machine with its upload going through `admin`. */
function importMachineFor(admin: AdminClient) {
  return peopleImportMachine.provide({
    actors: { upload: fromPromise(({ input }) => importPeople(admin, input.scope, input.file)) },
  });
}

/** Template download, CSV upload with a progress bar, and the result with the error file. */
export function ImportDialog({ open, scope, filteredTo, storeWord, onClose }: ImportDialogProps) {
  const styles = useStyles();
  const intl = useIntl();
  const notify = useNotify();
  const { admin } = useApiClients();
  const onboarding = useAppActor('onboarding');
  const queryClient = useQueryClient();
  const fileId = useId();
  // useActorRef starts the first machine it is given and keeps it for the page's life; closing
  // the dialog resets it.
  const flow = useActorRef(importMachineFor(admin));
  const file = useSelector(flow, selectFile);
  const uploading = useSelector(flow, selectIsUploading);
  const canUpload = useSelector(flow, selectCanUpload);
  const outcome = useSelector(flow, selectOutcome);
  const failure = useSelector(flow, selectFailure);
  const store = storeWord.toLocaleLowerCase(intl.locale);

  useEffect(() => {
    // People imported count for the 'Agrega colaboradores' mission as well (SPEC §4), and the
    // list behind the dialog shows them at once.
    const registered = flow.on('import.registered', () => {
      onboarding.send({ type: 'onboarding.people.added' });
      void peopleChanged(queryClient);
    });
    const closed = flow.on('import.closed', (event) => onClose(event.imported));
    return () => {
      registered.unsubscribe();
      closed.unsubscribe();
    };
  }, [flow, onboarding, onClose, queryClient]);

  // The machine refuses it while the file uploads.
  const close = () => flow.send({ type: 'import.close' });

  const template = async () => {
    if (!scope) return;
    try {
      const csv = await importTemplate(admin, scope);
      saveBlob(csv.blob, csv.name);
    } catch {
      notify({ kind: 'error', title: m.templateFailed });
    }
  };

  return (
    <Dialog open={open} onOpenChange={(_, d) => !d.open && close()}>
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
              <FilePicker
                id={fileId}
                label={intl.formatMessage(m.chooseFile)}
                accept=".csv,text/csv"
                testId="import-file"
                chosen={file?.name ?? null}
                // The running upload keeps its file: the result and the error file's name are its.
                disabled={uploading}
                onChoose={(file) => flow.send({ type: 'import.choose', file })}
              />
            </Field>
            {uploading && (
              <Field validationMessage={intl.formatMessage(m.importing)} validationState="none">
                <ProgressBar aria-label={intl.formatMessage(m.importing)} />
              </Field>
            )}
            {failure !== null && (
              <MessageBar intent="error" data-testid="import-result" layout="multiline">
                <MessageBarBody>
                  <MessageBarTitle>{intl.formatMessage(m.importFailed)}</MessageBarTitle>
                  {intl.formatMessage(
                    failure === 'notStored' ? m.importNotStored : m.importRejected,
                  )}
                </MessageBarBody>
              </MessageBar>
            )}
            {outcome && <Outcome outcome={outcome} store={store} source={file?.name ?? ''} />}
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={close} disabled={uploading}>
              {intl.formatMessage(tableMessages.close)}
            </Button>
            <Button
              appearance="primary"
              disabled={!canUpload || !scope}
              onClick={() => scope && flow.send({ type: 'import.upload', scope })}
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
