import { assign, emit, fromPromise, type SnapshotFrom, setup } from 'xstate';
import { fileLoadFailureOf, previewWrites } from './rules/integration-file-load';
import type {
  FileLoadFailure,
  FileLoadFile,
  FileLoadInput,
  FileLoadKind,
  FileLoadResult,
  FileLoadScope,
} from './types/integration-file-load';

/** Context of the file-load actor. */
export interface IntegrationFileLoadContext {
  /** The kind of records the file holds, or null before one is picked. */
  kind: FileLoadKind | null;
  /** The chosen CSV or .xlsx, or null. */
  file: FileLoadFile | null;
  /** The domain of the last preview, which the apply (and a retry) sends again. */
  scope: FileLoadScope | null;
  /** What applying would do, once the server previewed the file. */
  preview: FileLoadResult | null;
  /** What applying did. */
  result: FileLoadResult | null;
  /** Why the last step came to nothing. */
  failure: FileLoadFailure | null;
}

/** Events the file-load panel sends. */
export type IntegrationFileLoadEvent =
  | { type: 'file.kind'; kind: FileLoadKind }
  | { type: 'file.choose'; file: FileLoadFile | null }
  | { type: 'file.validate'; scope: FileLoadScope }
  | { type: 'file.apply' }
  | { type: 'file.retry' }
  | { type: 'file.cancel' };

/** Events the load emits: records were written (the page refreshes what shows them). */
export type IntegrationFileLoadEmitted = {
  type: 'file.applied';
  kind: FileLoadKind;
  created: number;
  updated: number;
};

function notProvided(): never {
  throw new Error('integrationFileLoad: the load actor is provided by the view');
}

const initialContext: IntegrationFileLoadContext = {
  kind: null,
  file: null,
  scope: null,
  preview: null,
  result: null,
  failure: null,
};

const loadInput =
  (mode: FileLoadInput['mode']) =>
  ({ context }: { context: IntegrationFileLoadContext }): FileLoadInput => ({
    kind: context.kind as FileLoadKind,
    file: context.file as FileLoadFile,
    scope: context.scope as FileLoadScope,
    mode,
  });

/**
 * A file load of Admin › Integraciones: pick a kind and a file, the server previews it
 * (nothing kept), the preview shows what would be created, updated, unchanged and rejected, then
 * apply on confirmation, done or failed with a retry; cancel goes back to choosing.
 */
