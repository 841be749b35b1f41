import { assign, emit, fromPromise, type SnapshotFrom, setup } from 'xstate';
import { importFailureOf, importOutcome } from './rules/people-import';
import type {
  ImportFailure,
  ImportFile,
  ImportOutcome,
  ImportResult,
  ImportScope,
  UploadInput,
} from './types/people-import';

/** Context of the people-import actor. */
export interface PeopleImportContext {
  /** The chosen CSV, or null before one is chosen. */
  file: ImportFile | null;
  /** The scope of the last upload, which a retry sends again. */
  scope: ImportScope | null;
  /** The last run's outcome, until another file is chosen or the dialog closes. */
  outcome: ImportOutcome | null;
  /** Why the last upload came to nothing, until another file is chosen or the dialog closes. */
  failure: ImportFailure | null;
  /**
   * True once a run since the dialog opened registered someone: the list refetches on close even
   * when another file was chosen after it.
   */
  imported: boolean;
}

/** Events the import dialog sends. */
export type PeopleImportEvent =
  | { type: 'import.choose'; file: ImportFile | null }
  | { type: 'import.upload'; scope: ImportScope }
  | { type: 'import.close' };

/**
 * Events the flow emits: people were registered (the 'Agrega colaboradores' mission counts them,
 * SPEC §4), and the dialog closed (the list refetches when anyone was imported).
 */
export type PeopleImportEmitted =
  | { type: 'import.registered'; registered: number }
  | { type: 'import.closed'; imported: boolean };

function notProvided(name: string): never {
  throw new Error(`peopleImport: the ${name} actor is provided by the view`);
}

const cleared = {
  file: null,
  scope: null,
  outcome: null,
  failure: null,
  imported: false,
} satisfies PeopleImportContext;

/**
 * The people import dialog (SPEC §8 "Import"): choose a CSV, upload it, then the counts and the
 * error file, or the failure and a retry; closing resets it for the next time.
 */
export const peopleImportMachine = setup({
  types: {
    context: {} as PeopleImportContext,
    events: {} as PeopleImportEvent,
    emitted: {} as PeopleImportEmitted,
    tags: {} as 'busy',
  },
  actors: {
    upload: fromPromise<ImportResult, UploadInput>(async () => notProvided('upload')),
  },
  actions: {
    choose: assign((_, params: { file: ImportFile | null }) => ({
      file: params.file,
      outcome: null,
      failure: null,
    })),
    startUpload: assign((_, params: { scope: ImportScope }) => ({
      scope: params.scope,
      outcome: null,
      failure: null,
    })),
    setOutcome: assign(({ context }, params: { result: ImportResult }) => {
      const outcome = importOutcome(params.result);
      return { outcome, imported: context.imported || outcome.registered > 0 };
    }),
    setFailure: assign((_, params: { error: unknown }) => ({
      failure: importFailureOf(params.error),
    })),
    emitClosed: emit(({ context }) => ({
      type: 'import.closed' as const,
      imported: context.imported,
    })),
    reset: assign(cleared),
  },
  guards: {
    fileGiven: (_, params: { file: ImportFile | null }) => params.file !== null,
    registeredSome: (_, params: { result: ImportResult }) => params.result.registered > 0,
  },
}).createMachine({
  id: 'peopleImport',
  description:
    'The people import dialog: choose a CSV, upload it, then the counts and the error file, or the failure and a retry.',
  context: cleared,
  initial: 'idle',
  states: {
    idle: {
      description:
        'Nothing runs: a file can be chosen (or the template downloaded) and the dialog closed.',
      initial: 'empty',
      on: {
        // Choosing another file puts the last run's result or failure away.
        'import.choose': [
          {
            guard: { type: 'fileGiven', params: ({ event }) => ({ file: event.file }) },
            target: '.chosen',
            actions: { type: 'choose', params: ({ event }) => ({ file: event.file }) },
          },
          {
            target: '.empty',
            actions: { type: 'choose', params: ({ event }) => ({ file: event.file }) },
          },
        ],
        'import.close': { target: '.empty', actions: ['emitClosed', 'reset'] },
      },
      states: {
        empty: {
          description: "No file chosen yet: 'Importar' is disabled.",
        },
        chosen: {
          description: "A CSV is chosen: 'Importar' uploads it.",
          on: {
            'import.upload': {
              target: '#peopleImport.uploading',
              actions: { type: 'startUpload', params: ({ event }) => ({ scope: event.scope }) },
            },
          },
        },
        result: {
          description:
            "The server read the file: 'N usuarios registrados correctamente', the rows it refused and their error file.",
          on: {
            'import.upload': {
              target: '#peopleImport.uploading',
              actions: { type: 'startUpload', params: ({ event }) => ({ scope: event.scope }) },
            },
          },
        },
        failed: {
          description:
            "The upload came to nothing: the file was refused as unreadable, or 'El archivo no fue almacenado. ¡Contáctanos!'. 'Importar' tries again.",
          on: {
            'import.upload': {
              target: '#peopleImport.uploading',
              actions: { type: 'startUpload', params: ({ event }) => ({ scope: event.scope }) },
            },
          },
        },
      },
    },
    uploading: {
      // No cancel and no close here: once the server has the body it imports the whole file, so
      // dropping the request would hide what was registered rather than stop it.
      description:
        "POST /admin/v2/people/import with the file as it is: 'Importando usuarios…'; the dialog cannot close.",
      tags: ['busy'],
      invoke: {
        id: 'upload',
        src: 'upload',
        input: ({ context }) => ({
          scope: context.scope as ImportScope,
          file: context.file as ImportFile,
        }),
        onDone: [
          {
            guard: { type: 'registeredSome', params: ({ event }) => ({ result: event.output }) },
            target: 'idle.result',
            actions: [
              { type: 'setOutcome', params: ({ event }) => ({ result: event.output }) },
              emit(({ event }) => ({
                type: 'import.registered' as const,
                registered: event.output.registered,
              })),
            ],
          },
          {
            target: 'idle.result',
            actions: { type: 'setOutcome', params: ({ event }) => ({ result: event.output }) },
          },
        ],
        onError: {
          target: 'idle.failed',
          actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
  },
});

/** Snapshot of the people-import actor. */
export type PeopleImportSnapshot = SnapshotFrom<typeof peopleImportMachine>;

/** The chosen file, or null. */
export const selectFile = (s: PeopleImportSnapshot): ImportFile | null => s.context.file;
/** True while the file uploads (the progress bar shows; the dialog cannot close). */
export const selectIsUploading = (s: PeopleImportSnapshot): boolean => s.hasTag('busy');
/** True when 'Importar' may run: a file is chosen and nothing runs. */
export const selectCanUpload = (s: PeopleImportSnapshot): boolean =>
  s.context.file !== null && !s.hasTag('busy');
/** The outcome to show, or null. */
export const selectOutcome = (s: PeopleImportSnapshot): ImportOutcome | null =>
  s.matches({ idle: 'result' }) ? s.context.outcome : null;
/** The failure to show, or null. */
export const selectFailure = (s: PeopleImportSnapshot): ImportFailure | null =>
  s.matches({ idle: 'failed' }) ? s.context.failure : null;
