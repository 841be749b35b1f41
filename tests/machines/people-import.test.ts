import { describe, expect, it } from 'vitest';
import { type AnyEventObject, createActor, fromPromise } from 'xstate';
import {
  type PeopleImportSnapshot,
  peopleImportMachine,
  selectCanUpload,
  selectFailure,
  selectFile,
  selectIsUploading,
  selectOutcome,
} from '../../machines/people-import';
import { importOutcome } from '../../machines/rules/people-import';
import type {
  ImportFile,
  ImportResult,
  ImportScope,
  UploadInput,
} from '../../machines/types/people-import';
import { controlled, type MachineModel, type World } from './harness';
import { pathSuite } from './suite';

const machine = peopleImportMachine.provide({ actors: { upload: controlled() } });

const FILE = Object.assign(new Blob(['first_name,email\n']), { name: 'alta.csv' }) as ImportFile;
const SCOPE: ImportScope = { security_id: 7, store_id: 3 };
const snap = (s: unknown) => s as PeopleImportSnapshot;

const result = (registered: number, failed: number): ImportResult => ({
  registered,
  failed,
  errors: [],
  errors_csv: failed > 0 ? 'row,column,value,reason\r\n2,store,Nada,unknown_store\r\n' : null,
  scoped_to: null,
});
const done = (r: ImportResult) => ({ type: 'xstate.done.actor.upload', output: r });
const fail = (error: unknown) => ({ type: 'xstate.error.actor.upload', error });

// What the client throws: an ApiError-like body for a refused file (400), a server failure or a
// too-large body, and a fetch that got no answer.
const refused = { code: 400, status: 400, reason: 'validation', message: 'no header' };
const answers = [
  done(result(3, 0)),
  done(result(2, 1)),
  done(result(0, 2)),
  fail(refused),
  fail({ code: 500, status: 500, reason: 'internal', message: 'boom' }),
  fail({ code: 413, status: 413, reason: 'too_large', message: 'big' }),
  fail({ code: 500, reason: 'network', message: 'down' }),
];
const userEvents = [
  { type: 'import.choose', file: FILE },
  { type: 'import.choose', file: null },
  { type: 'import.upload', scope: SCOPE },
  { type: 'import.close' },
];

const isClose = (e: AnyEventObject | null) => e?.type === 'import.close';
const history = new WeakMap<World, AnyEventObject[]>();
// Whether anyone was registered since the dialog last closed (before the event just driven).
const registeredSinceClose = (before: AnyEventObject[]) => {
  const lastClose = before.map((e) => e.type).lastIndexOf('import.closed');
  return before.slice(lastClose + 1).some((e) => e.type === 'import.registered');
};

function expectedEmitted(driven: AnyEventObject[]): AnyEventObject[] {
  const out: AnyEventObject[] = [];
  let imported = false;
  for (const e of driven) {
    if (e.type === 'xstate.done.actor.upload') {
      const { registered } = (e as ReturnType<typeof done>).output;
      if (registered > 0) out.push({ type: 'import.registered', registered });
      imported ||= registered > 0;
    }
    if (isClose(e)) {
      out.push({ type: 'import.closed', imported });
      imported = false;
    }
  }
  return out;
}

