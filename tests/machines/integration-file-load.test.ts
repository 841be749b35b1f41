import { describe, expect, it } from 'vitest';
import { type AnyEventObject, createActor, fromPromise } from 'xstate';
import {
  type IntegrationFileLoadSnapshot,
  integrationFileLoadMachine,
  selectCanApply,
  selectCanValidate,
  selectFailure,
  selectIsBusy,
  selectPreview,
  selectResult,
} from '../../machines/integration-file-load';
import { fileLoadFailureOf, previewWrites } from '../../machines/rules/integration-file-load';
import type {
  FileLoadFile,
  FileLoadInput,
  FileLoadResult,
  FileLoadScope,
} from '../../machines/types/integration-file-load';
import { controlled, type MachineModel } from './harness';
import { pathSuite } from './suite';

// The file load of Admin › Integraciones: choose (kind and file) → validate (the server's
// preview) → preview shown → apply → done | failed, with cancel and retry, from the graph.

const machine = integrationFileLoadMachine.provide({ actors: { load: controlled() } });

const FILE = Object.assign(new Blob(['externalId,name\n']), {
  name: 'regiones.csv',
}) as FileLoadFile;
const SCOPE: FileLoadScope = { security_id: 7 };
const snap = (s: unknown) => s as IntegrationFileLoadSnapshot;

const result = (created: number, rejected: number, mode: 'preview' | 'apply'): FileLoadResult => ({
  kind: 'regions',
  mode,
  format: 'csv',
  items: created + rejected,
  created,
  updated: 0,
  unchanged: 0,
  rejected,
  results: [],
});
const refused = { code: 400, status: 400, reason: 'unknown_column', message: 'x', field: 'nmae' };
const broken = { code: 500, status: 500, reason: 'internal', message: 'boom' };
const answersOf = (id: 'preview' | 'apply') => [
  { type: `xstate.done.actor.${id}`, output: result(2, 1, id) },
  ...(id === 'preview' ? [{ type: 'xstate.done.actor.preview', output: result(0, 3, id) }] : []),
  { type: `xstate.error.actor.${id}`, error: refused },
  { type: `xstate.error.actor.${id}`, error: broken },
];
const userEvents = [
  { type: 'file.kind', kind: 'regions' },
  { type: 'file.choose', file: FILE },
  { type: 'file.choose', file: null },
  { type: 'file.validate', scope: SCOPE },
  { type: 'file.apply' },
  { type: 'file.retry' },
  { type: 'file.cancel' },
];