export const integrationFileLoadMachine = setup({
  types: {
    context: {} as IntegrationFileLoadContext,
    events: {} as IntegrationFileLoadEvent,
    emitted: {} as IntegrationFileLoadEmitted,
    tags: {} as 'busy',
  },
  actors: {
    load: fromPromise<FileLoadResult, FileLoadInput>(async () => notProvided()),
  },
  actions: {
    setKind: assign((_, params: { kind: FileLoadKind }) => ({
      kind: params.kind,
      preview: null,
      result: null,
      failure: null,
    })),
    setFile: assign((_, params: { file: FileLoadFile | null }) => ({
      file: params.file,
      preview: null,
      result: null,
      failure: null,
    })),
    startPreview: assign((_, params: { scope: FileLoadScope }) => ({
      scope: params.scope,
      preview: null,
      result: null,
      failure: null,
    })),
    forgetPreview: assign({ preview: null, failure: null }),
    clearFailure: assign({ failure: null }),
    setPreview: assign((_, params: { result: FileLoadResult }) => ({ preview: params.result })),
    setResult: assign((_, params: { result: FileLoadResult }) => ({ result: params.result })),
    emitApplied: emit((_, params: { result: FileLoadResult }) => ({
      type: 'file.applied' as const,
      kind: params.result.kind,
      created: params.result.created,
      updated: params.result.updated,
    })),
    setFailure: assign((_, params: { error: unknown; stage: FileLoadFailure['stage'] }) => ({
      failure: fileLoadFailureOf(params.error, params.stage),
    })),
  },
  guards: {
    ready: ({ context }) => context.kind !== null && context.file !== null,
    writes: ({ context }) => context.preview !== null && previewWrites(context.preview),
    failedApplying: ({ context }) => context.failure?.stage === 'apply',
  },
}).createMachine({
  id: 'integrationFileLoad',
  description:
    'A file load of Admin › Integraciones: pick a kind and a file, preview what it would do, apply on confirmation, done or failed with a retry.',
  context: initialContext,
  initial: 'choosing',
  states: {
    choosing: {
      description:
        "A kind and a file are picked (the kind's template can be downloaded); 'Validar' sends the file for a preview once both are there.",
      on: {
        'file.kind': {
          actions: { type: 'setKind', params: ({ event }) => ({ kind: event.kind }) },
        },
        'file.choose': {
          actions: { type: 'setFile', params: ({ event }) => ({ file: event.file }) },
        },
        'file.validate': {
          guard: 'ready',
          target: 'validating',
          actions: { type: 'startPreview', params: ({ event }) => ({ scope: event.scope }) },
        },
      },
    },
    validating: {
      description:
        "POST /admin/v2/integration-files/{kind}?mode=preview: the server runs the load and rolls it back; 'Cancelar' drops the answer (nothing was kept).",
      tags: ['busy'],
      invoke: {
        id: 'preview',
        src: 'load',
        input: loadInput('preview'),
        onDone: {
          target: 'previewed',
          actions: { type: 'setPreview', params: ({ event }) => ({ result: event.output }) },
        },
        onError: {
          target: 'failed',
          actions: {
            type: 'setFailure',
            params: ({ event }) => ({ error: event.error, stage: 'preview' as const }),
          },
        },
      },
      on: { 'file.cancel': 'choosing' },
    },
    previewed: {
      description:
        "What applying would do: created, updated, unchanged and rejected, the rejected rows with their reasons and the error file; 'Aplicar' asks to confirm when something would be written.",
      on: {
        'file.apply': { guard: 'writes', target: 'applying' },
        'file.cancel': { target: 'choosing', actions: 'forgetPreview' },
        'file.kind': {
          target: 'choosing',
          actions: { type: 'setKind', params: ({ event }) => ({ kind: event.kind }) },
        },
        'file.choose': {
          target: 'choosing',
          actions: { type: 'setFile', params: ({ event }) => ({ file: event.file }) },
        },
      },
    },
    applying: {
      // No cancel: once the server has the file it commits the whole load, so dropping the
      // answer would hide what was written rather than stop it.
      description:
        'POST /admin/v2/integration-files/{kind}?mode=apply with the same file: the load commits with its activity-log entry; it cannot be cancelled.',
      tags: ['busy'],
      invoke: {
        id: 'apply',
        src: 'load',
        input: loadInput('apply'),
        onDone: {
          target: 'done',
          actions: [
            { type: 'setResult', params: ({ event }) => ({ result: event.output }) },
            { type: 'emitApplied', params: ({ event }) => ({ result: event.output }) },
          ],
        },
        onError: {
          target: 'failed',
          actions: {
            type: 'setFailure',
            params: ({ event }) => ({ error: event.error, stage: 'apply' as const }),
          },
        },
      },
    },
    done: {
      description:
        "The load is applied: what was created, updated, unchanged and rejected, and the error file; 'Validar' previews the same file again, another kind or file starts over.",
      on: {
        'file.validate': {
          target: 'validating',
          actions: { type: 'startPreview', params: ({ event }) => ({ scope: event.scope }) },
        },
        'file.kind': {
          target: 'choosing',
          actions: { type: 'setKind', params: ({ event }) => ({ kind: event.kind }) },
        },
        'file.choose': {
          target: 'choosing',
          actions: { type: 'setFile', params: ({ event }) => ({ file: event.file }) },
        },
      },
    },
    failed: {
      description:
        "The preview or the apply came to nothing: the file was refused with its reason, or it was not stored; 'Reintentar' repeats the same step, 'Cancelar' goes back to choosing.",
      on: {
        'file.retry': [
          { guard: 'failedApplying', target: 'applying', actions: 'clearFailure' },
          { target: 'validating', actions: 'clearFailure' },
        ],
        'file.cancel': { target: 'choosing', actions: 'forgetPreview' },
        'file.kind': {
          target: 'choosing',
          actions: { type: 'setKind', params: ({ event }) => ({ kind: event.kind }) },
        },
        'file.choose': {
          target: 'choosing',
          actions: { type: 'setFile', params: ({ event }) => ({ file: event.file }) },
        },
      },
    },
  },
});

/** Snapshot of the file-load actor. */
export type IntegrationFileLoadSnapshot = SnapshotFrom<typeof integrationFileLoadMachine>;

/** True while the server works on the file (the panel shows progress, pickers are locked). */
export const selectIsBusy = (s: IntegrationFileLoadSnapshot): boolean => s.hasTag('busy');
/** True when 'Validar' may run: a kind and a file are picked, and nothing runs or is previewed. */
export const selectCanValidate = (s: IntegrationFileLoadSnapshot): boolean =>
  (s.matches('choosing') || s.matches('done')) &&
  s.context.kind !== null &&
  s.context.file !== null;
/** The preview to show, or null. */
export const selectPreview = (s: IntegrationFileLoadSnapshot): FileLoadResult | null =>
  s.matches('previewed') ? s.context.preview : null;
/** True when the preview would write something, so 'Aplicar' is offered. */
export const selectCanApply = (s: IntegrationFileLoadSnapshot): boolean =>
  s.can({ type: 'file.apply' });
/** The applied result to show, or null. */
export const selectResult = (s: IntegrationFileLoadSnapshot): FileLoadResult | null =>
  s.matches('done') ? s.context.result : null;
/** The failure to show, or null. */
export const selectFailure = (s: IntegrationFileLoadSnapshot): FileLoadFailure | null =>
  s.matches('failed') ? s.context.failure : null;