const model: MachineModel<undefined> = {
  name: 'peopleImport',
  machine,
  scenarios: [{ name: 'people page', input: () => undefined }],
  events: (s) => (s.hasTag('busy') ? answers : userEvents),
  // What the view can tell apart: the state, a file or none, what the last run showed and
  // whether the list must refetch on close.
  serialize: (s) =>
    JSON.stringify({
      value: s.value,
      file: s.context.file !== null,
      outcome: s.context.outcome?.kind ?? null,
      failure: s.context.failure,
      imported: s.context.imported,
    }),
  edgeKey: (s) =>
    JSON.stringify([s.context.imported, s.context.outcome?.kind ?? null, s.context.failure]),
  invariant: (s, w) => {
    const busy = selectIsUploading(snap(s));
    expect(busy).toBe(w.pending.size > 0);
    // Neither closing nor another file while the upload runs.
    expect(s.can({ type: 'import.close' })).toBe(!busy);
    expect(s.can({ type: 'import.choose', file: null })).toBe(!busy);
    expect(selectCanUpload(snap(s))).toBe(!busy && selectFile(snap(s)) !== null);
    expect(s.can({ type: 'import.upload', scope: SCOPE })).toBe(selectCanUpload(snap(s)));
    // What the view hears, from the events driven so far: each run that registered someone
    // (the mission counts it), and each close with whether the list must refetch.
    const driven = history.get(w) ?? [];
    if (w.lastEvent) driven.push(w.lastEvent);
    history.set(w, driven);
    expect(w.emitted).toEqual(expectedEmitted(driven));
    if (!s.matches({ idle: 'result' })) expect(selectOutcome(snap(s))).toBeNull();
    if (!s.matches({ idle: 'failed' })) expect(selectFailure(snap(s))).toBeNull();
    // The list refetches on close exactly when a run since the last close registered someone.
    expect(s.context.imported).toBe(registeredSinceClose(w.emitted));
  },
  states: {
    'peopleImport.idle.empty': (s, w) => {
      expect(selectFile(snap(s))).toBeNull();
      expect(s.context.outcome).toBeNull();
      expect(s.context.failure).toBeNull();
      // Closing leaves nothing for the next opening.
      if (isClose(w.lastEvent))
        expect(s.context).toEqual({
          file: null,
          scope: null,
          outcome: null,
          failure: null,
          imported: false,
        });
    },
    'peopleImport.idle.chosen': (s) => {
      expect(selectFile(snap(s))).toBe(FILE);
      // A new file puts the last run's result or failure away.
      expect(s.context.outcome).toBeNull();
      expect(s.context.failure).toBeNull();
    },
    'peopleImport.uploading': (s, w) => {
      const input = w.pending.get('upload')?.input as UploadInput | undefined;
      expect(input).toEqual({ scope: SCOPE, file: FILE });
      // The bytes go as chosen, not a copy.
      expect(input?.file).toBe(FILE);
      expect(s.context.outcome).toBeNull();
      expect(s.context.failure).toBeNull();
    },
    'peopleImport.idle.result': (s, w) => {
      const output = (w.lastEvent as ReturnType<typeof done>).output;
      expect(w.lastEvent?.type).toBe('xstate.done.actor.upload');
      expect(selectOutcome(snap(s))).toEqual(importOutcome(output));
      expect(selectFile(snap(s))).toBe(FILE);
      const outcome = selectOutcome(snap(s));
      if (output.failed > 0) expect(outcome?.errorsCsv).toContain('unknown_store');
      expect(outcome?.kind).toBe(
        output.failed === 0 ? 'done' : output.registered === 0 ? 'failed' : 'partial',
      );
    },
    'peopleImport.idle.failed': (s, w) => {
      expect(w.lastEvent?.type).toBe('xstate.error.actor.upload');
      const error = (w.lastEvent as ReturnType<typeof fail>).error;
      expect(selectFailure(snap(s))).toBe(
        (error as { code: number }).code === 400 ? 'unreadable' : 'notStored',
      );
      expect(selectFile(snap(s))).toBe(FILE);
    },
  },
};

pathSuite(model);

describe('peopleImport with a real upload', () => {
  it('retries after a failure with the same file and scope, then reports and resets on close', async () => {
    const inputs: UploadInput[] = [];
    let answer: () => Promise<ImportResult> = () => Promise.reject(refused);
    const actor = createActor(
      peopleImportMachine.provide({
        actors: {
          upload: fromPromise<ImportResult, UploadInput>(({ input }) => {
            inputs.push(input);
            return answer();
          }),
        },
      }),
    );
    const emitted: AnyEventObject[] = [];
    actor.on('*', (e) => emitted.push(e));
    actor.start();
    actor.send({ type: 'import.upload', scope: SCOPE });
    expect(inputs).toEqual([]);
    actor.send({ type: 'import.choose', file: FILE });
    actor.send({ type: 'import.upload', scope: SCOPE });
    expect(selectIsUploading(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'import.close' });
    await new Promise((r) => setTimeout(r, 0));
    expect(selectFailure(actor.getSnapshot())).toBe('unreadable');
    answer = () => Promise.resolve(result(2, 1));
    actor.send({ type: 'import.upload', scope: SCOPE });
    await new Promise((r) => setTimeout(r, 0));
    expect(selectOutcome(actor.getSnapshot())?.kind).toBe('partial');
    actor.send({ type: 'import.close' });
    expect(inputs).toEqual([
      { scope: SCOPE, file: FILE },
      { scope: SCOPE, file: FILE },
    ]);
    expect(emitted).toEqual([
      { type: 'import.registered', registered: 2 },
      { type: 'import.closed', imported: true },
    ]);
    expect(actor.getSnapshot().context.file).toBeNull();
    actor.stop();
  });
});