const model: MachineModel<undefined> = {
  name: 'integrationFileLoad',
  machine,
  scenarios: [{ name: 'integrations page', input: () => undefined }],
  events: (s) =>
    s.matches('validating')
      ? [...answersOf('preview'), { type: 'file.cancel' }]
      : s.matches('applying')
        ? answersOf('apply')
        : userEvents,
  serialize: (s) =>
    JSON.stringify({
      value: s.value,
      kind: s.context.kind,
      file: s.context.file !== null,
      preview: s.context.preview?.created ?? null,
      failure: s.context.failure,
    }),
  edgeKey: (s) =>
    JSON.stringify([s.context.kind, s.context.file !== null, s.context.failure?.stage ?? null]),
  invariant: (s, w) => {
    const busy = selectIsBusy(snap(s));
    // A cancelled preview's call stays pending in the World: its answer is simply not heard.
    expect(busy).toBe(s.matches('validating') || s.matches('applying'));
    if (busy) expect(w.pending.size).toBeGreaterThan(0);
    // Nothing is picked while the server works on the file.
    expect(s.can({ type: 'file.choose', file: null })).toBe(!busy);
    expect(s.can({ type: 'file.kind', kind: 'stores' })).toBe(!busy);
    expect(selectCanValidate(snap(s))).toBe(
      (s.matches('choosing') || s.matches('done')) &&
        s.context.kind !== null &&
        s.context.file !== null,
    );
    expect(s.can({ type: 'file.validate', scope: SCOPE })).toBe(selectCanValidate(snap(s)));
    if (!s.matches('previewed')) expect(selectPreview(snap(s))).toBeNull();
    if (!s.matches('done')) expect(selectResult(snap(s))).toBeNull();
    if (!s.matches('failed')) expect(selectFailure(snap(s))).toBeNull();
    // Records written are heard once per apply that answered.
    const applied = w.calls.filter(([id]) => id === 'apply').length;
    expect(w.emitted.length).toBeLessThanOrEqual(applied);
  },
  states: {
    'integrationFileLoad.choosing': (s, w) => {
      expect(s.context.preview).toBeNull();
      expect(s.context.result).toBeNull();
      expect(s.context.failure).toBeNull();
      if (w.lastEvent?.type === 'file.choose') expect(s.context.file).toBe(w.lastEvent.file);
    },
    'integrationFileLoad.validating': (s, w) => {
      const input = w.pending.get('preview')?.input as FileLoadInput | undefined;
      // The bytes go as chosen, with the kind and the domain.
      expect(input).toEqual({ kind: 'regions', file: FILE, scope: SCOPE, mode: 'preview' });
      expect(input?.file).toBe(FILE);
      expect(s.context.failure).toBeNull();
    },
    'integrationFileLoad.previewed': (s, w) => {
      expect(w.lastEvent?.type).toBe('xstate.done.actor.preview');
      const preview = selectPreview(snap(s));
      expect(preview).toEqual((w.lastEvent as unknown as { output: FileLoadResult }).output);
      // Apply is offered only when something would be written.
      expect(selectCanApply(snap(s))).toBe(preview !== null && previewWrites(preview));
    },
    'integrationFileLoad.applying': (s, w) => {
      const input = w.pending.get('apply')?.input as FileLoadInput | undefined;
      expect(input).toEqual({ kind: 'regions', file: FILE, scope: SCOPE, mode: 'apply' });
      expect(s.context.preview?.created).toBeGreaterThan(0);
    },
    'integrationFileLoad.done': (s, w) => {
      expect(w.lastEvent?.type).toBe('xstate.done.actor.apply');
      expect(selectResult(snap(s))?.mode).toBe('apply');
      expect(w.emitted.at(-1)).toEqual({
        type: 'file.applied',
        kind: 'regions',
        created: 2,
        updated: 0,
      });
    },
    'integrationFileLoad.failed': (s, w) => {
      const event = w.lastEvent as { type: string; error: typeof refused };
      expect(event.type).toMatch(/^xstate\.error\.actor\.(preview|apply)$/);
      const stage = event.type.endsWith('apply') ? 'apply' : 'preview';
      expect(selectFailure(snap(s))).toEqual(
        event.error.code === 400
          ? { stage, reason: 'unknown_column', field: 'nmae' }
          : { stage, reason: 'not_stored', field: null },
      );
    },
  },
};

pathSuite(model);

describe('integrationFileLoad with a real server answer', () => {
  it('retries the step that failed: a failed apply is applied again, not previewed', async () => {
    const modes: string[] = [];
    let fail = true;
    const actor = createActor(
      integrationFileLoadMachine.provide({
        actors: {
          load: fromPromise<FileLoadResult, FileLoadInput>(async ({ input }) => {
            modes.push(input.mode);
            if (input.mode === 'apply' && fail) throw broken;
            return result(2, 1, input.mode);
          }),
        },
      }),
    );
    const emitted: AnyEventObject[] = [];
    actor.on('*', (e) => emitted.push(e));
    actor.start();
    actor.send({ type: 'file.kind', kind: 'regions' });
    actor.send({ type: 'file.choose', file: FILE });
    actor.send({ type: 'file.validate', scope: SCOPE });
    await new Promise((r) => setTimeout(r, 0));
    expect(selectPreview(actor.getSnapshot())?.created).toBe(2);
    actor.send({ type: 'file.apply' });
    await new Promise((r) => setTimeout(r, 0));
    expect(selectFailure(actor.getSnapshot())).toEqual({
      stage: 'apply',
      reason: 'not_stored',
      field: null,
    });
    fail = false;
    actor.send({ type: 'file.retry' });
    await new Promise((r) => setTimeout(r, 0));
    expect(selectResult(actor.getSnapshot())?.created).toBe(2);
    expect(modes).toEqual(['preview', 'apply', 'apply']);
    expect(emitted).toEqual([{ type: 'file.applied', kind: 'regions', created: 2, updated: 0 }]);
    actor.stop();
  });

  it('reads failures: a refused file keeps its reason, anything else was not stored', () => {
    expect(fileLoadFailureOf(refused, 'preview')).toEqual({
      stage: 'preview',
      reason: 'unknown_column',
      field: 'nmae',
    });
    expect(fileLoadFailureOf({ status: 413, reason: 'file_too_large' }, 'apply')).toEqual({
      stage: 'apply',
      reason: 'file_too_large',
      field: null,
    });
    expect(fileLoadFailureOf(broken, 'apply').reason).toBe('not_stored');
    expect(fileLoadFailureOf(new TypeError('fetch failed'), 'preview').reason).toBe('not_stored');
    expect(fileLoadFailureOf(null, 'preview').reason).toBe('not_stored');
  });
});
